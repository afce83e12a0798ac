import { createSystem, defaultConfig } from "@chakra-ui/react";
import { editingConfig, memorialConfig, visitorFormConfig } from "./memorial-config.js";

export { editingConfig, memorialConfig, visitorFormConfig } from "./memorial-config.js";

/**
 * The editing system: every Chakra recipe (dialogs, switches, inputs, menus, ...) with the memorial
 * theme. It extends the visitor system of `./visitor.ts`, which holds only what the view needs.
 */
export const system = createSystem(defaultConfig, memorialConfig, visitorFormConfig, editingConfig);

/** Widths shared by the page layout: readable line length for stories, wider frame for media. */
export const layout = {
  contentMaxWidth: "46rem",
  drawerWidth: "320px",
} as const;
