import {
  CALENDAR_CONTENT_TYPE,
  gatheringCalendar,
  type GatheringCalendarInput,
  type GatheringFields,
} from "@memorial/domain";

/**
 * The calendar file as a `data:` URL, for gatherings the API does not serve to everyone (a
 * members-only section, or a page that is not public). Made with the one generator of
 * @memorial/domain; works without script once rendered.
 */
export function calendarDataUrl(input: GatheringCalendarInput): string {
  return `data:${CALENDAR_CONTENT_TYPE.replace(/\s/g, "")},${encodeURIComponent(gatheringCalendar(input))}`;
}

/** What of a page the link needs (the wire `Profile` fits). */
export interface CalendarPage {
  id: string;
  name: string;
  isPublic: boolean;
  isBlocked: boolean;
  sections: readonly { isPublic: boolean }[];
}

/**
 * Where 'Zet in mijn agenda' of one gathering leads. A public gathering of a public page, with
 * the API's address known: the API's calendar file (`getPublicGatheringCalendar`, the index
 * counted among the public sections as the public read has them), a plain link that needs no
 * script. Otherwise the file itself as a `data:` URL.
 */
export function gatheringCalendarHref(options: {
  page: CalendarPage;
  section: GatheringFields & { isPublic: boolean };
  /** Base URL of the product API; without it the link is always a `data:` URL. */
  apiBaseUrl?: string | undefined;
  /** The page's address, added to the event (the `data:` URL). */
  pageUrl?: string;
  now?: Date;
}): string {
  const { page, section, apiBaseUrl } = options;
  const publicIndex = page.sections.filter((candidate) => candidate.isPublic).indexOf(section);
  if (
    apiBaseUrl !== undefined &&
    page.isPublic &&
    !page.isBlocked &&
    section.isPublic &&
    publicIndex >= 0
  ) {
    const base = apiBaseUrl.replace(/\/+$/, "");
    return `${base}/public/api/v1/profiles/${encodeURIComponent(page.id)}/sections/${String(publicIndex)}/calendar`;
  }
  const position = page.sections.indexOf(section);
  return calendarDataUrl({
    gathering: section,
    pageName: page.name,
    uid: `${page.id}-${String(Math.max(position, 0))}@herinneringspagina.nl`,
    now: options.now ?? new Date(),
    ...(options.pageUrl === undefined ? {} : { pageUrl: options.pageUrl }),
  });
}
