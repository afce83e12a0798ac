import { describe, expect, it } from "vitest";
import { enhanceRouteLinks, mapsAppUrl, ROUTE_QUERY_ATTRIBUTE } from "./route-links.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0";

describe("route links", () => {
  it("uses the phone's own maps app, and the web map elsewhere", () => {
    expect(mapsAppUrl("Aula, Kruislaan 126 Amsterdam", IPHONE)).toBe(
      "maps://?q=Aula%2C%20Kruislaan%20126%20Amsterdam",
    );
    expect(mapsAppUrl("Aula", ANDROID)).toBe("geo:0,0?q=Aula");
    expect(mapsAppUrl("Aula", DESKTOP)).toBeNull();
  });

  it("swaps the server's web map link for the app's on a phone only", () => {
    const make = () => {
      const root = document.createElement("div");
      root.innerHTML = `<a href="https://www.openstreetmap.org/search?query=Aula" target="_blank" ${ROUTE_QUERY_ATTRIBUTE}="Aula">Route</a>`;
      return root;
    };
    const phone = make();
    enhanceRouteLinks(phone, ANDROID);
    const link = phone.querySelector("a");
    expect(link?.getAttribute("href")).toBe("geo:0,0?q=Aula");
    expect(link?.hasAttribute("target")).toBe(false);
    const desktop = make();
    enhanceRouteLinks(desktop, DESKTOP);
    expect(desktop.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/search?query=Aula",
    );
  });
});
