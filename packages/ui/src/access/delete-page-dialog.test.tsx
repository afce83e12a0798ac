import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import {
  DeletePageDialog,
  confirmsPageName,
  type DeletePageDialogProps,
} from "./delete-page-dialog.js";

function props(overrides: Partial<DeletePageDialogProps> = {}): DeletePageDialogProps {
  return {
    open: true,
    onClose: vi.fn(),
    pageName: "Johanna de Vries",
    owner: { state: "owner" },
    onKeepsake: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe("confirmsPageName", () => {
  it("takes the name without regard to case or extra spaces, and nothing else", () => {
    expect(confirmsPageName("  johanna  DE vries ", "Johanna de Vries")).toBe(true);
    expect(confirmsPageName("Johanna", "Johanna de Vries")).toBe(false);
    expect(confirmsPageName("", "Johanna de Vries")).toBe(false);
    expect(confirmsPageName("Verwijderen", "  ")).toBe(true);
    expect(confirmsPageName("", "")).toBe(false);
  });
});

describe("'Pagina verwijderen'", () => {
  it("offers the keepsake first", async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithUi(<DeletePageDialog {...given} />);
    await screen.findByRole("alertdialog", { name: "Pagina verwijderen" });
    await user.click(screen.getByRole("button", { name: "Eerst een aandenken downloaden" }));
    expect(given.onKeepsake).toHaveBeenCalledOnce();
    expect(given.onDelete).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("deletes nothing for a wrong name, says so and keeps what was typed", async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithUi(<DeletePageDialog {...given} />);
    await user.click(await screen.findByRole("button", { name: "Verder zonder aandenken" }));
    const field = screen.getByRole("textbox", { name: /Naam van de pagina/ });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Pagina definitief verwijderen" }));
    expect(screen.getByText("Typ de naam van de pagina om te bevestigen.")).toBeVisible();
    await user.type(field, "Johanna de Vris");
    await user.click(screen.getByRole("button", { name: "Pagina definitief verwijderen" }));
    expect(screen.getByText(/komt niet overeen met de naam van de pagina/)).toBeVisible();
    expect(field).toHaveValue("Johanna de Vris");
    expect(given.onDelete).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await user.clear(field);
    await user.type(field, "johanna de vries{Enter}");
    expect(given.onDelete).toHaveBeenCalledOnce();
  });

  it("tells a manager who is not the owner who is, and offers no deletion", async () => {
    renderWithUi(
      <DeletePageDialog {...props({ owner: { state: "other", email: "anna@voorbeeld.nl" } })} />,
    );
    expect(await screen.findByText(/De eigenaar is anna@voorbeeld.nl/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pagina definitief verwijderen" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Eerst een aandenken downloaden" })).toBeNull();
  });
});
