import { Button, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { ConfirmDialog } from "./confirm-dialog.js";
import { InfoDialog } from "./info-dialog.js";

const meta = {
  title: "Dialogen/Bevestigen en informatie",
  component: ConfirmDialog,
  args: {
    open: true,
    question: "Weet u zeker dat u deze sectie wilt verwijderen?",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bevestigen: Story = {};

export const BevestigenBezig: Story = {
  name: "Bevestigen (bezig)",
  args: { busy: true },
};

export const FotoVerwijderen: Story = {
  name: "Bevestigen: foto verwijderen",
  args: { question: "Weet u zeker dat u deze foto wilt verwijderen?" },
};

export const Informatie: Story = {
  render: () => (
    <InfoDialog open title="Tekstblok" onClose={fn()}>
      <Text>
        Een tekstblok voor een verhaal, herinnering of levensloop. Gebruik koppen om de tekst te
        ordenen en maak woorden vet, cursief of onderstreept.
      </Text>
    </InfoDialog>
  ),
};

function InteractiveConfirm() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState("nog geen antwoord");
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Sectie verwijderen
      </Button>
      <Text mt="3">Antwoord: {answer}</Text>
      <ConfirmDialog
        open={open}
        question="Weet u zeker dat u deze sectie wilt verwijderen?"
        onConfirm={() => {
          setAnswer("Ja");
          setOpen(false);
        }}
        onCancel={() => {
          setAnswer("Nee");
          setOpen(false);
        }}
      />
    </>
  );
}

export const Interactief: Story = {
  name: "Interactief (openen en sluiten)",
  render: () => <InteractiveConfirm />,
};
