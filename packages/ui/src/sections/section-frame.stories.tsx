import { Button, Stack, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen } from "storybook/test";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { sampleStory } from "../story-fixtures/index.js";
import { SectionFrame } from "./section-frame.js";

function Broken(): never {
  throw new Error("Deze sectie is kapot (voorbeeld)");
}

const meta = {
  title: "Bewerken/Sectiekader",
  component: SectionFrame,
  args: {
    type: "text",
    editMode: true,
    isPublic: true,
    onPublicChange: fn(),
    isFirst: false,
    isLast: false,
    onMoveUp: fn(),
    onMoveDown: fn(),
    onDelete: fn(),
    children: <RichTextView html={sampleStory} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [isPublic, setPublic] = useState(args.isPublic);
    return (
      <SectionFrame
        {...args}
        isPublic={isPublic}
        onPublicChange={(value) => {
          setPublic(value);
          args.onPublicChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof SectionFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Midden: Story = { name: "Bewerken (middelste sectie)" };

export const Eerste: Story = { name: "Bewerken (eerste sectie)", args: { isFirst: true } };

export const Laatste: Story = {
  name: "Bewerken (laatste sectie, niet publiek)",
  args: { isLast: true, isPublic: false },
};

export const EnigeSectie: Story = {
  name: "Bewerken (enige sectie)",
  args: { isFirst: true, isLast: true, type: "audio", children: <Text>Audiofragment</Text> },
};

export const Bezoeker: Story = { args: { editMode: false } };

/**
 * A folded-away section between two others (as after a move or a delete): it takes no room and
 * is hidden from assistive technology; the button folds it open and closed again (0.5 s).
 */
export const Ingeklapt: Story = {
  name: "Ingeklapt (tussen twee secties)",
  args: { collapsed: true },
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(args.collapsed ?? true);
    return (
      <Stack gap="0">
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            setCollapsed(!collapsed);
          }}
        >
          {collapsed ? "Middelste sectie uitklappen" : "Middelste sectie inklappen"}
        </Button>
        <SectionFrame {...args} type="audio" collapsed={false} isFirst>
          <Text>Eerste sectie: blijft staan.</Text>
        </SectionFrame>
        <SectionFrame {...args} collapsed={collapsed}>
          <RichTextView html={sampleStory} />
        </SectionFrame>
        <SectionFrame {...args} type="video" collapsed={false} isLast>
          <Text>Laatste sectie: schuift omhoog zodra de middelste is ingeklapt.</Text>
        </SectionFrame>
      </Stack>
    );
  },
};

export const Kapot: Story = {
  name: "Fout in de sectie",
  args: { children: <Broken /> },
};

export const VerwijderenVragen: Story = {
  name: "Verwijderen (vraag)",
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sectie verwijderen" }));
    // The dialog loads lazily: the story is finished once it is shown.
    await screen.findByRole("alertdialog");
  },
};

export const Uitleg: Story = {
  name: "Uitleg",
  args: { type: "photo_carousel", children: <Text>{"Foto's"}</Text> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Uitleg over deze sectie" }));
    await screen.findByRole("dialog");
  },
};
