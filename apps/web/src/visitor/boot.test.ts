import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const startPage = vi.fn();
/** The frames the script asked for: the test paints them. */
const frames: FrameRequestCallback[] = [];

/** What wires the page: read, or (offline) not. */
function startCanBeRead(readable: boolean) {
  vi.resetModules();
  vi.doMock("./start", () => {
    if (!readable) throw new Error("offline");
    return { startPage };
  });
}

describe("the boot script", () => {
  beforeEach(() => {
    startCanBeRead(true);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    frames.length = 0;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    startPage.mockReset();
    document.body.innerHTML = `<button>Menu openen</button><a href="/privacy">Privacy</a>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  /** Lets the page's first frame pass, then the dynamic import settle. */
  async function firstFrame() {
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
  }

  it("wires the page after the first frame, handing over the button tapped before", async () => {
    await import("./boot");
    const button = document.querySelector("button");
    button?.click();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(startPage).not.toHaveBeenCalled();
    await firstFrame();
    expect(startPage).toHaveBeenCalledTimes(1);
    expect(startPage).toHaveBeenCalledWith(button);
    // Later taps are the page's own: they are not kept.
    document.querySelector("a")?.click();
    button?.click();
    await vi.advanceTimersByTimeAsync(2000);
    expect(startPage).toHaveBeenCalledTimes(1);
  });

  it("keeps no tap on what is not a button, and wires a page without a frame after a second", async () => {
    await import("./boot");
    document.querySelector("a")?.addEventListener("click", (event) => {
      event.preventDefault();
    });
    document.querySelector("a")?.click();
    await vi.advanceTimersByTimeAsync(999);
    expect(startPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(startPage).toHaveBeenCalledWith(null);
  });

  it("leaves no button busy when its code cannot be read, and tries again once online", async () => {
    startCanBeRead(false);
    await import("./boot");
    const button = document.querySelector("button");
    button?.click();
    await firstFrame();
    expect(startPage).not.toHaveBeenCalled();
    expect(button).not.toHaveAttribute("aria-busy");
    vi.doMock("./start", () => ({ startPage }));
    window.dispatchEvent(new Event("online"));
    await vi.dynamicImportSettled();
    expect(startPage).toHaveBeenCalledWith(null);
  });
});
