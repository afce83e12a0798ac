import type { Meta, StoryObj } from "@storybook/react-vite";
import { GatheringCard } from "./gathering-card.js";

const service = {
  kind: "afscheidsdienst",
  date: "2026-11-27",
  startTime: "14:00",
  endTime: "15:00",
  venue: "Aula De Nieuwe Ooster",
  address: { street: "Kruislaan 126", postcode: "1097 GA", place: "Amsterdam" },
  onlineUrl: "https://kerkdienstgemist.nl/stations/1234",
  notes: "Na afloop is er koffie in de ontvangstruimte.",
};

const meta = {
  title: "Bezoeker/Bijeenkomst",
  component: GatheringCard,
  args: { gathering: service, calendarHref: "#agenda", today: "2026-11-20" },
} satisfies Meta<typeof GatheringCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Komend: Story = {};

export const ZonderEindtijdEnAdres: Story = {
  args: {
    gathering: {
      kind: "condoleance",
      date: "2026-11-26",
      startTime: "19:00",
      venue: "Uitvaartcentrum Zwolle",
    },
  },
};

export const HeeftPlaatsgevonden: Story = { args: { today: "2026-12-01" } };
