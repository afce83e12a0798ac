/**
 * What a server-rendered public page tells link-preview services (WhatsApp, Facebook, e-mail
 * clients) and search engines: Open Graph and Twitter tags, the canonical address, and whether
 * the page may be indexed ('Vindbaar via zoekmachines', off by default). Only the render of a
 * public page calls this: every other answer of the web app says nothing about a page.
 */
import type { Profile as WireProfile } from "@memorial/api-types";
import { displayName, lifeDates } from "@memorial/domain";
import { withWidth } from "@memorial/ui/view";
import { sharingTexts } from "../texts/sharing";
import { escapeHtml } from "@memorial/sanitize-html/escape";

/** Width of the portrait in a preview: large enough for a big card, small enough to load fast. */
export const PREVIEW_IMAGE_WIDTH = 640;
/** The neutral image of a page without a portrait (apps/web/public). */
export const NEUTRAL_PREVIEW_IMAGE = "/link-preview.png";
/** Longest description a preview gets (services cut at about 160-200 characters). */
export const MAX_DESCRIPTION_LENGTH = 180;

/** The `robots` answer of anything that may not be indexed. */
export const NOINDEX = "noindex, nofollow";
/** The `robots` answer of a page the family made findable. */
export const INDEX = "index, follow, max-image-preview:large";

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL of the image. */
  image: string;
  imageAlt: string;
  /** The page's one address (og:url and canonical). */
  url: string;
  /** Search engines may index the page. */
  indexable: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Tags that end a line of text (the story's allowed block tags and breaks). */
const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|div)\b[^>]*>/gi;

/** The readable text of sanitised story HTML: blocks become spaces, entities characters. */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      }
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts a text at a word boundary and marks the cut with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * The preview of a public page as a visitor sees it: `profile` holds only its visible sections.
 * `pageUrl` is the page's address on the web app's origin.
 */
export function linkPreviewOf(profile: WireProfile, pageUrl: string): LinkPreview {
  const name = displayName(profile.name);
  const dates = lifeDates(profile);
  // The first public text with words in it (read one at a time: a long page has dozens).
  let firstText = "";
  for (const section of profile.sections) {
    if (section.type !== "text" || !section.isPublic) continue;
    firstText = plainText(section.text);
    if (firstText !== "") break;
  }
  const lead = dates === "" ? "" : `${dates}. `;
  const description = shorten(
    `${lead}${firstText === "" ? sharingTexts.preview.defaultDescription(name) : firstText}`,
    MAX_DESCRIPTION_LENGTH,
  );
  const origin = new URL(pageUrl).origin;
  const portrait =
    typeof profile.profilePicture === "string" && /^https?:\/\//.test(profile.profilePicture)
      ? withWidth(profile.profilePicture, PREVIEW_IMAGE_WIDTH)
      : null;
  return {
    title: name,
    description,
    image: portrait ?? `${origin}${NEUTRAL_PREVIEW_IMAGE}`,
    imageAlt: portrait === null ? sharingTexts.preview.neutralImageAlt : `Portret van ${name}`,
    url: pageUrl,
    indexable: profile.isSearchable === true,
  };
}

/** The `<head>` tags of a preview. */
export function linkPreviewTags(preview: LinkPreview): string {
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:locale", "nl_NL"),
    meta("property", "og:site_name", sharingTexts.preview.siteName),
    meta("property", "og:title", preview.title),
    meta("property", "og:description", preview.description),
    meta("property", "og:url", preview.url),
    meta("property", "og:image", preview.image),
    meta("property", "og:image:alt", preview.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", preview.title),
    meta("name", "twitter:description", preview.description),
    meta("name", "twitter:image", preview.image),
  ].join("");
}
