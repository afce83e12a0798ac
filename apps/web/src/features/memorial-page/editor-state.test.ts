import type { Profile } from "@memorial/api-client";
import { describe, expect, it } from "vitest";
import {
  draftFromProfile,
  emptySection,
  isDirty,
  liveSections,
  moveItem,
  moveSection,
  removeSection,
  toSaveDraft,
} from "./editor-state";
import { createMemoryDraftStore } from "./drafts";
import { classifySaveError } from "./use-page-editing";
import { ApiError } from "@memorial/api-client";

const profile: Profile = {
  id: "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40",
  name: "Johanna de Vries",
  profilePicture: null,
  isPublic: false,
  isBlocked: false,
  plan: "trial",
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
