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
          placeholder="dd-mm-jjjj"
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
  it("shows the format while empty, the typed form and the Dutch long date when set", () => {
    const { unmount } = render(<Harness initial={null} />);
    const empty = screen.getByRole("textbox", { name: "Geboortedatum" });
    expect(empty).toHaveValue("");
    expect(empty).toHaveAttribute("placeholder", "dd-mm-jjjj");
    expect(empty).toHaveAccessibleDescription(/Typ de datum als dd-mm-jjjj/);
    unmount();
    render(<Harness initial={new Date(1941, 2, 3)} />);
    const set = screen.getByRole("textbox", { name: "Geboortedatum" });
    expect(set).toHaveValue("03-03-1941");
    expect(set).toHaveAccessibleDescription("3 maart 1941");
    expect(
      screen.getByRole("button", { name: "Geboortedatum kiezen in de kalender" }),
    ).toBeInTheDocument();
  });

  it("takes a typed date with -, / or . and one or two digits", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Geboortedatum" });
    await user.type(input, "12-3-1938");
    expect(onChange).toHaveBeenLastCalledWith(new Date(1938, 2, 12));
    expect(input).toHaveValue("12-3-1938");
    await user.tab();
    expect(input).toHaveValue("12-03-1938");
    expect(input).toHaveAccessibleDescription("12 maart 1938");
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, "1/4/1940");
    expect(onChange).toHaveBeenLastCalledWith(new Date(1940, 3, 1));
    await user.clear(input);
    await user.type(input, "02.11.1950");
    expect(onChange).toHaveBeenLastCalledWith(new Date(1950, 10, 2));
  });

  it("says when a typed date does not exist, keeps the text and reports nothing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Geboortedatum" });
    await user.type(input, "31-02-1990");
    expect(screen.getByRole("alert")).toHaveTextContent("Deze datum bestaat niet");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Deze datum bestaat niet/);
    expect(input).toHaveValue("31-02-1990");
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveValue("31-02-1990");
    await user.clear(input);
    await user.type(input, "28-02-1990");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(onChange).toHaveBeenLastCalledWith(new Date(1990, 1, 28));
  });

  it("says when a date lies outside 1900 to 2099", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "Geboortedatum" }), "31-12-1899");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Vul een datum in tussen 1 januari 1900 en 31 december 2099.",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says an incomplete date only once the field is left, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={new Date(1941, 2, 3)} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Geboortedatum" });
    await user.clear(input);
    onChange.mockClear();
    await user.type(input, "12-3-38");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Vul de datum volledig in als dd-mm-jjjj, bijvoorbeeld 12-03-1938.",
    );
    expect(input).toHaveValue("12-3-38");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows its label as the form's other labels, or muted where the form's labels are", () => {
    const labelled = (labelColor?: "fg" | "fg.muted") => {
      const { unmount } = render(
        <MemorialUiProvider>
          <DateField
            label="Datum"
            placeholder="dd-mm-jjjj"
            value={null}
            onChange={vi.fn()}
            showLabel
            {...(labelColor === undefined ? {} : { labelColor })}
          />
        </MemorialUiProvider>,
      );
      const color = getComputedStyle(screen.getByText("Datum", { selector: "label" })).color;
      unmount();
      return color;
    };
    expect(labelled()).toBe("var(--chakra-colors-fg)");
    expect(labelled("fg.muted")).toBe("var(--chakra-colors-fg-muted)");
  });

  it("shows an error of the form around it", () => {
    render(
      <MemorialUiProvider>
        <DateField
          label="Overlijdensdatum"
          placeholder="dd-mm-jjjj"
          value={new Date(1930, 0, 1)}
          onChange={vi.fn()}
          error="De datum van overlijden ligt vóór de geboortedatum."
        />
      </MemorialUiProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Overlijdensdatum" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/ligt vóór de geboortedatum/);
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
    expect(screen.getByRole("textbox", { name: "Geboortedatum" })).toHaveValue("15-03-1941");
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
    expect(screen.getByRole("textbox", { name: "Geboortedatum" })).toHaveValue("");
  });

  it("picks a day with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={new Date(1941, 2, 3)} onChange={onChange} />);
    await user.tab();
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
    expect(screen.getByRole("textbox", { name: "Geboortedatum" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: /Geboortedatum/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("grid");
    const result = await act(() => axe.run(container));
    expect(result.violations).toEqual([]);
  });
});
