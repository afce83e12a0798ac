import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_STRIP } from "@memorial/ui/view-enhance";
import { captureFirstTap, menuTapWaiting, takeFirstTap, takeOverEarlyTap } from "./first-tap";
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

describe("the button tapped before the page was wired", () => {
  afterEach(() => {
    takeFirstTap();
    document.body.innerHTML = "";
  });

  it("on the menu: kept as the menu's first tap, busy until the menu takes it", () => {
    const button = serverMenuButton();
    button.setAttribute("aria-busy", "true");
    const replay = takeOverEarlyTap(button);
    expect(menuTapWaiting()).toBe(true);
    replay();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(takeFirstTap()).toBe(true);
    expect(button).not.toHaveAttribute("aria-busy");
    expect(menuTapWaiting()).toBe(false);
  });

  it("on a photo strip's arrow: made again once, when the strips are wired", () => {
    document.body.innerHTML = `<div ${PHOTO_STRIP.root}><button ${PHOTO_STRIP.next} aria-busy="true">Volgende foto</button></div>`;
    const next = document.querySelector(`[${PHOTO_STRIP.next}]`);
    if (!(next instanceof HTMLButtonElement)) throw new Error("no arrow");
    const wired = vi.fn();
    next.addEventListener("click", wired);
    const replay = takeOverEarlyTap(next);
    expect(next).not.toHaveAttribute("aria-busy");
    expect(wired).not.toHaveBeenCalled();
    replay();
    expect(wired).toHaveBeenCalledTimes(1);
    expect(menuTapWaiting()).toBe(false);
  });

  it("on anything else, or none: only no longer busy", () => {
    document.body.innerHTML = `<button aria-busy="true">Iets anders</button>`;
    const other = document.querySelector("button");
    if (other === null) throw new Error("no button");
    const clicked = vi.fn();
    other.addEventListener("click", clicked);
    takeOverEarlyTap(other)();
    takeOverEarlyTap(null)();
    expect(other).not.toHaveAttribute("aria-busy");
    expect(clicked).not.toHaveBeenCalled();
    expect(menuTapWaiting()).toBe(false);
  });
});
