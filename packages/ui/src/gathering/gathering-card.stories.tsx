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

const livestream = {
  url: "https://kijk.example.nl/live/1234",
  accessCode: "4711",
  recordingUrl: "https://kijk.example.nl/terugkijken/1234",
};
const wishes = {
  noFlowers: true,
  charityName: "KWF Kankerbestrijding",
  charityUrl: "https://www.kwf.nl/doneren",
  charityText: "Een gift voor onderzoek naar kanker, in plaats van bloemen.",
};

export const MetWensen: Story = {
  name: "Met wensen van de familie",
  args: { gathering: { ...service, wishes } },
};

export const LiveKijken: Story = {
  name: "Live kijken (een kwartier voor aanvang)",
  args: {
    gathering: { ...service, livestream, wishes },
    now: new Date("2026-11-27T12:45:00Z"),
    today: "2026-11-27",
  },
};

export const LivestreamStraks: Story = {
  name: "Livestream, nog niet begonnen",
  args: { gathering: { ...service, livestream }, now: new Date("2026-11-20T10:00:00Z") },
};

export const Terugkijken: Story = {
  args: {
    gathering: { ...service, livestream, wishes },
    now: new Date("2026-11-27T16:00:00Z"),
    today: "2026-11-27",
  },
};
