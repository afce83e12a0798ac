import type { Profile } from "@memorial/api-client";
import { describe, expect, it } from "vitest";
import {
  draftFromProfile,
  emptySection,
  identityOf,
  isDirty,
  liveSections,
  moveItem,
  moveSection,
  removeSection,
  toSaveDraft,
  updateSectionByIdentity,
  type EditorDraft,
  type EditorSection,
} from "./editor-state";
import { createMemoryDraftStore } from "./drafts";
import { classifySaveError } from "./use-page-editing";
import { ApiError } from "@memorial/api-client";

const profile: Profile = {
  id: "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40",
  address: null,
  name: "Johanna de Vries",
  profilePicture: null,
  isPublic: false,
  isBlocked: false,
  isSearchable: false,
  plan: "trial",
  planEndsAt: null,
  dateOfBirth: new Date(1948, 2, 12),
  dateOfDeath: null,
  sections: [
    { type: "text", isPublic: true, text: "<p>Een</p>" },
    { type: "photo_carousel", isPublic: false, photos: ["a", "b", "c"] },
    { type: "text", isPublic: false, text: "<p>Drie</p>" },
  ],
  extraFields: { theme: "calm" },
};

describe("the editor's draft", () => {
  it("is clean when read from the page and dirty after a change", () => {
    const draft = draftFromProfile(profile);
    expect(isDirty(draft, profile)).toBe(false);
    expect(isDirty({ ...draft, name: "Johanna" }, profile)).toBe(true);
    expect(isDirty({ ...draft, dateOfBirth: new Date(1948, 2, 13) }, profile)).toBe(true);
    expect(
      isDirty({ ...draft, sections: [...draft.sections, emptySection("audio")] }, profile),
    ).toBe(true);
  });

  it("moves a section by inserting a copy and folding the original away", () => {
    const draft = draftFromProfile(profile);
    const first = draft.sections[0]?.sectionID ?? "";
    const { draft: moved, originalID } = moveSection(draft, first, 1);
    expect(originalID).toBe(first);
    expect(
      moved.sections.map((s) => [s.type, s.collapsed === true, s.uncollapse === true]),
    ).toEqual([
      ["text", true, false],
      ["photo_carousel", false, false],
      ["text", false, true],
      ["text", false, false],
    ]);
    const live = liveSections(removeSection(moved, first).sections);
    expect(live.map((s) => s.type === "text" && s.text)).toEqual([
      false,
      "<p>Een</p>",
      "<p>Drie</p>",
    ]);
    expect(isDirty(removeSection(moved, first), profile)).toBe(true);
  });

  it("does not move the first section up or the last one down", () => {
    const draft = draftFromProfile(profile);
    expect(moveSection(draft, draft.sections[0]?.sectionID ?? "", -1).originalID).toBeNull();
    expect(moveSection(draft, draft.sections[2]?.sectionID ?? "", 1).originalID).toBeNull();
  });

  it("saves without the folding originals and keeps the page's other fields", () => {
    const draft = draftFromProfile(profile);
    const { draft: moved } = moveSection(draft, draft.sections[1]?.sectionID ?? "", -1);
    const body = toSaveDraft(moved, profile);
    expect(body.sections.map((s) => s.type)).toEqual(["photo_carousel", "text", "text"]);
    expect(body.extraFields).toEqual({ theme: "calm" });
  });

  it("moves photos within a carousel", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });
});

describe("drafts on this device", () => {
  it("are kept per user and page, and another user never sees them", async () => {
    const store = createMemoryDraftStore();
    const draft = draftFromProfile(profile);
    await store.put("user:a@example.nl", profile.id, { draft, baseEtag: '"1"', updatedAt: 1 });
    expect((await store.get("user:a@example.nl", profile.id))?.baseEtag).toBe('"1"');
    expect(await store.get("user:b@example.nl", profile.id)).toBeUndefined();
    expect(await store.hasAny("user:b@example.nl")).toBe(false);
    expect(await store.hasAny("user:a@example.nl")).toBe(true);
    await store.removeAll("user:a@example.nl");
    expect(await store.get("user:a@example.nl", profile.id)).toBeUndefined();
  });
});

describe("a failed save", () => {
  it("is told apart: conflict, offline, expired session or other", () => {
    expect(classifySaveError(new ApiError({ status: 412, code: "http_error", message: "" }))).toBe(
      "conflict",
    );
    expect(classifySaveError(new ApiError({ status: 0, code: "network_error", message: "" }))).toBe(
      "offline",
    );
    expect(
      classifySaveError(new ApiError({ status: 401, code: "unauthorized", message: "" })),
    ).toBe("session");
    expect(classifySaveError(new ApiError({ status: 500, code: "http_error", message: "" }))).toBe(
      "other",
    );
  });
});

describe("an upload that finishes after its section was moved", () => {
  const addPhoto = (section: EditorSection): EditorSection =>
    section.type === "photo_carousel"
      ? { ...section, photos: [...section.photos, "new"] }
      : section;
  /** A move as the editor does it: the copy is inserted, the original removed after folding. */
  const moveAndSettle = (draft: EditorDraft, sectionID: string, direction: -1 | 1) => {
    const { draft: moved, originalID } = moveSection(draft, sectionID, direction);
    return originalID === null ? moved : removeSection(moved, originalID);
  };

  it("lands on the section's current copy, also after several moves", () => {
    let draft = draftFromProfile(profile);
    const carousel = draft.sections[1];
    if (carousel === undefined) throw new Error("no carousel");
    // The upload starts on the carousel as it is now.
    const identity = identityOf(carousel);
    draft = moveAndSettle(draft, carousel.sectionID, -1);
    const copy = liveSections(draft.sections)[0];
    expect(copy?.sectionID).not.toBe(carousel.sectionID);
    draft = moveAndSettle(draft, copy?.sectionID ?? "", 1);
    draft = moveAndSettle(draft, liveSections(draft.sections)[1]?.sectionID ?? "", 1);

    draft = updateSectionByIdentity(draft, identity, addPhoto);
    const saved = toSaveDraft(draft, profile).sections;
    expect(saved.map((section) => section.type)).toEqual(["text", "text", "photo_carousel"]);
    expect(saved[2]?.type === "photo_carousel" && saved[2].photos).toEqual(["a", "b", "c", "new"]);
  });

  it("changes only the copy while the original is still folding away", () => {
    const draft = draftFromProfile(profile);
    const carousel = draft.sections[1];
    if (carousel === undefined) throw new Error("no carousel");
    const { draft: moving } = moveSection(draft, carousel.sectionID, 1);
    const after = updateSectionByIdentity(moving, identityOf(carousel), addPhoto);
    const carousels = after.sections.filter((section) => section.type === "photo_carousel");
    expect(carousels.map((section) => [section.collapsed === true, section.photos.length])).toEqual(
      [
        [true, 3],
        [false, 4],
      ],
    );
  });

  it("is dropped when the section has been deleted meanwhile", () => {
    const draft = draftFromProfile(profile);
    const carousel = draft.sections[1];
    if (carousel === undefined) throw new Error("no carousel");
    const deleted = removeSection(draft, carousel.sectionID);
    expect(updateSectionByIdentity(deleted, identityOf(carousel), addPhoto)).toEqual(deleted);
  });

  it("keeps the identity through a move and back, without making the draft dirty", () => {
    const draft = draftFromProfile(profile);
    const first = draft.sections[0]?.sectionID ?? "";
    const moved = moveAndSettle(draft, first, 1);
    const back = moveAndSettle(moved, liveSections(moved.sections)[1]?.sectionID ?? "", -1);
    expect(liveSections(back.sections)[0]?.originID).toBe(first);
    expect(isDirty(back, profile)).toBe(false);
  });
});

describe("a new section", () => {
  it("is visible to everyone who may see the page, whatever its type", () => {
    for (const type of ["text", "photo_carousel", "video", "audio"] as const) {
      expect(emptySection(type).isPublic).toBe(true);
    }
  });
});
