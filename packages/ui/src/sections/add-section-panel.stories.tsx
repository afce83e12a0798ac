import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AddSectionPanel } from "./add-section-panel.js";

const meta = {
  title: "Bewerken/Sectie toevoegen",
  component: AddSectionPanel,
  args: { onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddSectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlleSoorten: Story = { name: "Alle soorten" };

export const ZonderMedia: Story = {
  name: "Video en audio niet beschikbaar",
  args: { disabledTypes: ["video", "audio"] },
};
