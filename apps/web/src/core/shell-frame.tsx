import type { ReactElement, ReactNode } from "react";
import { commonTexts } from "../texts/common";
import { Box, Container, Flex, Text } from "../ui/layout";
import { ProductName } from "../ui/product-name";

/** The look of the header's and the footer's links. */
export const navLinkStyle = {
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

export interface ShellFrameProps {
  /** A link to an address of the app, around the frame's text (the router's, or a plain one). */
  link: (to: "/" | "/toegankelijkheid" | "/privacy", children: ReactNode) => ReactElement;
  /** The header's navigation (nothing while the session is unknown). */
  navigation?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every screen: the skip link, the header with the product name, the page's main
 * landmark and the footer. The app draws it around each screen (`RootLayout`), and the build
 * draws it into index.html as the first paint before the app's code runs (`AppShell`).
 */
export function ShellFrame({ link, navigation, children }: ShellFrameProps) {
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
              {link("/", <ProductName />)}
            </Box>
            {navigation}
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
            <Flex as="nav" aria-label={commonTexts.footer.label} gap="2" wrap="wrap">
              <Box asChild {...navLinkStyle} color="fg.muted" textDecoration="underline">
                {link("/toegankelijkheid", commonTexts.footer.accessibility)}
              </Box>
              <Box asChild {...navLinkStyle} color="fg.muted" textDecoration="underline">
                {link("/privacy", commonTexts.footer.privacy)}
              </Box>
            </Flex>
          </Flex>
        </Container>
      </Box>
    </Flex>
  );
}

/**
 * What a first paint drawn by the build says without JavaScript, in place of the part that needs
 * it (`hides`: the attribute that marks that part).
 */
export function NoScriptNotice({ hides }: { hides: string }) {
  return (
    <noscript>
      <style>{`[${hides}]{display:none}`}</style>
      <Text py="16" maxWidth="34rem" marginInline="auto" textAlign="center" color="fg">
        {commonTexts.noScript}
      </Text>
    </noscript>
  );
}
