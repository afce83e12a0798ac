import { act, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { MemorialUiProvider } from "../provider.js";
import { RichTextView } from "./rich-text-view.js";
import { SanitizedHtml } from "./sanitized-html.js";
import { owaspPayloads } from "./owasp-payloads.test-data.js";

describe("SanitizedHtml", () => {
  it("renders allowed markup as elements", () => {
    render(
      <MemorialUiProvider>
        <SanitizedHtml
          data-testid="tekst"
          html="<h2>Levensloop</h2><p>Geboren in <strong>Utrecht</strong></p>"
        />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Levensloop" })).toBeInTheDocument();
    expect(screen.getByText("Utrecht").tagName).toBe("STRONG");
  });

  it("puts no payload element or handler into the page", () => {
    const { container } = render(
      <MemorialUiProvider>
        {owaspPayloads.map((payload, index) => (
          <SanitizedHtml key={index} html={payload} />
        ))}
      </MemorialUiProvider>,
    );
    expect(container.querySelector("script, img, svg, math, iframe, style, a, form")).toBeNull();
    for (const element of container.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on")).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain("javascript:");
      }
    }
  });
});

describe("RichTextView", () => {
  it("says so when a section has no text", () => {
    render(
      <MemorialUiProvider>
        <RichTextView html="<p></p>" />
      </MemorialUiProvider>,
    );
    expect(screen.getByText("Deze sectie bevat nog geen tekst.")).toBeInTheDocument();
  });

  it("has no accessibility violations", async () => {
    const { container } = render(
      <MemorialUiProvider>
        <main>
          <RichTextView html="<h1>Jan</h1><p>Een <em>mooi</em> leven.</p>" />
        </main>
      </MemorialUiProvider>,
    );
    const result = await act(() => axe.run(container));
    expect(result.violations).toEqual([]);
  });
});
