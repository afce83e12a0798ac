import { Box, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen, userEvent } from "storybook/test";
import { SideMenu, SideMenuButton } from "./side-menu.js";

const meta = {
  title: "Menu/Zijmenu",
  component: SideMenu,
  args: {
    open: true,
    onClose: fn(),
    isAuthenticated: true,
    userEmail: "demo@herinneringspagina.nl",
    isManager: true,
    plan: "bronze",
    isBlocked: false,
    editMode: false,
    isPublic: false,
    savingPublic: false,
    onHome: fn(),
    onShare: fn(),
    onEdit: fn(),
    onManageAccess: fn(),
    onManageCondolences: fn(),
    onActivate: fn(),
    onPublicChange: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeheerderMetPakket: Story = { name: "Beheerder met pakket" };

export const BeheerderProefperiode: Story = {
  name: "Beheerder, proefperiode (schakelaar uit)",
  args: { plan: "trial" },
};

export const PubliekOpslaan: Story = {
  name: "Publiek toegankelijk wordt opgeslagen",
  args: { plan: "silver", isPublic: true, savingPublic: true },
};

export const TijdensBewerken: Story = {
  name: "Tijdens bewerken (geen Bewerken)",
  args: { editMode: true, isPublic: true },
};

export const Geblokkeerd: Story = {
  name: "Geblokkeerde pagina",
  args: { plan: "trial", isBlocked: true },
};

export const Kijker: Story = {
  name: "Ingelogd met leestoegang",
  args: { isManager: false, userEmail: "kleinzoon@voorbeeld.nl" },
};

export const Bezoeker: Story = {
  name: "Bezoeker, niet ingelogd",
  args: { isAuthenticated: false, isManager: false, userEmail: undefined },
};

export const PubliekMakenVraag: Story = {
  name: "Publiek maken: bevestigen",
  play: async () => {
    await userEvent.click(await screen.findByRole("switch", { name: "Publiek toegankelijk" }));
  },
};

function MenuWithButton() {
  const [open, setOpen] = useState(false);
  const [isPublic, setPublic] = useState(false);
  return (
    <Box>
      <SideMenuButton
        expanded={open}
        onClick={() => {
          setOpen(true);
        }}
      />
      <Text mt="2">Publiek toegankelijk: {isPublic ? "ja" : "nee"}</Text>
      <SideMenu
        {...meta.args}
        open={open}
        isPublic={isPublic}
        onPublicChange={setPublic}
        onClose={() => {
          setOpen(false);
        }}
      />
    </Box>
  );
}

export const MetMenuknop: Story = {
  name: "Interactief met menuknop",
  render: () => <MenuWithButton />,
};
