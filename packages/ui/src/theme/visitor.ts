import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { memorialConfig } from "./memorial-config.js";

/**
 * The recipes the visitor's view uses (page header, states, stories, carousel, players, section
 * frame in view mode, the layout primitives of a public page, and the toast). Chakra's default
 * configuration holds all 76 recipes; a visitor downloads and evaluates only these.
 */
export const visitorRecipeKeys = [
  "button",
  "container",
  "heading",
  "icon",
  "link",
  "separator",
  "skeleton",
  "spinner",
] as const;
export const visitorSlotRecipeKeys = ["alert", "toast"] as const;

const visitorThemeConfig = defineConfig({
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
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: { alert: alertSlotRecipe, toast: toastSlotRecipe },
  },
});

/** The visitor system: built once, the memorial theme over the recipes of the view only. */
export const visitorSystem = createSystem(defaultBaseConfig, visitorThemeConfig, memorialConfig);
