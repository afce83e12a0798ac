import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemorialUiProvider } from "../provider.js";
import { GatheringEditor, type GatheringDraft } from "./gathering-editor.js";

const EMPTY: GatheringDraft = { kind: "afscheidsdienst", date: "", startTime: "", venue: "" };

function Harness({ showAllProblems }: { showAllProblems: boolean }) {
  const [value, setValue] = useState(EMPTY);
  return (
    <MemorialUiProvider>
      <GatheringEditor
        value={value}
        onChange={(change) => {
          setValue(change);
        }}
        showAllProblems={showAllProblems}
      />
    </MemorialUiProvider>
  );
}

describe("GatheringEditor", () => {
  it("marks nothing in a new gathering before a field is left or saving is tried", () => {
    render(<Harness showAllProblems={false} />);
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Datum" })).not.toHaveAttribute("aria-invalid");
  });

  it("once saving was tried, says under each required field what it needs, the day too", async () => {
    const { rerender } = render(<Harness showAllProblems={false} />);
    rerender(<Harness showAllProblems />);

    const date = screen.getByRole("textbox", { name: "Datum" });
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription(/Kies de datum van de bijeenkomst\./);
    expect(screen.getByText("Vul de begintijd in, bijvoorbeeld 14:00.")).toBeVisible();
    expect(screen.getByText("Vul de naam van de locatie in.")).toBeVisible();

    // A day typed the Dutch way takes the mark away.
    await userEvent.type(date, "27-11-2027");
    await userEvent.tab();
    expect(date).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Kies de datum van de bijeenkomst.")).toBeNull();
  });
});
