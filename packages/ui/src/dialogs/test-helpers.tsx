import { act, render, type RenderResult } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { MemorialUiProvider } from "../provider.js";

/** Renders inside the product's provider, in a `main` landmark like the app does. */
export function renderWithUi(ui: ReactElement): RenderResult {
  return render(
    <MemorialUiProvider>
      <main>{ui}</main>
    </MemorialUiProvider>,
  );
}

/**
 * Runs axe-core over the whole document (dialogs and drawers render in portals) and returns the
 * violations as readable lines, so a failing test names the rule and the element.
 */
export async function axeViolations(): Promise<string[]> {
  // Inside act: state updates that happen while axe works (focus, measuring) are finished first.
  const result = await act(() => axe.run(document.body));
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
}

/**
 * jsdom has no layout, so every element measures 0 × 0 and Zag's focus trap (which only moves
 * focus to visible elements) finds nothing to focus. Give connected elements that are not
 * hidden a 1 × 1 box, as a browser would, so focus management can be tested.
 */
function isRenderedInJsdom(element: HTMLElement): boolean {
  if (!element.isConnected) {
    return false;
  }
  for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === "none") {
      return false;
    }
  }
  return true;
}

for (const property of ["offsetWidth", "offsetHeight"] as const) {
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return isRenderedInJsdom(this) ? 1 : 0;
    },
  });
}
