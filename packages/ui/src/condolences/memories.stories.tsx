import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { samplePhotos } from "../story-fixtures/index.js";
import { CondolenceList } from "./condolence-list.js";
import { MemoryForm } from "./memory-form.js";
import { MemoriesSetting } from "./memories-setting.js";
import { CondolenceModeration, type ModerationKind } from "./moderation.js";
import { MODERATION_ITEMS, exampleMemories, pause } from "./story-data.js";

const meta = {
  title: "Condoleances/Herinneringen",
  component: CondolenceList,
  args: { items: exampleMemories(samplePhotos), kind: "memory" },
  decorators: [
    (Story) => (
      <Box maxWidth="46rem" mx="auto" py={{ base: "4", md: "10" }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CondolenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Herinneringen' on the page: text, photos with captions. */
export const Lijst: Story = {};

export const Leeg: Story = {
  args: { items: [] },
};

const refuseGif = (file: File) =>
  Promise.resolve(
    /\.(jpe?g|png)$/i.test(file.name)
      ? undefined
      : `Het bestand ${file.name} is geen JPEG- of PNG-foto. Kies een foto van een van die soorten.`,
  );

export const Formulier: Story = {
  render: () => (
    <MemoryForm
      mode="approval"
      personName="Johanna"
      checkPhoto={refuseGif}
      onSubmit={async (_draft, onProgress) => {
        onProgress(50);
        await pause();
        onProgress(100);
      }}
    />
  ),
};

export const FormulierMislukt: Story = {
  name: "Formulier (delen mislukt)",
  render: () => (
    <MemoryForm
      mode="immediate"
      personName="Johanna"
      checkPhoto={refuseGif}
      onSubmit={async () => {
        await pause(300);
        throw new Error("quota");
      }}
      describeError={() =>
        "Er is op deze pagina geen ruimte meer voor foto's. Uw tekst is bewaard; haal de foto's weg of probeer het later opnieuw."
      }
    />
  ),
};

function Queue() {
  const all = [...exampleMemories(samplePhotos), ...MODERATION_ITEMS];
  const [kind, setKind] = useState<ModerationKind>("all");
  const shown = kind === "all" ? all : all.filter((item) => (item.kind ?? "condolence") === kind);
  return (
    <CondolenceModeration
      items={shown}
      filter="all"
      onFilterChange={() => undefined}
      kind={kind}
      onKindChange={setKind}
      onApprove={() => pause()}
      onHide={() => pause()}
      onDelete={() => pause()}
      onApproveMany={() => pause()}
    />
  );
}

export const Instelling: Story = {
  render: () => <MemoriesSetting on onChange={() => pause()} />,
};

export const BerichtenBeheren: Story = {
  name: "Berichten beheren met soort",
  render: () => <Queue />,
};
