// The editor under React StrictMode (the dev server's mode): StrictMode mounts every effect
// twice and tiptap destroys the first editor in between, so nothing may touch a destroyed
// editor ("Cannot read properties of null (reading 'cached')" from getHTML).
import { act, render, screen } from "@testing-library/react";
import { StrictMode, Suspense, lazy, useState } from "react";
import { MemorialUiProvider } from "../provider.js";
import { TextSectionEditor } from "./text-section-editor.js";

// Loaded the way the app loads its editors: lazily, behind a Suspense boundary.
const LazyEditor = lazy(() => Promise.resolve({ default: TextSectionEditor }));

function Harness() {
  const [value, setValue] = useState("<p>Een verhaal</p>");
  return (
    <MemorialUiProvider>
      <Suspense fallback={<p>Laden</p>}>
        <LazyEditor value={value} onChange={setValue} />
      </Suspense>
      <button
        type="button"
        onClick={() => {
          setValue("<p>Van buiten</p>");
        }}
      >
        Van buiten
      </button>
    </MemorialUiProvider>
  );
}

describe("TextSectionEditor under React StrictMode", () => {
  it("mounts, follows its value and unmounts without errors", async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
    };
    window.addEventListener("error", onError);
    const consoleError = vi.spyOn(console, "error");
    try {
      const { unmount } = render(
        <StrictMode>
          <Harness />
        </StrictMode>,
      );
      const editor = await screen.findByRole("textbox", { name: "Tekst van de sectie" });
      expect(editor).toHaveTextContent("Een verhaal");
      act(() => {
        screen.getByRole("button", { name: "Van buiten" }).click();
      });
      expect(screen.getByRole("textbox", { name: "Tekst van de sectie" })).toHaveTextContent(
        "Van buiten",
      );
      act(() => {
        unmount();
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener("error", onError);
      consoleError.mockRestore();
    }
  });
});
