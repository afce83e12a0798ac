import type { Profile } from "@memorial/api-types";

/**
 * A public page with every kind of section, as the API sends it (the wire `Profile`): the one
 * page fixture of the repository, for the visitor view's tests, the web app's render and link
 * preview tests and its deploy check. The visitor view takes it as it is (`ViewProfile`).
 */
export function publicProfileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40",
    name: "Johanna de Vries",
    profilePicture: "http://localhost:4800/media/3f1c6a2e/portrait.jpg",
    isPublic: true,
    isBlocked: false,
    plan: "silver",
    dateOfBirth: "1948-03-12",
    dateOfDeath: "2025-11-02",
    sections: [
      {
        type: "text",
        isPublic: true,
        text: "<h1>Ons mam</h1><p>Altijd <strong>vrolijk</strong>.</p>",
      },
      {
        type: "photo_carousel",
        isPublic: true,
        photos: [
          "http://localhost:4800/media/3f1c6a2e/zomer-1975.jpg",
          "http://localhost:4800/media/3f1c6a2e/bruiloft.png",
        ],
      },
      { type: "text", isPublic: false, text: "<p>Alleen voor familie.</p>" },
      { type: "text", isPublic: true, text: "<p></p>" },
    ],
    ...overrides,
  };
}
