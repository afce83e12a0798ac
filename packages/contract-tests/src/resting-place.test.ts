// The resting place section ('Rustplaats') and the captions of photos: every rule with its
// boundaries (400 `invalid_request` naming the field, the page unchanged), at most one resting
// place per page, and both read back as saved. Pages are made with the manager's account (the
// owner's is near the pages limit).
import { PHOTO_CAPTION_MAX_LENGTH, RESTING_PLACE_LIMITS } from "@memorial/domain";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  readPage,
  savePage,
  useSuite,
  type ErrorBody,
} from "./harness";

const restingPlace = {
  type: "resting_place",
  isPublic: true,
  place: "Begraafplaats Zorgvlied",
  address: "Amsteldijk 273, 1079 LM Amsterdam",
  plot: "Vak C, nr. 112",
  directions: "Vanaf de hoofdingang rechtsaf, voorbij de treurbeuk.",
  mapPoint: { latitude: 52.3447, longitude: 4.9041 },
} as const;

const photos = [
  "http://localhost:4000/media/3f1c6a2e/zomer-1975.jpg",
  "http://localhost:4000/media/3f1c6a2e/bruiloft.png",
];

const manager = () => useSuite().accounts.manager.idToken;

function pageWith(sections: unknown[]): Record<string, unknown> {
  return { name: "Rustplaats", sections };
}

/** Sets a field; `undefined` removes it (for `mapPoint/…`, from the point). */
function withField(field: string, value: unknown): Record<string, unknown> {
  if (field.startsWith("mapPoint/")) {
    return { mapPoint: { ...restingPlace.mapPoint, [field.slice(9)]: value } };
  }
  return { [field]: value };
}

describe("the rules of a resting place", () => {
  let id = "";
  beforeAll(async () => {
    id = await createPage(manager());
  });

  it("stores a resting place with a map point and reads it back", async () => {
    expectStatus(await savePage(manager(), id, pageWith([restingPlace])), 200);
    expect((await readPage(manager(), id)).sections).toEqual([restingPlace]);
    const bare = { type: "resting_place", isPublic: false, place: "Urnenmuur Westgaarde" };
    expectStatus(await savePage(manager(), id, pageWith([bare])), 200);
    expect((await readPage(manager(), id)).sections).toEqual([bare]);
  });

  it.each([
    ["place", ""],
    ["place", "   "],
    ["place", undefined],
    ["place", "p".repeat(RESTING_PLACE_LIMITS.place + 1)],
    ["address", "a".repeat(RESTING_PLACE_LIMITS.address + 1)],
    ["plot", "v".repeat(RESTING_PLACE_LIMITS.plot + 1)],
    ["directions", "d".repeat(RESTING_PLACE_LIMITS.directions + 1)],
    ["mapPoint/latitude", 90.0001],
    ["mapPoint/latitude", -91],
    ["mapPoint/latitude", "52.37"],
    ["mapPoint/latitude", undefined],
    ["mapPoint/longitude", 180.5],
    ["mapPoint/longitude", -181],
    ["mapPoint/longitude", undefined],
    ["graveColour", "grijs"],
  ])("refuses %s = %j with 400 invalid_request naming the field", async (field, value) => {
    const before = await readPage(manager(), id);
    const response = await savePage(
      manager(),
      id,
      pageWith([{ ...restingPlace, ...withField(field, value) }]),
    );
    expectStatus(response, 400, "invalid_request");
    const leaf = field.split("/").pop() ?? field;
    expect(bodyOf<ErrorBody>(response).message).toContain(leaf);
    expect(await readPage(manager(), id)).toEqual(before);
  });

  it("accepts every field at its limit and the corners of the map", async () => {
    const atLimits = {
      ...restingPlace,
      place: "😀".repeat(RESTING_PLACE_LIMITS.place),
      address: "a".repeat(RESTING_PLACE_LIMITS.address),
      plot: "v".repeat(RESTING_PLACE_LIMITS.plot),
      directions: "d".repeat(RESTING_PLACE_LIMITS.directions),
      mapPoint: { latitude: -90, longitude: 180 },
    };
    expectStatus(await savePage(manager(), id, pageWith([atLimits])), 200);
    expect((await readPage(manager(), id)).sections).toEqual([atLimits]);
  });

  it("allows one resting place per page", async () => {
    const before = await readPage(manager(), id);
    const response = await savePage(manager(), id, pageWith([restingPlace, restingPlace]));
    expectStatus(response, 400, "invalid_request");
    expect(bodyOf<ErrorBody>(response).message).toContain("resting_place");
    expect(await readPage(manager(), id)).toEqual(before);
  });
});

describe("the captions of photos", () => {
  let id = "";
  beforeAll(async () => {
    id = await createPage(manager());
  });

  const carousel = (captions: unknown) => ({
    type: "photo_carousel",
    isPublic: true,
    photos,
    captions,
  });

  it("stores a caption per photo, at its limit, and reads them back", async () => {
    const captions = ["Zomer 1975 in Bergen aan Zee", "😀".repeat(PHOTO_CAPTION_MAX_LENGTH)];
    expectStatus(await savePage(manager(), id, pageWith([carousel(captions)])), 200);
    expect((await readPage(manager(), id)).sections).toEqual([carousel(captions)]);
    expectStatus(await savePage(manager(), id, pageWith([carousel([""])])), 200);
    expect((await readPage(manager(), id)).sections).toEqual([carousel([""])]);
  });

  it.each([
    ["a caption over the limit", ["ok", "c".repeat(PHOTO_CAPTION_MAX_LENGTH + 1)]],
    ["more captions than photos", ["een", "twee", "drie"]],
    ["a caption that is no text", [42]],
  ])("refuses %s with 400 invalid_request", async (_what, captions) => {
    const before = await readPage(manager(), id);
    const response = await savePage(manager(), id, pageWith([carousel(captions)]));
    expectStatus(response, 400, "invalid_request");
    expect(bodyOf<ErrorBody>(response).message).toContain("captions");
    expect(await readPage(manager(), id)).toEqual(before);
  });
});
