import { afterEach, describe, expect, it } from "vitest";
import {
  forgetMenuTapBeforeApp,
  menuTappedBeforeApp,
  overServerRenderedPage,
} from "../core/visitor-handoff";
import { captureFirstTap, takeFirstTap } from "./first-tap";
import { serverMenuButton } from "../../test/server-menu-button";

afterEach(() => {
  takeFirstTap();
  forgetMenuTapBeforeApp();
  document.body.replaceChildren();
});

describe("the menu tap before the app takes over", () => {
  it("is handed to the app once, when the server's menu button was tapped", () => {
    captureFirstTap();
    serverMenuButton().click();
    expect(menuTappedBeforeApp()).toBe(true);
    forgetMenuTapBeforeApp();
    expect(menuTappedBeforeApp()).toBe(false);
  });

  it("is handed over when it lands after the app's first look, once the markup is gone", () => {
    captureFirstTap();
    const button = serverMenuButton();
    expect(menuTappedBeforeApp()).toBe(false);
    button.click();
    document.body.replaceChildren();
    expect(menuTappedBeforeApp()).toBe(true);
    forgetMenuTapBeforeApp();
    expect(menuTappedBeforeApp()).toBe(false);
  });

  it("is not there when nobody tapped the button", () => {
    captureFirstTap();
    serverMenuButton();
    expect(menuTappedBeforeApp()).toBe(false);
  });

  it("is not there on a page the app renders itself (no server markup)", () => {
    expect(menuTappedBeforeApp()).toBe(false);
  });

  it("knows a server-rendered page from the app's own first paint", () => {
    expect(overServerRenderedPage()).toBe(false);
    serverMenuButton();
    expect(overServerRenderedPage()).toBe(true);
  });
});
