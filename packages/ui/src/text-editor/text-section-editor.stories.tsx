import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleStory } from "../story-fixtures/index.js";
import { TextSectionEditor } from "./text-section-editor.js";

const meta = {
  title: "Bewerken/Tekstblok",
  component: TextSectionEditor,
  args: { value: "", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextSectionEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          args.onChange(html);
        }}
      />
    );
  },
} satisfies Meta<typeof TextSectionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leeg: Story = {};

export const MetVerhaal: Story = { name: "Met verhaal", args: { value: sampleStory } };
