import { act, render, screen } from "@testing-library/react";
import { MemorialUiProvider, showToast, toaster } from "./provider.js";
import { TOAST_DURATION_MS } from "./timing.js";

describe("MemorialUiProvider", () => {
  afterEach(() => {
    toaster.remove();
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
      act(() => {
        showToast("error", "Er is een fout opgetreden bij het opslaan van het profiel");
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
    act(() => {
      showToast("success", "De herinneringspagina is succesvol opgeslagen");
      showToast("info", "Informatie");
      showToast("warning", "Waarschuwing");
      showToast("error", "Fout");
    });
    const shown = {
      success: "De herinneringspagina is succesvol opgeslagen",
      info: "Informatie",
      warning: "Waarschuwing",
      error: "Fout",
    };
    for (const [severity, title] of Object.entries(shown)) {
      const root = (await screen.findByText(title)).closest(
        '[data-scope="toast"][data-part="root"]',
      );
      expect(root).toHaveAttribute("data-type", severity);
    }
  });
});
