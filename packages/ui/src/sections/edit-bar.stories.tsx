import { Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { EditBar } from "./edit-bar.js";

const meta = {
  title: "Bewerken/Balk onderaan",
  component: EditBar,
  args: { onCancel: fn(), onSave: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div style={{ minHeight: "16rem", padding: "1.5rem" }}>
        <Text color="fg.muted">De balk staat vast onder aan het scherm.</Text>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {};

export const Opslaan: Story = { name: "Bezig met opslaan", args: { saving: true } };

export const NietOpgeslagen: Story = {
  name: "Niet opgeslagen wijzigingen",
  args: { dirty: true },
};
