/**
 * The home list built without the app, before its code has arrived: the home's own
 * document (`dist/home.html`, `app/shell/home-shell.tsx`) carries the screen drawn by the build
 * with this feature's components, as templates: the list with two sample rows that between them
 * show every form of every part of a row (`ROW_PART`), and the empty state. This module makes the
 * user's rows from those parts, so the first view looks exactly as the app's screen that takes
 * over (checked against React's own render by `home-first-view.test.tsx`). DOM only, no React.
 */
import type { ProfileSummary } from "@memorial/api-client";
import { lifeDates, planStatus, ROW_PART, rowName, showsPlan, visibilityText } from "./page-status";

/** The templates' attribute and names in the home's document. */
export const HOME_TEMPLATE = { attribute: "data-home-template", list: "list", empty: "empty" };

/**
 * The list template's two rows: the first with a portrait, a name, dates and a plan line, the
 * second with the silhouette, no name, no dates and a plan line that needs attention.
 */
export const SAMPLE_ROWS: readonly [ProfileSummary, ProfileSummary] = [
  {
    id: "voorbeeld-1",
    address: null,
    name: "Voorbeeld",
    profilePicture: "/favicon.svg",
    dateOfBirth: new Date(1940, 0, 1),
    dateOfDeath: new Date(2020, 0, 1),
    isPublic: true,
    isBlocked: false,
    plan: "silver",
    planEndsAt: new Date(2030, 0, 1),
  },
  {
    id: "voorbeeld-2",
    address: null,
    name: "",
    profilePicture: null,
    dateOfBirth: null,
    dateOfDeath: null,
    isPublic: false,
    isBlocked: true,
    plan: "trial",
    planEndsAt: null,
  },
];

/** The address of a page in the list. */
export function pagePath(id: string): string {
  return `/${encodeURIComponent(id)}`;
}

type Parts = (name: string) => HTMLElement;

function partsOf(root: ParentNode): Parts {
  return (name) => {
    const element = root.querySelector<HTMLElement>(`[${ROW_PART.attribute}="${name}"]`);
    if (element === null) throw new Error(`the home's template has no ${name}`);
    return element;
  };
}

/** One row for `item`, from the first sample row with parts of the second where they differ. */
function rowFor(item: ProfileSummary, usual: HTMLElement, other: Parts): HTMLElement {
  const row = usual.cloneNode(true) as HTMLElement;
  const part = partsOf(row);
  row.querySelector("a")?.setAttribute("href", pagePath(item.id));
  const swap = (name: string) => {
    const replacement = other(name).cloneNode(true) as HTMLElement;
    part(name).replaceWith(replacement);
    return replacement;
  };
  if (item.profilePicture === null) swap(ROW_PART.portrait);
  else part(ROW_PART.portrait).setAttribute("src", item.profilePicture);
  const name = rowName(item);
  (name.unnamed ? swap(ROW_PART.name) : part(ROW_PART.name)).textContent = name.text;
  const dates = lifeDates(item);
  if (dates === "") part(ROW_PART.dates).remove();
  else part(ROW_PART.dates).textContent = dates;
  if (showsPlan(item)) {
    const plan = planStatus(item);
    (plan.attention ? swap(ROW_PART.plan) : part(ROW_PART.plan)).textContent = plan.text;
  } else {
    part(ROW_PART.plan).remove();
  }
  part(ROW_PART.visibility).textContent = visibilityText(item);
  return row;
}

/** The home screen's content for `pages`, made from the document's templates. */
export function homeContent(root: ParentNode, pages: readonly ProfileSummary[]): DocumentFragment {
  const template = (name: string) => {
    const element = root.querySelector<HTMLTemplateElement>(
      `template[${HOME_TEMPLATE.attribute}="${name}"]`,
    );
    if (element === null) throw new Error(`the home's document has no ${name} template`);
    return element.content.cloneNode(true) as DocumentFragment;
  };
  if (pages.length === 0) return template(HOME_TEMPLATE.empty);
  const content = template(HOME_TEMPLATE.list);
  const samples = [
    ...content.querySelectorAll<HTMLElement>(`[${ROW_PART.attribute}="${ROW_PART.row}"]`),
  ];
  const [usual, other] = samples;
  const list = usual?.parentElement;
  if (usual === undefined || other === undefined || list == null)
    throw new Error("the home's list template has not its two sample rows");
  for (const sample of samples) sample.remove();
  const otherParts = partsOf(other);
  for (const item of pages) list.append(rowFor(item, usual, otherParts));
  return content;
}
