import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithUi } from "../dialogs/test-helpers.js";
import { AccessDialog, type AccessDialogProps, type AccessListRow } from "./access-dialog.js";
import { OwnershipPanel, type OwnershipPanelProps } from "./ownership-panel.js";

const owner = "anna@voorbeeld.nl";
const manager = "bart@voorbeeld.nl";
const rows: AccessListRow[] = [
  { username: owner, level: "manage", owner: true },
  { username: manager, level: "manage" },
  { username: "carla@voorbeeld.nl", level: "manage" },
  { username: "jan@voorbeeld.nl", level: "view" },
];

function panel(me: string, overrides: Partial<OwnershipPanelProps> = {}): OwnershipPanelProps {
  return {
    ownership: { owner, successor: null, handoverTo: null },
    currentUserEmail: me,
    otherManagers: [manager, "carla@voorbeeld.nl"],
    onHandOver: vi.fn(() => Promise.resolve()),
    onCancelHandover: vi.fn(() => Promise.resolve()),
    onSuccessorChange: vi.fn(() => Promise.resolve()),
    onLeave: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

async function renderAccess(me: string, panelProps: OwnershipPanelProps) {
  const props: AccessDialogProps = {
    open: true,
    onClose: vi.fn(),
    status: "ready",
    rows,
    currentUserEmail: me,
    onSave: vi.fn(),
    onRemove: vi.fn(),
    ownership: <OwnershipPanel {...panelProps} />,
  };
  renderWithUi(<AccessDialog {...props} />);
  return screen.findByRole("dialog", { name: "Toegang beheren" });
}

function rowOf(email: string): HTMLElement {
  const row = screen.getByRole("cell", { name: new RegExp(email) }).closest("tr");
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

describe("the owner in 'Toegang beheren'", () => {
  it("shows a manager who is not the owner who the owner is, and locks the managers' rows", async () => {
    const props = panel(manager);
    await renderAccess(manager, props);
    expect(within(rowOf(owner)).getAllByText("Eigenaar").length).toBeGreaterThan(0);
    expect(within(rowOf(owner)).queryByRole("button")).toBeNull();
    // Another manager: no level to change, no removal; a viewer can still be changed.
    expect(within(rowOf("carla@voorbeeld.nl")).queryByRole("combobox")).toBeNull();
    expect(within(rowOf("carla@voorbeeld.nl")).queryByRole("button")).toBeNull();
    expect(within(rowOf("jan@voorbeeld.nl")).getByRole("combobox")).toBeEnabled();
    expect(
      screen.getByText("Alleen de eigenaar kan beheerders verwijderen of hun toegang wijzigen."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Eigenaar overdragen" })).toBeNull();
    expect(screen.getByText(/anna@voorbeeld.nl is de eigenaar/)).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pagina verlaten" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Pagina verlaten" });
    await user.click(within(confirm).getByRole("button", { name: "Pagina verlaten" }));
    await waitFor(() => {
      expect(props.onLeave).toHaveBeenCalledTimes(1);
    });
  });

  it("lets the owner hand over to a chosen manager, and says why leaving is not possible", async () => {
    const props = panel(owner);
    await renderAccess(owner, props);
    expect(within(rowOf("carla@voorbeeld.nl")).getByRole("combobox")).toBeEnabled();
    const leave = screen.getByRole("button", { name: "Pagina verlaten" });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      "Als eigenaar kunt u de pagina niet verlaten. Draag de pagina eerst over aan een andere beheerder.",
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Eigenaar overdragen" }));
    const dialog = await screen.findByRole("dialog", { name: "Eigenaar overdragen" });
    await user.click(within(dialog).getByRole("button", { name: "Verzoek versturen" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Kies een beheerder.");
    expect(props.onHandOver).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("radio", { name: manager }));
    await user.click(within(dialog).getByRole("button", { name: "Verzoek versturen" }));
    await waitFor(() => {
      expect(props.onHandOver).toHaveBeenCalledWith(manager);
    });
  });

  it("shows the owner the waiting request with 'Verzoek intrekken', and names a successor", async () => {
    const props = panel(owner, { ownership: { owner, successor: null, handoverTo: manager } });
    await renderAccess(owner, props);
    expect(screen.getByText(/U heeft bart@voorbeeld.nl gevraagd eigenaar te worden/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Verzoek intrekken" }));
    await waitFor(() => {
      expect(props.onCancelHandover).toHaveBeenCalledTimes(1);
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Opvolger" }), manager);
    await waitFor(() => {
      expect(props.onSuccessorChange).toHaveBeenCalledWith(manager);
    });
  });
});
