import { describe, expect, it } from "vitest";
import { enhanceRouteLinks, mapsAppUrl, ROUTE_QUERY_ATTRIBUTE, webMapUrl } from "./route-links.js";

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

  it("drops the pin on a map point in the app and on the web map", () => {
    const point = "52.344700,4.904100";
    expect(mapsAppUrl(point, IPHONE)).toBe(`maps://?ll=${point}&q=${point}`);
    expect(mapsAppUrl(point, ANDROID)).toBe(`geo:${point}?q=${point}`);
    expect(mapsAppUrl(point, DESKTOP)).toBeNull();
    expect(webMapUrl(point)).toBe(
      "https://www.openstreetmap.org/?mlat=52.344700&mlon=4.904100#map=18/52.344700/4.904100",
    );
    expect(webMapUrl("Zorgvlied, Amsteldijk 273")).toBe(
      "https://www.openstreetmap.org/search?query=Zorgvlied%2C%20Amsteldijk%20273",
    );
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
