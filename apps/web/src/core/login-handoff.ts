/**
 * The hand-over between the login screen's first paint and the app. `/login` is served
 * as its own document (`dist/login.html`, written by `scripts/write-app-shell.ts`): the login
 * screen drawn by the build, with a script of about one kilobyte (`src/login-island.ts`) instead
 * of the app. The screen is there and usable at once on a weak phone; the app's code is fetched
 * when the visitor first touches or types (or at once when the address needs it: a stored
 * session, the hosted sign-in's return). What was typed before the app took over is carried into
 * its form, with the focus and the caret; a submit or a tap on Google made in the meantime is
 * carried out by the app as soon as it is there.
 *
 * This module holds the markers both sides use and the app's side of the hand-over. It imports
 * no package, so the island stays small.
 */
import { hasStoredSession, type SessionPlaces } from "./stored-session";
import {
  APP_SCRIPT_ATTRIBUTE,
  appStarter,
  carrySplitPresses,
  restoreButton,
  showButtonBusy,
  type StarterOptions,
} from "./island-start";

export { appScriptOf } from "./island-start";

/** Attributes of the first paint's markup (`app/shell/login-shell.tsx`). */
export const LOGIN_SHELL = {
  /** The element around the first paint's form and the Google button. */
  container: "data-login-shell",
  /** What the visitor asked for before the app was there: "submit" or "google". */
  pending: "data-login-pending",
  /** The field that had the focus last ("email" or "password"). */
  focused: "data-login-focused",
  /** The hidden message shown when the app's code cannot be fetched. */
  loadError: "data-login-load-error",
  /** The submit button's text while a submit waits for the app (on the container). */
  busyText: "data-busy-text",
  /** On the island's script: the address of the app's entry script (`withIslandScript`). */
  appScript: APP_SCRIPT_ATTRIBUTE,
} as const;

export type LoginField = "email" | "password";
export type LoginPending = "submit" | "google";

/** The first paint's form as the app found it. */
export interface LoginShell {
  email: HTMLInputElement;
  password: HTMLInputElement;
  container: HTMLElement;
}

/** What was typed and asked for before the app took over. */
export interface LoginHandoffState {
  email: string;
  password: string;
  focused: { field: LoginField; start: number | null; end: number | null } | undefined;
  pending: LoginPending | undefined;
}

/** The parts of `window` the island's decision reads. */
export interface StartContext extends SessionPlaces {
  pathname: string;
  search: string;
}

/**
 * Whether the app must start at once instead of waiting for the visitor: another address than
 * `/login`, an address with more than `?redirect=` (the hosted sign-in's return, a notice), or a
 * stored session (a signed-in user on /login goes on to the app).
 */
export function needsAppAtOnce(context: StartContext): boolean {
  if (context.pathname !== "/login") return true;
  const names = [...new URLSearchParams(context.search).keys()];
  return names.some((name) => name !== "redirect") || hasStoredSession(context);
}

/** The first paint's form in `root`, or undefined when the document has none. */
export function findLoginShell(root: ParentNode): LoginShell | undefined {
  const container = root.querySelector<HTMLElement>(`[${LOGIN_SHELL.container}]`);
  const email = container?.querySelector<HTMLInputElement>('input[name="email"]');
  const password = container?.querySelector<HTMLInputElement>('input[name="password"]');
  if (container == null || email == null || password == null) return undefined;
  return { container, email, password };
}

function fieldOf(value: string | null): LoginField | undefined {
  return value === "email" || value === "password" ? value : undefined;
}

/** Reads the first paint's form: its values, the focused field with its caret, what is pending. */
export function readLoginShell(shell: LoginShell): LoginHandoffState {
  const field = fieldOf(shell.container.getAttribute(LOGIN_SHELL.focused));
  const pending = shell.container.getAttribute(LOGIN_SHELL.pending);
  const input = field === undefined ? undefined : shell[field];
  return {
    email: shell.email.value,
    password: shell.password.value,
    focused:
      field === undefined || input === undefined
        ? undefined
        : { field, start: input.selectionStart, end: input.selectionEnd },
    pending: pending === "submit" || pending === "google" ? pending : undefined,
  };
}

let captured: LoginShell | undefined;

/**
 * Notes the first paint's form before the app renders over it (`main.tsx`). Its elements stay
 * readable after the app has replaced them, so what is typed while the app renders is not lost.
 */
export function captureLoginShell(root: ParentNode = document): void {
  captured = findLoginShell(root);
}

/** The first paint's form the app took over from, until the login screen has taken its state. */
export function capturedLoginShell(): LoginShell | undefined {
  return captured;
}

/**
 * The state to carry into the app's login screen, once: the screen calls it when it is on
 * screen (in a layout effect, so no keystroke falls between reading and showing).
 */
export function takeLoginHandoff(): LoginHandoffState | undefined {
  if (captured === undefined) return undefined;
  const state = readLoginShell(captured);
  captured = undefined;
  return state;
}

export interface IslandOptions extends StarterOptions {
  context: StartContext;
}

/**
 * The island of `/login`'s document (`src/login-island.ts`): starts the app at once when the
 * document has no first paint of the login screen or the address needs it, otherwise on the
 * first touch, click, key or focus. A submit or a tap on Google is held until the app is there;
 * when its code cannot be fetched the screen says so and the next touch tries again.
 */
export function runLoginIsland(options: IslandOptions): void {
  const shell = findLoginShell(options.document);
  const { start, listen } = appStarter(options, () => {
    if (shell !== undefined) showLoadError(shell);
  });
  if (shell === undefined || needsAppAtOnce(options.context)) {
    start();
    return;
  }
  holdUntilTheApp(shell, start);
  listen();
}

/** Keeps track of the focused field; holds a submit or a tap on Google until the app is there. */
function holdUntilTheApp(shell: LoginShell, start: () => void): void {
  const { container } = shell;
  carrySplitPresses(container.ownerDocument, container);
  container.addEventListener("focusin", (event) => {
    const target = event.target as { name?: unknown } | null;
    const field = fieldOf(typeof target?.name === "string" ? target.name : null);
    if (field !== undefined) container.setAttribute(LOGIN_SHELL.focused, field);
  });
  container.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    container.setAttribute(LOGIN_SHELL.pending, "submit");
    const button = submitButtonOf(shell);
    const busyText = container.getAttribute(LOGIN_SHELL.busyText);
    if (button != null && busyText != null) showButtonBusy(button, busyText);
    start();
  });
  container.querySelector('button:not([type="submit"])')?.addEventListener("click", () => {
    container.setAttribute(LOGIN_SHELL.pending, "google");
    start();
  });
}

function submitButtonOf(shell: LoginShell): HTMLButtonElement | null {
  return shell.container.querySelector<HTMLButtonElement>('button[type="submit"]');
}

function showLoadError(shell: LoginShell): void {
  shell.container.removeAttribute(LOGIN_SHELL.pending);
  shell.container.querySelector(`[${LOGIN_SHELL.loadError}]`)?.removeAttribute("hidden");
  restoreButton(submitButtonOf(shell));
}
