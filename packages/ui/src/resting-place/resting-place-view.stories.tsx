import type { Meta, StoryObj } from "@storybook/react-vite";
import { RestingPlaceView } from "./resting-place-view.js";

const meta = {
  title: "Bezoeker/Rustplaats",
  component: RestingPlaceView,
  args: {
    restingPlace: {
      place: "Begraafplaats Zorgvlied",
      address: "Amsteldijk 273, 1079 LM Amsterdam",
      plot: "Vak C, nr. 112",
      directions: "Vanaf de hoofdingang rechtsaf, voorbij de treurbeuk de derde rij links.",
      mapPoint: { latitude: 52.3447, longitude: 4.9041 },
    },
  },
} satisfies Meta<typeof RestingPlaceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MetPuntOpDeKaart: Story = {};

export const AlleenNaam: Story = {
  args: { restingPlace: { place: "Urnentuin Westgaarde" } },
};
