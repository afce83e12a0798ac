import { defineConfig, defineRecipe, defineSlotRecipe } from "@chakra-ui/react";

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
      // Dutch words hyphenate (the document is lang="nl") instead of breaking mid-syllable.
      hyphens: "auto",
      // Only a word longer than its whole line (at 200 % text on 320 px) breaks, as a last
      // resort; nothing sticks out of the screen.
      overflowWrap: "break-word",
    },
    // The player (plyr) takes the memorial accent and the theme's focus ring. The ring is the
    // mid-tone focusRing colour, 2 px, 2 px away from the control: at least 3:1 both on the paper
    // around the audio player and on the dark bar over a video. plyr draws a range input's ring
    // on its track only (nothing on the input itself); here the seek and volume sliders get the
    // same ring as every other control.
    ".plyr": {
      "--plyr-color-main": "var(--chakra-colors-dusk-700)",
      "--plyr-focus-visible-color": "var(--chakra-colors-dusk-focus-ring)",
    },
    // plyr's stylesheet is not in a cascade layer, so it beats the theme's layered rules
    // whatever their specificity: its `outline: 0` on a focused range input is overruled with
    // `!important` (the one place the theme needs it).
    ".plyr .plyr__control:focus-visible, .plyr.plyr--full-ui input[type=range]:focus-visible": {
      outlineStyle: "solid !important",
      outlineWidth: "2px !important",
      outlineColor: "var(--chakra-colors-dusk-focus-ring) !important",
      outlineOffset: "2px !important",
    },
    ".plyr.plyr--full-ui input[type=range]:focus-visible::-webkit-slider-runnable-track": {
      outline: "none",
    },
    ".plyr.plyr--full-ui input[type=range]:focus-visible::-moz-range-track": {
      outline: "none",
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
        // Warm greys for boundaries and muted status surfaces.
        stone: {
          600: { value: "#857c70" },
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
          // The boundary of a control (input, radio, unselected switch or plan card): at least
          // 3:1 against the paper and panel backgrounds (WCAG 1.4.11).
          control: { value: { _light: "{colors.stone.600}", _dark: "{colors.dusk.300}" } },
          emphasized: { value: { _light: "{colors.stone.600}", _dark: "{colors.dusk.300}" } },
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
    recipes: {
      button: defineRecipe({
        // A label longer than the screen wraps (at 320 px with 200 % text 'Foto's toevoegen'
        // is wider than the column): the height grows from the size's height, never less.
        base: {
          fontWeight: "medium",
          whiteSpace: "normal",
          maxWidth: "100%",
          textAlign: "center",
          py: "1",
        },
        variants: {
          size: {
            xs: { h: "auto", minH: "8" },
            sm: { h: "auto", minH: "9" },
            // 44 px on phones (touch targets), 40 px from the tablet width on.
            md: { h: "auto", minH: { base: "11", md: "10" }, minW: { base: "11", md: "10" } },
            lg: { h: "auto", minH: "11" },
            xl: { h: "auto", minH: "12" },
          },
        },
      }),
    },
    slotRecipes: {
      toast: defineSlotRecipe({
        slots: ["root", "title", "description", "indicator", "closeTrigger", "actionTrigger"],
        base: {
          // A neutral surface with a coloured edge for the severity: calm, and the text keeps
          // the ink colour (far above 4.5:1) whatever the severity.
          root: {
            // The toaster measures a toast once, when it appears; when the screen narrows (a
            // phone turned, 200 % text) its text wraps to more lines, and the front toast grows
            // with it instead of keeping the first height with the text running out below. The
            // ones stacked behind it keep the front's height and show none of their text.
            "&[data-first]": { height: "auto", minHeight: "var(--height)" },
            "&[data-sibling]": { overflow: "hidden" },
            bg: "bg.panel",
            color: "fg",
            borderWidth: "1px",
            borderColor: "border",
            borderInlineStartWidth: "4px",
            borderInlineStartColor: "dusk.solid",
            boxShadow: "lg",
            "&[data-type=warning]": {
              bg: "bg.panel",
              color: "fg",
              borderInlineStartColor: "fg.warning",
            },
            "&[data-type=success]": {
              bg: "bg.panel",
              color: "fg",
              borderInlineStartColor: "fg.success",
            },
            "&[data-type=error]": {
              bg: "bg.panel",
              color: "fg",
              borderInlineStartColor: "fg.error",
            },
            "&[data-type=info]": { borderInlineStartColor: "dusk.solid" },
          },
          title: { fontWeight: "semibold", textStyle: "sm" },
          description: { textStyle: "sm", opacity: "1", color: "fg.muted" },
          // The close button takes its own place in the row (not laid over the corner), so it
          // never covers the text, however long the message or large the text.
          closeTrigger: {
            position: "static",
            flexShrink: 0,
            alignSelf: "flex-start",
            marginBlock: "-1",
            marginInlineEnd: "-1",
          },
          indicator: {
            "&[data-type=success]": { color: "fg.success" },
            "&[data-type=warning]": { color: "fg.warning" },
            "&[data-type=error]": { color: "fg.error" },
            "&[data-type=info]": { color: "dusk.fg" },
          },
        },
      }),
    },
  },
});

/** Form fields a visitor meets too (the condolence form): the same 3:1 boundary and 44 px. */
export const visitorFormConfig = defineConfig({
  theme: {
    recipes: {
      input: defineRecipe({
        variants: {
          variant: { outline: { bg: "bg.panel", borderColor: "border.control" } },
          size: { md: { "--input-height": { base: "sizes.11", md: "sizes.10" } } },
        },
      }),
      textarea: defineRecipe({
        variants: { variant: { outline: { bg: "bg.panel", borderColor: "border.control" } } },
      }),
    },
  },
});

/**
 * Only in the editing system, on top of `visitorFormConfig` (inputs and text areas): the other
 * form controls whose boundaries reach 3:1 (selects, the unselected switch) and 44 px high rows
 * on phones.
 */
export const editingConfig = defineConfig({
  theme: {
    slotRecipes: {
      nativeSelect: defineSlotRecipe({
        slots: ["root", "field", "indicator"],
        variants: {
          variant: { outline: { field: { bg: "bg.panel", borderColor: "border.control" } } },
        },
      }),
      // A radio or check box is operated through its whole row (control and text): 44 px high
      // on phones, 24 px above, like the switch.
      radioGroup: defineSlotRecipe({
        slots: ["root", "label", "item", "itemText", "itemControl", "indicator", "itemAddon"],
        base: { item: { minHeight: { base: "11", md: "6" } } },
      }),
      checkbox: defineSlotRecipe({
        slots: ["root", "label", "control", "indicator", "group"],
        base: { root: { minHeight: { base: "11", md: "6" } } },
      }),
      switch: defineSlotRecipe({
        slots: ["root", "label", "indicator", "control", "thumb"],
        // The whole row (control and label) is the target: 44 px high on phones, 24 px above.
        base: { root: { minHeight: { base: "11", md: "6" } } },
        variants: {
          variant: {
            solid: {
              control: {
                bg: "border.control",
                _checked: { bg: "colorPalette.solid" },
              },
            },
          },
        },
      }),
    },
  },
});
