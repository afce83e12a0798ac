import { Box, Flex, Button, Heading, Text } from "@chakra-ui/react";
import { useId } from "react";
import { LockIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";

export interface BlockedNoticeProps {
  /** For managers: opens the payment wizard, the same as 'Pagina activeren' in the menu. */
  onActivate?: () => void;
}

/** The trial has expired: the content is hidden and the page must be activated. */
export function BlockedNotice({ onActivate }: BlockedNoticeProps) {
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
      <LockIcon boxSize="6" color="dusk.fg" flexShrink={0} mt="1" />
      <Box>
        <Heading id={titleId} as="h2" fontSize="xl" fontWeight="normal" mb="2">
          {pageTexts.states.blockedTitle}
        </Heading>
        <Text>{pageTexts.states.blockedText}</Text>
        <Text mt="2">{pageTexts.states.blockedAction}</Text>
        {onActivate === undefined ? null : (
          <Button mt="5" onClick={onActivate}>
            {pageTexts.states.activate}
          </Button>
        )}
      </Box>
    </Flex>
  );
}
