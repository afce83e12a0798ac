import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BlockedNotice, NotFoundView, PageSkeleton, UnknownErrorView } from "./page-states.js";

const meta = {
  title: "Pagina/Toestanden",
  component: NotFoundView,
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NietGevonden: Story = { name: "Niet gevonden" };

export const OnbekendeFout: Story = { name: "Onbekende fout", render: () => <UnknownErrorView /> };

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
