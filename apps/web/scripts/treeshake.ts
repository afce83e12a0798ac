/**
 * Tree-shaking options all three builds share (the app, the visitor's script, the Worker).
 * Chakra's theme module builds its `defaultThemeConfig` (every one of its 76 recipes) at the top
 * level with `defineConfig`, an identity function the bundler cannot see is pure. Marked pure,
 * that unused object is dropped, and a build keeps only the recipes the memorial systems name
 * (`packages/ui/src/theme`): about 23 kB gz less JavaScript before a screen can show.
 */
export const treeshake = {
  manualPureFunctions: ["defineConfig"],
};
