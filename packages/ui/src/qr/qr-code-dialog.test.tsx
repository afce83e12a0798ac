import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { printQrCode } from "./print-qr-code.js";
import { QR_CODE_SIZE_PX, QrCodeDialog, type QrCodeDialogProps } from "./qr-code-dialog.js";

const url = "http://localhost:4000/media/qr/3f2a9c1e.png";

afterEach(() => {
  // Print frames live outside React's tree.
  document.querySelectorAll("iframe").forEach((frame) => {
    frame.remove();
  });
});

async function renderQr(overrides: Partial<QrCodeDialogProps> = {}) {
  const props: QrCodeDialogProps = {
    open: true,
    onClose: vi.fn(),
    state: { status: "ready", url },
    pageName: "Johanna de Vries",
    onRetry: vi.fn(),
    ...overrides,
  };
  renderWithUi(<QrCodeDialog {...props} />);
  const dialog = await screen.findByRole("dialog", { name: "QR-code" });
  return { props, dialog };
}

describe("QrCodeDialog", () => {
  it("shows the code large enough to scan, with a Dutch alt text", async () => {
    await renderQr();
    const image = screen.getByRole("img", {
      name: "QR-code van de herinneringspagina van Johanna de Vries",
    });
    expect(image).toHaveAttribute("src", url);
    expect(QR_CODE_SIZE_PX).toBeGreaterThanOrEqual(200);
    expect(getComputedStyle(image.parentElement!).width).toBe(`${QR_CODE_SIZE_PX}px`);
  });

  it("uses a general alt text when the page has no name yet", async () => {
    await renderQr({ pageName: "" });
    expect(
      screen.getByRole("img", { name: "QR-code van de herinneringspagina" }),
    ).toBeInTheDocument();
  });

  it("offers the image as a download link", async () => {
    await renderQr();
    const link = screen.getByRole("link", { name: "Downloaden" });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("download", "qr-code-herinneringspagina.png");
  });

  it("hands download and print to the page when it asks for them", async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onPrint = vi.fn();
    await renderQr({ onDownload, onPrint });
    await user.click(screen.getByRole("button", { name: "Downloaden" }));
    await user.click(screen.getByRole("button", { name: "Afdrukken" }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith(url);
    expect(onPrint).toHaveBeenCalledExactlyOnceWith(url);
  });

  it("prints the code alone by default", async () => {
    const user = userEvent.setup();
    await renderQr();
    await user.click(screen.getByRole("button", { name: "Afdrukken" }));
    const frame = document.querySelector<HTMLIFrameElement>("iframe[aria-hidden='true']");
    expect(frame).not.toBeNull();
    const image = frame!.contentDocument!.querySelector("img");
    expect(image).toHaveAttribute("src", url);
  });

  it("shows a loading state without actions", async () => {
    await renderQr({ state: { status: "loading" } });
    expect(screen.getByRole("status")).toHaveTextContent("QR-code wordt gemaakt...");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Downloaden" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Afdrukken" })).not.toBeInTheDocument();
  });

  it("shows an error with a retry", async () => {
    const user = userEvent.setup();
    const { props, dialog } = await renderQr({ state: { status: "error" } });
    expect(
      screen.getByText("De QR-code kon niet worden gemaakt. Probeer het later opnieuw."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Sluiten" }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    const { props } = await renderQr();
    await user.keyboard("{Escape}");
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["ready", {}],
    ["loading", { state: { status: "loading" as const } }],
    ["error", { state: { status: "error" as const } }],
  ])("has no axe violations (%s)", async (_label, overrides) => {
    await renderQr(overrides);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("printQrCode", () => {
  it("puts the caption in as text, prints once the image has loaded, and cleans up", () => {
    printQrCode(url, 'QR-code van <img src=x onerror="alert(1)">');
    const frame = document.querySelector("iframe");
    expect(frame).not.toBeNull();
    const frameDocument = frame!.contentDocument!;
    const caption = frameDocument.querySelector("figcaption");
    expect(caption?.textContent).toBe('QR-code van <img src=x onerror="alert(1)">');
    expect(frameDocument.querySelectorAll("img")).toHaveLength(1);
    const print = vi.fn();
    frame!.contentWindow!.print = print;
    frameDocument.querySelector("img")!.dispatchEvent(new Event("load"));
    expect(print).toHaveBeenCalledTimes(1);
    frame!.contentWindow!.dispatchEvent(new Event("afterprint"));
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("removes the frame when the image cannot be loaded", () => {
    printQrCode(url, "QR-code");
    const frame = document.querySelector("iframe");
    frame!.contentDocument!.querySelector("img")!.dispatchEvent(new Event("error"));
    expect(document.querySelector("iframe")).toBeNull();
  });
});
