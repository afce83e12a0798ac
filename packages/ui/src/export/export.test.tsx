import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { PageDownload } from "./page-download.js";
import { PrintablePage } from "./printable-page.js";
import { formatBytes } from "./texts.js";

describe("PageDownload", () => {
  it("starts the download with one button", async () => {
    const onStart = vi.fn();
    renderWithUi(<PageDownload state={{ status: "idle" }} onStart={onStart} />);
    await userEvent.click(screen.getByRole("button", { name: "Download maken" }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("shows the progress while the download is made, without a start button", () => {
    renderWithUi(<PageDownload state={{ status: "running", progress: 45 }} onStart={vi.fn()} />);
    expect(screen.getByRole("status")).toHaveTextContent("De download wordt gemaakt: 45 %");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "45");
    expect(screen.queryByRole("button", { name: "Download maken" })).not.toBeInTheDocument();
  });

  it("offers the ZIP with its size and names missing files", async () => {
    renderWithUi(
      <PageDownload
        state={{
          status: "ready",
          url: "http://api.test/exports/j1?token=abc",
          sizeBytes: 48_213_377,
          missingFiles: 2,
        }}
        onStart={vi.fn()}
      />,
    );
    const link = screen.getByRole("link", { name: "ZIP-bestand opslaan" });
    expect(link).toHaveAttribute("href", "http://api.test/exports/j1?token=abc");
    expect(link).toHaveAttribute("download");
    expect(screen.getByText("Grootte: 46 MB")).toBeInTheDocument();
    expect(screen.getByText(/2 bestanden konden niet worden gevonden/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an error with a way to try again", async () => {
    const onStart = vi.fn();
    renderWithUi(
      <PageDownload state={{ status: "error", message: "Er ging iets mis." }} onStart={onStart} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Er ging iets mis.");
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("formats sizes the Dutch way", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1,5 kB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });
});

describe("PrintablePage", () => {
  it("lays out the name, dates, texts, photos, condolences and QR code", async () => {
    const onPrint = vi.fn();
    const { container } = renderWithUi(
      <PrintablePage
        name="Johanna de Vries"
        dates="3 maart 1941 – 12 november 2026"
        portraitUrl="http://media.test/p.jpg"
        sections={[
          { kind: "text", html: "<p>Altijd <strong>vrolijk</strong>.</p><script>x()</script>" },
          {
            kind: "photos",
            photos: [
              { url: "http://media.test/1.jpg", caption: "Zomer 1975" },
              { url: "http://media.test/2.jpg" },
            ],
          },
          {
            kind: "gathering",
            gathering: {
              kind: "afscheidsdienst",
              date: "2026-11-27",
              startTime: "14:00",
              endTime: "15:00",
              venue: "Aula De Nieuwe Ooster",
              address: { street: "Kruislaan 126", postcode: "1097 GA", place: "Amsterdam" },
              notes: "Na afloop is er koffie.",
            },
          },
        ]}
        condolences={[
          { name: "Marja", relation: "Buurvrouw", date: "20 november 2026", message: "Sterkte." },
        ]}
        qrCodeUrl="http://media.test/qr.png"
        address="http://web.test/p1"
        onPrint={onPrint}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Johanna de Vries" })).toBeInTheDocument();
    expect(screen.getByText("3 maart 1941 – 12 november 2026")).toBeInTheDocument();
    expect(screen.getByText("vrolijk")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    const photos = screen.getAllByRole("img", { name: /^Foto / });
    expect(photos).toHaveLength(2);
    // Never cropped: the photo keeps its own aspect ratio.
    expect(photos[0]).toHaveStyle({ objectFit: "contain" });
    expect(screen.getByText("Zomer 1975").tagName).toBe("FIGCAPTION");
    expect(screen.getByRole("heading", { level: 2, name: "Afscheidsdienst" })).toBeInTheDocument();
    expect(screen.getByText(/vrijdag 27 november 2026, 14\.00–15\.00 uur/)).toBeInTheDocument();
    expect(screen.getByText("Aula De Nieuwe Ooster")).toBeInTheDocument();
    expect(screen.getByText("Kruislaan 126, 1097 GA Amsterdam")).toBeInTheDocument();
    expect(screen.getByText("Na afloop is er koffie.")).toBeInTheDocument();
    expect(screen.getByText("http://web.test/p1")).toBeInTheDocument();
    const register = screen.getByRole("region", { name: "Condoleances" });
    expect(within(register).getByText("Sterkte.")).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "QR-code van de herinneringspagina" }),
    ).toBeInTheDocument();
    expect(container.querySelector("style")?.textContent).toContain("size: A4 portrait");
    await userEvent.click(screen.getByRole("button", { name: "Afdrukken" }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });
});
