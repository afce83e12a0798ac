// The web app's own API client (packages/api-client) against the backend: the real upload
// flow of a 5 MB photo (check, upload URL, PUT, job polling, asset served back), a save with
// the ETag it read, and the conflict a stale ETag gets. Every answer the client receives is
// validated against the contract like the suite's own requests.
import {
  createApiClient,
  createFetchUploadTransport,
  createProfile,
  isVersionConflict,
  readProfile,
  saveProfile,
  uploadCarouselPhotos,
} from "@memorial/api-client";
import { describe, expect, it } from "vitest";
import { useSuite } from "./harness";
import { makePng } from "./sample-files";

describe("the web app's API client", () => {
  /** A fetch that fails the test when an answer breaks the contract. */
  const checkedFetch = async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    await useSuite().api.check(request.method, request.url, response.clone(), "owner");
    return response;
  };
  const client = () => {
    const { ctx, accounts } = useSuite();
    return createApiClient({
      baseUrl: ctx.apiUrl,
      getTokens: () => ({
        idToken: accounts.owner.idToken,
        accessToken: accounts.owner.accessToken,
      }),
      fetch: checkedFetch,
      uploadTransport: createFetchUploadTransport(checkedFetch),
    });
  };

  it("uploads a 5 MB photo, saves it in a carousel and reads it back", async () => {
    const api = client();
    const id = await createProfile(api);
    const bytes = makePng({ width: 1300, height: 1300, noise: true });
    expect(bytes.length).toBeGreaterThan(5_000_000);
    const file = new File([new Uint8Array(bytes)], "vakantie.png", { type: "image/png" });
    const progress: number[] = [];
    const [url] = await uploadCarouselPhotos(api, id, [file], {
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(url).toMatch(/^https?:\/\//);
    expect(progress.at(-1)).toBe(bytes.length);

    const served = await fetch(url ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const read = await readProfile(api, id);
    const saved = await saveProfile(
      api,
      id,
      {
        name: "Vakantie 1975",
        sections: [{ type: "photo_carousel", isPublic: false, photos: [url ?? ""] }],
        dateOfBirth: new Date(Date.UTC(1948, 2, 12)),
      },
      { etag: read.etag },
    );
    expect(saved.profile.sections).toEqual([
      { type: "photo_carousel", isPublic: false, photos: [url] },
    ]);
    expect(saved.profile.dateOfBirth?.toISOString().slice(0, 10)).toBe("1948-03-12");

    // A backend without ETags is allowed by the contract; the local backend sends them.
    if (useSuite().ctx.mode === "local") expect(read.etag).toMatch(/^"\d+"$/);
    if (read.etag !== undefined) {
      const stale = saveProfile(api, id, { name: "Oud", sections: [] }, { etag: read.etag });
      await expect(stale).rejects.toSatisfy((error: unknown) => isVersionConflict(error));
    }
    expect((await readProfile(api, id)).profile.name).toBe("Vakantie 1975");
  });
});
