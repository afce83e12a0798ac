import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DateField } from "./date-field.js";

const meta = {
  title: "Bewerken/Datumveld",
  component: DateField,
  args: {
    label: "Geboortedatum",
    placeholder: "Kies een datum",
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leeg: Story = {};

export const Ingevuld: Story = { args: { value: new Date(1941, 2, 3) } };

export const Overlijdensdatum: Story = {
  args: { label: "Overlijdensdatum", placeholder: "Kies een datum", value: null },
};

export const KalenderOpen: Story = {
  name: "Kalender open",
  args: { value: new Date(1941, 2, 3) },
  parameters: { layout: "fullscreen" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Geboortedatum/ }));
  },
};

export const Uitgeschakeld: Story = { args: { value: new Date(1941, 2, 3), disabled: true } };
