import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { REGISTER_ANCHORS, type RegisterSnapshot } from "../features/condolences/visitor";
import { buttonStyle, fixedElement, flexStyle } from "../ui/layout";

/** The register takes messages and candles: it was read, it is not off, the page not blocked. */
export function registerIsOpen(register: RegisterSnapshot | null, isBlocked: boolean): boolean {
  return register !== null && !isBlocked && register.condolences.mode !== "off";
}

const Links = fixedElement(
  "ul",
  flexStyle({ wrap: "wrap", gap: "3", justify: "center", m: "0", p: "0", listStyleType: "none" }),
);

/** Each link in the outline button's style (a fixed element: no `type`, it is a link). */
const JumpLink = fixedElement(
  "a",
  buttonStyle(
    { minHeight: "11", height: "auto", py: "2", whiteSpace: "normal" },
    { variant: "outline", size: "md" },
  ),
);

/**
 * 'Condoleance schrijven' and 'Kaarsje aansteken' near the top of a public page: plain links to
 * the register's places, so they work before and without any script.
 */
export function RegisterJumpLinks() {
  const links = [
    [dialogTexts.menu.writeCondolence, REGISTER_ANCHORS.condolence],
    [dialogTexts.menu.lightCandle, REGISTER_ANCHORS.candle],
  ] as const;
  return (
    <nav aria-label={dialogTexts.menu.registerLinks}>
      <Links>
        {links.map(([label, anchor]) => (
          <li key={anchor}>
            <JumpLink href={`#${anchor}`}>{label}</JumpLink>
          </li>
        ))}
      </Links>
    </nav>
  );
}
