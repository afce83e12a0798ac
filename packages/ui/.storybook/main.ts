import type { StorybookConfig } from "@storybook/react-vite";

/**
 * The component workshop of @memorial/ui. Stories live next to their components as
 * `src/**\/*.stories.tsx`; `pnpm --filter @memorial/ui run build` writes `storybook-static/`.
 */
const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, warn) {
          // Chakra, Ark and Zag mark their modules "use client"; that has no meaning here.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") {
            return;
          }
          warn(warning);
        },
      },
    },
  }),
};

export default config;
