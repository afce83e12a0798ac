import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BlockedNotice } from "./page-states.js";

const meta = {
  title: "Pagina/Toestanden",
  component: BlockedNotice,
} satisfies Meta<typeof BlockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

// The loading, not-found and unknown-error views are the app's (apps/web): one design for every
// address, inside the app's header or the page's frame.
export const GeblokkeerdBeheerder: Story = {
  name: "Geblokkeerd (beheerder)",
  render: () => (
    <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
      <BlockedNotice onActivate={fn()} />
    </div>
  ),
};

export const GeblokkeerdBezoeker: Story = {
  name: "Geblokkeerd (bezoeker)",
  render: () => (
    <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
      <BlockedNotice />
    </div>
  ),
};
