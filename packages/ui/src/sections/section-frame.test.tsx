import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
// Gives elements a layout box in jsdom, so the dialog's focus management can be tested.
import "../dialogs/test-helpers.js";
import { MemorialUiProvider } from "../provider.js";
import { SECTION_COLLAPSE_MS } from "../timing.js";
import { SectionFrame, type SectionFrameProps } from "./section-frame.js";

function renderFrame(overrides: Partial<SectionFrameProps> = {}) {
  const props: SectionFrameProps = {
    type: "text",
    editMode: true,
    isPublic: false,
    onPublicChange: vi.fn(),
    isFirst: false,
    isLast: false,
    onMoveUp: vi.fn(),
    onMoveDown: vi.fn(),
    onDelete: vi.fn(),
    children: <p>Een verhaal over oma</p>,
    ...overrides,
  };
  const view = render(
    <MemorialUiProvider>
      <main>
        <SectionFrame {...props} />
      </main>
    </MemorialUiProvider>,
  );
  return { ...view, props };
}

function Broken(): never {
  throw new Error("kapot");
}

describe("SectionFrame", () => {
  it("disables move up for the first section", () => {
    renderFrame({ isFirst: true });
    expect(screen.getByRole("button", { name: "Sectie omhoog verplaatsen" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sectie omlaag verplaatsen" })).toBeEnabled();
  });

  it("disables move down for the last section", () => {
    renderFrame({ isLast: true });
    expect(screen.getByRole("button", { name: "Sectie omhoog verplaatsen" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sectie omlaag verplaatsen" })).toBeDisabled();
  });

  it("moves up and down", async () => {
    const user = userEvent.setup();
    const { props } = renderFrame();
    await user.click(screen.getByRole("button", { name: "Sectie omhoog verplaatsen" }));
    await user.click(screen.getByRole("button", { name: "Sectie omlaag verplaatsen" }));
    expect(props.onMoveUp).toHaveBeenCalledTimes(1);
    expect(props.onMoveDown).toHaveBeenCalledTimes(1);
  });

  it("toggles isPublic through the labelled switch", async () => {
    const user = userEvent.setup();
    const { props } = renderFrame({ isPublic: false });
    const toggle = screen.getByRole("checkbox", { name: "Zichtbaar voor iedereen" });
    expect(toggle).not.toBeChecked();
    // A hidden section says plainly who sees it.
    expect(screen.getByText("Alleen voor genodigden")).toBeInTheDocument();
    await user.click(toggle);
    expect(props.onPublicChange).toHaveBeenCalledWith(true);
  });

  it("asks the exact question before deleting and does nothing on Annuleren", async () => {
    const user = userEvent.setup();
    const { props } = renderFrame();
    await user.click(screen.getByRole("button", { name: "Sectie verwijderen" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Weet u zeker dat u deze sectie wilt verwijderen?"),
    ).toBeInTheDocument();
    // The confirm button says what it does; the safe choice has the focus.
    expect(within(dialog).queryByRole("button", { name: "Ja" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Sectie verwijderen" })).toBeVisible();
    await waitFor(() => {
      expect(within(dialog).getByRole("button", { name: "Annuleren" })).toHaveFocus();
    });
    await user.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it("collapses for 0.5 s after 'Sectie verwijderen' and then deletes", async () => {
    const user = userEvent.setup();
    const { props, container } = renderFrame();
    await user.click(screen.getByRole("button", { name: "Sectie verwijderen" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Sectie verwijderen" });
    let deletedAfter = Number.NaN;
    const clickedAt = performance.now();
    vi.mocked(props.onDelete).mockImplementation(() => {
      deletedAfter = performance.now() - clickedAt;
    });
    await user.click(confirm);
    expect(container.querySelector("[data-collapsed]")).not.toBeNull();
    await waitFor(
      () => {
        expect(props.onDelete).toHaveBeenCalledTimes(1);
      },
      { timeout: SECTION_COLLAPSE_MS * 8 },
    );
    // Never before the collapse time (a slow machine only makes it later).
    expect(deletedAfter).toBeGreaterThanOrEqual(SECTION_COLLAPSE_MS - 5);
  });

  it("folds away when the page collapses it and unfolds a new copy", () => {
    const { container, rerender, props } = renderFrame({ uncollapse: true });
    expect(container.querySelector("[data-uncollapse]")).not.toBeNull();
    rerender(
      <MemorialUiProvider>
        <main>
          <SectionFrame {...props} collapsed />
        </main>
      </MemorialUiProvider>,
    );
    expect(container.querySelector("[data-collapsed]")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the help text of the section type", async () => {
    const user = userEvent.setup();
    renderFrame({ type: "photo_carousel" });
    await user.click(screen.getByRole("button", { name: "Uitleg over deze sectie" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Voeg JPEG- of PNG-foto's toe/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sluiten" }));
  });

  it("shows only the content to visitors", () => {
    renderFrame({ editMode: false });
    expect(screen.getByText("Een verhaal over oma")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Tekstblok" })).toBeInTheDocument();
  });

  it("keeps the frame working when the content throws", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    renderFrame({ children: <Broken />, onError });
    expect(screen.getByText("Deze sectie kan niet worden weergegeven")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sectie verwijderen" })).toBeEnabled();
    expect(onError).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("is reachable by keyboard and has no accessibility violations", async () => {
    const user = userEvent.setup();
    const { container } = renderFrame({ isFirst: true });
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Zichtbaar voor iedereen" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Sectie omlaag verplaatsen" })).toHaveFocus();
    const result = await act(() => axe.run(container));
    expect(result.violations).toEqual([]);
  });
});
