import type { Meta, StoryObj } from "@storybook/react-vite";
import { samplePortrait } from "../story-fixtures/index.js";
import { PageHeader } from "./page-header.js";

const meta = {
  title: "Pagina/Kop (lezen)",
  component: PageHeader,
  args: {
    name: "Johanna Maria de Vries",
    dateOfBirth: new Date(1941, 2, 3),
    dateOfDeath: new Date(2024, 0, 12),
    profilePicture: samplePortrait,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Volledig: Story = {};

export const ZonderFoto: Story = { name: "Zonder foto", args: { profilePicture: null } };

export const AlleenGeboortedatum: Story = {
  name: "Alleen geboortedatum",
  args: { dateOfDeath: null },
};

export const LangeNaam: Story = {
  name: "Lange naam",
  args: { name: "Wilhelmina Johanna Cornelia van der Heijden-Vermeulen" },
};
