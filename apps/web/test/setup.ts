// Test setup: jest-dom matchers and automatic cleanup; in jsdom, the browser APIs Chakra (Ark/Zag)
// expects but jsdom does not implement. Server tests run in the node environment (no window).
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine can be slow to render Chakra in jsdom.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

if (typeof window !== "undefined") {
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

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
