import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { samplePortrait } from "../story-fixtures/index.js";
import { PageHeaderEditor } from "./page-header-editor.js";

const meta = {
  title: "Bewerken/Kop",
  component: PageHeaderEditor,
  args: {
    name: "Johanna Maria de Vries",
    dateOfBirth: new Date(1941, 2, 3),
    dateOfDeath: new Date(2024, 0, 12),
    profilePicture: samplePortrait,
    onNameChange: fn(),
    onDateOfBirthChange: fn(),
    onDateOfDeathChange: fn(),
    onPictureSelected: fn(),
    onPictureRejected: fn(),
  },
  render: function Render(args) {
    const [name, setName] = useState(args.name);
    const [birth, setBirth] = useState(args.dateOfBirth);
    const [death, setDeath] = useState(args.dateOfDeath);
    return (
      <PageHeaderEditor
        {...args}
        name={name}
        dateOfBirth={birth}
        dateOfDeath={death}
        onNameChange={(value) => {
          setName(value);
          args.onNameChange(value);
        }}
        onDateOfBirthChange={(value) => {
          setBirth(value);
          args.onDateOfBirthChange(value);
        }}
        onDateOfDeathChange={(value) => {
          setDeath(value);
          args.onDateOfDeathChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof PageHeaderEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ingevuld: Story = {};

export const Leeg: Story = {
  args: { name: "", dateOfBirth: null, dateOfDeath: null, profilePicture: null },
};

export const FotoUploaden: Story = {
  name: "Foto uploaden (62%)",
  args: { pictureUploading: true, pictureProgress: 62 },
};

export const FotoUploadenOnbekend: Story = {
  name: "Foto uploaden (voortgang onbekend)",
  args: { pictureUploading: true, pictureProgress: null },
};
