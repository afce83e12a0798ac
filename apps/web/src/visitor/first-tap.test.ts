import { afterEach, describe, expect, it } from "vitest";
import { captureFirstTap, takeFirstTap } from "./first-tap";
import { serverMenuButton } from "../../test/server-menu-button";

describe("a tap on the menu before its code has arrived", () => {
  afterEach(() => {
    takeFirstTap();
    document.body.innerHTML = "";
  });

  it("is kept until the menu takes it, once, and the button is busy meanwhile", () => {
    captureFirstTap();
    const button = serverMenuButton();
    expect(button).not.toHaveAttribute("aria-busy");
    button.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(takeFirstTap()).toBe(true);
    expect(button).not.toHaveAttribute("aria-busy");
    expect(takeFirstTap()).toBe(false);
  });

  it("ignores clicks elsewhere and every click after the menu took over", () => {
    captureFirstTap();
    const button = serverMenuButton();
    const other = document.createElement("a");
    document.body.append(other);
    other.click();
    expect(takeFirstTap()).toBe(false);
    button.click();
    expect(takeFirstTap()).toBe(false);
  });
});
