import { afterEach, describe, expect, it } from "vitest";
import { MENU_BUTTON_ATTRIBUTE, captureFirstTap, takeFirstTap } from "./first-tap";

function serverRenderedMenuButton(): HTMLButtonElement {
  const button = document.createElement("button");
  button.setAttribute(MENU_BUTTON_ATTRIBUTE, "");
  button.innerHTML = "<svg><path></path></svg>";
  document.body.append(button);
  return button;
}

describe("a tap on the menu before hydration", () => {
  afterEach(() => {
    takeFirstTap();
    document.body.innerHTML = "";
  });

  it("is kept until the hydrated menu takes it, once", () => {
    captureFirstTap();
    const button = serverRenderedMenuButton();
    button.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(takeFirstTap()).toBe(true);
    expect(takeFirstTap()).toBe(false);
  });

  it("ignores clicks elsewhere and every click after the menu took over", () => {
    captureFirstTap();
    const button = serverRenderedMenuButton();
    const other = document.createElement("a");
    document.body.append(other);
    other.click();
    expect(takeFirstTap()).toBe(false);
    button.click();
    expect(takeFirstTap()).toBe(false);
  });
});
