import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { MemorialUiProvider } from "../provider.js";
import { PageHeader } from "../page/page-header.js";
import { PageHeaderEditor, type PageHeaderEditorProps } from "./page-header-editor.js";

function renderEditor(overrides: Partial<PageHeaderEditorProps> = {}) {
  const props: PageHeaderEditorProps = {
    name: "Johanna de Vries",
    dateOfBirth: new Date(1941, 2, 3),
    dateOfDeath: null,
    profilePicture: "/foto.jpg",
    onNameChange: vi.fn(),
    onDateOfBirthChange: vi.fn(),
    onDateOfDeathChange: vi.fn(),
    onPictureSelected: vi.fn(),
    onPictureRejected: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MemorialUiProvider>
      <main>
        <PageHeaderEditor {...props} />
      </main>
    </MemorialUiProvider>,
  );
  return { ...view, props };
}

const pictureInput = () => screen.getByTestId<HTMLInputElement>("profile-picture-input");

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

describe("PageHeader (view)", () => {
  it("shows the round picture, the name and Dutch dates", () => {
    render(
      <MemorialUiProvider>
        <PageHeader
          name="Johanna de Vries"
          dateOfBirth={new Date(1941, 2, 3)}
          dateOfDeath={new Date(2020, 0, 12)}
          profilePicture="/foto.jpg"
        />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("img", { name: "Portret van Johanna de Vries" })).toHaveAttribute(
      "src",
      "/foto.jpg?w=480",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Johanna de Vries" })).toBeInTheDocument();
    expect(screen.getByText("3 maart 1941")).toHaveAttribute("datetime", "1941-03-03");
    expect(screen.getByText("12 januari 2020")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a silhouette, never initials, without a picture and has no accessibility violations", async () => {
    const { container } = render(
      <MemorialUiProvider>
        <main>
          <PageHeader
            name="Johanna de Vries"
            dateOfBirth={new Date(1941, 2, 3)}
            dateOfDeath={null}
            profilePicture={null}
          />
        </main>
      </MemorialUiProvider>,
    );
    expect(screen.queryByText("JD")).not.toBeInTheDocument();
    expect(screen.getByTestId("portrait-silhouette")).toBeInTheDocument();
    expect(screen.getByText("3 maart 1941")).toBeInTheDocument();
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});

describe("PageHeaderEditor", () => {
  it("edits the name in a labelled input; the dates are labelled fields", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [name, setName] = useState("");
      return (
        <MemorialUiProvider>
          <PageHeaderEditor
            name={name}
            dateOfBirth={null}
            dateOfDeath={null}
            profilePicture={null}
            onNameChange={setName}
            onDateOfBirthChange={vi.fn()}
            onDateOfDeathChange={vi.fn()}
            onPictureSelected={vi.fn()}
          />
        </MemorialUiProvider>
      );
    }
    render(<Harness />);
    const input = screen.getByRole("textbox", { name: "Naam" });
    expect(input).toHaveAttribute("placeholder", "Voor- en achternaam");
    // The labels are visible text, not bracketed placeholders.
    expect(screen.getByText("Naam")).toBeVisible();
    expect(screen.getByText("Geboortedatum")).toBeVisible();
    expect(screen.getByText("Overlijdensdatum")).toBeVisible();
    await user.type(input, "Piet");
    expect(input).toHaveValue("Piet");
    expect(screen.getByRole("textbox", { name: "Geboortedatum" })).toHaveAttribute(
      "placeholder",
      "dd-mm-jjjj",
    );
    expect(screen.getByRole("textbox", { name: "Overlijdensdatum" })).toHaveAttribute(
      "placeholder",
      "dd-mm-jjjj",
    );
    expect(document.body.textContent).not.toMatch(/\[(Naam|Geboortedatum|Overlijdensdatum)\]/);
  });

  it("opens the file chooser on click; one file of type jpeg or png", async () => {
    const user = userEvent.setup();
    renderEditor();
    const input = pictureInput();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png");
    expect(input).not.toHaveAttribute("multiple");
    const click = vi.spyOn(input, "click");
    await user.click(screen.getByRole("button", { name: "Profielfoto wijzigen" }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("takes only the first file and resets the input", () => {
    const { props } = renderEditor();
    const first = new File(["a"], "eerste.jpg", { type: "image/jpeg" });
    const second = new File(["b"], "tweede.png", { type: "image/png" });
    const input = pictureInput();
    const valueSetter = vi.spyOn(input, "value", "set");
    choose(input, [first, second]);
    expect(props.onPictureSelected).toHaveBeenCalledTimes(1);
    expect(props.onPictureSelected).toHaveBeenCalledWith(first);
    expect(valueSetter).toHaveBeenCalledWith("");
  });

  it("rejects other file types with a Dutch message", () => {
    const { props } = renderEditor();
    choose(pictureInput(), [new File(["x"], "foto.gif", { type: "image/gif" })]);
    expect(props.onPictureSelected).not.toHaveBeenCalled();
    expect(props.onPictureRejected).toHaveBeenCalledWith(
      "Kies een JPEG- of PNG-afbeelding als profielfoto.",
    );
  });

  it("shows a spinner with progress while uploading and ignores clicks", async () => {
    const user = userEvent.setup();
    renderEditor({ pictureUploading: true, pictureProgress: 42 });
    const button = screen.getByRole("button", { name: "Profielfoto wijzigen" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("42%")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Profielfoto wordt geüpload: 42%");
    const click = vi.spyOn(pictureInput(), "click");
    await user.click(button);
    expect(click).not.toHaveBeenCalled();
  });

  it("works by keyboard and has no accessibility violations", async () => {
    const user = userEvent.setup();
    const { container } = renderEditor();
    const click = vi.spyOn(pictureInput(), "click");
    await user.tab();
    expect(screen.getByRole("button", { name: "Profielfoto wijzigen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Naam" })).toHaveFocus();
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });

  it("says under the death date when it lies before the birth, and nothing otherwise", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [death, setDeath] = useState<Date | null>(null);
      return (
        <MemorialUiProvider>
          <main>
            <PageHeaderEditor
              name="Johanna de Vries"
              dateOfBirth={new Date(1941, 2, 3)}
              dateOfDeath={death}
              profilePicture={null}
              onNameChange={vi.fn()}
              onDateOfBirthChange={vi.fn()}
              onDateOfDeathChange={setDeath}
              onPictureSelected={vi.fn()}
            />
          </main>
        </MemorialUiProvider>
      );
    }
    const { container } = render(<Harness />);
    const death = screen.getByRole("textbox", { name: "Overlijdensdatum" });
    await user.type(death, "2-3-1941");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "De datum van overlijden ligt vóór de geboortedatum.",
    );
    expect(death).toHaveAttribute("aria-invalid", "true");
    expect(death).toHaveAccessibleDescription(/ligt vóór de geboortedatum/);
    expect(death).toHaveValue("2-3-1941");
    expect((await act(() => axe.run(container))).violations).toEqual([]);
    await user.clear(death);
    await user.type(death, "4-3-1941");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(death).not.toHaveAttribute("aria-invalid");
  });
});
