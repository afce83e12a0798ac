import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { MemorialUiProvider } from "../provider.js";
import { DateField } from "./date-field.js";

function Harness({
  initial,
  onChange,
}: {
  initial: Date | null;
  onChange?: (d: Date | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MemorialUiProvider>
      <main>
        <DateField
          label="Geboortedatum"
          placeholder="[Geboortedatum]"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
        />
      </main>
    </MemorialUiProvider>
  );
}

describe("DateField", () => {
  it("shows the placeholder while empty and the Dutch long date when set", () => {
    const { unmount } = render(<Harness initial={null} />);
    expect(screen.getByRole("button", { name: /Geboortedatum/ })).toHaveTextContent(
      "[Geboortedatum]",
    );
    unmount();
    render(<Harness initial={new Date(1941, 2, 3)} />);
    expect(screen.getByRole("button", { name: "Geboortedatum: 3 maart 1941" })).toHaveTextContent(
      "3 maart 1941",
    );
  });

  it("opens a Dutch calendar starting on Monday with month and year dropdowns in range", async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(1941, 2, 3)} />);
    await user.click(screen.getByRole("button", { name: /Geboortedatum/ }));
    const grid = await screen.findByRole("grid");
    const weekdays = grid.querySelectorAll("thead th");
    expect(weekdays[0]).toHaveAttribute("aria-label", "maandag");
    expect(weekdays[6]).toHaveAttribute("aria-label", "zondag");
    const years = screen.getByRole("combobox", { name: "Kies het jaar" });
    const yearOptions = within(years).getAllByRole("option");
    expect(yearOptions[0]).toHaveTextContent("1900");
    expect(yearOptions.at(-1)).toHaveTextContent("2099");
    expect(screen.getByRole("combobox", { name: "Kies de maand" })).toHaveDisplayValue(/maart/i);
  });

  it("chooses a day with the keyboard-usable calendar and reports the date", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={new Date(1941, 2, 3)} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /Geboortedatum/ }));
    await screen.findByRole("grid");
    await user.click(screen.getByRole("button", { name: /15 maart 1941/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(1941, 2, 15));
    expect(
      screen.getByRole("button", { name: "Geboortedatum: 15 maart 1941" }),
    ).toBeInTheDocument();
  });

  it("changes the year through the dropdown", async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(1941, 2, 3)} />);
    await user.click(screen.getByRole("button", { name: /Geboortedatum/ }));
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Kies het jaar" }),
      "1900",
    );
    expect(screen.getByRole("grid")).toHaveAccessibleName(/maart 1900/);
  });

  it("clears the date", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={new Date(1941, 2, 3)} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /Geboortedatum/ }));
    await user.click(await screen.findByRole("button", { name: "Datum wissen" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole("button", { name: /Geboortedatum/ })).toHaveTextContent(
      "[Geboortedatum]",
    );
  });

  it("picks a day with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={new Date(1941, 2, 3)} onChange={onChange} />);
    await user.tab();
    await user.keyboard("{Enter}");
    const grid = await screen.findByRole("grid");
    const selectedDay = within(grid).getByRole("button", { name: /^maandag 3 maart 1941/ });
    for (let step = 0; step < 8 && document.activeElement !== selectedDay; step += 1) {
      await user.tab();
    }
    expect(selectedDay).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenCalledWith(new Date(1941, 2, 11));
  });

  it("opens with the keyboard and has no accessibility violations", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={new Date(1941, 2, 3)} />);
    await user.tab();
    expect(screen.getByRole("button", { name: /Geboortedatum/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("grid");
    const result = await act(() => axe.run(container));
    expect(result.violations).toEqual([]);
  });
});
