import { Link, useRouteContext } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { commonTexts } from "../../texts/common";
import { Box, Button, Container, Flex, HStack, Text } from "../../ui/layout";
import { useAuthState } from "../use-auth";
import { ProductName } from "../../ui/product-name";

const navLinkStyle = {
  color: "fg",
  fontSize: "sm",
  px: "2",
  py: "2",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  borderRadius: "sm",
  textDecoration: "none",
  _hover: { textDecoration: "underline", textUnderlineOffset: "4px" },
  _focusVisible: { outline: "2px solid", outlineColor: "dusk.focusRing", outlineOffset: "2px" },
  "&[aria-current=page]": { fontWeight: "semibold" },
} as const;

function SignOutButton() {
  const { auth } = useRouteContext({ from: "__root__" });
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      minHeight="44px"
      fontWeight="normal"
      loading={busy}
      onClick={() => {
        setBusy(true);
        auth.signOut().catch((error: unknown) => {
          console.warn("Sign-out failed:", error);
          setBusy(false);
        });
      }}
    >
      {commonTexts.header.signOut}
    </Button>
  );
}

function HeaderNavigation() {
  const state = useAuthState();
  if (state.status === "initialising") return null;
  return (
    <HStack as="nav" aria-label={commonTexts.header.navigationLabel} gap="1" flexWrap="wrap">
      {state.status === "authenticated" ? (
        <>
          <Box asChild {...navLinkStyle}>
            <Link to="/" activeOptions={{ exact: true }}>
              {commonTexts.header.home}
            </Link>
          </Box>
          <Box asChild {...navLinkStyle}>
            <Link to="/change-password">{commonTexts.header.changePassword}</Link>
          </Box>
          <SignOutButton />
        </>
      ) : (
        <>
          <Box asChild {...navLinkStyle}>
            <Link to="/login">{commonTexts.header.signIn}</Link>
          </Box>
          <Box asChild {...navLinkStyle}>
            <Link to="/register">{commonTexts.header.register}</Link>
          </Box>
        </>
      )}
    </HStack>
  );
}

/** Header with the product name, the page's main landmark and the footer, on every screen. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg">
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: "2" }}
      >
        <a href="#inhoud">{commonTexts.skipToContent}</a>
      </Box>
      <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
        <Container maxWidth="5xl" px={{ base: "16px", md: "8" }}>
          <Flex
            minHeight="16"
            py="2"
            gap={{ base: "1", md: "6" }}
            align={{ base: "flex-start", sm: "center" }}
            justify="space-between"
            direction={{ base: "column", sm: "row" }}
          >
            <Box
              asChild
              fontFamily="serif"
              fontSize={{ base: "xl", md: "2xl" }}
              color="fg"
              textDecoration="none"
              py="1"
              letterSpacing="-0.01em"
              _focusVisible={{ outline: "2px solid", outlineColor: "dusk.focusRing" }}
            >
              <Link to="/">
                <ProductName />
              </Link>
            </Box>
            <HeaderNavigation />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="inhoud" tabIndex={-1} flex="1" outline="none">
        <Container maxWidth="5xl" px={{ base: "16px", md: "8" }} py={{ base: "8", md: "12" }}>
          {children}
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.panel">
        <Container maxWidth="5xl" px={{ base: "16px", md: "8" }} py="6">
          <Flex
            gap="3"
            direction={{ base: "column", sm: "row" }}
            justify="space-between"
            align={{ base: "flex-start", sm: "center" }}
          >
            <Text color="fg.muted" fontSize="sm">
              {commonTexts.footer.tagline}
            </Text>
            <Box as="nav" aria-label={commonTexts.footer.label}>
              <Box asChild {...navLinkStyle} color="fg.muted" textDecoration="underline">
                <Link to="/toegankelijkheid">{commonTexts.footer.accessibility}</Link>
              </Box>
            </Box>
          </Flex>
        </Container>
      </Box>
    </Flex>
  );
}
