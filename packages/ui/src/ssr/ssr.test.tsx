import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { VisitorUiProvider } from "../view-provider.js";
import type { RenderedView } from "./index.js";
import { SamplePage } from "./sample-page.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the server render in plain Node (no DOM), as the app's render function does. */
async function renderOnServer(): Promise<RenderedView> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", join(here, "render-sample.tsx")],
    { cwd: join(here, "../.."), maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as RenderedView;
}

describe("renderVisitorView (server render of the view components)", () => {
  let rendered: RenderedView;
  beforeAll(async () => {
    rendered = await renderOnServer();
  }, 60000);

  it("renders the whole page to HTML with no inline style tags", () => {
    expect(rendered.html).toContain("Johanna de Vries");
    expect(rendered.html).toContain("3 maart 1941");
    expect(rendered.html).toContain("Lievelingslied");
    expect(rendered.html).toContain('alt="Foto 1 van 2"');
    expect(rendered.html).not.toContain("<style");
    // The story is sanitised without a DOM, and its headings sit below the page's h1.
    expect(rendered.html).toContain("<h2>Levensloop</h2>");
    expect(rendered.html).toContain("<strong>Deventer</strong>");
  });

  it("extracts the Emotion styles the markup uses into one style tag", () => {
    const classes = new Set(
      [...rendered.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" ")),
    );
    const emotionClasses = [...classes].filter((name) => name.startsWith("css-"));
    expect(emotionClasses.length).toBeGreaterThan(20);
    for (const name of emotionClasses) {
      expect(rendered.css).toContain(`.${name}`);
    }
    // Chakra's tokens and the memorial theme's colours are in the sheet.
    expect(rendered.css).toContain("--chakra-colors-paper-100");
    expect(rendered.styleTag.startsWith('<style data-emotion="css ')).toBe(true);
    expect(rendered.styleTag).toContain('nonce="n0nce"');
    expect(rendered.ids.length).toBeGreaterThan(emotionClasses.length);
  });

  it("hydrates in the browser with no mismatch and no error", async () => {
    document.head.insertAdjacentHTML("beforeend", rendered.styleTag);
    const container = document.createElement("div");
    container.innerHTML = rendered.html;
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const problems: string[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      problems.push(args.map(String).join(" "));
    });
    try {
      await act(async () => {
        hydrateRoot(
          container,
          <VisitorUiProvider>
            <SamplePage />
          </VisitorUiProvider>,
          {
            onRecoverableError: (error) => {
              problems.push(String(error));
            },
          },
        );
        await Promise.resolve();
      });
      expect(problems).toEqual([]);
      // The server's nodes were adopted, not replaced: the header is the same element.
      expect(container.querySelector("h1")?.textContent).toBe("Johanna de Vries");
      expect(serverHtml).toContain(container.querySelector("h1")!.outerHTML);
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
