/**
 * The name of the deceased is the page's one `h1`. A story's own headings (the editor's
 * "Koptekst 1/2/3", stored as h1-h3) are shown one level lower in the view: h1 becomes h2 and
 * h2 becomes h3; h3 stays h3 (the allow-list of rich text ends there). This runs on the stored
 * HTML before it reaches the sanitising component, which still decides what is kept.
 */
export function demoteStoryHeadings(html: string): string {
  return html.replace(/<(\/?)h([12])(?=[\s/>])/gi, (_match, slash: string, level: string) => {
    return `<${slash}h${Number(level) + 1}`;
  });
}

/** True when a text section has something to read (an empty editor stores "" or "<p></p>"). */
export function hasStoryText(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").trim() !== "";
}
