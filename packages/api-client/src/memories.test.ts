import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { FileCheckError } from "./errors";
import { checkMemoryDraft, shareMemory } from "./memories";

const photo = (name: string, bytes: number[]) =>
  new File([new Uint8Array(bytes)], name, { type: name.endsWith(".png") ? "image/png" : "" });
const PNG_START = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
];

describe("checkMemoryDraft", () => {
  it("names every problem of the text and the photos", () => {
    const file = photo("a.png", PNG_START);
    expect(
      checkMemoryDraft({
        name: " ",
        message: "x".repeat(5001),
        email: "geen-adres",
        photos: Array.from({ length: 6 }, () => ({ file, caption: "c".repeat(201) })),
      }),
    ).toEqual([
      "name_missing",
      "message_too_long",
      "email_invalid",
      "photos_too_many",
      "caption_too_long",
    ]);
    expect(checkMemoryDraft({ name: "Kees", message: "x".repeat(5000) })).toEqual([]);
  });
});

describe("shareMemory", () => {
  it("refuses a file that is not a photo before any call", async () => {
    const fetch = vi.fn<(request: Request) => Promise<Response>>();
    const client = createApiClient({
      baseUrl: "http://api.test",
      fetch,
      getTokens: () => undefined,
    });
    await expect(
      shareMemory(client, "page-1", {
        name: "Kees",
        message: "Tekst",
        photos: [{ file: photo("brief.pdf", [0x25, 0x50, 0x44, 0x46]) }],
      }),
    ).rejects.toBeInstanceOf(FileCheckError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("writes a memory without photos to the public variant without a session", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.url).toBe("http://api.test/public/api/v1/profiles/page-1/memories");
      expect(await request.json()).toEqual({ name: "Kees", message: "Tekst" });
      return Response.json(
        {
          condolence: {
            id: "m1",
            kind: "memory",
            photos: [],
            name: "Kees",
            message: "Tekst",
            relation: null,
            status: "pending",
            createdAt: "2026-11-20T14:03:12.000Z",
            own: true,
          },
          ownerToken: "k3J9xQ2mV7pL0aZt8RwB4nYc",
        },
        { status: 201 },
      );
    });
    const client = createApiClient({
      baseUrl: "http://api.test",
      fetch,
      getTokens: () => undefined,
    });
    const created = await shareMemory(client, "page-1", { name: "Kees", message: "Tekst" });
    expect(created.condolence.kind).toBe("memory");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
