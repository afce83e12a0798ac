import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen } from "storybook/test";
import { samplePhotos } from "../story-fixtures/index.js";
import { PhotoCarousel } from "./photo-carousel.js";

const meta = {
  title: "Pagina/Fotocarrousel",
  component: PhotoCarousel,
  args: {
    photos: samplePhotos,
    onAddPhotos: fn(),
    onFilesRejected: fn(),
    onRemovePhoto: fn(),
    onMovePhoto: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [photos, setPhotos] = useState(args.photos);
    const [captions, setCaptions] = useState(args.captions ?? []);
    return (
      <PhotoCarousel
        {...args}
        photos={photos}
        captions={captions}
        onCaptionChange={(index, caption) => {
          setCaptions((old) => {
            const next = photos.map((_, i) => old[i] ?? "");
            next[index] = caption;
            return next;
          });
        }}
        onRemovePhoto={(index) => {
          setPhotos((old) => old.filter((_, i) => i !== index));
          args.onRemovePhoto?.(index);
        }}
        onMovePhoto={(from, to) => {
          setPhotos((old) => {
            const next = [...old];
            const [moved] = next.splice(from, 1);
            if (moved !== undefined) next.splice(to, 0, moved);
            return next;
          });
          args.onMovePhoto?.(from, to);
        }}
      />
    );
  },
} satisfies Meta<typeof PhotoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bezoeker: Story = {};

export const EenFoto: Story = { name: "Eén foto", args: { photos: samplePhotos.slice(0, 1) } };

export const Leeg: Story = { args: { photos: [] } };

/** The editor: the same strip as visitors see, with add, move and remove below it. */
export const Bewerken: Story = { args: { editMode: true } };

export const BewerkenLeeg: Story = {
  name: "Bewerken (leeg)",
  args: { editMode: true, photos: [] },
};

export const Uploaden: Story = { args: { editMode: true, uploading: true } };

export const VerwijderenVragen: Story = {
  name: "Foto verwijderen (vraag)",
  args: { editMode: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Foto verwijderen" }));
    // The dialog loads lazily: the story is finished once it is shown.
    await screen.findByRole("alertdialog");
  },
};

/** Edit mode shows the visitor's strip; the controls below act on the photo it shows. */
export const Verplaatsen: Story = {
  name: "Foto verplaatsen",
  args: { editMode: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Foto naar achteren verplaatsen" }));
    await canvas.findByText(`Foto 2 van ${String(samplePhotos.length)}`);
  },
};

const sampleCaptions = [
  "Avondwandeling bij de IJssel, zomer 1978",
  "Aan zee in Bergen, haar lievelingsplek",
];

/** Captions under the photos: visible text, and the figure's caption for screen readers. */
export const MetBijschriften: Story = {
  name: "Met bijschriften",
  args: { captions: sampleCaptions },
};

export const BijschriftBewerken: Story = {
  name: "Bijschrift bewerken",
  args: { editMode: true, captions: sampleCaptions },
};
