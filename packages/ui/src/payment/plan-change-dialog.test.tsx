import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { PlanChangeDialog, type PlanChangeDialogProps } from "./plan-change-dialog.js";

const NOW = new Date("2030-06-01T12:00:00.000Z");

function renderDialog(overrides: Partial<PlanChangeDialogProps> = {}) {
  const props: PlanChangeDialogProps = {
    change: "extend",
    onClose: vi.fn(),
    plan: "bronze",
    planEndsAt: "2033-03-04T10:00:00.000Z",
    now: NOW,
    onExtend: vi.fn(),
    onUpgrade: vi.fn(),
    ...overrides,
  };
  renderWithUi(<PlanChangeDialog {...props} />);
  return props;
}

function priceRow(label: string): string {
  const row = screen.getByRole("rowheader", { name: label }).closest("tr");
  if (row === null) throw new Error(`no row ${label}`);
  return within(row).getByRole("cell").textContent;
}

describe("PlanChangeDialog: Verlengen", () => {
  it("shows the end, the new end and the price with VAT for the chosen years", async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Pagina verlengen" });
    expect(dialog).toHaveTextContent("Uw pakket BRONS loopt tot 4 maart 2033.");
    expect(dialog).toHaveTextContent("Daarna loopt de pagina tot 4 maart 2043.");
    expect(priceRow("Totaal")).toBe("€ 200,00");
    expect(dialog).toHaveTextContent("nooit vanzelf verlengd");
    await user.selectOptions(screen.getByRole("combobox", { name: "Verlengen met" }), "5");
    expect(dialog).toHaveTextContent("Daarna loopt de pagina tot 4 maart 2038.");
    expect(priceRow("Totaal")).toBe("€ 100,00");
    expect(priceRow("Btw (21%)")).toBe("€ 17,36");
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(props.onExtend).toHaveBeenCalledWith(5);
    expect(await axeViolations()).toEqual([]);
  });

  it("counts from today once the period has ended", async () => {
    renderDialog({ planEndsAt: "2030-01-02T10:00:00.000Z", plan: "silver" });
    const dialog = await screen.findByRole("dialog", { name: "Pagina verlengen" });
    expect(dialog).toHaveTextContent("Uw pakket ZILVER is afgelopen op 2 januari 2030.");
    expect(dialog).toHaveTextContent("Daarna loopt de pagina tot 1 juni 2040.");
    expect(priceRow("Totaal")).toBe("€ 300,00");
  });

  it("shows the payment error and keeps the choice when starting fails", async () => {
    const user = userEvent.setup();
    renderDialog({ onExtend: () => Promise.reject(new Error("offline")) });
    await screen.findByRole("dialog", { name: "Pagina verlengen" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Verlengen met" }), "15");
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(
      await screen.findByText("Er is een fout opgetreden bij het initiëren van de betaling"),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Verlengen met" })).toHaveValue("15");
  });
});

describe("PlanChangeDialog: Overstappen naar Zilver", () => {
  it("charges the difference for the years that remain", async () => {
    const user = userEvent.setup();
    const props = renderDialog({ change: "upgrade" });
    const dialog = await screen.findByRole("dialog", { name: "Overstappen naar Zilver" });
    expect(dialog).toHaveTextContent(
      "U betaalt het verschil van € 10,00 per jaar voor de 3 jaar dat uw pakket nog loopt (tot 4 maart 2033).",
    );
    expect(priceRow("Totaal")).toBe("€ 30,00");
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(props.onUpgrade).toHaveBeenCalledOnce();
  });

  it("offers no payment once the period has ended", async () => {
    renderDialog({ change: "upgrade", planEndsAt: "2030-01-02T10:00:00.000Z" });
    await screen.findByRole("dialog", { name: "Overstappen naar Zilver" });
    expect(screen.getByRole("button", { name: "Betalen" })).toBeDisabled();
  });
});
