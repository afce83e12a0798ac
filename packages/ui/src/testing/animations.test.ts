import { animationsSettled, waitForAnimations } from "./animations.js";

function animation(playState: AnimationPlayState, iterations: number): Animation {
  return {
    playState,
    effect: { getComputedTiming: () => ({ iterations }) },
  } as unknown as Animation;
}

describe("waiting for animations", () => {
  afterEach(() => {
    // jsdom has no getAnimations of its own: remove the fake each test sets.
    Reflect.deleteProperty(document, "getAnimations");
  });

  it("waits for a finite animation that runs, ignores endless and finished ones", () => {
    document.getAnimations = () => [animation("finished", 1), animation("running", Infinity)];
    expect(animationsSettled()).toBe(true);
    document.getAnimations = () => [animation("running", 1), animation("running", Infinity)];
    expect(animationsSettled()).toBe(false);
  });

  it("hands the check to the page as a self-contained function, with the timeout", async () => {
    const calls: unknown[][] = [];
    const page = {
      waitForFunction: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve();
      },
    } as unknown as Parameters<typeof waitForAnimations>[0];
    await waitForAnimations(page, 2000);
    expect(calls).toEqual([[animationsSettled, undefined, { timeout: 2000 }]]);
    expect(String(animationsSettled)).not.toMatch(/\bimport\b|__vite/);
  });
});
