import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DateField } from "./date-field.js";

const meta = {
  title: "Bewerken/Datumveld",
  component: DateField,
  args: {
    label: "Geboortedatum",
    placeholder: "dd-mm-jjjj",
    value: null,
    onChange: fn(),
    showLabel: true,
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
  args: { label: "Overlijdensdatum", placeholder: "dd-mm-jjjj", value: null },
};

export const Getypt: Story = {
  name: "Getypt als 12-3-1938",
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Geboortedatum" }), "12-3-1938");
  },
};

export const BestaatNiet: Story = {
  name: "Datum bestaat niet",
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Geboortedatum" }), "31-02-1990");
  },
};

export const Onvolledig: Story = {
  name: "Onvolledig ingevuld",
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Geboortedatum" }), "12-3");
    await userEvent.tab();
  },
};

export const BuitenBereik: Story = {
  name: "Buiten het bereik",
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Geboortedatum" }), "31-12-1899");
  },
};

export const OverlijdenVoorGeboorte: Story = {
  name: "Overlijden vóór geboorte",
  args: {
    label: "Overlijdensdatum",
    value: new Date(1930, 0, 1),
    error: "De datum van overlijden ligt vóór de geboortedatum.",
  },
};

export const ZonderZichtbaarLabel: Story = {
  name: "Zonder zichtbaar label",
  args: { showLabel: false, value: new Date(1941, 2, 3) },
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
