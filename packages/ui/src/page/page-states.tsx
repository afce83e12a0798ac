import { Box, Flex, Button, Heading, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { CalendarIcon, LockIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { planTexts } from "../texts/plans.js";

interface PageNoticeProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  /** The button's label and what it does; no button without it. */
  button?: { label: string; onClick: () => void } | undefined;
}

/** A page whose content is hidden from visitors: why, what happens next, and the way out. */
function PageNotice({ icon, title, text, action, button }: PageNoticeProps) {
  const titleId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={titleId}
      gap="4"
      bg="dusk.subtle"
      borderWidth="1px"
      borderColor="dusk.emphasized"
      borderRadius="lg"
      p={{ base: "5", md: "7" }}
      my="6"
    >
      {icon}
      <Box>
        <Heading id={titleId} as="h2" fontSize="xl" fontWeight="normal" mb="2">
          {title}
        </Heading>
        <Text>{text}</Text>
        <Text mt="2">{action}</Text>
        {button === undefined ? null : (
          <Button mt="5" minHeight="44px" onClick={button.onClick}>
            {button.label}
          </Button>
        )}
      </Box>
    </Flex>
  );
}

export interface BlockedNoticeProps {
  /** For managers: opens the payment wizard, the same as 'Pagina activeren' in the menu. */
  onActivate?: () => void;
}

/** The trial has expired: the content is hidden and the page must be activated. */
export function BlockedNotice({ onActivate }: BlockedNoticeProps) {
  return (
    <PageNotice
      icon={<LockIcon boxSize="6" color="dusk.fg" flexShrink={0} mt="1" />}
      title={pageTexts.states.blockedTitle}
      text={pageTexts.states.blockedText}
      action={pageTexts.states.blockedAction}
      button={
        onActivate === undefined
          ? undefined
          : { label: pageTexts.states.activate, onClick: onActivate }
      }
    />
  );
}

export interface RestingPageNoticeProps {
  /** Opens 'Pagina verlengen'. */
  onExtend: () => void;
}

/** For managers of a page that rests: what visitors see now, and the way to extend it. */
export function RestingPageNotice({ onExtend }: RestingPageNoticeProps) {
  return (
    <PageNotice
      icon={<CalendarIcon boxSize="6" color="dusk.fg" flexShrink={0} mt="1" />}
      title={planTexts.resting.managerTitle}
      text={planTexts.resting.managerText}
      action={planTexts.resting.managerAction}
      button={{ label: planTexts.resting.extend, onClick: onExtend }}
    />
  );
}
