import { boxStyle, fixedElement, fixedStyle, stackStyle, textStyle } from "../ui/layout";
import { commonTexts } from "../texts/common";
import { visitorLinks } from "./visitor-links";
import { ProductName } from "../ui/product-name";

// The footer's elements have fixed styles (`fixedElement`): every rendered page has it.
const Footer = fixedElement("footer", boxStyle({ borderTopWidth: "1px", py: "6" }));
const Column = fixedElement(
  "div",
  fixedStyle({ recipe: "container", props: { maxWidth: "3xl", px: { base: "20px", md: "6" } } }),
);
const Tagline = fixedElement(
  "p",
  textStyle({ textAlign: "center", fontFamily: "heading", color: "fg.muted", mb: "2" }),
);
// `HStack`: a row, centred.
const Links = fixedElement(
  "nav",
  stackStyle({ align: "center", justify: "center", gap: "2", flexWrap: "wrap", direction: "row" }),
);
const FooterLink = fixedElement(
  "a",
  fixedStyle({
    recipe: "link",
    props: {
      color: "fg.muted",
      fontSize: "sm",
      minHeight: "44px",
      display: "inline-flex",
      alignItems: "center",
      px: "2",
      textUnderlineOffset: "4px",
    },
  }),
);

/** The quiet footer under a visitor's page: the product, sign-in and the accessibility page. */
export function VisitorFooter({
  page,
}: {
  page: { readonly id: string; readonly address?: string | null | undefined };
}) {
  return (
    <Footer aria-label={commonTexts.footer.label}>
      <Column>
        <Tagline>{commonTexts.footer.tagline}</Tagline>
        <Links aria-label={commonTexts.header.navigationLabel}>
          <FooterLink href={visitorLinks.home}>
            <ProductName />
          </FooterLink>
          <FooterLink href={visitorLinks.signIn(page)}>{commonTexts.header.signIn}</FooterLink>
          <FooterLink href={visitorLinks.accessibility}>
            {commonTexts.footer.accessibility}
          </FooterLink>
          <FooterLink href={visitorLinks.privacy}>{commonTexts.footer.privacy}</FooterLink>
        </Links>
      </Column>
    </Footer>
  );
}
