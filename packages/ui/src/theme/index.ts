import { createSystem, defaultBaseConfig, type SystemContext } from "@chakra-ui/react";
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
} from "@chakra-ui/react/theme";
import { editingConfig, memorialConfig, visitorFormConfig } from "./memorial-config.js";
import { themeConfigWith, visitorRecipes, visitorSlotRecipes } from "./visitor.js";

export { editingConfig, memorialConfig, visitorFormConfig } from "./memorial-config.js";

/**
 * The recipes the signed-in app renders besides the view's: the controls of forms and editors,
 * dialogs and drawers, lists and tables. Chakra's components find a recipe by its key, and one
 * whose recipe is missing here renders without styles, silently: `system.test.ts` checks the list
 * against the Chakra components the code imports.
 */
export const editingRecipes = {
  ...visitorRecipes,
  // The check box and the radios draw their mark with these (`Checkmark`, `Radiomark`).
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
};

export const editingSlotRecipes = {
  ...visitorSlotRecipes,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
};

let built: SystemContext | undefined;

/**
 * The editing system: the memorial theme over the recipes the app renders (Chakra's default
 * configuration holds 76; the app downloads and builds these 27). It extends the visitor system
 * of `./visitor.ts`, which holds only what the view needs. Built on first use, not when the
 * module is evaluated: building it is one of the longest steps of the app's start on a phone, and
 * the app's entry gives it a task of its own (`apps/web/src/main.tsx`).
 */
export function memorialSystem(): SystemContext {
  built ??= createSystem(
    defaultBaseConfig,
    themeConfigWith(editingRecipes, editingSlotRecipes),
    memorialConfig,
    visitorFormConfig,
    editingConfig,
  );
  return built;
}

/** Widths shared by the page layout: readable line length for stories, wider frame for media. */
export const layout = {
  contentMaxWidth: "46rem",
  drawerWidth: "320px",
} as const;
