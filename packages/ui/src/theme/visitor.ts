import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
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
 * configuration holds all 76 recipes; a visitor downloads and evaluates only these.
 */
export const visitorRecipeKeys = [
  "badge",
  "button",
  "container",
  "heading",
  "icon",
  "input",
  "link",
  "separator",
  "skeleton",
  "spinner",
  "textarea",
] as const;
export const visitorSlotRecipeKeys = ["alert", "field", "toast"] as const;

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
    },
    slotRecipes: { alert: alertSlotRecipe, field: fieldSlotRecipe, toast: toastSlotRecipe },
  },
});

/** The visitor system: built once, the memorial theme over the recipes of the view only. */
export const visitorSystem = createSystem(
  defaultBaseConfig,
  visitorThemeConfig,
  memorialConfig,
  visitorFormConfig,
);
