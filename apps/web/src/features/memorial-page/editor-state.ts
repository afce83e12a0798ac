import type { Profile, ProfileDraft } from "@memorial/api-client";
import type { Section } from "@memorial/api-types";
import { GATHERING_KINDS, type SectionType } from "@memorial/domain";

/** A section as the editor holds it: the wire section plus client-only fields. */
export type EditorSection = Section & {
  /** Client-only identity, stable across moves of other sections (React key). */
  sectionID: string;
  /** The original of a moved section, folding away before it is removed. */
  collapsed?: boolean;
  /** The copy of a moved section, unfolding where it landed. */
  uncollapse?: boolean;
  /**
   * The identity a section keeps through moves (a move inserts a copy with a new `sectionID`):
   * the `sectionID` it was first given. Absent until the section is moved. Uploads are tied to
   * it, so an upload that finishes after a move lands on the copy.
   */
  originID?: string;
};

/** Everything the owner can change in edit mode (plain data, so it can be kept in IndexedDB). */
export interface EditorDraft {
  name: string;
  profilePicture: string | null;
  dateOfBirth: Date | null;
  dateOfDeath: Date | null;
  sections: EditorSection[];
}

let counter = 0;

/** A new client-only section id. */
export function newSectionId(): string {
  counter += 1;
  return `s${Date.now().toString(36)}-${counter.toString(36)}`;
}

export function withSectionId(section: Section): EditorSection {
  return { ...section, sectionID: newSectionId() };
}

export function draftFromProfile(profile: Profile): EditorDraft {
  return {
    name: profile.name,
    profilePicture: profile.profilePicture,
    dateOfBirth: profile.dateOfBirth,
    dateOfDeath: profile.dateOfDeath,
    sections: profile.sections.map(withSectionId),
  };
}

/**
 * An empty section of the given type. New sections are visible to everyone who may see the page
 * (a published page must not show visitors nothing); only the family hides one.
 */
export function emptySection(type: SectionType): EditorSection {
  const sectionID = newSectionId();
  switch (type) {
    case "text":
      return { type, isPublic: true, text: "", sectionID };
    case "photo_carousel":
      return { type, isPublic: true, photos: [], sectionID };
    case "video":
      return { type, isPublic: true, sectionID };
    case "audio":
      return { type, isPublic: true, sectionID };
    case "gathering":
      return {
        type,
        isPublic: true,
        kind: GATHERING_KINDS[0],
        date: "",
        startTime: "",
        venue: "",
        sectionID,
      };
    case "resting_place":
      return { type, isPublic: true, place: "", sectionID };
  }
}

/** The identity of a section that survives its moves (see `EditorSection.originID`). */
export function identityOf(section: EditorSection): string {
  return section.originID ?? section.sectionID;
}

/** The sections that are really on the page (not the folding originals of moves). */
export function liveSections(sections: readonly EditorSection[]): EditorSection[] {
  return sections.filter((section) => section.collapsed !== true);
}

/** What `saveProfile` sends: the page's other fields unchanged, the folding originals left out. */
export function toSaveDraft(draft: EditorDraft, profile: Profile): ProfileDraft {
  return {
    name: draft.name,
    profilePicture: draft.profilePicture,
    dateOfBirth: draft.dateOfBirth,
    dateOfDeath: draft.dateOfDeath,
    sections: liveSections(draft.sections),
    extraFields: profile.extraFields,
  };
}

function sameDate(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  return a.getTime() === b.getTime();
}

function stripClientFields(section: EditorSection): Section {
  const {
    sectionID: _id,
    collapsed: _collapsed,
    uncollapse: _uncollapse,
    originID: _origin,
    ...wire
  } = section;
  return wire;
}

/** The stored page's sections as JSON, once per read of the page (asked on every keystroke). */
const storedJson = new WeakMap<Profile["sections"], string>();

function storedSectionsJson(profile: Profile): string {
  let json = storedJson.get(profile.sections);
  if (json === undefined) {
    json = JSON.stringify(profile.sections);
    storedJson.set(profile.sections, json);
  }
  return json;
}

/** Whether the draft differs from the stored page. */
export function isDirty(draft: EditorDraft, profile: Profile): boolean {
  if (draft.name !== profile.name) return true;
  if (draft.profilePicture !== profile.profilePicture) return true;
  if (!sameDate(draft.dateOfBirth, profile.dateOfBirth)) return true;
  if (!sameDate(draft.dateOfDeath, profile.dateOfDeath)) return true;
  const sections = liveSections(draft.sections).map(stripClientFields);
  return JSON.stringify(sections) !== storedSectionsJson(profile);
}

/** Changes one section (by its client id). */
export function updateSection(
  draft: EditorDraft,
  sectionID: string,
  change: (section: EditorSection) => EditorSection,
): EditorDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) =>
      section.sectionID === sectionID ? change(section) : section,
    ),
  };
}

/**
 * Changes the section on the page that has this identity (`identityOf`): after a move that is
 * the copy, never the folding original. Nothing happens when the section has been deleted.
 */
export function updateSectionByIdentity(
  draft: EditorDraft,
  identity: string,
  change: (section: EditorSection) => EditorSection,
): EditorDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) =>
      section.collapsed !== true && identityOf(section) === identity ? change(section) : section,
    ),
  };
}

export function removeSection(draft: EditorDraft, sectionID: string): EditorDraft {
  return {
    ...draft,
    sections: draft.sections.filter((section) => section.sectionID !== sectionID),
  };
}

/**
 * Moves a section one place up (-1) or down (+1) among the live sections: a copy is inserted at
 * the new place (unfolding) and the original folds away (spec section 4). Returns the draft and
 * the id of the original, to be removed once its collapse animation has run.
 */
export function moveSection(
  draft: EditorDraft,
  sectionID: string,
  direction: -1 | 1,
): { draft: EditorDraft; originalID: string | null } {
  // The original keeps `sectionID`; the caller removes it after the collapse animation.
  const live = liveSections(draft.sections);
  const from = live.findIndex((section) => section.sectionID === sectionID);
  const to = from + direction;
  const original = live[from];
  const neighbour = live[to];
  if (original === undefined || neighbour === undefined) return { draft, originalID: null };
  const copy: EditorSection = {
    ...original,
    sectionID: newSectionId(),
    originID: identityOf(original),
    collapsed: false,
    uncollapse: true,
  };
  const sections: EditorSection[] = [];
  for (const section of draft.sections) {
    if (section.sectionID === original.sectionID) {
      sections.push({ ...section, collapsed: true });
      continue;
    }
    if (section.sectionID === neighbour.sectionID) {
      if (direction === -1) {
        sections.push(copy, section);
      } else {
        sections.push(section, copy);
      }
      continue;
    }
    sections.push(section);
  }
  return { draft: { ...draft, sections }, originalID: original.sectionID };
}

/**
 * The captions of a photos section after a change of its photos: as many as there are photos
 * (missing ones empty), so a move or a removal takes each caption along with its photo.
 */
export function alignedCaptions(
  captions: readonly string[] | undefined,
  photoCount: number,
): string[] {
  return Array.from({ length: photoCount }, (_, index) => captions?.[index] ?? "");
}

/** Moves an item of a list from one index to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Puts the user's draft on top of a newer stored page (the 412 flow): the user's name, dates,
 * picture and sections win; the newer page's other fields are kept by the caller.
 */
export function rebaseDraft(draft: EditorDraft): EditorDraft {
  return {
    ...draft,
    sections: liveSections(draft.sections).map((section) => ({
      ...section,
      collapsed: false,
      uncollapse: false,
    })),
  };
}
