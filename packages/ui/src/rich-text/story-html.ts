/**
 * The name of the deceased is the page's one `h1`. A story's own headings (the editor's
 * "Kop 1/2/3", stored as h1-h3) are shown one level lower in the view: h1 becomes h2, h2
 * becomes h3 and h3 becomes h4, so each level keeps its own look (one look per
 * heading level in the editor and on the page). It runs on the SANITISED HTML only (inside
 * `SanitizedHtml`), where a tag has no attributes and text cannot contain `<`, so it only renames
 * the allow-list's heading tags.
 */
export function demoteStoryHeadings(sanitizedHtml: string): string {
  return sanitizedHtml.replace(/<(\/?)h([123])>/gi, (_match, slash: string, level: string) => {
    return `<${slash}h${String(Number(level) + 1)}>`;
  });
}

/** A text section's words without its markup. */
export function storyText(html: string): string {
  return html.replace(/<[^>]*>/g, "");
}

/** True when a text section has something to read (an empty editor stores "" or "<p></p>"). */
export function hasStoryText(html: string): boolean {
  return storyText(html).trim() !== "";
}
