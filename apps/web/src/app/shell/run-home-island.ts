/**
 * The island's side of the hand-over between the home's first view and the app (the markers and
 * the app's side: `core/home-handoff.ts`). `/` is served as a
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
import {
  CROSS_TAB_CHANNEL_NAME,
  areTokensExpired,
  emailOf,
  readStoredTokens,
} from "@memorial/auth/stored-session";
import { loadConfig } from "../../config";
import { HOME_HANDOFF, HOME_SHELL, homeActionOf, type HandedList } from "../../core/home-handoff";
import {
  appStarter,
  carrySplitPresses,
  restoreButton,
  showButtonBusy,
  type StarterOptions,
} from "../../core/island-start";
import { hasStoredSession, type SessionPlaces } from "../../core/stored-session";
import { homeContent } from "../../features/my-pages/home-first-view";
import { commonTexts } from "../../texts/common";
import { homeTexts } from "../../texts/home";

/** Seconds a session must still be valid for the island to use it (else the app renews it). */
const FRESH_FOR_MS = 30_000;

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

/** What identifies a focusable element of the first view again in the app's screen. */
function focusKey(element: Element | null): string | undefined {
  if (element === null) return undefined;
  const action = homeActionOf(element.getAttribute(HOME_SHELL.action));
  if (action !== undefined) return `action:${action}`;
  const href = element.getAttribute("href");
  return element.tagName === "A" && href !== null ? `href:${href}` : undefined;
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
 * which carry the same marks, are left alone; a press the app's arrival splits is carried over.
 */
function holdUntilTheApp(document: Document, container: HTMLElement, start: () => void) {
  carrySplitPresses(document, container);
  document.addEventListener("focusin", (event) => {
    if (!container.isConnected) return;
    const key = focusKey(event.target as Element | null);
    if (key !== undefined) container.setAttribute(HOME_SHELL.focused, key);
  });
  document.addEventListener("click", (event) => {
    if (!container.isConnected) return;
    const button = (event.target as Element | null)?.closest<HTMLElement>(`[${HOME_SHELL.action}]`);
    const action = homeActionOf(button?.getAttribute(HOME_SHELL.action));
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
  const action = homeActionOf(container.getAttribute(HOME_SHELL.pending));
  container.removeAttribute(HOME_SHELL.pending);
  container.querySelector(`[${HOME_SHELL.loadError}]`)?.removeAttribute("hidden");
  if (action === undefined) return;
  const button = document.querySelector<HTMLElement>(`[${HOME_SHELL.action}="${action}"]`);
  restoreButton(button);
}

/**
 * A sign-out in another tab (its `BroadcastChannel` message, or the stored session's removal
 * seen as a `storage` event) while the home's first view is still the island's: `onSignedOut`
 * runs once. The island never signs out itself: it hands over to the app, which finds no session.
 */
function watchSignOut(document: Document, onSignedOut: () => void): void {
  const view = document.defaultView;
  if (view === null) return;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    channel?.close();
    view.removeEventListener("storage", onStorage);
    onSignedOut();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (event.key.endsWith(".LastAuthUser") && event.newValue === null)) {
      fire();
    }
  };
  view.addEventListener("storage", onStorage);
  const channel =
    typeof view.BroadcastChannel === "function"
      ? new view.BroadcastChannel(CROSS_TAB_CHANNEL_NAME)
      : undefined;
  if (channel !== undefined) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === "signedOut") fire();
    };
  }
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
  // Signed out elsewhere: the app takes over at once and shows the signed-out state.
  watchSignOut(document, () => {
    if (!starter.started) starter.start();
  });
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
  (options.handoff ?? globalThis)[HOME_HANDOFF as keyof object] = list as never;
  try {
    showList(document, container, profileListFromWire(list.body));
  } catch (error) {
    // A document whose templates do not fit this script (a stale cache): the app draws it.
    (options.warn ?? console.warn)("The home's list could not be shown:", error);
    starter.start();
  }
}
