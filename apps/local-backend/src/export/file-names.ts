// File names inside an export ZIP: kept readable (Dutch letters such as "ë" and spaces stay), but
// safe to unpack on Windows, macOS and Linux: Unicode NFC (macOS would otherwise show two forms),
// no characters Windows forbids, no control characters, no trailing dots or spaces, no reserved
// device names, at most 100 characters, and unique within their folder (case-insensitively).

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001F\u007F-\u009F]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const MAX_STEM_LENGTH = 100;

/** A safe file name for `name`, keeping `extension` (without dot, lower case). */
export function safeFileName(name: string, extension: string, fallback: string): string {
  const dot = name.lastIndexOf(".");
  const rawStem = dot > 0 ? name.slice(0, dot) : name;
  let stem = rawStem
    .normalize("NFC")
    .replace(FORBIDDEN, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[. ]+$/, "");
  const graphemes = Array.from(new Intl.Segmenter("nl", { granularity: "grapheme" }).segment(stem));
  stem = graphemes
    .slice(0, MAX_STEM_LENGTH)
    .map((part) => part.segment)
    .join("")
    .trim();
  if (stem === "" || /^_+$/.test(stem)) stem = fallback;
  if (RESERVED.test(stem)) stem = `${stem}_`;
  return `${stem}.${extension.toLowerCase()}`;
}

/** Hands out names unique within one folder: "foto.jpg", "foto (2).jpg", ... */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf(".");
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : "";
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${stem} (${n})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** The ZIP's own name: `herinneringspagina-johanna-de-vries.zip` (ASCII, for every browser). */
export function archiveName(pageName: string): string {
  const slug = pageName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug === "" ? "herinneringspagina.zip" : `herinneringspagina-${slug}.zip`;
}
