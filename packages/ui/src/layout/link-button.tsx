import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from "@chakra-ui/react";
import type { ForwardRefExoticComponent, PropsWithoutRef, RefAttributes } from "react";

/** A link in a button's looks: Chakra's button recipe and props on an `<a>`. */
export type LinkButtonProps = HTMLChakraProps<"a", RecipeProps<"button">>;

const { withContext } = createRecipeContext({ key: "button" });

/**
 * A link that looks like a button (Chakra's own pattern for it). `Button asChild` around a link
 * gives the link `type="button"`, which is no type of a link; this does not. Around the router's
 * link with `asChild`.
 */
export const LinkButton: ForwardRefExoticComponent<
  PropsWithoutRef<LinkButtonProps> & RefAttributes<HTMLAnchorElement>
> = withContext<HTMLAnchorElement, LinkButtonProps>("a");
