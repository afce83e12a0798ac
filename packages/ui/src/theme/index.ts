import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * The calm memorial theme: warm paper background, muted "dusk" blue-grey accent, a serif for
 * names and stories (system fonts only, nothing is downloaded) and a plain sans-serif for
 * controls. Every text/background pair used by the components meets WCAG 2.1 AA (4.5:1).
 */
const serif = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", serif';
const sans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const memorialConfig = defineConfig({
  globalCss: {
    html: { colorPalette: "dusk" },
    body: {
      bg: "bg",
      color: "fg",
      fontFamily: "body",
      lineHeight: "1.6",
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: serif },
        body: { value: sans },
        serif: { value: serif },
      },
      colors: {
        dusk: {
          50: { value: "#f3f5f7" },
          100: { value: "#e3e8ed" },
          200: { value: "#c7d0da" },
          300: { value: "#a2b0bf" },
          400: { value: "#7a8c9f" },
          500: { value: "#5a6d82" },
          600: { value: "#465668" },
          700: { value: "#374453" },
          800: { value: "#29333e" },
          900: { value: "#1c232b" },
          950: { value: "#12171c" },
        },
        paper: {
          50: { value: "#fdfcfa" },
          100: { value: "#f8f5f0" },
          200: { value: "#efe9e0" },
          300: { value: "#ddd4c7" },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: "{colors.paper.100}", _dark: "{colors.dusk.950}" } },
          panel: { value: { _light: "{colors.paper.50}", _dark: "{colors.dusk.900}" } },
          subtle: { value: { _light: "{colors.paper.200}", _dark: "{colors.dusk.900}" } },
          muted: { value: { _light: "{colors.paper.200}", _dark: "{colors.dusk.800}" } },
          emphasized: { value: { _light: "{colors.paper.300}", _dark: "{colors.dusk.700}" } },
        },
        fg: {
          DEFAULT: { value: { _light: "#1f2328", _dark: "{colors.paper.100}" } },
          muted: { value: { _light: "#52575e", _dark: "{colors.dusk.200}" } },
          // Chakra's defaults (red.500 and friends) fall under 4.5:1 on the paper background.
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
          warning: { value: { _light: "{colors.orange.800}", _dark: "{colors.orange.300}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
          info: { value: { _light: "{colors.blue.700}", _dark: "{colors.blue.300}" } },
        },
        border: {
          DEFAULT: { value: { _light: "{colors.paper.300}", _dark: "{colors.dusk.700}" } },
        },
        // Warning toasts use orange.solid (orange.600 by default): too light for white text.
        orange: {
          solid: { value: { _light: "{colors.orange.800}", _dark: "{colors.orange.400}" } },
        },
        dusk: {
          solid: { value: { _light: "{colors.dusk.700}", _dark: "{colors.dusk.200}" } },
          contrast: { value: { _light: "white", _dark: "{colors.dusk.950}" } },
          fg: { value: { _light: "{colors.dusk.700}", _dark: "{colors.dusk.200}" } },
          muted: { value: { _light: "{colors.dusk.100}", _dark: "{colors.dusk.800}" } },
          subtle: { value: { _light: "{colors.dusk.50}", _dark: "{colors.dusk.900}" } },
          emphasized: { value: { _light: "{colors.dusk.200}", _dark: "{colors.dusk.700}" } },
          focusRing: { value: { _light: "{colors.dusk.500}", _dark: "{colors.dusk.300}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, memorialConfig);

/** Widths shared by the page layout: readable line length for stories, wider frame for media. */
export const layout = {
  contentMaxWidth: "46rem",
  drawerWidth: "320px",
} as const;
