import type { AnyRouter } from "@tanstack/react-router";
import { prefetchLinkedRoutes } from "./route-prefetch";

/** A router that matches `/` and `/{segment}` and records the chunks it is asked to load. */
function fakeRouter() {
  const loaded: string[] = [];
  const routes: Record<string, { id: string }> = {
    __root__: { id: "__root__" },
    "/$profileId": { id: "/$profileId" },
    "/_authenticated/": { id: "/_authenticated/" },
  };
  const router = {
    routesById: routes,
    matchRoutes: (path: string) =>
      path === "/"
        ? [{ routeId: "__root__" }, { routeId: "/_authenticated/" }]
        : [{ routeId: "__root__" }, { routeId: "/$profileId" }],
    loadRouteChunk: (route: { id: string }, part?: string) => {
      loaded.push(part === undefined ? route.id : `${route.id} ${part}`);
      return Promise.resolve();
    },
  };
  return { router: router as unknown as AnyRouter, loaded };
}

describe("prefetchLinkedRoutes", () => {
  it("loads the code of the routes the same-origin links lead to, once per route", () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <a href="/johanna-de-vries-1948">Johanna</a>
      <a href="/henk-de-jong-1938">Henk</a>
      <a href="/">Mijn pagina's</a>
      <a href="https://www.openstreetmap.org/search?query=Zwolle">Route</a>
      <a>geen adres</a>`;
    const { router, loaded } = fakeRouter();
    expect(prefetchLinkedRoutes(router, root)).toBe(3);
    expect(loaded.sort()).toEqual(
      [
        "__root__",
        "__root__ errorComponent",
        "/$profileId",
        "/$profileId errorComponent",
        "/_authenticated/",
        "/_authenticated/ errorComponent",
      ].sort(),
    );
  });

  it("does nothing on a screen without links", () => {
    const { router, loaded } = fakeRouter();
    expect(prefetchLinkedRoutes(router, document.createElement("div"))).toBe(0);
    expect(loaded).toEqual([]);
  });
});
