// What makes a server-rendered memorial page's interactive parts work, started by ./boot.ts after
// the page's first frame. The page's markup is final and is never rendered again; this only
// makes its interactive parts work, each when it is needed, so a visitor who only reads runs
// almost no JavaScript:
// - the photo strips' arrows and keys at once (no React, @memorial/ui/view-enhance; an arrow
//   tapped before the page was wired moves the strip now, ./first-tap.ts);
// - the side menu when the visitor reaches for 'Menu openen' (a tap before it is there is kept,
//   ./first-tap.ts, and opens the menu once it has arrived);
// - the rest of a long page ('Meer van deze pagina') once the visitor comes near it (on a
//   computer once the browser is idle, or at Ctrl+F or Ctrl+P, so search and print see it all);
// - the condolence register and 'Op de hoogte blijven' (already in the markup, their forms by
//   title and first line; the islands bring the fields, and the register's island reads its
//   first pages from the API first) and the players (only on a page with video or
//   audio) after `load`, once the visitor scrolls near them (or at once when they are on the
//   first screen).
// The last three are React islands under one root (./islands/host.tsx). A signed-in user who may
// manage the page gets the full app instead (its entry script travels in the data island).
import {
  enhancePhotoStrips,
  enhanceRouteLinks,
  LATER_SECTIONS_ID,
  MEDIA_SOURCE_ATTRIBUTE,
} from "@memorial/ui/view-enhance";
import { carrySplitPresses } from "../core/island-start";
import {
  afterLoad,
  keepForLater,
  registerServiceWorker,
  workerControls,
} from "../core/service-worker";
import { browserSessionPlaces, hasStoredSession } from "../core/stored-session";
import { readDataIsland, type VisitorData, type VisitorPageFacts } from "./data-island";
import { captureFirstTap, MENU_BUTTON, menuTapWaiting, takeOverEarlyTap } from "./first-tap";
import {
  FOLLOW_SLOT_ATTRIBUTE,
  FOLLOW_STATUS_ATTRIBUTE,
  fullPageUrl,
  MENU_TAPPED_ATTRIBUTE,
  MORE_SECTIONS_ATTRIBUTE,
  REGISTER_SLOT_ATTRIBUTE,
  REGISTER_STATUS_ATTRIBUTE,
} from "../core/visitor-markers";
import { followOfflineText, registerOfflineText } from "../texts/visitor";

/** How far below the viewport the register and the players start loading. */
const REGISTER_MARGIN = "400px 0px";

/** The visitor is doing something: scrolling, touching, clicking or typing. */
const INTERACTION_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;

/** With Ctrl or ⌘: the browser's search in the page and its print dialog. */
const FIND_OR_PRINT_KEYS = new Set(["f", "p"]);

/** What counts as reaching for the menu button: the menu's code is fetched then. */
const MENU_INTENT_EVENTS = ["pointerdown", "touchstart", "focusin", "mouseover"] as const;

function wireMenu(page: VisitorPageFacts, apiBaseUrl: string): void {
  const button = document.querySelector<HTMLElement>(MENU_BUTTON);
  if (button === null) return;
  let requested = false;
  const listen = () => {
    for (const name of MENU_INTENT_EVENTS) button.addEventListener(name, load, { passive: true });
    button.addEventListener("click", load);
  };
  const load = () => {
    if (requested) return;
    requested = true;
    for (const name of MENU_INTENT_EVENTS) button.removeEventListener(name, load);
    button.removeEventListener("click", load);
    import("./islands/menu").then(
      ({ mountMenu }) => {
        mountMenu(button, page, apiBaseUrl);
      },
      () => {
        // Its code could not be read (offline): the button is not left busy, a tap made
        // meanwhile is forgotten (the menu does not open by itself later), and the next
        // reach for it tries again.
        button.removeAttribute("aria-busy");
        document.documentElement.removeAttribute(MENU_TAPPED_ATTRIBUTE);
        requested = false;
        listen();
      },
    );
  };
  // Tapped before this ran (the tap is kept, ./first-tap.ts): the menu comes at once.
  if (menuTapWaiting()) load();
  else listen();
}

/**
 * Calls `load` once `element` is wanted: after `load`, when it is on the screen, or near it
 * (within REGISTER_MARGIN) once the visitor has started to scroll or otherwise interact. A
 * visitor who only reads the first screen never runs it; one who scrolls has it before it
 * comes into view.
 */
function whenWanted(element: Element, load: () => void): void {
  afterLoad(() => {
    if (typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    let near = false;
    let interacted = false;
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      for (const name of INTERACTION_EVENTS) window.removeEventListener(name, onInteraction, true);
    };
    const onInteraction = () => {
      interacted = true;
      if (near && !done) {
        stop();
        load();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry === undefined || done) return;
        near = entry.isIntersecting;
        const onScreen = near && entry.boundingClientRect.top < window.innerHeight;
        if (near && (interacted || onScreen)) {
          stop();
          load();
        }
      },
      { rootMargin: REGISTER_MARGIN },
    );
    observer.observe(element);
    for (const name of INTERACTION_EVENTS) {
      window.addEventListener(name, onInteraction, { capture: true, passive: true });
    }
  });
}

/**
 * Starts an island once `element` is wanted (`whenWanted`). When it cannot start because its
 * code or its data cannot be read (offline at the grave, say), `onFailure` runs, the markup stays
 * as it is, and the next connection tries again. Returns the attempt, for a tap that should not
 * wait (one runs at a time, and none once the island is there).
 */
function startWhenWanted(
  element: Element,
  start: () => Promise<boolean>,
  onFailure: () => void = () => undefined,
): () => void {
  let running = false;
  let started = false;
  const attempt = () => {
    if (running || started) return;
    running = true;
    void start()
      .catch(() => false)
      .then((done) => {
        running = false;
        started = done;
        if (done) return;
        onFailure();
        window.addEventListener("online", attempt, { once: true });
      });
  };
  whenWanted(element, attempt);
  return attempt;
}

/**
 * The register: its island reads the first pages, then takes the markup's place. While it cannot
 * start, the markup stays readable (its forms without fields), and its status line says why.
 */
function wireRegister(data: VisitorData): void {
  const slot = document.querySelector(`[${REGISTER_SLOT_ATTRIBUTE}]`);
  if (slot === null) return;
  startWhenWanted(
    slot,
    () => import("./islands/register").then(({ mountRegister }) => mountRegister(slot, data)),
    () => {
      const status = slot.querySelector(`[${REGISTER_STATUS_ATTRIBUTE}]`);
      if (status !== null) status.textContent = registerOfflineText;
    },
  );
}

function wireFollow(data: VisitorData): void {
  const slot = document.querySelector(`[${FOLLOW_SLOT_ATTRIBUTE}]`);
  if (slot === null) return;
  startWhenWanted(
    slot,
    () =>
      import("./islands/follow").then(({ mountFollow }) => {
        mountFollow(slot, data);
        return true;
      }),
    () => {
      const status = slot.querySelector(`[${FOLLOW_STATUS_ATTRIBUTE}]`);
      if (status !== null) status.textContent = followOfflineText;
    },
  );
}

function wireMedia(): void {
  const sections = [...document.querySelectorAll(`[${MEDIA_SOURCE_ATTRIBUTE}]`)];
  const first = sections[0];
  if (first === undefined) return;
  startWhenWanted(first, () =>
    import("./islands/media").then(({ mountMediaSections }) => {
      mountMediaSections(sections);
      return true;
    }),
  );
}

/**
 * The rest of a long page: read when the visitor comes near 'Meer van deze pagina' (as the
 * register) or taps it, or on a computer when the browser is idle after `load`, then in its place
 * (./islands/more-sections.ts, which says so when it cannot be read). The next connection tries
 * again, and so does a tap.
 */
function wireMoreSections(): void {
  const slot = document.querySelector(`[${MORE_SECTIONS_ATTRIBUTE}]`);
  if (slot === null) return;
  let tapped = false;
  // Listens for Ctrl+F and Ctrl+P (below) until the rest is shown.
  const keys = new AbortController();
  const show = startWhenWanted(slot, () =>
    import("./islands/more-sections").then(async ({ showLaterSections }) => {
      // Read before the worker controlled the page (a first visit), the page with every section
      // passed it by: it is asked to keep it, so the saved copy is the whole page.
      const seen = workerControls();
      const shown = await showLaterSections(slot, { focus: () => tapped });
      if (shown) keys.abort();
      if (shown && !seen) keepForLater(() => [fullPageUrl(location)]);
      return shown;
    }),
  );
  slot.querySelector("a")?.addEventListener("click", (event) => {
    event.preventDefault();
    tapped = true;
    show();
  });
  // A reader at a computer searches (Ctrl+F) and prints (Ctrl+P) the whole page: with a mouse or
  // a touchpad the rest comes once the browser is idle after `load`, or at once when those keys
  // are pressed before that. A phone's reader, who may pay for every byte, still gets it on coming near.
  if (window.matchMedia("(pointer: fine)").matches) afterLoad(show);
  window.addEventListener(
    "keydown",
    (event) => {
      if ((event.ctrlKey || event.metaKey) && FIND_OR_PRINT_KEYS.has(event.key.toLowerCase())) {
        show();
      }
    },
    { signal: keys.signal },
  );
}

function startApp(appScript: string): void {
  // A press on the page that the app's arrival splits still reaches the app's same control.
  const page = document.getElementById("root")?.firstElementChild;
  if (page != null) carrySplitPresses(document, page);
  afterLoad(() => {
    void import(/* @vite-ignore */ appScript);
  });
}

/**
 * What the service worker keeps of this page on a first visit: the address (of a long page whose
 * rest is already shown, the page with every section) and the photos the visitor has on the
 * first screen (through the page's own address, `/media/…`).
 */
function firstScreen(): string[] {
  const page =
    document.getElementById(LATER_SECTIONS_ID) === null ? location.href : fullPageUrl(location);
  const photos = [...document.images]
    .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
    .map((image) => image.currentSrc)
    .filter((src) => src.startsWith(`${location.origin}/media/`));
  return [page, ...new Set(photos)];
}

/** Wires the page (once, from ./boot.ts), answering `earlyTap`, the button tapped before. */
export function startPage(earlyTap: Element | null): void {
  captureFirstTap();
  const replayTap = takeOverEarlyTap(earlyTap);
  registerServiceWorker(firstScreen);
  const data = readDataIsland();
  if (data !== null) {
    const { appScript } = data;
    if (
      appScript !== null &&
      appScript.startsWith("/assets/") &&
      hasStoredSession(browserSessionPlaces())
    ) {
      startApp(appScript);
    } else {
      enhancePhotoStrips();
      replayTap();
      enhanceRouteLinks(document, navigator.userAgent);
      wireMenu(data.page, data.apiBaseUrl);
      wireRegister(data);
      wireFollow(data);
      wireMedia();
      wireMoreSections();
    }
  }
}
