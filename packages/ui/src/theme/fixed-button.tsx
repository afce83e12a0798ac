// Chakra's `Button` and `IconButton` with a fixed style (`fixedElement`): the buttons of the
// visitor's first view (the forms' submit buttons, the album's arrows, the menu) are rendered on
// every uncached page, and Chakra's `Button` works out and hashes its whole recipe each time.
import { Loader } from "@chakra-ui/react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { fixedElement, fixedStyle, type FixedStyle } from "./fixed-style.js";

type StyleProps = Readonly<Record<string, unknown>>;

/** `IconButton`: a `Button` without padding whose icon is a little larger than the text. */
export function iconButtonStyle(props: StyleProps, variants: StyleProps = {}): FixedStyle {
  return fixedStyle({
    recipe: "button",
    variants,
    props: { px: "0", py: "0", _icon: { fontSize: "1.2em" }, ...props },
  });
}

export interface FixedButtonProps extends ComponentPropsWithRef<"button"> {
  /** While its action runs: a spinner (and `loadingText`), disabled, as Chakra's. */
  loading?: boolean | undefined;
  loadingText?: ReactNode;
}

/**
 * A button with a fixed `buttonStyle` or `iconButtonStyle`: Chakra's `Button` markup (a
 * `type="button"` unless given, `data-loading` and the loader while loading), attributes in its
 * order.
 */
export function fixedButton(style: FixedStyle) {
  const Element = fixedElement("button", style);
  function FixedButton({ loading, loadingText, children, ...rest }: FixedButtonProps) {
    return (
      <Element
        type="button"
        {...rest}
        data-loading={loading === true ? "" : undefined}
        disabled={loading || rest.disabled}
      >
        {loading === true ? <Loader text={loadingText}>{children}</Loader> : children}
      </Element>
    );
  }
  return FixedButton;
}
