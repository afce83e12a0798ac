import { ChevronLeftIcon } from "@memorial/ui/icons";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { commonTexts } from "../texts/common";
import { Box, Container, Flex, Heading, LinkButton, Stack, Text } from "./layout";

export interface PageSubScreenProps {
  profileId: string;
  /** The page's name, as the screen's heading shows it. */
  pageName: string;
  isManager: boolean;
  /** What a signed-in member who is not a manager reads instead of the screen. */
  notManagerText: string;
  /** The screen's parts below the heading, for managers. */
  children: ReactNode;
}

/**
 * The frame of a managers' screen that belongs to one page ('Berichten beheren', 'Pagina
 * downloaden of afdrukken'): the way back to the page, the page's name as the heading, and for
 * members who are not managers a calm explanation instead of the screen.
 */
export function PageSubScreen({
  profileId,
  pageName,
  isManager,
  notManagerText,
  children,
}: PageSubScreenProps) {
  const texts = commonTexts.pageSubScreen;
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <Container
        as="main"
        id="inhoud"
        flex="1"
        maxWidth="800px"
        px={{ base: "5", md: "6" }}
        pt="3"
        pb={{ base: "12", md: "16" }}
      >
        <LinkButton asChild variant="ghost" size="sm" minHeight="11" ms="-3" gap="1.5">
          <Link to="/$profileId" params={{ profileId }}>
            <ChevronLeftIcon boxSize="5" />
            {texts.back}
          </Link>
        </LinkButton>
        {isManager ? (
          <Stack gap={{ base: "8", md: "10" }} mt={{ base: "4", md: "8" }}>
            <Box>
              <Text color="fg.muted" fontSize="sm">
                {texts.eyebrow}
              </Text>
              <Heading
                as="h1"
                fontFamily="heading"
                fontWeight="normal"
                fontSize={{ base: "3xl", md: "4xl" }}
                lineHeight="1.2"
                mt="1"
                overflowWrap="anywhere"
              >
                {pageName}
              </Heading>
            </Box>
            {children}
          </Stack>
        ) : (
          <Stack gap="4" textAlign="center" py={{ base: "12", md: "20" }} align="center">
            <Heading as="h1" fontWeight="normal" fontSize={{ base: "2xl", md: "3xl" }}>
              {texts.notManagerTitle}
            </Heading>
            <Text color="fg.muted" fontSize="lg" maxWidth="34rem">
              {notManagerText}
            </Text>
          </Stack>
        )}
      </Container>
    </Flex>
  );
}
