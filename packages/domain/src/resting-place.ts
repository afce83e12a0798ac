/**
 * The resting place section ('Rustplaats'): where the person lies or where the ashes are, so the
 * next visitor finds the grave (the page's QR code is often on the plaque). The length limits of
 * its fields, the range of its map point, reading a pasted "52.37, 4.89", and its rules. The
 * contract's `RestingPlaceSection` schema carries the same numbers (a test of the API client
 * compares them). A page has at most one resting place.
 */

/** Longest value of each text field (characters, as Unicode code points). */
export const RESTING_PLACE_LIMITS = {
  place: 120,
  address: 200,
  plot: 40,
  directions: 500,
} as const;

/** At most this many resting place sections on one page. */
export const MAX_RESTING_PLACES_PER_PAGE = 1;

/** A point on the map in degrees (WGS 84), as a phone's maps app takes it. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The fields of a resting place whose rules this module knows (the wire shape has the same names). */
export interface RestingPlaceFields {
  /** The name of the cemetery or the place of the ashes. */
  place: string;
  address?: string;
  /** The plot or niche number, e.g. "Vak C, nr. 112". */
  plot?: string;
  directions?: string;
  mapPoint?: MapPoint;
}

/** A rule a resting place breaks, with the field it is about. */
export type RestingPlaceProblem =
  | { field: "place"; rule: "required" | "tooLong" }
  | { field: "address" | "plot" | "directions"; rule: "tooLong" }
  | { field: "latitude" | "longitude"; rule: "outOfRange" };

function length(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** True for a latitude in degrees: a finite number from -90 to 90. */
export function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

/** True for a longitude in degrees: a finite number from -180 to 180. */
export function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

/**
 * One coordinate as typed: "52.37", "52,37" (the Dutch decimal comma), "-4.5"; null when it is
 * no plain number.
 */
export function parseCoordinate(typed: string): number | null {
  const trimmed = typed.trim().replace(",", ".");
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * A pasted point, as a maps app copies it: "52.37, 4.89", "52.37,4.89", "52.37 4.89" or with
 * decimal commas "52,37; 4,89" / "52,37 4,89". Null when it is not two numbers in range.
 */
export function parseMapPoint(typed: string): MapPoint | null {
  const trimmed = typed.trim().replace(/^\(|\)$/g, "");
  const dotted = /^([-+]?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)$/.exec(trimmed);
  const commas = /^([-+]?\d{1,3}(?:,\d+)?)\s*[;\s]\s*([-+]?\d{1,3}(?:,\d+)?)$/.exec(trimmed);
  const match = dotted ?? commas;
  if (match === null) return null;
  const latitude = parseCoordinate(match[1] ?? "");
  const longitude = parseCoordinate(match[2] ?? "");
  if (!isLatitude(latitude) || !isLongitude(longitude)) return null;
  return { latitude, longitude };
}

/**
 * Every rule the resting place breaks (empty when it is acceptable). The API answers each with a
 * 400 naming the field; the editor shows each as a Dutch message under the field.
 */
export function restingPlaceProblems(fields: RestingPlaceFields): RestingPlaceProblem[] {
  const problems: RestingPlaceProblem[] = [];
  if (fields.place.trim() === "") problems.push({ field: "place", rule: "required" });
  else if (length(fields.place) > RESTING_PLACE_LIMITS.place) {
    problems.push({ field: "place", rule: "tooLong" });
  }
  const texts = [
    ["address", fields.address],
    ["plot", fields.plot],
    ["directions", fields.directions],
  ] as const;
  for (const [field, value] of texts) {
    if (value !== undefined && length(value) > RESTING_PLACE_LIMITS[field]) {
      problems.push({ field, rule: "tooLong" });
    }
  }
  if (fields.mapPoint !== undefined) {
    if (!isLatitude(fields.mapPoint.latitude)) {
      problems.push({ field: "latitude", rule: "outOfRange" });
    }
    if (!isLongitude(fields.mapPoint.longitude)) {
      problems.push({ field: "longitude", rule: "outOfRange" });
    }
  }
  return problems;
}

/** A point as "52.370000,4.890000" (six decimals: about ten centimetres), as maps apps take it. */
export function mapPointText(point: MapPoint): string {
  return `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
}

/**
 * What a route search goes to: the map point when there is one (a grave is found by its point,
 * not by the cemetery's gate), otherwise the place and its address on one line.
 */
export function restingPlaceRouteQuery(
  fields: Pick<RestingPlaceFields, "place" | "address" | "mapPoint">,
): string {
  if (fields.mapPoint !== undefined) return mapPointText(fields.mapPoint);
  return [fields.place.trim(), fields.address?.trim() ?? ""]
    .filter((part) => part !== "")
    .join(", ");
}
