import { Button, Stack, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { showToast } from "./provider.js";

/** The toaster of the provider: top centre, hides after 5 seconds, four severities. */
function ToastDemo() {
  const showAll = () => {
    showToast("success", "De herinneringspagina is succesvol opgeslagen");
    showToast("info", "Uw nieuwe wachtwoord is succesvol opgeslagen");
    showToast("warning", "Nog niet opgeslagen", "Uw wijzigingen staan alleen op dit apparaat.");
    showToast("error", "Er is een fout opgetreden bij het opslaan van het profiel");
  };
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">
        Meldingen verschijnen bovenaan in het midden en verdwijnen na 5 seconden.
      </Text>
      <Button variant="outline" onClick={showAll}>
        Meldingen tonen
      </Button>
    </Stack>
  );
}

const meta = {
  title: "Basis/Meldingen",
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VierSoorten: Story = {
  name: "Vier soorten",
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meldingen tonen" }));
  },
};
