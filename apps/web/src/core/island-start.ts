/**
 * How an island (the script of a document drawn by the build: `/login`, the home) starts the
 * app: on the first touch, click, key or focus, or at once when asked; when the app's code cannot
 * be fetched, the island says so and the next touch tries again. Imports no package.
 */

/** The events after which the visitor expects the app (listened for in the capture phase). */
const STARTERS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** The attribute on an island's script element that names the app's entry script. */
export const APP_SCRIPT_ATTRIBUTE = "data-app-script";

/** The address of the app's entry script, named by the island's script element. */
export function appScriptOf(document: Document): string | undefined {
  return (
    document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)?.getAttribute(APP_SCRIPT_ATTRIBUTE) ??
    undefined
  );
}

export interface StarterOptions {
  document: Document;
  /** The app's entry script (`appScriptOf`). */
  appScript: string | undefined;
  /** Fetches and runs a module (the browser's `import()`; replaced in tests). */
  importModule?: (url: string) => Promise<unknown>;
  warn?: (message: string, error: unknown) => void;
}

export interface AppStarter {
  /** Fetches and runs the app (once; again after a failed fetch). */
  start: () => void;
  /** Starts the app on the first touch, click, key or focus. */
  listen: () => void;
  /** Whether the app's code is being fetched or has run. */
  readonly started: boolean;
}

/** An island's way to start the app; `onLoadError` shows that its code could not be fetched. */
export function appStarter(options: StarterOptions, onLoadError: () => void): AppStarter {
  const { document } = options;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of STARTERS) document.removeEventListener(type, start, true);
    const load =
      options.appScript === undefined
        ? Promise.reject(new Error(`the island's script has no ${APP_SCRIPT_ATTRIBUTE}`))
        : (options.importModule ?? ((url: string) => import(/* @vite-ignore */ url)))(
            options.appScript,
          );
    load.catch((error: unknown) => {
      (options.warn ?? console.warn)("The app could not be loaded:", error);
      started = false;
      onLoadError();
      listen();
    });
  };
  const listen = () => {
    for (const type of STARTERS) {
      document.addEventListener(type, start, { capture: true, passive: true });
    }
  };
  return {
    start,
    listen,
    get started() {
      return started;
    },
  };
}

/** Shows a held button as busy with `text` until the app is there (its own text kept aside). */
export function showButtonBusy(button: HTMLElement, text: string): void {
  button.dataset["text"] ??= button.textContent;
  button.textContent = text;
  button.setAttribute("aria-busy", "true");
}

/** Gives a held button its own state back (the app's code could not be fetched). */
export function restoreButton(button: HTMLElement | null): void {
  if (button == null) return;
  button.removeAttribute("aria-busy");
  const text = button.dataset["text"];
  if (text !== undefined) button.textContent = text;
}

/** The button or link an event happened in, if any (its target may be the document). */
function controlOf(target: EventTarget | null): HTMLElement | null {
  const element = target as Partial<Element> | null;
  return typeof element?.closest === "function"
    ? element.closest<HTMLElement>("button, a[href]")
    : null;
}

/** Runs `task` in a task after the next frame (at once in a task where there are no frames). */
function afterNextFrame(document: Document, task: () => void): void {
  const view = document.defaultView;
  if (view === null || typeof view.requestAnimationFrame !== "function") {
    setTimeout(task, 0);
    return;
  }
  view.requestAnimationFrame(() => {
    view.setTimeout(task, 0);
  });
}

/**
 * Whether `released` is the app's counterpart of the first view's `pressed`: the same address,
 * or the same kind of button with the same text and name (an icon button has only its name).
 */
function sameControl(pressed: Element, released: Element): boolean {
  if (pressed.tagName !== released.tagName) return false;
  if (pressed.tagName === "A")
    return pressed.getAttribute("href") === released.getAttribute("href");
  return (
    pressed.getAttribute("type") === released.getAttribute("type") &&
    pressed.getAttribute("aria-label") === released.getAttribute("aria-label") &&
    pressed.textContent.trim() === released.textContent.trim()
  );
}

/**
 * A mouse press that goes down on a button or link of a first view (in `container`: the home's or
 * `/login`'s document, or a server-rendered page a manager opens) and comes up after the app has
 * rendered over it: the browser sends no click, for the element pressed is gone. When the press
 * comes up on the app's same button or link (`sameControl`), the island clicks that instead, so
 * the tap is not lost. Only a mouse's press: the browser makes a touch's click in its own way,
 * later, and two clicks would make two pages.
 */
export function carrySplitPresses(document: Document, container: Element): void {
  let pressed: Element | undefined;
  document.addEventListener(
    "pointerdown",
    (event) => {
      const target = controlOf(event.target);
      pressed =
        event.pointerType === "mouse" &&
        event.button === 0 &&
        container.isConnected &&
        target !== null &&
        container.contains(target)
          ? target
          : undefined;
    },
    true,
  );
  document.addEventListener(
    "pointerup",
    (event) => {
      const down = pressed;
      pressed = undefined;
      if (down === undefined || down.isConnected) return;
      const up = controlOf(event.target);
      if (up === null || !sameControl(down, up)) return;
      // Should the browser send its own click after all, it is the one that counts.
      let clicked = false;
      const onClick = () => {
        clicked = true;
      };
      document.addEventListener("click", onClick, { capture: true, once: true });
      // After the next frame: the app's controls start listening in the effects that follow the
      // render which replaced the first view, and the press may come up in between.
      afterNextFrame(document, () => {
        document.removeEventListener("click", onClick, true);
        if (!clicked) up.click();
      });
    },
    true,
  );
}
