import { act, render, waitFor, type RenderResult } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
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
 * Taps `element` of a question that opens over another dialog or drawer once it takes a pointer:
 * while it opens, the layer below gives the page behind it `pointer-events: none`, the question
 * included, and user-event refuses the tap (as a browser would ignore it). A user taps it then.
 */
export async function clickWhenItTakesAPointer(user: UserEvent, element: Element): Promise<void> {
  await waitFor(() => user.click(element));
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
