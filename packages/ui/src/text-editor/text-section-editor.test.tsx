import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { ALLOWED_TAGS } from "../rich-text/sanitize.js";
import { MemorialUiProvider } from "../provider.js";
import { TextSectionEditor } from "./text-section-editor.js";

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MemorialUiProvider>
      <main>
        <TextSectionEditor
          value={value}
          onChange={(html) => {
            setValue(html);
            onChange(html);
          }}
        />
      </main>
    </MemorialUiProvider>
  );
}

function paste(target: HTMLElement, html: string, text = "") {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", {
    value: {
      types: ["text/html", "text/plain"],
      files: [],
      getData: (type: string) => (type === "text/html" ? html : type === "text/plain" ? text : ""),
    },
  });
  act(() => {
    fireEvent(target, event);
  });
}

function tagsIn(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].map((element) =>
    element.tagName.toLowerCase(),
  );
}

function attributesIn(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name),
  );
}

describe("TextSectionEditor", () => {
  it("shows the placeholder while empty", () => {
    render(<Harness initial="" onChange={vi.fn()} />);
    expect(screen.getByText("Typ hier uw verhaal...")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Tekst van de sectie" })).toHaveAttribute(
      "aria-placeholder",
      "Typ hier uw verhaal...",
    );
  });

  it("follows the toolbar pattern: one tab stop, arrow keys move, state announced", async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Tekst</p>" onChange={vi.fn()} />);
    const select = screen.getByRole("radio", { name: "Gewone tekst" });
    const bold = screen.getByRole("button", { name: "Vet" });
    const italic = screen.getByRole("button", { name: "Cursief" });
    const underline = screen.getByRole("button", { name: "Onderstrepen" });
    // One tab stop: only the first control is in the tab order.
    expect(select).toHaveAttribute("tabindex", "0");
    for (const button of [bold, italic, underline]) {
      expect(button).toHaveAttribute("tabindex", "-1");
    }
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Kop 1" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(bold).toHaveFocus();
    expect(bold).toHaveAttribute("tabindex", "0");
    expect(select).toHaveAttribute("tabindex", "-1");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(underline).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(select).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(underline).toHaveFocus();
    await user.keyboard("{Home}");
    expect(select).toHaveFocus();
    await user.keyboard("{End}");
    expect(underline).toHaveFocus();
    // Tab leaves the toolbar for the text; Shift+Tab comes back to the last used control.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Tekst van de sectie" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(underline).toHaveFocus();
    // The pressed state is announced.
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(bold).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(bold).toHaveAttribute("aria-pressed", "true");
    });
  });

  it("has a toolbar with the block types in words and Dutch mark buttons", () => {
    render(<Harness initial="<p>Tekst</p>" onChange={vi.fn()} />);
    const toolbar = screen.getByRole("toolbar", { name: "Tekstopmaak" });
    const group = screen.getByRole("radiogroup", { name: "Teksttype" });
    expect(toolbar).toContainElement(group);
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.textContent),
    ).toEqual(["Gewone tekst", "Kop 1", "Kop 2", "Kop 3"]);
    expect(screen.getByRole("radio", { name: "Gewone tekst" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Kop 1" })).not.toBeChecked();
    for (const name of ["Vet", "Cursief", "Onderstrepen"]) {
      expect(screen.getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("turns the current block into a heading and applies marks", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Levensloop</p>" onChange={onChange} />);
    await user.click(screen.getByRole("textbox", { name: "Tekst van de sectie" }));
    await user.click(screen.getByRole("radio", { name: "Kop 2" }));
    expect(onChange).toHaveBeenLastCalledWith("<h2>Levensloop</h2>");
    expect(screen.getByRole("radio", { name: "Kop 2" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Gewone tekst" }));
    expect(onChange).toHaveBeenLastCalledWith("<p>Levensloop</p>");
  });

  it("toggles bold, italic and underline for new text", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    const textbox = screen.getByRole("textbox", { name: "Tekst van de sectie" });
    await user.click(textbox);
    await user.click(screen.getByRole("button", { name: "Vet" }));
    await user.click(screen.getByRole("button", { name: "Cursief" }));
    await user.click(screen.getByRole("button", { name: "Onderstrepen" }));
    await user.type(textbox, "Opa");
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith("<p><strong><em><u>Opa</u></em></strong></p>");
    });
    expect(screen.getByRole("button", { name: "Vet" })).toHaveAttribute("aria-pressed", "true");
  });

  it("reduces pasted HTML from Word and web pages to the allowed blocks and marks", () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    const textbox = screen.getByRole("textbox", { name: "Tekst van de sectie" });
    paste(
      textbox,
      `<html><head><style>p{color:red}</style><meta charset="utf-8"></head><body>
       <!--StartFragment--><h1 class="MsoTitle" style="color:red">Titel</h1>
       <h4>Kleine kop</h4>
       <p class="MsoNormal"><b>Vet</b> en <i>schuin</i> en <span style="text-decoration:underline">onder</span><o:p></o:p></p>
       <ul><li>punt een</li><li>punt twee</li></ul>
       <table><tr><td>cel</td></tr></table>
       <p><a href="javascript:alert(1)" onclick="alert(2)">link</a><img src=x onerror="alert(3)"><script>alert(4)</script></p>
       <div style="font-family:Comic Sans">blok</div><!--EndFragment--></body></html>`,
    );
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain("<h1>Titel</h1>");
    expect(html).toContain("<strong>Vet</strong>");
    expect(html).toContain("<em>schuin</em>");
    expect(html).toContain("<u>onder</u>");
    expect(html).toContain("Kleine kop");
    expect(html).toContain("punt een");
    expect(html).toContain("cel");
    expect(html).toContain("link");
    expect(html).not.toContain("alert");
    const allowed = new Set<string>(ALLOWED_TAGS);
    expect(tagsIn(html).filter((tag) => !allowed.has(tag))).toEqual([]);
    expect(attributesIn(html)).toEqual([]);
  });

  it("reduces OWASP-style payloads pasted as HTML", () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    paste(
      screen.getByRole("textbox", { name: "Tekst van de sectie" }),
      `<svg><p><style><g title="</style><img src=x onerror=alert(1)>"></g></style></p></svg><p style="background:url(javascript:alert(1))">tekst</p><iframe src="javascript:alert(1)"></iframe>`,
    );
    const html = onChange.mock.lastCall?.[0] as string;
    const allowed = new Set<string>(ALLOWED_TAGS);
    expect(tagsIn(html).filter((tag) => !allowed.has(tag))).toEqual([]);
    expect(attributesIn(html)).toEqual([]);
    expect(html).toContain("tekst");
  });

  it("follows a new value from outside", () => {
    const { rerender } = render(
      <MemorialUiProvider>
        <TextSectionEditor value="<p>Eerst</p>" onChange={vi.fn()} />
      </MemorialUiProvider>,
    );
    expect(screen.getByText("Eerst")).toBeInTheDocument();
    rerender(
      <MemorialUiProvider>
        <TextSectionEditor value="<p>Daarna</p>" onChange={vi.fn()} />
      </MemorialUiProvider>,
    );
    expect(screen.getByText("Daarna")).toBeInTheDocument();
  });

  it("is usable by keyboard and has no accessibility violations", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness initial="<p>Tekst</p>" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "Gewone tekst" })).toHaveFocus();
    // The toolbar is one tab stop: the next Tab goes to the text.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Tekst van de sectie" })).toHaveFocus();
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});
