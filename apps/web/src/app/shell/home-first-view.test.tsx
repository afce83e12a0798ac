import type { ProfileSummary } from "@memorial/api-client";
import { renderWithStyles } from "@memorial/ui/ssr";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { beforeAll, describe, expect, it } from "vitest";
import { renderHomeShell } from "../../../scripts/write-app-shell";
import { firstViewCreateButton, firstViewPageLink } from "./home-shell";
import { homeContent } from "../../features/my-pages/home-first-view";
import { pageSummary as page } from "../../features/my-pages/test-pages";
import { HomeView } from "../../features/my-pages/home-screen";

/** Every form of every part of a row, in several combinations. */
const PAGES: readonly ProfileSummary[] = [
  page({
    id: "a1",
    profilePicture: "http://localhost:4000/media/a1/portret.jpg",
    dateOfBirth: new Date(1948, 2, 12),
    dateOfDeath: new Date(2025, 10, 2),
    isPublic: true,
    plan: "silver",
    planEndsAt: new Date(2036, 10, 20),
  }),
  page({ id: "b2", name: "  ", dateOfDeath: new Date(2026, 0, 5) }),
  page({
    id: "c3",
    name: "Kees <Jansen> & zn",
    isBlocked: true,
    dateOfBirth: new Date(1930, 5, 1),
  }),
  page({ id: "d4", planEndsAt: new Date(2026, 11, 26), profilePicture: "/media/d4.jpg" }),
  page({ id: "e/5?", plan: "bronze", isPublic: true }),
];

/** React's own render of the home's screen, under the first view's Emotion key. */
function reactRender(pages: readonly ProfileSummary[]): string {
  const { html } = renderWithStyles(
    <VisitorUiProvider>
      <HomeView pages={pages} createButton={firstViewCreateButton} link={firstViewPageLink} />
    </VisitorUiProvider>,
    { emotionKey: "shell" },
  );
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.innerHTML;
}

function islandRender(pages: readonly ProfileSummary[]): string {
  const box = document.createElement("div");
  box.append(homeContent(document, pages));
  return box.innerHTML;
}

describe("the home's first view", () => {
  beforeAll(() => {
    document.body.innerHTML = renderHomeShell().html;
  });

  it("builds the same rows as the app's screen, for every form of every part", () => {
    for (const item of PAGES) expect(islandRender([item]), item.id).toBe(reactRender([item]));
    expect(islandRender(PAGES)).toBe(reactRender(PAGES));
  });

  it("builds the same empty state as the app's screen", () => {
    expect(islandRender([])).toBe(reactRender([]));
    expect(islandRender([])).toContain("Nog geen pagina's");
  });

  it("escapes what a page's name holds", () => {
    const box = document.createElement("div");
    box.append(homeContent(document, [PAGES[2] as ProfileSummary]));
    expect(box.querySelector("[data-home-part=name]")?.textContent).toBe("Kees <Jansen> & zn");
    expect(box.querySelector("script, b")).toBeNull();
  });
});
