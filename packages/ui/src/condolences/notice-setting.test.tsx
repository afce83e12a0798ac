import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { CondolenceNoticeSetting, RemembranceSetting } from "./notice-setting.js";

describe("CondolenceNoticeSetting", () => {
  it("shows the manager's choice and saves another one", async () => {
    const onChange = vi.fn(() => Promise.resolve());
    renderWithUi(<CondolenceNoticeSetting notice="each" onChange={onChange} />);
    expect(screen.getByRole("radio", { name: /Een e-mail bij elk nieuw bericht/ })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: /Eén overzicht per dag/ }));
    expect(onChange).toHaveBeenCalledWith("daily");
    expect(screen.getByRole("radio", { name: /Eén overzicht per dag/ })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("puts the previous choice back and says so when saving fails", async () => {
    const onChange = vi.fn(() => Promise.reject(new Error("offline")));
    renderWithUi(
      <CondolenceNoticeSetting
        notice="each"
        onChange={onChange}
        describeError={() => "U bent offline."}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: /Geen e-mail/ }));
    expect(await screen.findByText("U bent offline.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Een e-mail bij elk nieuw bericht/ })).toBeChecked();
  });
});

describe("RemembranceSetting", () => {
  it("is a labelled checkbox that saves, and goes back when saving fails", async () => {
    const onChange = vi.fn((on: boolean) => (on ? Promise.resolve() : Promise.reject(new Error())));
    renderWithUi(
      <RemembranceSetting on={false} onChange={onChange} describeError={() => "Mislukt."} />,
    );
    const box = screen.getByRole("checkbox", { name: /sterfdag, de verjaardag en Allerzielen/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => {
      expect(box).toBeChecked();
    });
    await userEvent.click(box);
    expect(await screen.findByText("Mislukt.")).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: /sterfdag, de verjaardag en Allerzielen/ }),
    ).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });
});
