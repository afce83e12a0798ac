import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { memorialConfig, visitorFormConfig } from "./memorial-config.js";

/**
 * The recipes the visitor's view uses (page header, states, stories, carousel, players, section
 * frame in view mode, the condolence form and list, the layout primitives of a public page, and
 * the toast). Chakra's default
 * configuration holds all 76 recipes; a visitor downloads and evaluates only these, by key
 * (Chakra's components find their recipe by this key).
 */
export const visitorRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const visitorSlotRecipes = {
  alert: alertSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's theme (tokens, global CSS, text and layer styles) over the given recipes only: what
 * Chakra's `defaultConfig` holds, without the recipes nobody renders.
 */
export function themeConfigWith(
  recipes: NonNullable<NonNullable<SystemConfig["theme"]>["recipes"]>,
  slotRecipes: NonNullable<NonNullable<SystemConfig["theme"]>["slotRecipes"]>,
) {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });
}

/** The visitor system: built once, the memorial theme over the recipes of the view only. */
export const visitorSystem = createSystem(
  defaultBaseConfig,
  themeConfigWith(visitorRecipes, visitorSlotRecipes),
  memorialConfig,
  visitorFormConfig,
);
