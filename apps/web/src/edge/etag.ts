/** Entity tags of the edge's answers (the rendered page, the photos through its address). */

/** `"abc"` or `W/"abc"` → `abc`. */
export function etagValue(etag: string): string {
  return etag.replace(/^W\//, "").replace(/^"|"$/g, "");
}

/** Whether an `If-None-Match` header names `etag` (weakly compared, `*` matches anything). */
export function noneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || etagValue(candidate) === etagValue(etag));
}
