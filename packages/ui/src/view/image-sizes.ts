/**
 * Responsive images through the media host's optional width hint (`?w=<pixels>`, see the
 * contract's "Media" section). A host that ignores the hint serves the original, which is still
 * a correct (only larger) answer, so `srcset` is always safe to send.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** The URL with the width hint set (an existing `w` is replaced; other parameters are kept). */
export function withWidth(url: string, width: number): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const [path = "", query = ""] = base.split("?", 2);
  const kept = query.split("&").filter((part) => part !== "" && !part.startsWith("w="));
  kept.push(`w=${width}`);
  return `${path}?${kept.join("&")}${hash}`;
}

/** A `srcset` of the widths from `min` up to `max` (inclusive). */
export function srcSetOf(url: string, min: number, max: number): string {
  return MEDIA_WIDTHS.filter((width) => width >= min && width <= max)
    .map((width) => `${withWidth(url, width)} ${width}w`)
    .join(", ");
}
