import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { PhotoCarousel } from "../carousel/photo-carousel.js";
import { PageHeaderEditor } from "../page-editor/page-header-editor.js";
import { AudioSection } from "../players/audio-section.js";
import { VideoSection } from "../players/video-section.js";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { AddSectionPanel } from "../sections/add-section-panel.js";
import { EDIT_BAR_HEIGHT, EditBar } from "../sections/edit-bar.js";
import { SectionFrame } from "../sections/section-frame.js";
import type { SectionType } from "../sections/section-types.js";
import {
  blankVideoUrl,
  plyrSpriteUrl,
  samplePhotos,
  samplePortrait,
  sampleStory,
} from "../story-fixtures/index.js";
import { TextSectionEditor } from "../text-editor/text-section-editor.js";
import { PageHeader } from "./page-header.js";

interface DemoSection {
  id: number;
  type: SectionType;
  isPublic: boolean;
  text?: string;
}

const initialSections: DemoSection[] = [
  { id: 1, type: "text", isPublic: true, text: sampleStory },
  { id: 2, type: "photo_carousel", isPublic: true },
  { id: 3, type: "video", isPublic: false },
  { id: 4, type: "audio", isPublic: false },
];

function MemorialPage({ editMode }: { editMode: boolean }) {
  const [sections, setSections] = useState(initialSections);
  const [name, setName] = useState("Johanna Maria de Vries");
  const [birth, setBirth] = useState<Date | null>(new Date(1941, 2, 3));
  const [death, setDeath] = useState<Date | null>(new Date(2024, 0, 12));
  const move = (index: number, by: number) => {
    setSections((old) => {
      const next = [...old];
      const [moved] = next.splice(index, 1);
      if (moved !== undefined) next.splice(index + by, 0, moved);
      return next;
    });
  };
  const update = (id: number, change: Partial<DemoSection>) => {
    setSections((old) => old.map((s) => (s.id === id ? { ...s, ...change } : s)));
  };
  return (
    <Box
      maxWidth="46rem"
      mx="auto"
      px={{ base: "4", md: "6" }}
      pb={editMode ? `calc(${EDIT_BAR_HEIGHT} + 2rem)` : "12"}
    >
      {editMode ? (
        <PageHeaderEditor
          name={name}
          dateOfBirth={birth}
          dateOfDeath={death}
          profilePicture={samplePortrait}
          onNameChange={setName}
          onDateOfBirthChange={setBirth}
          onDateOfDeathChange={setDeath}
          onPictureSelected={() => undefined}
        />
      ) : (
        <PageHeader
          name={name}
          dateOfBirth={birth}
          dateOfDeath={death}
          profilePicture={samplePortrait}
        />
      )}
      {sections.map((section, index) => (
        <SectionFrame
          key={section.id}
          type={section.type}
          editMode={editMode}
          isPublic={section.isPublic}
          onPublicChange={(isPublic) => {
            update(section.id, { isPublic });
          }}
          isFirst={index === 0}
          isLast={index === sections.length - 1}
          onMoveUp={() => {
            move(index, -1);
          }}
          onMoveDown={() => {
            move(index, 1);
          }}
          onDelete={() => {
            setSections((old) => old.filter((s) => s.id !== section.id));
          }}
        >
          {section.type === "text" ? (
            editMode ? (
              <TextSectionEditor
                value={section.text ?? ""}
                onChange={(text) => {
                  update(section.id, { text });
                }}
              />
            ) : (
              <RichTextView html={section.text ?? ""} />
            )
          ) : section.type === "photo_carousel" ? (
            <PhotoCarousel photos={samplePhotos} editMode={editMode} />
          ) : section.type === "video" ? (
            <VideoSection
              src={blankVideoUrl}
              iconUrl={plyrSpriteUrl}
              blankVideoUrl={blankVideoUrl}
              editMode={editMode}
            />
          ) : (
            <AudioSection
              src={blankVideoUrl}
              iconUrl={plyrSpriteUrl}
              blankVideoUrl={blankVideoUrl}
              editMode={editMode}
            />
          )}
        </SectionFrame>
      ))}
      {editMode ? (
        <>
          <AddSectionPanel
            onAdd={(type) => {
              setSections((old) => [...old, { id: Date.now(), type, isPublic: false, text: "" }]);
            }}
          />
          <EditBar onCancel={() => undefined} onSave={() => undefined} />
        </>
      ) : null}
    </Box>
  );
}

const meta = {
  title: "Pagina/Herinneringspagina",
  component: MemorialPage,
  parameters: { layout: "fullscreen" },
  args: { editMode: false },
} satisfies Meta<typeof MemorialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bezoeker: Story = {};

export const Bewerken: Story = { args: { editMode: true } };
