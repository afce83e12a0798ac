import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { blankVideoUrl, plyrSpriteUrl } from "../story-fixtures/index.js";
import { AudioSection } from "./audio-section.js";
import { VideoSection } from "./video-section.js";

const meta = {
  title: "Pagina/Video en audio",
  component: VideoSection,
  args: {
    src: blankVideoUrl,
    iconUrl: plyrSpriteUrl,
    blankVideoUrl,
    onFileSelected: fn(),
    onFileRejected: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = {};

export const VideoLeegBewerken: Story = {
  name: "Video (bewerken, nog leeg)",
  args: { src: null, editMode: true },
};

export const VideoUploaden: Story = {
  name: "Video (uploaden 45%)",
  args: { src: null, editMode: true, upload: { status: "uploading", progress: 45 } },
};

export const VideoVerwerken: Story = {
  name: "Video (verwerken)",
  args: { editMode: true, upload: { status: "processing" } },
};

export const Audio: Story = {
  render: () => (
    <AudioSection src={blankVideoUrl} iconUrl={plyrSpriteUrl} blankVideoUrl={blankVideoUrl} />
  ),
};

export const AudioBewerken: Story = {
  name: "Audio (bewerken)",
  render: () => (
    <AudioSection
      src={blankVideoUrl}
      iconUrl={plyrSpriteUrl}
      blankVideoUrl={blankVideoUrl}
      editMode
      onFileSelected={fn()}
    />
  ),
};

export const AudioUploaden: Story = {
  name: "Audio (uploaden, voortgang onbekend)",
  render: () => (
    <AudioSection src={null} editMode upload={{ status: "uploading" }} onFileSelected={fn()} />
  ),
};
