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
});
