import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RestingPlaceEditor, type RestingPlaceDraft } from "./resting-place-editor.js";

const empty: RestingPlaceDraft = { place: "" };

const meta = {
  title: "Bewerken/Rustplaats",
  component: RestingPlaceEditor,
  args: { value: empty, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RestingPlaceEditor
        value={value}
        onChange={(change) => {
          setValue(change);
        }}
      />
    );
  },
} satisfies Meta<typeof RestingPlaceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leeg: Story = {};

export const Ingevuld: Story = {
  args: {
    value: {
      place: "Begraafplaats Zorgvlied",
      address: "Amsteldijk 273, 1079 LM Amsterdam",
      plot: "Vak C, nr. 112",
      directions: "Vanaf de hoofdingang rechtsaf, voorbij de treurbeuk.",
      mapPoint: { latitude: 52.3447, longitude: 4.9041 },
    },
  },
};
