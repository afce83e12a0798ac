import { describe, expect, it } from "vitest";
import { printableSections } from "./print-screen";

describe("printableSections", () => {
  it("keeps the public sections in page order, gatherings with every field", () => {
    const gathering = {
      kind: "afscheidsdienst" as const,
      date: "2026-11-27",
      startTime: "14:00",
      venue: "Aula De Nieuwe Ooster",
      notes: "Na afloop is er koffie.",
    };
    expect(
      printableSections({
        sections: [
          { type: "text", isPublic: true, text: "<p>Eén</p>" },
          { type: "text", isPublic: false, text: "<p>Alleen voor genodigden</p>" },
          { type: "text", isPublic: true, text: "<p></p>" },
          { type: "photo_carousel", isPublic: true, photos: ["http://m.test/a.jpg"] },
          { type: "photo_carousel", isPublic: true, photos: [] },
          { type: "video", isPublic: true, video: "http://m.test/v.mp4" },
          { type: "gathering", isPublic: true, ...gathering },
        ],
      }),
    ).toEqual([
      { kind: "text", html: "<p>Eén</p>" },
      { kind: "photos", photos: [{ url: "http://m.test/a.jpg" }] },
      { kind: "gathering", gathering },
    ]);
  });
});
