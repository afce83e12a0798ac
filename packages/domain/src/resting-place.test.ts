import { describe, expect, it } from "vitest";
import { PHOTO_CAPTION_MAX_LENGTH, photoCaptionProblem } from "./photo-captions";
import {
  RESTING_PLACE_LIMITS,
  mapPointText,
  parseCoordinate,
  parseMapPoint,
  restingPlaceProblems,
  restingPlaceRouteQuery,
} from "./resting-place";

describe("parseMapPoint", () => {
  it("reads a point as maps apps copy it, with dots or Dutch decimal commas", () => {
    expect(parseMapPoint("52.37, 4.89")).toEqual({ latitude: 52.37, longitude: 4.89 });
    expect(parseMapPoint("52.3702,4.8952")).toEqual({ latitude: 52.3702, longitude: 4.8952 });
    expect(parseMapPoint(" 52.37 4.89 ")).toEqual({ latitude: 52.37, longitude: 4.89 });
    expect(parseMapPoint("52,37; 4,89")).toEqual({ latitude: 52.37, longitude: 4.89 });
    expect(parseMapPoint("52,37 4,89")).toEqual({ latitude: 52.37, longitude: 4.89 });
    expect(parseMapPoint("(-33.86, 151.2)")).toEqual({ latitude: -33.86, longitude: 151.2 });
  });

  it("refuses what is not two numbers in range", () => {
    for (const typed of [
      "",
      "52.37",
      "Amsterdam",
      "91, 4",
      "52, 181",
      "52.37, 4.89, 3",
      "1e2, 3",
    ]) {
      expect(parseMapPoint(typed)).toBeNull();
    }
  });
});

describe("parseCoordinate", () => {
  it("takes a dot or a comma as the decimal sign", () => {
    expect(parseCoordinate("52,37")).toBe(52.37);
    expect(parseCoordinate("-4.5")).toBe(-4.5);
    expect(parseCoordinate("vier")).toBeNull();
  });
});

describe("restingPlaceProblems", () => {
  it("asks for the place's name and keeps the texts within their limits", () => {
    expect(restingPlaceProblems({ place: "Zorgvlied" })).toEqual([]);
    expect(restingPlaceProblems({ place: "  " })).toEqual([{ field: "place", rule: "required" }]);
    expect(
      restingPlaceProblems({
        place: "x".repeat(RESTING_PLACE_LIMITS.place + 1),
        address: "x".repeat(RESTING_PLACE_LIMITS.address + 1),
        plot: "x".repeat(RESTING_PLACE_LIMITS.plot),
        directions: "x".repeat(RESTING_PLACE_LIMITS.directions + 1),
      }),
    ).toEqual([
      { field: "place", rule: "tooLong" },
      { field: "address", rule: "tooLong" },
      { field: "directions", rule: "tooLong" },
    ]);
  });

  it("keeps the map point on the globe", () => {
    expect(
      restingPlaceProblems({ place: "Zorgvlied", mapPoint: { latitude: 90.5, longitude: -181 } }),
    ).toEqual([
      { field: "latitude", rule: "outOfRange" },
      { field: "longitude", rule: "outOfRange" },
    ]);
    expect(
      restingPlaceProblems({ place: "Zorgvlied", mapPoint: { latitude: -90, longitude: 180 } }),
    ).toEqual([]);
  });
});

describe("restingPlaceRouteQuery", () => {
  it("goes to the map point when there is one, otherwise to the place and its address", () => {
    expect(
      restingPlaceRouteQuery({
        place: "Zorgvlied",
        address: "Amsteldijk 273, Amsterdam",
        mapPoint: { latitude: 52.345, longitude: 4.9 },
      }),
    ).toBe("52.345000,4.900000");
    expect(restingPlaceRouteQuery({ place: "Zorgvlied ", address: "Amsteldijk 273" })).toBe(
      "Zorgvlied, Amsteldijk 273",
    );
    expect(mapPointText({ latitude: -1.5, longitude: 0 })).toBe("-1.500000,0.000000");
  });
});

describe("photoCaptionProblem", () => {
  it("allows at most one caption per photo, each within the limit", () => {
    expect(photoCaptionProblem(["Zomer 1975", ""], 2)).toBeNull();
    expect(photoCaptionProblem(["a", "b", "c"], 2)).toEqual({ rule: "moreThanPhotos" });
    expect(photoCaptionProblem(["a", "x".repeat(PHOTO_CAPTION_MAX_LENGTH + 1)], 2)).toEqual({
      rule: "tooLong",
      index: 1,
    });
    expect(photoCaptionProblem(["😀".repeat(PHOTO_CAPTION_MAX_LENGTH)], 1)).toBeNull();
  });
});
