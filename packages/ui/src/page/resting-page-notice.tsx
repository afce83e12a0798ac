import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { useId } from "react";
import { CalendarIcon } from "../icons/icons.js";
import { planTexts } from "../texts/plans.js";

export interface RestingPageNoticeProps {
  /** Opens 'Pagina verlengen'. */
  onExtend: () => void;
}

/** For managers of a page that rests: what visitors see now, and the way to extend it. */
export function RestingPageNotice({ onExtend }: RestingPageNoticeProps) {
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
      <CalendarIcon boxSize="6" color="dusk.fg" flexShrink={0} mt="1" />
      <Box>
        <Heading id={titleId} as="h2" fontSize="xl" fontWeight="normal" mb="2">
          {planTexts.resting.managerTitle}
        </Heading>
        <Text>{planTexts.resting.managerText}</Text>
        <Text mt="2">{planTexts.resting.managerAction}</Text>
        <Button mt="5" minHeight="44px" onClick={onExtend}>
          {planTexts.resting.extend}
        </Button>
      </Box>
    </Flex>
  );
}
