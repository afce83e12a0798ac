import { ApiError } from "@memorial/api-client";
import { assertOnlineFor, isOfflineError, noteScreenShown, OfflineError } from "./offline";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
}

afterEach(() => {
  setOnline(true);
});

describe("the offline guard of navigations", () => {
  it("stops a link to another screen while offline, not the screen on view nor a preload", () => {
    noteScreenShown("/");
    setOnline(false);
    expect(() => {
      assertOnlineFor("/pagina-van-henk", false);
    }).toThrow(OfflineError);
    expect(() => {
      assertOnlineFor("/", false);
    }).not.toThrow();
    expect(() => {
      assertOnlineFor("/pagina-van-henk", true);
    }).not.toThrow();
    setOnline(true);
    expect(() => {
      assertOnlineFor("/pagina-van-henk", false);
    }).not.toThrow();
  });
});

describe("isOfflineError", () => {
  it("is the guard's error, and network failures while the browser is offline", () => {
    expect(isOfflineError(new OfflineError())).toBe(true);
    const network = new ApiError({ status: 0, code: "network_error", message: "Failed to fetch" });
    const chunk = new TypeError(
      "Failed to fetch dynamically imported module: https://x.nl/assets/route-1.js",
    );
    expect(isOfflineError(network)).toBe(false);
    expect(isOfflineError(chunk)).toBe(false);
    setOnline(false);
    expect(isOfflineError(network)).toBe(true);
    expect(isOfflineError(chunk)).toBe(true);
    expect(isOfflineError(new ApiError({ status: 500, code: "http_error", message: "x" }))).toBe(
      false,
    );
    expect(isOfflineError(new Error("render failed"))).toBe(false);
  });
});
