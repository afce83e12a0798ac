import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { GatheringEditor, type GatheringDraft } from "./gathering-editor.js";

const empty: GatheringDraft = { kind: "afscheidsdienst", date: "", startTime: "", venue: "" };

const meta = {
  title: "Bewerken/Bijeenkomst",
  component: GatheringEditor,
  args: { value: empty, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <GatheringEditor
        value={value}
        onChange={(change) => {
          setValue(change);
        }}
      />
    );
  },
} satisfies Meta<typeof GatheringEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leeg: Story = {};

export const Ingevuld: Story = {
  args: {
    value: {
      kind: "begrafenis",
      date: "2026-11-28",
      startTime: "11:00",
      endTime: "12:00",
      venue: "Begraafplaats Zorgvlied",
      address: { street: "Amsteldijk 273", postcode: "1079 LK", place: "Amsterdam" },
    },
  },
};

export const MetLivestreamEnWensen: Story = {
  name: "Met livestream en wensen",
  args: {
    value: {
      kind: "crematie",
      date: "2026-11-28",
      startTime: "11:00",
      venue: "Crematorium Daelwijck",
      livestream: { url: "https://kijk.example.nl/live/1234", accessCode: "4711" },
      wishes: {
        noFlowers: true,
        charityName: "KWF Kankerbestrijding",
        charityUrl: "https://www.kwf.nl/doneren",
        charityText: "Een gift voor onderzoek naar kanker.",
      },
    },
  },
};
