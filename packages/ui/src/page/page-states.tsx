import {
  Box,
  Flex,
  Button,
  Heading,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useId } from "react";
import { AlertIcon, LockIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";

function StateMessage({
  title,
  text,
  icon,
}: {
  title: string;
  text: string;
  icon: "alert" | "none";
}) {
  return (
    <VStack
      as="main"
      gap="4"
      textAlign="center"
      py={{ base: "16", md: "24" }}
      px="6"
      maxWidth="34rem"
      mx="auto"
    >
      {icon === "alert" ? <AlertIcon boxSize="10" color="fg.muted" /> : null}
      <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {text}
      </Text>
    </VStack>
  );
}

/** Shown for any other failure while loading a page. */
export function UnknownErrorView() {
  return (
    <StateMessage
      title={pageTexts.states.unknownErrorTitle}
      text={pageTexts.states.unknownErrorText}
      icon="alert"
    />
  );
}

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

/** Placeholders in the shape of a memorial page while it loads. */
export function PageSkeleton() {
  return (
    <Box
      role="status"
      aria-label={pageTexts.states.loading}
      aria-busy="true"
      maxWidth="46rem"
      mx="auto"
      px={{ base: "4", md: "6" }}
      py={{ base: "8", md: "12" }}
    >
      <VStack gap="4" mb="10">
        <SkeletonCircle size={{ base: "32", md: "40" }} />
        <Skeleton height="9" width="60%" />
        <Skeleton height="5" width="45%" />
      </VStack>
      <Stack gap="3" mb="8">
        <Skeleton height="6" width="40%" />
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="85%" />
      </Stack>
      <Skeleton aspectRatio={16 / 9} width="full" borderRadius="lg" />
    </Box>
  );
}
