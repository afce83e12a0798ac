import { Button, Text } from "@chakra-ui/react";
import type { PlanId } from "@memorial/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen, userEvent } from "storybook/test";
import { PaymentWizard, type PaymentChoice } from "./payment-wizard.js";

const meta = {
  title: "Dialogen/Pakket kiezen en betalen",
  component: PaymentWizard,
  args: {
    open: true,
    onClose: fn(),
    availablePlans: ["bronze", "silver"] satisfies PlanId[],
    onPay: fn(),
  },
} satisfies Meta<typeof PaymentWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PakketKiezen: Story = { name: "Stap 1: pakket kiezen" };

export const AlleenZilver: Story = {
  name: "Stap 1: alleen ZILVER (pagina met video)",
  args: { availablePlans: ["silver"] },
};

export const PakketGekozen: Story = {
  name: "Stap 1: BRONS gekozen",
  play: async () => {
    await userEvent.click(await screen.findByRole("radio", { name: /BRONS/ }));
  },
};

export const Prijsoverzicht: Story = {
  name: "Stap 2: prijsoverzicht 10 jaar",
  play: async () => {
    await userEvent.click(await screen.findByRole("radio", { name: /ZILVER/ }));
    await userEvent.click(screen.getByRole("button", { name: "Volgende" }));
  },
};

export const Prijsoverzicht20Jaar: Story = {
  name: "Stap 2: prijsoverzicht 20 jaar",
  play: async () => {
    await userEvent.click(await screen.findByRole("radio", { name: /BRONS/ }));
    await userEvent.click(screen.getByRole("button", { name: "Volgende" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Looptijd" }), "20");
  },
};

export const BetalingMislukt: Story = {
  name: "Stap 2: betaling mislukt",
  render: (args) => <PaymentWizard {...args} onPay={() => Promise.reject(new Error("500"))} />,
  play: async () => {
    await userEvent.click(await screen.findByRole("radio", { name: /ZILVER/ }));
    await userEvent.click(screen.getByRole("button", { name: "Volgende" }));
    await userEvent.click(screen.getByRole("button", { name: "Betalen" }));
  },
};

export const Doorsturen: Story = {
  name: "Stap 2: bezig met doorsturen",
  render: (args) => <PaymentWizard {...args} onPay={() => new Promise<void>(() => undefined)} />,
  play: async () => {
    await userEvent.click(await screen.findByRole("radio", { name: /BRONS/ }));
    await userEvent.click(screen.getByRole("button", { name: "Volgende" }));
    await userEvent.click(screen.getByRole("button", { name: "Betalen" }));
  },
};

function InteractivePayment() {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<PaymentChoice | null>(null);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Pagina activeren
      </Button>
      <Text mt="3">
        {last === null
          ? "Nog niet betaald"
          : `Betaling gestart: ${last.plan}, ${last.yearsUpfront} jaar`}
      </Text>
      <PaymentWizard
        open={open}
        availablePlans={["bronze", "silver"]}
        onClose={() => {
          setOpen(false);
        }}
        onPay={(choice) => {
          setLast(choice);
          setOpen(false);
        }}
      />
    </>
  );
}

export const Interactief: Story = { render: () => <InteractivePayment /> };
