import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QrCodeDialog } from "./qr-code-dialog.js";

/** A real, scannable code for the workshop (made with the `qrcode` package, as the backend does). */
const exampleQrCode = new URL("./example-qr-code.svg", import.meta.url).href;

const meta = {
  title: "Dialogen/QR-code",
  component: QrCodeDialog,
  args: {
    open: true,
    onClose: fn(),
    state: { status: "ready", url: exampleQrCode },
    pageName: "Johanna Maria de Vries",
    onRetry: fn(),
  },
} satisfies Meta<typeof QrCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Klaar: Story = { name: "QR-code klaar" };

export const Laden: Story = {
  name: "QR-code wordt gemaakt",
  args: { state: { status: "loading" } },
};

export const Fout: Story = { name: "QR-code mislukt", args: { state: { status: "error" } } };
