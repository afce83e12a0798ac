import { Box, Container, HStack, Link, Text } from "../ui/layout";
import { commonTexts } from "../texts/common";
import { visitorLinks } from "./visitor-links";
import { ProductName } from "../ui/product-name";

const linkStyle = {
  color: "fg.muted",
  fontSize: "sm",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  px: "2",
  textUnderlineOffset: "4px",
} as const;

/** The quiet footer under a visitor's page: the product, sign-in and the accessibility page. */
export function VisitorFooter({
  page,
}: {
  page: { readonly id: string; readonly address?: string | null | undefined };
}) {
  return (
    <Box as="footer" aria-label={commonTexts.footer.label} borderTopWidth="1px" py="6">
      <Container maxWidth="3xl" px={{ base: "20px", md: "6" }}>
        <Text textAlign="center" fontFamily="heading" color="fg.muted" mb="2">
          {commonTexts.footer.tagline}
        </Text>
        <HStack
          as="nav"
          justify="center"
          gap="2"
          flexWrap="wrap"
          aria-label={commonTexts.header.navigationLabel}
        >
          <Link href={visitorLinks.home} {...linkStyle}>
            <ProductName />
          </Link>
          <Link href={visitorLinks.signIn(page)} {...linkStyle}>
            {commonTexts.header.signIn}
          </Link>
          <Link href={visitorLinks.accessibility} {...linkStyle}>
            {commonTexts.footer.accessibility}
          </Link>
          <Link href={visitorLinks.privacy} {...linkStyle}>
            {commonTexts.footer.privacy}
          </Link>
        </HStack>
      </Container>
    </Box>
  );
}
