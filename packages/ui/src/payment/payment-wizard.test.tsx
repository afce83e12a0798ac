import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlanId } from "@memorial/domain";
import { useState } from "react";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { PaymentWizard, type PaymentWizardProps } from "./payment-wizard.js";

async function renderWizard(overrides: Partial<PaymentWizardProps> = {}) {
  const props: PaymentWizardProps = {
    open: true,
    onClose: vi.fn(),
    availablePlans: ["bronze", "silver"],
    onPay: vi.fn(),
    ...overrides,
  };
  renderWithUi(<PaymentWizard {...props} />);
  const dialog = await screen.findByRole("dialog", { name: "Selecteer het gewenste pakket" });
  return { props, dialog };
}

function priceRow(label: string): string {
  const header = screen.getByRole("rowheader", { name: label });
  const row = header.closest("tr");
  if (row === null) {
    throw new Error(`no row ${label}`);
  }
  return within(row).getByRole("cell").textContent;
}

async function goToPrices(user: ReturnType<typeof userEvent.setup>, plan: RegExp) {
  await user.click(screen.getByRole("radio", { name: plan }));
  await user.click(screen.getByRole("button", { name: "Volgende" }));
  await screen.findByRole("combobox", { name: "Looptijd" });
}

describe("PaymentWizard", () => {
  it("shows both plan cards with label, price and features", async () => {
    await renderWizard();
    const bronze = screen.getByRole("radio", { name: /BRONS/ });
    const silver = screen.getByRole("radio", { name: /ZILVER/ });
    const bronzeCard = bronze.closest("label");
    const silverCard = silver.closest("label");
    expect(bronzeCard).toHaveTextContent("€ 20,00 per jaar");
    expect(silverCard).toHaveTextContent("€ 30,00 per jaar");
    // The whole price for the preselected 10 years, before the first 'Volgende'.
    expect(bronzeCard).toHaveTextContent("€ 200,00 voor 10 jaar, inclusief btw");
    expect(silverCard).toHaveTextContent("€ 300,00 voor 10 jaar, inclusief btw");
    for (const feature of ["2 GB opslag", "Teksten", "Foto's"]) {
      expect(within(bronzeCard!).getByText(feature)).toBeInTheDocument();
    }
    for (const feature of [
      "Alles in brons",
      "5 GB opslag (3 GB meer)",
      "Video's",
      "Audio fragmenten",
    ]) {
      expect(within(silverCard!).getByText(feature)).toBeInTheDocument();
    }
    // The storage in plain words, next to the GB.
    expect(
      within(bronzeCard!).getByText("Ruimte voor ongeveer 600 foto's van uw telefoon."),
    ).toBeInTheDocument();
    expect(
      within(silverCard!).getByText(
        "Ruimte voor ongeveer 1.700 foto's, of 50 minuten video van uw telefoon.",
      ),
    ).toBeInTheDocument();
  });

  it("enables Volgende only once a plan is chosen", async () => {
    const user = userEvent.setup();
    await renderWizard();
    const next = screen.getByRole("button", { name: "Volgende" });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /BRONS/ }));
    expect(screen.getByRole("radio", { name: /BRONS/ })).toBeChecked();
    expect(next).toBeEnabled();
  });

  it("disables the plan cards that are not available", async () => {
    const user = userEvent.setup();
    await renderWizard({ availablePlans: ["silver"] });
    const bronze = screen.getByRole("radio", { name: /BRONS/ });
    expect(bronze).toBeDisabled();
    expect(screen.getByRole("radio", { name: /ZILVER/ })).toBeEnabled();
    expect(
      screen.getByText("Niet beschikbaar: deze pagina bevat video of audio."),
    ).toBeInTheDocument();
    await user.click(bronze.closest("label")!);
    expect(bronze).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Volgende" })).toBeDisabled();
  });

  it("disables every card and explains when nothing can be activated", async () => {
    await renderWizard({ availablePlans: [] });
    expect(screen.getByRole("radio", { name: /BRONS/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /ZILVER/ })).toBeDisabled();
    expect(
      screen.getByText("Deze pagina heeft al een pakket; er is niets te activeren."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/deze pagina bevat video of audio/)).not.toBeInTheDocument();
  });

  it("shows the price table for 10 years by default", async () => {
    const user = userEvent.setup();
    await renderWizard();
    await goToPrices(user, /BRONS/);
    const years = screen.getByRole("combobox", { name: "Looptijd" });
    expect(years).toHaveValue("10");
    expect(
      within(years)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["5 jaar", "10 jaar", "15 jaar", "20 jaar"]);
    expect(screen.getByText("Gekozen pakket: BRONS (€ 20,00 per jaar)")).toBeInTheDocument();
    expect(priceRow("Totaal excl. btw")).toBe("€ 165,29");
    expect(priceRow("Btw (21%)")).toBe("€ 34,71");
    expect(priceRow("Totaal")).toBe("€ 200,00");
  });

  it.each([
    ["5", "€ 123,97", "€ 26,03", "€ 150,00"],
    ["15", "€ 371,90", "€ 78,10", "€ 450,00"],
    ["20", "€ 495,87", "€ 104,13", "€ 600,00"],
  ])("recomputes silver for %s years", async (years, excluding, vat, total) => {
    const user = userEvent.setup();
    await renderWizard();
    await goToPrices(user, /ZILVER/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Looptijd" }), years);
    expect(priceRow("Totaal excl. btw")).toBe(excluding);
    expect(priceRow("Btw (21%)")).toBe(vat);
    expect(priceRow("Totaal")).toBe(total);
  });

  it("falls back to 10 years when the selector yields something that is not a term", async () => {
    const user = userEvent.setup();
    await renderWizard();
    await goToPrices(user, /BRONS/);
    const years = screen.getByRole("combobox", { name: "Looptijd" });
    await user.selectOptions(years, "20");
    expect(priceRow("Totaal")).toBe("€ 400,00");
    fireEvent.change(years, { target: { value: "twintig" } });
    expect(years).toHaveValue("10");
    expect(priceRow("Totaal")).toBe("€ 200,00");
  });

  it("goes back to the plan cards with the choice kept", async () => {
    const user = userEvent.setup();
    await renderWizard();
    await goToPrices(user, /ZILVER/);
    await user.click(screen.getByRole("button", { name: "Terug" }));
    expect(screen.getByRole("radio", { name: /ZILVER/ })).toBeChecked();
    await waitFor(() => {
      expect(screen.getByRole("radio", { name: /ZILVER/ })).toHaveFocus();
    });
    expect(screen.getByRole("button", { name: "Volgende" })).toBeEnabled();
  });

  it("pays with the chosen plan and years", async () => {
    const user = userEvent.setup();
    const { props } = await renderWizard();
    await goToPrices(user, /ZILVER/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Looptijd" }), "15");
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(props.onPay).toHaveBeenCalledExactlyOnceWith({ plan: "silver", yearsUpfront: 15 });
  });

  it("pays 10 years when the years are left alone", async () => {
    const user = userEvent.setup();
    const { props } = await renderWizard();
    await goToPrices(user, /BRONS/);
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(props.onPay).toHaveBeenCalledExactlyOnceWith({ plan: "bronze", yearsUpfront: 10 });
  });

  it("shows the payment error of the spec when starting the payment fails", async () => {
    const user = userEvent.setup();
    await renderWizard({ onPay: () => Promise.reject(new Error("500")) });
    await goToPrices(user, /BRONS/);
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    expect(
      await screen.findByText("Er is een fout opgetreden bij het initiëren van de betaling"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Betalen" })).toBeEnabled();
  });

  it("cannot be dismissed while redirecting to the payment page", async () => {
    const user = userEvent.setup();
    const { props } = await renderWizard({ onPay: () => new Promise<void>(() => undefined) });
    await goToPrices(user, /BRONS/);
    await user.click(screen.getByRole("button", { name: "Betalen" }));
    await waitFor(() => {
      expect(screen.getByRole("button", { name: /Betalen|Bezig met doorsturen/ })).toBeDisabled();
    });
    expect(screen.getByRole("button", { name: "Terug" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it("starts over after closing", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      const plans: PlanId[] = ["bronze", "silver"];
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            Pagina activeren
          </button>
          <PaymentWizard
            open={open}
            availablePlans={plans}
            onPay={vi.fn()}
            onClose={() => {
              setOpen(false);
            }}
          />
        </>
      );
    }
    renderWithUi(<Harness />);
    await screen.findByRole("dialog");
    await goToPrices(user, /ZILVER/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Looptijd" }), "20");
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole("button", { name: "Pagina activeren" }));
    await screen.findByRole("dialog");
    expect(screen.getByRole("radio", { name: /ZILVER/ })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Volgende" })).toBeDisabled();
    await goToPrices(user, /ZILVER/);
    expect(screen.getByRole("combobox", { name: "Looptijd" })).toHaveValue("10");
  });

  it("works with the keyboard alone", async () => {
    const user = userEvent.setup();
    const { props } = await renderWizard({ availablePlans: ["silver"] });
    await waitFor(() => {
      expect(screen.getByRole("radio", { name: /ZILVER/ })).toHaveFocus();
    });
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: /ZILVER/ })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("button", { name: "Volgende" })).toHaveFocus();
    await user.keyboard("{Enter}");
    const years = await screen.findByRole("combobox", { name: "Looptijd" });
    await waitFor(() => {
      expect(years).toHaveFocus();
    });
    await user.selectOptions(years, "5");
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Betalen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(props.onPay).toHaveBeenCalledExactlyOnceWith({ plan: "silver", yearsUpfront: 5 });
  });

  it("has no axe violations on either step", async () => {
    const user = userEvent.setup();
    await renderWizard({ availablePlans: ["silver"] });
    expect(await axeViolations()).toEqual([]);
    await goToPrices(user, /ZILVER/);
    expect(await axeViolations()).toEqual([]);
  });
});
