import { SCREENSHOT_VIEWPORTS, screenshotName, storyIds } from "./screenshot-stories.js";

const index = {
  v: 5,
  entries: {
    "dialogen-delen--klaar": {
      id: "dialogen-delen--klaar",
      title: "Dialogen/Delen",
      name: "Klaar",
      type: "story",
    },
    "dialogen-delen--docs": {
      id: "dialogen-delen--docs",
      title: "Dialogen/Delen",
      name: "Docs",
      type: "docs",
    },
    "menu-zijmenu--bezoeker": {
      id: "menu-zijmenu--bezoeker",
      title: "Menu/Zijmenu",
      name: "Bezoeker",
      type: "story",
    },
  },
};

describe("screenshot-stories", () => {
  it("takes every story at 375 px and 1280 px", () => {
    expect(SCREENSHOT_VIEWPORTS.map((viewport) => viewport.width)).toEqual([375, 1280]);
  });

  it("lists only stories, sorted, optionally filtered", () => {
    expect(storyIds(index)).toEqual(["dialogen-delen--klaar", "menu-zijmenu--bezoeker"]);
    expect(storyIds(index, "menu")).toEqual(["menu-zijmenu--bezoeker"]);
    expect(storyIds(index, "niets")).toEqual([]);
  });

  it("rejects something that is not a Storybook index", () => {
    expect(() => storyIds({ stories: [] })).toThrow("index.json has no entries");
    expect(() => storyIds(null)).toThrow("index.json has no entries");
  });

  it("names files after the story and the width", () => {
    expect(screenshotName("menu-zijmenu--bezoeker", "375")).toBe("menu-zijmenu--bezoeker--375.png");
    expect(screenshotName("a/b c", "1280")).toBe("a_b_c--1280.png");
  });
});
