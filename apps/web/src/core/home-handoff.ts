/**
 * The app's side of the hand-over between the home's first view and the app. `/` is served as a
 * document of its own (`dist/home.html`, written by `scripts/write-app-shell.ts`): the frame with
 * the home's waiting view and the screen drawn by the build as templates, and a small script
 * (`src/home-island.ts`, running `app/shell/run-home-island.ts`) instead of the app. The app then
 * takes the list the island fetched instead of asking again, and a tap on 'Nieuwe
 * herinneringspagina aanmaken' or 'Uitloggen' made before it was there, and the focus. This
 * module holds the markers both sides use and what the app reads.
 */
import { profileListFromWire, type ProfileSummary } from "@memorial/api-client";
import type { ProfileListItem } from "@memorial/api-types";

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
  /** On the container: what had the focus last (`focusKey` of the island). */
  focused: "data-home-focused",
  /** The hidden message shown when the app's code cannot be fetched. */
  loadError: "data-home-load-error",
} as const;

export type HomeAction = "create" | "sign-out";

/** The global through which the island hands the list it fetched to the app. */
export const HOME_HANDOFF = "__memorialHomeList";

export interface HandedList {
  email: string | undefined;
  body: { profiles: ProfileListItem[] };
}

type HandoffGlobal = { [HOME_HANDOFF]?: HandedList | undefined };

/** The held action named by a mark, if it is one. */
export function homeActionOf(value: string | null | undefined): HomeAction | undefined {
  return value === "create" || value === "sign-out" ? value : undefined;
}

/** The element of the app's screen with `key`. */
function elementOfKey(root: ParentNode, key: string): HTMLElement | null {
  const [kind, value] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const selector =
    kind === "action" ? `[${HOME_SHELL.action}="${value}"]` : `a[href="${CSS.escape(value)}"]`;
  return root.querySelector<HTMLElement>(selector);
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
  handed = captured === undefined ? undefined : global[HOME_HANDOFF];
  global[HOME_HANDOFF] = undefined;
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
  if (captured === undefined || homeActionOf(captured.getAttribute(HOME_SHELL.pending)) !== action)
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
