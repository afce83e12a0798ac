import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemorialUiProvider } from "../provider.js";
import { AddSectionPanel } from "./add-section-panel.js";
import { EditBar } from "./edit-bar.js";

describe("AddSectionPanel", () => {
  it("offers every section type with its help text", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <MemorialUiProvider>
        <AddSectionPanel onAdd={onAdd} />
      </MemorialUiProvider>,
    );
    const names = ["Tekstblok", "Fotocarrousel", "Video", "Audio", "Bijeenkomst"];
    for (const name of names) {
      expect(screen.getByRole("button", { name })).toHaveAccessibleDescription(/.{20,}/);
    }
    await user.click(screen.getByRole("button", { name: "Fotocarrousel" }));
    expect(onAdd).toHaveBeenCalledWith("photo_carousel");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onAdd).toHaveBeenLastCalledWith("video");
  });

  it("disables the types that cannot be added", () => {
    render(
      <MemorialUiProvider>
        <AddSectionPanel onAdd={vi.fn()} disabledTypes={["video", "audio"]} />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("button", { name: "Video" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Audio" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Tekstblok" })).toBeEnabled();
  });

  it("keeps video and audio on Brons, says they need Zilver and offers the move", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const onUpgrade = vi.fn();
    render(
      <MemorialUiProvider>
        <AddSectionPanel onAdd={onAdd} upgradeFor={{ types: ["video", "audio"], onUpgrade }} />
      </MemorialUiProvider>,
    );
    const video = screen.getByRole("button", { name: "Video" });
    expect(video).toBeEnabled();
    expect(video).toHaveAccessibleDescription(
      "Video hoort bij het pakket Zilver. Stap over naar Zilver om een video toe te voegen.",
    );
    expect(screen.getByRole("button", { name: "Audio" })).toHaveAccessibleDescription(
      /een geluidsfragment toe te voegen/,
    );
    await user.click(video);
    await user.click(screen.getByRole("button", { name: "Audio" }));
    expect(onUpgrade).toHaveBeenCalledTimes(2);
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Tekstblok" }));
    expect(onAdd).toHaveBeenCalledWith("text");
  });

  it("has no accessibility violations", async () => {
    const { container } = render(
      <MemorialUiProvider>
        <main>
          <AddSectionPanel onAdd={vi.fn()} />
        </main>
      </MemorialUiProvider>,
    );
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});

describe("EditBar", () => {
  it("stays at the bottom edge while it takes at most a fifth of the visible height", () => {
    const heights = { bar: 100 };
    const spy = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockImplementation(() => ({ height: heights.bar }) as DOMRect);
    try {
      render(
        <MemorialUiProvider>
          <EditBar onCancel={vi.fn()} onSave={vi.fn()} />
        </MemorialUiProvider>,
      );
      const bar = screen.getByRole("region", { name: "Bewerken" });
      window.innerHeight = 700;
      act(() => {
        window.dispatchEvent(new Event("resize"));
      });
      expect(bar).toHaveAttribute("data-docked");
      // 200 % text on 320 × 700: the bar would take 297 px; it moves to the page's end.
      heights.bar = 297;
      act(() => {
        window.dispatchEvent(new Event("resize"));
      });
      expect(bar).not.toHaveAttribute("data-docked");
      expect(screen.getByTestId("edit-bar-spacer")).toHaveStyle({ height: "0px" });
    } finally {
      spy.mockRestore();
    }
  });

  it("cancels and saves", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const { container } = render(
      <MemorialUiProvider>
        <EditBar onCancel={onCancel} onSave={onSave} />
      </MemorialUiProvider>,
    );
    const bar = screen.getByRole("region", { name: "Bewerken" });
    expect(bar).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Annuleren" }));
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });

  it("says when there are unsaved changes, and asks before Annuleren throws them away", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <MemorialUiProvider>
        <EditBar onCancel={onCancel} onSave={vi.fn()} dirty />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Niet opgeslagen wijzigingen");
    await user.click(screen.getByRole("button", { name: "Annuleren" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Wijzigingen weggooien" });
    expect(onCancel).not.toHaveBeenCalled();
    // The safe choice keeps editing.
    await user.click(within(dialog).getByRole("button", { name: "Verder bewerken" }));
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Annuleren" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Wijzigingen weggooien",
      }),
    );
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("says there is nothing to save when nothing changed", () => {
    render(
      <MemorialUiProvider>
        <EditBar onCancel={vi.fn()} onSave={vi.fn()} />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Geen wijzigingen");
  });

  it("locks both buttons while saving", () => {
    render(
      <MemorialUiProvider>
        <EditBar onCancel={vi.fn()} onSave={vi.fn()} saving />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Bezig met opslaan/ })).toBeDisabled();
  });
});
