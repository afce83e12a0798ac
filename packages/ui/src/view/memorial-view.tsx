import { Flex, Text } from "@chakra-ui/react";
import { GatheringCard } from "../gathering/gathering-card.js";
import { gatheringCalendarHref } from "../gathering/calendar-link.js";
import { RestingPlaceView } from "../resting-place/resting-place-view.js";
import { Fragment, type ReactNode } from "react";
import { LockIcon } from "../icons/icons.js";
import { PageHeader } from "../page/page-header.js";
import { boxStyle, fixedElement, fixedStyle, flexStyle, stackStyle } from "../theme/fixed-style.js";
import { viewTexts } from "../texts/view.js";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { hasStoryText, storyText } from "../rich-text/story-html.js";
import { LATER_SECTIONS_ID, MEDIA_SOURCE_ATTRIBUTE, SECTION_TYPE_ATTRIBUTE } from "./enhance.js";
import { MediaSection } from "./media-section.js";
import { COLUMN_WIDTH_PX, PhotoStrip } from "./photo-strip.js";
import type { MediaAssets, ViewProfile, ViewSection } from "./types.js";

export interface MemorialViewProps {
  /** The page as the API sends it (public read or full read). */
  profile: ViewProfile;
  /**
   * Where the app serves plyr's sprite and blank video. Without them video and audio sections
   * stay frames of the player's size (the server render: there the islands mount the players).
   */
  mediaAssets?: MediaAssets | undefined;
  /**
   * Only sections with `isPublic` are shown (anonymous visitors). The public API already sends
   * only those; this is for a full read shown as a visitor would see it.
   */
  publicOnly?: boolean;
  /** Top right of the page: the button that opens the side menu. */
  menuButton?: ReactNode;
  /** Right below the dates, before any notice: the managers' 'Bewerken' and 'Delen'. */
  actions?: ReactNode;
  /** Between the dates and the sections: e.g. the blocked-page notice or a draft notice. */
  notice?: ReactNode;
  /**
   * Managers: every section that visitors of a public page do not see carries a quiet
   * 'Alleen voor genodigden' line (what visitors see is what the family chose).
   */
  markHiddenSections?: boolean;
  /** Shown, muted, in place of an empty name (see `PageHeader`). */
  unnamedLabel?: string | undefined;
  /**
   * Below the sections, inside the page's column: e.g. the condolence register. Shown only when
   * the page has something to show (`showsRegister`): an empty page has no empty register.
   */
  register?: ReactNode;
  /** Below the sections. */
  footer?: ReactNode;
  /** The product API: a public gathering's 'Zet in mijn agenda' then links to its calendar file. */
  apiBaseUrl?: string;
  /**
   * The server render's paging of a long page (`firstScreensCount`): `first` shows only the
   * sections of the first screens and `more` in place of the rest; `all` shows every section and
   * marks the first of the rest (`LATER_SECTIONS_ID` of ./enhance.ts) as where 'Meer van deze pagina' leads.
   * Without it every section is shown (the app).
   */
  sectionPaging?:
    | {
        show: "first";
        more: ReactNode;
        /** The address of the page with every section (an album's link without JavaScript). */
        fullPage: string;
      }
    | { show: "all" }
    | undefined;
}

/** Roughly how many phone screens a section fills (a screen holds about 800 characters of text). */
function screensOf(section: ViewSection): number {
  switch (section.type) {
    case "text":
      return Math.max(0.25, storyText(section.text).length / 800);
    case "photo_carousel":
    case "gathering":
      return 1.5;
    case "resting_place":
    case "video":
    case "audio":
      return 1;
  }
}

/** A page shows at least this many sections at once. */
const FIRST_SECTIONS_AT_LEAST = 4;
/** Beyond those, sections start while the ones before fill fewer phone screens than this. */
const FIRST_SCREENS = 3;

/**
 * How many of `sections` (the ones shown, in order) the first view of a long page holds: at
 * least four, then as many as start within about three phone screens. A page that is not long
 * shows them all; the rest of a long one follows when the reader comes near.
 */
export function firstScreensCount(sections: readonly ViewSection[]): number {
  let screens = 0;
  let count = 0;
  for (const section of sections) {
    if (count >= FIRST_SECTIONS_AT_LEAST && screens >= FIRST_SCREENS) break;
    screens += screensOf(section);
    count++;
  }
  return count;
}

function visibleSections(profile: ViewProfile, publicOnly: boolean): ViewSection[] {
  if (profile.isBlocked) return [];
  return profile.sections.filter((section) => {
    if (publicOnly && !section.isPublic) return false;
    switch (section.type) {
      case "text":
        return hasStoryText(section.text);
      case "photo_carousel":
        return section.photos.length > 0;
      case "video":
        return section.video !== undefined && section.video !== "";
      case "audio":
        return section.src !== undefined && section.src !== "";
      case "gathering":
      case "resting_place":
        return true;
    }
  });
}

/**
 * Whether the page shows its register: only below something to remember (at least one section
 * this reader sees). A blocked page keeps it (read-only, it says it takes no messages). The app's
 * page and the server render both go through `MemorialView`, so this is the one rule.
 */
export function showsRegister(profile: ViewProfile, publicOnly: boolean): boolean {
  return profile.isBlocked || visibleSections(profile, publicOnly).length > 0;
}

/**
 * How many sections with content visitors of the public page do not see (the make-public
 * question names the number).
 */
/** Sections with content (the ones a visitor could see at all). */
export function contentSectionCount(profile: ViewProfile): number {
  return visibleSections(profile, false).length;
}

export function hiddenSectionCount(profile: ViewProfile): number {
  return visibleSections(profile, false).filter((section) => !section.isPublic).length;
}

/** The quiet line above a section that only invitees see (managers, in view mode). */
function HiddenMarker() {
  return (
    <Flex
      align="center"
      gap="1.5"
      mb="3"
      color="fg.muted"
      textStyle="sm"
      data-testid="hidden-section-marker"
    >
      <LockIcon boxSize="4" flexShrink={0} />
      <Text as="span">{viewTexts.membersOnly}</Text>
    </Flex>
  );
}

function mediaSourceOf(section: ViewSection): Record<string, string> {
  if (section.type === "video") return { [MEDIA_SOURCE_ATTRIBUTE]: section.video ?? "" };
  if (section.type === "audio") return { [MEDIA_SOURCE_ATTRIBUTE]: section.src ?? "" };
  return {};
}

// The view's frame (fixed styles: `fixedElement`).
const ViewRoot = fixedElement(
  "div",
  flexStyle({ direction: "column", minHeight: "100dvh", bg: "bg", color: "fg" }),
);
const MenuRow = fixedElement(
  "div",
  flexStyle({ justify: "flex-end", px: { base: "3", md: "6" }, pt: "3", minHeight: "14" }),
);
const Column = fixedElement(
  "main",
  fixedStyle({
    recipe: "container",
    props: {
      flex: "1",
      maxWidth: `${String(COLUMN_WIDTH_PX + 48)}px`,
      // Side margins in px on phones: they need not grow with enlarged text, the column does
      // (320 px at 200 % text).
      px: { base: "20px", md: "6" },
      pb: { base: "12", md: "16" },
    },
  }),
);
const Spaced = fixedElement("div", boxStyle({ mb: "10" }));
const Sections = fixedElement("div", stackStyle({ gap: { base: "12", md: "16" } }));
// Below the first screen on every phone: the browser styles, lays out and paints it when the
// reader scrolls near it, so the first paint does not wait for it (its text stays findable and
// its anchors reachable). The size is what it holds until then.
const RegisterPlace = fixedElement(
  "div",
  boxStyle({ css: { contentVisibility: "auto", containIntrinsicSize: "auto 1200px" } }),
);

/** Sections this close to the top are likely on a phone's first screen. */
const SECTIONS_NEAR_TOP = 2;

/**
 * The sections after those: the browser lays them out and paints them when the reader scrolls
 * near them, so the page's first frame does not wait for them (their text stays findable, their
 * anchors reachable, and they print). The size is what one holds until then; once shown, the
 * browser keeps its real size. An inline style, so it adds no rule to the first screen's CSS.
 */
const LATER_SECTION_STYLE = {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 600px",
} as const;

/**
 * The photos of an album in a first view's markup: the one on the screen and the next, so a
 * swipe works before the page's script has added the rest.
 */
const FIRST_VIEW_PHOTOS = 2;

/**
 * The id of an album's strip by its place among the sections shown (the same in a first view and
 * in the page with every section): a first view's album links to it there.
 */
function albumId(position: number): string {
  return `album-${String(position + 1)}`;
}

function SectionContent({
  section,
  nearTop,
  assets,
  profile,
  apiBaseUrl,
  fullPage,
  position,
}: {
  section: ViewSection;
  nearTop: boolean;
  assets: MediaAssets | undefined;
  profile: ViewProfile;
  apiBaseUrl: string | undefined;
  /** A first view: the page with every section (albums show their first photos only). */
  fullPage: string | undefined;
  /** Its place among the sections shown. */
  position: number;
}) {
  switch (section.type) {
    case "gathering":
      return (
        <GatheringCard
          gathering={section}
          calendarHref={gatheringCalendarHref({ page: profile, section, apiBaseUrl })}
        />
      );
    case "text":
      return <RichTextView html={section.text} />;
    case "photo_carousel": {
      const id = albumId(position);
      return (
        <PhotoStrip
          id={id}
          photos={section.photos}
          captions={section.captions}
          nearTop={nearTop}
          {...(fullPage === undefined
            ? {}
            : { firstPhotos: FIRST_VIEW_PHOTOS, allPhotosHref: `${fullPage}#${id}` })}
        />
      );
    }
    case "resting_place":
      return <RestingPlaceView restingPlace={section} />;
    case "video":
      return <MediaSection kind="video" src={section.video ?? ""} assets={assets} />;
    case "audio":
      return <MediaSection kind="audio" src={section.src ?? ""} assets={assets} />;
  }
}

/**
 * The read-only memorial page, as a visitor sees it: portrait, the name as the page's one `h1`,
 * the dates on one line, then the sections. Nothing editable is in here; the owner's page
 * composes the menu, notices and edit mode around it through the slots. The same component is
 * rendered to HTML by the app's render function (`@memorial/ui/ssr`); there its markup is final
 * and the interactive parts are islands (the photo strips through `@memorial/ui/view-enhance`).
 */
export function MemorialView({
  profile,
  mediaAssets,
  publicOnly = false,
  menuButton,
  actions,
  notice,
  markHiddenSections = false,
  unnamedLabel,
  register,
  footer,
  apiBaseUrl,
  sectionPaging,
}: MemorialViewProps) {
  const visible = visibleSections(profile, publicOnly);
  const firstCount = sectionPaging === undefined ? visible.length : firstScreensCount(visible);
  const sections = sectionPaging?.show === "first" ? visible.slice(0, firstCount) : visible;
  const more =
    sectionPaging?.show === "first" && firstCount < visible.length ? sectionPaging.more : null;
  return (
    <ViewRoot>
      {menuButton === undefined ? null : <MenuRow>{menuButton}</MenuRow>}
      <Column id="inhoud">
        <PageHeader
          name={profile.name}
          dateOfBirth={profile.dateOfBirth}
          dateOfDeath={profile.dateOfDeath}
          profilePicture={profile.profilePicture}
          belowMenu={menuButton !== undefined}
          unnamedLabel={unnamedLabel}
        />
        {actions === undefined ? null : <Spaced>{actions}</Spaced>}
        {notice === undefined ? null : <Spaced>{notice}</Spaced>}
        {sections.length === 0 ? null : (
          <Sections>
            {/* One child either way: the ids React gives the sections stay the same. */}
            {[
              ...sections.map((section, position) => (
                <section
                  key={`${position}:${section.type}`}
                  {...{ [SECTION_TYPE_ATTRIBUTE]: section.type }}
                  // Its place in the sections the page was read with: 'Iets melden' names it.
                  data-section-index={profile.sections.indexOf(section)}
                  {...(position === firstCount ? { id: LATER_SECTIONS_ID } : {})}
                  {...mediaSourceOf(section)}
                  {...(position < SECTIONS_NEAR_TOP ? {} : { style: LATER_SECTION_STYLE })}
                >
                  {markHiddenSections && !section.isPublic ? <HiddenMarker /> : null}
                  <SectionContent
                    section={section}
                    nearTop={position < SECTIONS_NEAR_TOP}
                    assets={mediaAssets}
                    profile={profile}
                    apiBaseUrl={apiBaseUrl}
                    fullPage={sectionPaging?.show === "first" ? sectionPaging.fullPage : undefined}
                    position={position}
                  />
                </section>
              )),
              ...(more === null ? [] : [<Fragment key="more">{more}</Fragment>]),
            ]}
          </Sections>
        )}
        {showsRegister(profile, publicOnly) && register !== undefined ? (
          <RegisterPlace>{register}</RegisterPlace>
        ) : null}
      </Column>
      {footer}
    </ViewRoot>
  );
}
