import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen, userEvent } from "storybook/test";
import { AccessDialog, type AccessListRow } from "./access-dialog.js";

const rows: AccessListRow[] = [
  { username: "demo@herinneringspagina.nl", level: "manage" },
  { username: "anna.de.vries@voorbeeld.nl", level: "manage" },
  { username: "kleinzoon.jan@voorbeeld.nl", level: "view" },
  { username: "buurvrouw.els.van.den.berg@voorbeeld.nl", level: "view" },
];

const meta = {
  title: "Dialogen/Toegang beheren",
  component: AccessDialog,
  args: {
    open: true,
    onClose: fn(),
    status: "ready",
    rows,
    currentUserEmail: "demo@herinneringspagina.nl",
    onSave: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lijst: Story = { name: "Personen met toegang" };

export const AlleenUzelf: Story = {
  name: "Nog niemand anders",
  args: { rows: [{ username: "demo@herinneringspagina.nl", level: "manage" }] },
};

export const Laden: Story = { args: { status: "loading", rows: [] } };

export const Fout: Story = { name: "Fout bij ophalen", args: { status: "error", rows: [] } };

export const Toevoegen: Story = {
  name: "Persoon toevoegen (ingevuld)",
  play: async () => {
    await userEvent.type(
      await screen.findByRole("textbox", { name: /E-mailadres/ }),
      "oom.piet@voorbeeld.nl",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Beheer" }));
  },
};

export const OngeldigAdres: Story = {
  name: "Persoon toevoegen (ongeldig adres)",
  play: async () => {
    await userEvent.type(await screen.findByRole("textbox", { name: /E-mailadres/ }), "oom.piet");
    await userEvent.click(screen.getByRole("button", { name: "Toegang opslaan" }));
  },
};

export const Verwijderen: Story = {
  name: "Toegang ontzeggen (vraag)",
  play: async () => {
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Toegang van kleinzoon.jan@voorbeeld.nl verwijderen",
      }),
    );
  },
};

function InteractiveAccess() {
  const [open, setOpen] = useState(true);
  const [list, setList] = useState<AccessListRow[]>(rows);
  const wait = () => new Promise((done) => setTimeout(done, 600));
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Toegang beheren
      </Button>
      <AccessDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        status="ready"
        rows={list}
        currentUserEmail="demo@herinneringspagina.nl"
        onSave={async (row) => {
          await wait();
          setList((current) =>
            current.some((item) => item.username === row.username)
              ? current.map((item) => (item.username === row.username ? row : item))
              : [...current, row],
          );
        }}
        onRemove={async (username) => {
          await wait();
          setList((current) => current.filter((item) => item.username !== username));
        }}
      />
    </>
  );
}

export const Interactief: Story = { render: () => <InteractiveAccess /> };
