/**
 * The hand-over between the home's first view and the app (issue 22). `/` is served as a
 * document of its own (`dist/home.html`, written by `scripts/write-app-shell.ts`): the frame with
 * the home's waiting view and the screen drawn by the build as templates, and a small script
 * (`src/home-island.ts`) instead of the app. For a signed-in user whose session is still valid,
 * the script fetches the list of pages itself and shows it (`features/my-pages/home-first-view.ts`);
 * the app's code is fetched on the first touch, key or focus. The app then takes the list the
 * island fetched instead of asking again, and a tap on 'Nieuwe herinneringspagina aanmaken' or
 * 'Uitloggen' made before it was there, and the focus. Anything else (no session, an expired
 * one, an answer that is not the list) starts the app at once, which knows what to do.
 */
import { isProfileListBody, profileListFromWire, type ProfileSummary } from "@memorial/api-client";
import { areTokensExpired, emailOf, readStoredTokens } from "@memorial/auth/stored-session";
import type { ProfileListItem } from "@memorial/api-types";
import { homeContent } from "../../features/my-pages/home-first-view";
import { commonTexts } from "../../texts/common";
import { homeTexts } from "../../texts/home";
import { loadConfig } from "../../config";
import { hasStoredSession, type SessionPlaces } from "../stored-session";
import { appStarter, restoreButton, showButtonBusy, type StarterOptions } from "./island-start";

/** Attributes of the first view's markup (`app/shell/home-shell.tsx`). */
export const HOME_SHELL = {
  /** The element around the screen's content. */
  container: "data-home-shell",
  /** The element whose content is the waiting view until the list is there. */
  content: "data-home-content",
  /** Around the header's navigation: invisible (its space kept) until the list is shown. */
  navigation: "data-home-navigation",
  /** On the container once the island has shown the list. */
  ready: "data-home-ready",
  /** A button the island holds until the app is there: "create" or "sign-out". */
  action: "data-home-action",
  /** On the container: the held action. */
  pending: "data-home-pending",
  /** On the container: what had the focus last (`focusKey`). */
  focused: "data-home-focused",
  /** The hidden message shown when the app's code cannot be fetched. */
  loadError: "data-home-load-error",
} as const;

export type HomeAction = "create" | "sign-out";

/** Seconds a session must still be valid for the island to use it (else the app renews it). */
const FRESH_FOR_MS = 30_000;

/** The global through which the island hands the list it fetched to the app. */
const HANDOFF = "__memorialHomeList";

interface HandedList {
  email: string | undefined;
  body: { profiles: ProfileListItem[] };
}

type HandoffGlobal = { [HANDOFF]?: HandedList | undefined };

/** The parts of `window` the island reads. */
export interface HomeIslandContext extends SessionPlaces {
  pathname: string;
  search: string;
  storage: Pick<Storage, "getItem">;
  fetch: typeof fetch;
  now: () => number;
}

export interface HomeIslandOptions extends StarterOptions {
  context: HomeIslandContext;
  /** Where the island leaves the list for the app (`globalThis`; replaced in tests). */
  handoff?: object;
}

function actionOf(value: string | null | undefined): HomeAction | undefined {
  return value === "create" || value === "sign-out" ? value : undefined;
}

/** What identifies a focusable element of the first view again in the app's screen. */
function focusKey(element: Element | null): string | undefined {
  if (element === null) return undefined;
  const action = actionOf(element.getAttribute(HOME_SHELL.action));
  if (action !== undefined) return `action:${action}`;
  const href = element.getAttribute("href");
  return element.tagName === "A" && href !== null ? `href:${href}` : undefined;
}

/** The element of the app's screen with `key`. */
function elementOfKey(root: ParentNode, key: string): HTMLElement | null {
  const [kind, value] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const selector =
    kind === "action" ? `[${HOME_SHELL.action}="${value}"]` : `a[href="${CSS.escape(value)}"]`;
  return root.querySelector<HTMLElement>(selector);
}

/** The list of pages the session's user may see, or undefined when the island cannot tell. */
async function fetchList(context: HomeIslandContext): Promise<HandedList | undefined> {
  const config = await loadConfig(context.fetch);
  const tokens = readStoredTokens(context.storage, config.clientId);
  if (tokens === undefined || areTokensExpired(tokens, context.now() + FRESH_FOR_MS))
    return undefined;
  const answer = await context.fetch(`${config.apiBaseUrl}/api/v1/profiles`, {
    headers: { Accept: "application/json", Authorization: `Bearer ${tokens.idToken}` },
  });
  if (!answer.ok) return undefined;
  const body: unknown = await answer.json();
  return isProfileListBody(body) ? { email: emailOf(tokens.idToken), body } : undefined;
}

/** Shows the list in the first view: the header's links, the screen, the title. */
function showList(document: Document, container: HTMLElement, pages: readonly ProfileSummary[]) {
  const content = container.querySelector(`[${HOME_SHELL.content}]`);
  content?.replaceChildren(homeContent(container, pages));
  const navigation = document.querySelector(`[${HOME_SHELL.navigation}]`);
  navigation?.replaceWith(...navigation.childNodes);
  document.title = commonTexts.documentTitle(homeTexts.documentTitle);
  container.setAttribute(HOME_SHELL.ready, "");
}

/**
 * Holds a tap on the screen's or the header's buttons until the app is there; notes the focus.
 * Once the app has rendered over the first view (its container is gone) the app's own buttons,
 * which carry the same marks, are left alone.
 */
function holdUntilTheApp(document: Document, container: HTMLElement, start: () => void) {
  document.addEventListener("focusin", (event) => {
    if (!container.isConnected) return;
    const key = focusKey(event.target as Element | null);
    if (key !== undefined) container.setAttribute(HOME_SHELL.focused, key);
  });
  document.addEventListener("click", (event) => {
    if (!container.isConnected) return;
    const button = (event.target as Element | null)?.closest<HTMLElement>(`[${HOME_SHELL.action}]`);
    const action = actionOf(button?.getAttribute(HOME_SHELL.action));
    if (button == null || action === undefined) return;
    event.preventDefault();
    if (container.getAttribute(HOME_SHELL.pending) !== null) return;
    container.setAttribute(HOME_SHELL.pending, action);
    if (action === "create") showButtonBusy(button, homeTexts.creating);
    else button.setAttribute("aria-busy", "true");
    start();
  });
}

function showLoadError(document: Document, container: HTMLElement): void {
  const action = actionOf(container.getAttribute(HOME_SHELL.pending));
  container.removeAttribute(HOME_SHELL.pending);
  container.querySelector(`[${HOME_SHELL.loadError}]`)?.removeAttribute("hidden");
  if (action === undefined) return;
  const button = document.querySelector<HTMLElement>(`[${HOME_SHELL.action}="${action}"]`);
  restoreButton(button);
}

/**
 * The island of the home's document (`src/home-island.ts`): shows the signed-in user's list and
 * starts the app on the first touch; starts it at once whenever it cannot show the list itself.
 * Resolves when the list is shown or the app has been asked for.
 */
export async function runHomeIsland(options: HomeIslandOptions): Promise<void> {
  const { document, context } = options;
  const container = document.querySelector<HTMLElement>(`[${HOME_SHELL.container}]`);
  const starter = appStarter(options, () => {
    if (container !== null) showLoadError(document, container);
  });
  if (
    container === null ||
    context.pathname !== "/" ||
    context.search !== "" ||
    !hasStoredSession(context)
  ) {
    starter.start();
    return;
  }
  holdUntilTheApp(document, container, starter.start);
  starter.listen();
  let list: HandedList | undefined;
  try {
    list = await fetchList(context);
  } catch (error) {
    (options.warn ?? console.warn)("The home's list could not be fetched:", error);
  }
  if (list === undefined) {
    starter.start();
    return;
  }
  // Once the app is on its way it draws the screen itself, with a list of its own.
  if (starter.started) return;
  (options.handoff ?? globalThis)[HANDOFF as keyof object] = list as never;
  try {
    showList(document, container, profileListFromWire(list.body));
  } catch (error) {
    // A document whose templates do not fit this script (a stale cache): the app draws it.
    (options.warn ?? console.warn)("The home's list could not be shown:", error);
    starter.start();
  }
}

let captured: HTMLElement | undefined;
let handed: HandedList | undefined;

/**
 * Notes the first view before the app renders over it (`main.tsx`), and takes the list the island
 * left (only this page load's: a later visit to the home asks the API). The first view's element
 * stays readable after the app has replaced it, so a tap the island holds while the app renders
 * still counts.
 */
export function captureHomeShell(root: ParentNode = document, handoff: object = globalThis): void {
  captured =
    root.querySelector<HTMLElement>(`[${HOME_SHELL.container}][${HOME_SHELL.ready}]`) ?? undefined;
  const global = handoff as HandoffGlobal;
  handed = captured === undefined ? undefined : global[HANDOFF];
  global[HANDOFF] = undefined;
}

/** Whether the app takes over a first view that shows the list. */
export function homeShellShown(): boolean {
  return captured !== undefined;
}

/**
 * The list the island fetched for the user `email`, once (the home's loader puts it in the
 * query cache instead of asking again); undefined for anyone else or when there is none.
 */
export function takeHomeList(email: string | undefined): ProfileSummary[] | undefined {
  const list = handed;
  handed = undefined;
  if (list === undefined || list.email !== email) return undefined;
  return profileListFromWire(list.body);
}

/** Whether `action` was asked for in the first view; answers true once. */
export function takeHomeAction(action: HomeAction): boolean {
  if (captured === undefined || actionOf(captured.getAttribute(HOME_SHELL.pending)) !== action)
    return false;
  captured.removeAttribute(HOME_SHELL.pending);
  return true;
}

/** Gives the focus back to what had it in the first view, once the screen is there. */
export function restoreHomeFocus(root: ParentNode = document): void {
  const key = captured?.getAttribute(HOME_SHELL.focused);
  captured?.removeAttribute(HOME_SHELL.focused);
  if (key == null) return;
  elementOfKey(root, key)?.focus();
}
