import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, clickWhenItTakesAPointer, renderWithUi } from "../dialogs/test-helpers.js";
import { ShareDialog, shareLinksOf, type ShareDialogProps } from "./share-dialog.js";

const pageUrl = "https://herinnering.example/3f1c6a2e";
const qrUrl = "http://localhost:4000/media/3f1c6a2e/qrcode.png";

async function renderShare(overrides: Partial<ShareDialogProps> = {}) {
  const props: ShareDialogProps = {
    open: true,
    onClose: vi.fn(),
    pageUrl,
    pageName: "Johanna de Vries",
    isPublic: true,
    qr: { status: "ready", url: qrUrl },
    onDownloadQr: vi.fn(),
    onDownloadCard: vi.fn(() => Promise.resolve()),
    copyText: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  };
  renderWithUi(<ShareDialog {...props} />);
  const dialog = await screen.findByRole("dialog", { name: "Delen" });
  return { props, dialog };
}

describe("ShareDialog", () => {
  it("copies the address and confirms it visibly", async () => {
    const user = userEvent.setup();
    const { props } = await renderShare();
    expect(screen.getByRole("textbox", { name: "Adres van de pagina" })).toHaveValue(pageUrl);
    await user.click(screen.getByRole("button", { name: "Link kopiëren" }));
    expect(props.copyText).toHaveBeenCalledExactlyOnceWith(pageUrl);
    expect(await screen.findByText("De link is gekopieerd.")).toBeVisible();
  });

  it("selects the address for copying by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    await renderShare({ copyText: () => Promise.resolve(false) });
    await user.click(screen.getByRole("button", { name: "Link kopiëren" }));
    const input = screen.getByRole("textbox", { name: "Adres van de pagina" });
    await waitFor(() => {
      expect(input).toHaveFocus();
    });
    const field = input as HTMLInputElement;
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(pageUrl.length);
    expect(screen.getByText(/Kopiëren lukte niet/)).toHaveAttribute("role", "status");
  });

  it("offers WhatsApp, e-mail and Facebook with a short Dutch text without a share sheet", async () => {
    await renderShare();
    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toBe(shareLinksOf(pageUrl, "Johanna de Vries").whatsapp);
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain(
      `De herinneringspagina van Johanna de Vries, om samen te gedenken: ${pageUrl}`,
    );
    expect(screen.getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(
      /^mailto:\?subject=Herinneringspagina%20van%20Johanna%20de%20Vries&body=/,
    );
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    );
    expect(screen.queryByRole("button", { name: "Delen via…" })).not.toBeInTheDocument();
  });

  it("uses the browser's share sheet when there is one", async () => {
    const user = userEvent.setup();
    const onNativeShare = vi.fn();
    await renderShare({ onNativeShare });
    await user.click(screen.getByRole("button", { name: "Delen via…" }));
    expect(onNativeShare).toHaveBeenCalledOnce();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("downloads the code and the cards of a public page at once", async () => {
    const user = userEvent.setup();
    const { props } = await renderShare();
    await user.click(screen.getByRole("button", { name: "QR-code downloaden" }));
    expect(props.onDownloadQr).toHaveBeenCalledExactlyOnceWith(qrUrl);
    await user.click(screen.getByRole("button", { name: /Labels 5 × 5 cm op A4/ }));
    expect(props.onDownloadCard).toHaveBeenCalledExactlyOnceWith("label-sheet");
    await user.click(screen.getByRole("button", { name: "Kaart A6 (SVG)" }));
    expect(props.onDownloadCard).toHaveBeenLastCalledWith("a6-svg");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says who can open a page that is not public and asks before its code is downloaded", async () => {
    const user = userEvent.setup();
    const onNotPublicAction = vi.fn();
    const { props } = await renderShare({
      isPublic: false,
      notPublicOffer: "makePublic",
      onNotPublicAction,
    });
    expect(screen.getByRole("note")).toHaveTextContent("Alleen genodigden die zijn ingelogd");
    await user.click(screen.getByRole("button", { name: "QR-code downloaden" }));
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveTextContent(/ziet dat de pagina niet gevonden is/);
    expect(props.onDownloadQr).not.toHaveBeenCalled();
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Toch downloaden" }),
    );
    expect(props.onDownloadQr).toHaveBeenCalledExactlyOnceWith(qrUrl);
    await user.click(screen.getByRole("button", { name: "Pagina publiek maken" }));
    expect(onNotPublicAction).toHaveBeenCalledOnce();
  });

  it("asks before the address of a page that is not public is copied or sent", async () => {
    const user = userEvent.setup();
    const openLink = vi.fn<(href: string) => void>();
    const { props } = await renderShare({ isPublic: false, openLink });
    await user.click(screen.getByRole("button", { name: "Link kopiëren" }));
    let question = await screen.findByRole("alertdialog", {
      name: "Link van een pagina die niet publiek is",
    });
    expect(question).toHaveTextContent("kan de pagina nog niet zien");
    expect(props.copyText).not.toHaveBeenCalled();
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Annuleren" }),
    );
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
    expect(props.copyText).not.toHaveBeenCalled();

    for (const name of [/WhatsApp/, "E-mail", /Facebook/]) {
      await user.click(screen.getByRole("link", { name }));
      question = await screen.findByRole("alertdialog");
      await clickWhenItTakesAPointer(
        user,
        within(question).getByRole("button", { name: "Toch delen" }),
      );
      await waitFor(() => {
        expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      });
    }
    const links = shareLinksOf(pageUrl, "Johanna de Vries");
    expect(openLink.mock.calls.map(([href]) => href)).toEqual([
      links.whatsapp,
      links.email,
      links.facebook,
    ]);

    await user.click(screen.getByRole("button", { name: "Link kopiëren" }));
    question = await screen.findByRole("alertdialog");
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Toch delen" }),
    );
    await waitFor(() => {
      expect(props.copyText).toHaveBeenCalledWith(pageUrl);
    });
  });

  it("asks before the browser's share sheet opens for a page that is not public", async () => {
    const user = userEvent.setup();
    const onNativeShare = vi.fn();
    await renderShare({ isPublic: false, onNativeShare });
    await user.click(screen.getByRole("button", { name: "Delen via…" }));
    const question = await screen.findByRole("alertdialog");
    expect(onNativeShare).not.toHaveBeenCalled();
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Toch delen" }),
    );
    expect(onNativeShare).toHaveBeenCalledOnce();
  });

  it("names the prices next to 'Pagina activeren' and still offers invitations", async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn();
    await renderShare({
      isPublic: false,
      notPublicOffer: "activate",
      onNotPublicAction: vi.fn(),
      onInvite,
    });
    expect(screen.getByRole("note")).toHaveTextContent(
      "Brons € 20,00 per jaar, Zilver € 30,00 per jaar, inclusief btw.",
    );
    expect(screen.getByRole("button", { name: "Pagina activeren" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Mensen uitnodigen" }));
    expect(onInvite).toHaveBeenCalledOnce();
  });

  it("offers invitations when the page cannot be made public by this user", async () => {
    await renderShare({ isPublic: false, notPublicOffer: "invite", onNotPublicAction: vi.fn() });
    expect(screen.getByRole("button", { name: "Mensen uitnodigen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pagina publiek maken" })).not.toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    await renderShare({ isPublic: false });
    expect(await axeViolations()).toEqual([]);
  });
});
