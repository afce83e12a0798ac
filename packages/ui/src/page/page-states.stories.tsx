import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BlockedNotice, PageSkeleton, UnknownErrorView } from "./page-states.js";

const meta = {
  title: "Pagina/Toestanden",
  component: UnknownErrorView,
} satisfies Meta<typeof UnknownErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

// The not-found view is the app's (apps/web, with its header): one design for every address.
export const OnbekendeFout: Story = { name: "Onbekende fout" };

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

export const Laden: Story = { render: () => <PageSkeleton /> };
