import type { Decorator, Preview } from "@storybook/react-vite";
import { MemorialUiProvider } from "../src/provider";
import { toaster } from "../src/toaster/store";

/** Every story renders inside the same provider as the app: theme, Dutch locale, toaster. */
const withMemorialUi: Decorator = (Story) => (
  <MemorialUiProvider>
    <Story />
  </MemorialUiProvider>
);

/** The two widths every component is checked at: a phone and a desktop. */
export const WORKSHOP_VIEWPORTS = {
  telefoon: {
    name: "Telefoon (375 px)",
    styles: { width: "375px", height: "812px" },
    type: "mobile",
  },
  desktop: {
    name: "Desktop (1280 px)",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
} as const;

const preview: Preview = {
  decorators: [withMemorialUi],
  // The toaster is one store for the whole preview: a story starts without the toasts of the
  // story shown before it (Storybook's sidebar and the browser check switch stories in place).
  beforeEach: () => {
    toaster.remove();
  },
  parameters: {
    layout: "padded",
    viewport: { options: WORKSHOP_VIEWPORTS },
    controls: { expanded: true },
  },
};

export default preview;
