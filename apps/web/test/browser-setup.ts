// Browser APIs that Chakra (Ark/Zag), tiptap (ProseMirror) and Plyr expect but jsdom does not
// implement. Loaded by ./setup.ts only in the jsdom environment (not in `@vitest-environment node`).
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
