import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, clickWhenItTakesAPointer, renderWithUi } from "../dialogs/test-helpers.js";
import { AccessDialog, type AccessDialogProps, type AccessListRow } from "./access-dialog.js";

const me = "demo@herinneringspagina.nl";
const rows: AccessListRow[] = [
  { username: me, level: "manage" },
  { username: "anna@voorbeeld.nl", level: "manage" },
  { username: "jan@voorbeeld.nl", level: "view" },
];

async function renderAccess(overrides: Partial<AccessDialogProps> = {}) {
  const props: AccessDialogProps = {
    open: true,
    onClose: vi.fn(),
    status: "ready",
    rows,
    currentUserEmail: me,
    onSave: vi.fn(),
    onRemove: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  renderWithUi(<AccessDialog {...props} />);
  const dialog = await screen.findByRole("dialog", { name: "Toegang beheren" });
  // Ready: the dialog has placed its initial focus. Until then, on a busy machine, the focus
  // trap can still move focus away from what a test has just focused.
  await waitFor(() => {
    expect(screen.getByRole("button", { name: "Venster sluiten" })).toHaveFocus();
  });
  return { props, dialog };
}

function rowOf(email: string): HTMLElement {
  const cell = screen.getByRole("cell", { name: new RegExp(email) });
  const row = cell.closest("tr");
  if (row === null) {
    throw new Error(`no row for ${email}`);
  }
  return row;
}

describe("AccessDialog", () => {
  it("opens with focus on the neutral close button, never on someone's level", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    const close = screen.getByRole("button", { name: "Venster sluiten" });
    await waitFor(() => {
      expect(close).toHaveFocus();
    });
    // An arrow key now changes nobody's rights.
    await user.keyboard("{ArrowDown}{ArrowUp}");
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it("lets a long e-mail address wrap only before '@' and '.'", async () => {
    const long = "johanna.maria.de.vries-van.der.berg@voorbeeldfamilie-herinnering.nl";
    await renderAccess({ rows: [...rows, { username: long, level: "view" }] });
    const cell = screen.getByRole("cell", { name: new RegExp(long.replace(/\./g, "\\.")) });
    expect(cell.textContent).toContain(long);
    const breaks = [...cell.querySelectorAll("wbr")].map((node) => node.nextSibling?.textContent);
    expect(breaks.length).toBeGreaterThan(0);
    for (const next of breaks) {
      expect(next).toMatch(/^[@.]/);
    }
  });

  it("lists e-mail and level in a table", async () => {
    await renderAccess();
    const table = screen.getByRole("table", {
      name: "Personen met toegang tot deze herinneringspagina",
    });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers.slice(0, 2)).toEqual(["E-mailadres", "Toegang"]);
    expect(screen.getByRole("combobox", { name: "Toegang van anna@voorbeeld.nl" })).toHaveValue(
      "manage",
    );
    expect(screen.getByRole("combobox", { name: "Toegang van jan@voorbeeld.nl" })).toHaveValue(
      "view",
    );
    const options = within(
      screen.getByRole("combobox", { name: "Toegang van jan@voorbeeld.nl" }),
    ).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Bekijk", "Beheer"]);
  });

  it("locks the user's own row: no level choice and no remove button", async () => {
    await renderAccess();
    const own = rowOf(me);
    expect(within(own).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(own).queryByRole("button")).not.toBeInTheDocument();
    expect(within(own).getByText("Beheer")).toBeInTheDocument();
    expect(within(own).getByText("Uzelf")).toBeInTheDocument();
    expect(
      screen.getByText("Uw eigen toegang kunt u niet wijzigen of verwijderen."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: `Toegang van ${me} verwijderen` }),
    ).not.toBeInTheDocument();
  });

  it("recognises the own row regardless of letter case", async () => {
    await renderAccess({ currentUserEmail: "Demo@HerinneringsPagina.nl" });
    expect(within(rowOf(me)).queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("changes a level", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Toegang van jan@voorbeeld.nl" }),
      "Beheer",
    );
    expect(props.onSave).toHaveBeenCalledExactlyOnceWith({
      username: "jan@voorbeeld.nl",
      level: "manage",
    });
  });

  it("asks the exact question naming the e-mail before removing", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    await user.click(
      screen.getByRole("button", { name: "Toegang van jan@voorbeeld.nl verwijderen" }),
    );
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveAccessibleDescription(
      "Weet u zeker dat u jan@voorbeeld.nl toegang wilt ontzeggen van deze herinneringspagina?",
    );
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Annuleren" }),
    );
    expect(props.onRemove).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole("button", { name: "Toegang van jan@voorbeeld.nl verwijderen" }),
    );
    await clickWhenItTakesAPointer(
      user,
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Toegang intrekken",
      }),
    );
    expect(props.onRemove).toHaveBeenCalledExactlyOnceWith("jan@voorbeeld.nl");
  });

  it("has a required e-mail field of type email and keeps save disabled until it is filled", async () => {
    const user = userEvent.setup();
    await renderAccess();
    const form = screen.getByRole("form", { name: "Persoon toevoegen" });
    const email = within(form).getByRole("textbox", { name: /E-mailadres/ });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    const save = within(form).getByRole("button", { name: "Toegang opslaan" });
    expect(save).toBeDisabled();
    await user.type(email, "   ");
    expect(save).toBeDisabled();
    await user.clear(email);
    await user.type(email, "piet@voorbeeld.nl");
    expect(save).toBeEnabled();
    await user.clear(email);
    expect(save).toBeDisabled();
  });

  it("offers exactly one level, Bekijk by default", async () => {
    const user = userEvent.setup();
    await renderAccess();
    const group = screen.getByRole("radiogroup", { name: "Toegangsniveau" });
    const view = within(group).getByRole("radio", { name: "Bekijk" });
    const manage = within(group).getByRole("radio", { name: "Beheer" });
    expect(view).toBeChecked();
    expect(manage).not.toBeChecked();
    await user.click(manage);
    expect(manage).toBeChecked();
    expect(view).not.toBeChecked();
  });

  it("adds a person with the chosen level and clears the form", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    const email = screen.getByRole("textbox", { name: /E-mailadres/ });
    await user.type(email, "  piet@voorbeeld.nl ");
    await user.click(screen.getByRole("radio", { name: "Beheer" }));
    await user.click(screen.getByRole("button", { name: "Toegang opslaan" }));
    expect(props.onSave).toHaveBeenCalledExactlyOnceWith({
      username: "piet@voorbeeld.nl",
      level: "manage",
    });
    await waitFor(() => {
      expect(email).toHaveValue("");
    });
    expect(screen.getByRole("radio", { name: "Bekijk" })).toBeChecked();
  });

  it("keeps the form when saving fails", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error("500")));
    await renderAccess({ onSave });
    const email = screen.getByRole("textbox", { name: /E-mailadres/ });
    await user.type(email, "piet@voorbeeld.nl");
    await user.click(screen.getByRole("button", { name: "Toegang opslaan" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Toegang opslaan" })).toBeEnabled();
    });
    expect(email).toHaveValue("piet@voorbeeld.nl");
  });

  it("rejects an invalid e-mail with a Dutch message", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    const email = screen.getByRole("textbox", { name: /E-mailadres/ });
    await user.type(email, "piet");
    await user.click(screen.getByRole("button", { name: "Toegang opslaan" }));
    expect(props.onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Vul een geldig e-mailadres in.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
  });

  it("rejects a person who already has access", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), "JAN@voorbeeld.nl");
    await user.click(screen.getByRole("button", { name: "Toegang opslaan" }));
    expect(props.onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Deze persoon heeft al toegang.")).toBeInTheDocument();
  });

  it("adds with the keyboard alone", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess();
    screen.getByRole("textbox", { name: /E-mailadres/ }).focus();
    await user.keyboard("piet@voorbeeld.nl");
    await user.tab();
    expect(screen.getByRole("radio", { name: "Bekijk" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Beheer" })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("button", { name: "Toegang opslaan" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(props.onSave).toHaveBeenCalledExactlyOnceWith({
      username: "piet@voorbeeld.nl",
      level: "manage",
    });
  });

  it("shows a loading state", async () => {
    await renderAccess({ status: "loading", rows: [] });
    expect(screen.getByRole("status")).toHaveTextContent("Personen met toegang worden geladen...");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("shows the error of the spec with a retry", async () => {
    const user = userEvent.setup();
    const { props } = await renderAccess({ status: "error", rows: [] });
    expect(
      screen.getByText("Er is een fout opgetreden bij het ophalen van de personen met toegang"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it("says when nobody else has access", async () => {
    await renderAccess({ rows: [{ username: me, level: "manage" }] });
    expect(
      screen.getByText("Nog niemand anders heeft toegang tot deze pagina."),
    ).toBeInTheDocument();
  });

  it("closes with Sluiten", async () => {
    const user = userEvent.setup();
    const { props, dialog } = await renderAccess();
    await user.click(within(dialog).getByRole("button", { name: "Sluiten" }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["ready", {}],
    ["loading", { status: "loading" as const, rows: [] }],
    ["error", { status: "error" as const, rows: [] }],
  ])("has no axe violations (%s)", async (_label, overrides) => {
    await renderAccess(overrides);
    expect(await axeViolations()).toEqual([]);
  });
});
