import { act, render, screen, waitFor } from "@testing-library/react";
import { MemorialUiProvider, showToast, toaster } from "./provider.js";
import { TOAST_DURATION_MS } from "./timing.js";

describe("MemorialUiProvider", () => {
  beforeAll(async () => {
    // The toaster's code loads on the first toast; load it now so fake timers can drive it.
    await import("./toaster/memorial-toaster.js");
  });

  afterEach(async () => {
    await act(async () => {
      toaster.remove();
      await Promise.resolve();
    });
  });

  it("mounts no toast region until a toast is shown", async () => {
    render(
      <MemorialUiProvider>
        <p>Pagina</p>
      </MemorialUiProvider>,
    );
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    await act(async () => {
      showToast("info", "De herinneringspagina is opgeslagen.");
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.getByText("De herinneringspagina is opgeslagen.")).toBeInTheDocument();
    });
    expect(screen.getByRole("region", { name: "Meldingen" })).toHaveAttribute("data-part", "group");
  });

  it("renders its children", () => {
    render(
      <MemorialUiProvider>
        <p>Herinnering</p>
      </MemorialUiProvider>,
    );
    expect(screen.getByText("Herinnering")).toBeInTheDocument();
  });

  it("shows an error toast and hides it after 5 seconds", async () => {
    vi.useFakeTimers();
    try {
      render(
        <MemorialUiProvider>
          <p>Pagina</p>
        </MemorialUiProvider>,
      );
      await act(async () => {
        showToast("error", "Er is een fout opgetreden bij het opslaan van het profiel");
        await Promise.resolve();
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(
        screen.getByText("Er is een fout opgetreden bij het opslaan van het profiel"),
      ).toBeInTheDocument();
      // Top centre (spec section 8).
      expect(document.querySelector('[data-scope="toast"][data-part="group"]')).toHaveAttribute(
        "data-placement",
        "top",
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 2000);
      });
      expect(
        screen.queryByText("Er is een fout opgetreden bij het opslaan van het profiel"),
      ).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the four severities of the spec", async () => {
    render(
      <MemorialUiProvider>
        <p>Pagina</p>
      </MemorialUiProvider>,
    );
    await act(async () => {
      showToast("success", "De herinneringspagina is succesvol opgeslagen");
      showToast("info", "Informatie");
      showToast("warning", "Waarschuwing");
      showToast("error", "Fout");
      await Promise.resolve();
    });
    const shown = {
      success: "De herinneringspagina is succesvol opgeslagen",
      info: "Informatie",
      warning: "Waarschuwing",
      error: "Fout",
    };
    await waitFor(() => {
      for (const [severity, title] of Object.entries(shown)) {
        const root = screen.getByText(title).closest('[data-scope="toast"][data-part="root"]');
        expect(root).toHaveAttribute("data-type", severity);
      }
    });
  });
});
