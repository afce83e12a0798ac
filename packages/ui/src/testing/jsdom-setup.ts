// The jsdom test setup of every React package (`@memorial/ui`, `@memorial/web`): jest-dom
// matchers, automatic cleanup, a failing test on every React act() warning, no animations, and
// the browser APIs that Chakra (Ark/Zag), tiptap (ProseMirror) and Plyr expect but jsdom does not
// implement. Tests that run in the node environment (no window) get the first three only.
// Used as a vitest `setupFiles` entry (`@memorial/ui/testing/jsdom-setup`); never in app code.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy 2-core CI machine a Chakra dialog can
// take longer than a second to render in jsdom. Waiting longer never makes a wrong result pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// A React act() warning means a test looked at the screen before React had finished an update:
// the test may pass by luck. Every such warning fails the test that caused it.
const actWarnings: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format, ...rest] = args.map(String);
  let text = format ?? "";
  for (const value of rest) text = text.replace("%s", value);
  if (/not wrapped in act\(|wrap-tests-with-act/.test(text)) {
    actWarnings.push(text.split("\n")[0] ?? text);
  }
  reportError(...args);
};
beforeEach(() => {
  actWarnings.length = 0;
});
afterEach(() => {
  if (actWarnings.length === 0) return;
  const found = actWarnings.splice(0).join("\n");
  throw new Error(`React act() warning(s) in this test:\n${found}`);
});

if (typeof window !== "undefined") {
  // No animations in the test environment: a dialog is ready (no opening animation with
  // pointer-events: none) as soon as it is rendered, and closes at once.
  const noMotion = document.createElement("style");
  noMotion.textContent =
    "*, *::before, *::after { animation: none !important; transition: none !important; }";
  document.head.append(noMotion);

  if (typeof window.matchMedia !== "function") {
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList => {
        const noop = () => undefined;
        return {
          matches: false,
          media: query,
          onchange: null,
          addListener: noop,
          removeListener: noop,
          addEventListener: noop,
          removeEventListener: noop,
          dispatchEvent: () => false,
        } satisfies Record<keyof MediaQueryList, unknown> as MediaQueryList;
      },
    });
  }

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {
      return undefined;
    }
    unobserve(): void {
      return undefined;
    }
    disconnect(): void {
      return undefined;
    }
  }
  if (typeof window.ResizeObserver !== "function") {
    Object.defineProperty(window, "ResizeObserver", {
      configurable: true,
      writable: true,
      value: ResizeObserverStub,
    });
  }

  class IntersectionObserverStub implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly scrollMargin = "0px";
    readonly thresholds: readonly number[] = [0];
    observe(): void {
      return undefined;
    }
    unobserve(): void {
      return undefined;
    }
    disconnect(): void {
      return undefined;
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  if (typeof window.IntersectionObserver !== "function") {
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: IntersectionObserverStub,
    });
  }

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;

  // ProseMirror measures text through ranges; jsdom has no layout, so give it empty rectangles.
  const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
  const emptyRectList = (): DOMRectList => {
    const list: DOMRect[] = [];
    const withItem: unknown = Object.assign(list, { item: () => null });
    return withItem as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = emptyRectList;
  if (typeof document.elementFromPoint !== "function") {
    document.elementFromPoint = () => null;
  }

  // Media elements: jsdom throws "not implemented" for these.
  Object.defineProperty(HTMLMediaElement.prototype, "load", {
    configurable: true,
    value: () => undefined,
  });
  Object.defineProperty(HTMLMediaElement.prototype, "pause", {
    configurable: true,
    value: () => undefined,
  });
  Object.defineProperty(HTMLMediaElement.prototype, "play", {
    configurable: true,
    value: () => Promise.resolve(),
  });

  // Plyr asks CSS.supports() about aspect-ratio; jsdom has no CSS object methods.
  if (typeof window.CSS === "undefined" || typeof window.CSS.supports !== "function") {
    Object.defineProperty(window, "CSS", {
      configurable: true,
      writable: true,
      value: {
        ...(window.CSS as object | undefined),
        supports: () => false,
        escape: (v: string) => v,
      },
    });
  }

  // Plyr checks `instanceof TextTrack` while setting up captions.
  if (typeof (window as { TextTrack?: unknown }).TextTrack === "undefined") {
    class TextTrackStub {
      readonly kind = "captions";
    }
    Object.defineProperty(window, "TextTrack", {
      configurable: true,
      writable: true,
      value: TextTrackStub,
    });
    Object.defineProperty(globalThis, "TextTrack", {
      configurable: true,
      writable: true,
      value: TextTrackStub,
    });
  }

  // axe-core probes canvas support; jsdom has no canvas and would log "not implemented" each time.
  Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
    configurable: true,
    value: () => null,
  });
}
