import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DIALOG_CLOSE_MS } from "../timing.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { dialogCloseAnimation } from "./dialog-shell.js";
import { InfoDialog } from "./info-dialog.js";
import { axeViolations, renderWithUi } from "./test-helpers.js";

const question = "Weet u zeker dat u deze sectie wilt verwijderen?";

function ConfirmHarness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Sectie verwijderen
      </button>
      <ConfirmDialog
        open={open}
        question={question}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("asks the exact question with Ja and Nee", async () => {
    renderWithUi(<ConfirmDialog open question={question} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveAccessibleDescription(question);
    expect(screen.getByRole("button", { name: "Ja" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nee" })).toBeInTheDocument();
  });

  it("renders nothing while closed", () => {
    renderWithUi(
      <ConfirmDialog open={false} question={question} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("calls onConfirm for Ja and onCancel for Nee", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(
      <ConfirmDialog open question={question} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await user.click(await screen.findByRole("button", { name: "Ja" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Nee" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("puts focus on Nee, traps Tab inside and returns focus to the opener on close", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithUi(<ConfirmHarness onConfirm={vi.fn()} onCancel={onCancel} />);
    const opener = screen.getByRole("button", { name: "Sectie verwijderen" });
    await user.click(opener);
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Nee" })).toHaveFocus();
    });
    await user.tab();
    expect(screen.getByRole("button", { name: "Ja" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Nee" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(opener).toHaveFocus();
    });
  });

  it("confirms with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithUi(<ConfirmHarness onConfirm={onConfirm} onCancel={vi.fn()} />);
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Nee" })).toHaveFocus();
    });
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("cannot be dismissed while busy", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithUi(
      <ConfirmDialog open busy question={question} onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    await screen.findByRole("alertdialog");
    expect(screen.getByRole("button", { name: "Nee" })).toBeDisabled();
    // The busy Ja keeps its name for screen readers while its spinner shows.
    expect(screen.getByRole("button", { name: /^Ja$/ })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    renderWithUi(<ConfirmDialog open question={question} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await screen.findByRole("alertdialog");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("InfoDialog", () => {
  it("shows the title and content with Sluiten focused", async () => {
    renderWithUi(
      <InfoDialog open title="Tekstblok" onClose={vi.fn()}>
        <p>Een tekstblok voor een verhaal.</p>
      </InfoDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Tekstblok" });
    expect(dialog).toHaveTextContent("Een tekstblok voor een verhaal.");
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Sluiten" })).toHaveFocus();
    });
  });

  it("closes with Sluiten and with Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithUi(
      <InfoDialog open title="Tekstblok" onClose={onClose}>
        <p>Uitleg</p>
      </InfoDialog>,
    );
    await user.click(await screen.findByRole("button", { name: "Sluiten" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("has no axe violations", async () => {
    renderWithUi(
      <InfoDialog open title="Tekstblok" onClose={vi.fn()}>
        <p>Uitleg</p>
      </InfoDialog>,
    );
    await screen.findByRole("dialog");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("close animation", () => {
  it("lasts the 300 ms of the spec", () => {
    expect(DIALOG_CLOSE_MS).toBe(300);
    expect(dialogCloseAnimation._closed.animationDuration).toBe("300ms");
  });

  it("keeps the dialog mounted until its close animation has ended", async () => {
    function Closer() {
      const [open, setOpen] = useState(true);
      return (
        <InfoDialog
          open={open}
          title="Tekstblok"
          onClose={() => {
            setOpen(false);
          }}
        >
          <p>Uitleg</p>
        </InfoDialog>
      );
    }
    renderWithUi(<Closer />);
    const dialog = await screen.findByRole("dialog");
    await act(async () => {
      screen.getByRole("button", { name: "Sluiten" }).click();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(dialog).toHaveAttribute("data-state", "closed");
    });
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });
});
