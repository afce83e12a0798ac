import type { Profile } from "@memorial/api-client";
import type { Profile as WireProfile } from "@memorial/api-types";
import { toWireDate } from "@memorial/domain";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { commonTexts } from "../../texts/common";
import { Box, Container, Flex, Text } from "../../ui/layout";
import { ProductName } from "../../ui/product-name";

/** Width of the page's column: the same as the visitor view's (704 px plus padding). */
export const PAGE_COLUMN_WIDTH = "752px";

/** The page as the visitor view takes it (dates back to `YYYY-MM-DD`). */
export function toWireProfile(profile: Profile): WireProfile {
  return {
    ...profile.extraFields,
    id: profile.id,
    name: profile.name,
    profilePicture: profile.profilePicture,
    isPublic: profile.isPublic,
    isBlocked: profile.isBlocked,
    plan: profile.plan,
    dateOfBirth: profile.dateOfBirth === null ? null : toWireDate(profile.dateOfBirth),
    dateOfDeath: profile.dateOfDeath === null ? null : toWireDate(profile.dateOfDeath),
    sections: [...profile.sections],
  };
}

/** The quiet footer of the memorial page: the accessibility statement. */
export function PageFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxWidth={PAGE_COLUMN_WIDTH} px={{ base: "20px", md: "6" }} py="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            <ProductName />
          </Text>
          <Flex gap="4" wrap="wrap">
            <Box asChild color="fg.muted" fontSize="sm" textDecoration="underline" py="2">
              <Link to="/toegankelijkheid">{commonTexts.footer.accessibility}</Link>
            </Box>
            <Box asChild color="fg.muted" fontSize="sm" textDecoration="underline" py="2">
              <Link to="/privacy">{commonTexts.footer.privacy}</Link>
            </Box>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * The frame of the page outside the visitor view (edit mode, blocked page, states): the same
 * column, the menu button in the same place, its own `main`.
 */
export function PageFrame({
  menuButton,
  children,
}: {
  menuButton?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <Flex justify="flex-end" px={{ base: "3", md: "6" }} pt="3" minHeight="14">
        {menuButton}
      </Flex>
      <Container
        as="main"
        id="inhoud"
        flex="1"
        maxWidth={PAGE_COLUMN_WIDTH}
        px={{ base: "20px", md: "6" }}
        pb={{ base: "12", md: "16" }}
      >
        {children}
      </Container>
      <PageFooter />
    </Flex>
  );
}
