/**
 * The one sanitiser of rich-text HTML that needs no DOM (docs/security.md items 9 and 10), for the
 * API before it stores a text section, for the server render of the web app and for the UI's
 * server render. Whatever it gets is parsed with a spec-compliant HTML parser (parse5: the
 * algorithm browsers use, so mutation-XSS tricks parse here as they would there, and plain
 * JavaScript, so it runs in Node and at the edge) and rebuilt from scratch with only the tags of
 * @memorial/domain's allow-list, without a single attribute, text escaped the way a browser
 * serialises it (so a browser's DOMPurify finds nothing left to change and hydration agrees).
 * Foreign content (SVG, MathML) and script-like elements go with everything inside them; other
 * elements are unwrapped (their text stays). The tree is walked with an explicit stack, so
 * thousands of nested tags never reach the call stack.
 */
import { isAllowedTag } from "@memorial/domain";
import { html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { escapeHtml } from "./escape";

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Deepest nesting of elements handled (the editor writes at most a handful of levels). */
export const MAX_HTML_DEPTH = 100;

/** Thrown for HTML nested deeper than MAX_HTML_DEPTH elements (with `tooDeep: "refuse"`). */
export class HtmlTooDeepError extends Error {
  constructor() {
    super(`HTML may nest at most ${MAX_HTML_DEPTH} elements deep`);
    this.name = "HtmlTooDeepError";
  }
}

export interface SanitizeOptions {
  /**
   * Elements deeper than MAX_HTML_DEPTH: "refuse" throws HtmlTooDeepError (the API refuses the
   * write), "flatten" keeps only their text (a render never fails). Default "refuse".
   */
  tooDeep?: "refuse" | "flatten";
}

/** Synonyms a paste or another editor produces, kept as the allow-list's own tag. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { b: "strong", i: "em" };

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "textarea",
  "select",
  "option",
  "title",
  "head",
  "svg",
  "math",
  "plaintext",
]);

const VOID_TAGS = new Set(["br"]);

function isElement(node: Node): node is DefaultTreeAdapterTypes.Element {
  return "tagName" in node;
}

/** A node to visit at a depth, or a closing tag to write once its children are done. */
type Step = { node: Node; depth: number } | { close: string };

/** HTML with only the allowed tags, no attributes and escaped text. */
export function sanitizeRichText(input: string, options: SanitizeOptions = {}): string {
  const refuseTooDeep = (options.tooDeep ?? "refuse") === "refuse";
  const fragment = parseFragment(input);
  let out = "";
  // Children are pushed in reverse so they are popped (written) in document order.
  const stack: Step[] = fragment.childNodes.map((node) => ({ node, depth: 1 })).reverse();
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if ("close" in step) {
      out += step.close;
      continue;
    }
    const { node, depth } = step;
    if (node.nodeName === "#text") {
      out += escapeHtml((node as DefaultTreeAdapterTypes.TextNode).value, "text-node");
      continue;
    }
    // Comments and doctypes go; foreign content is the classic mutation-XSS vehicle.
    if (!isElement(node) || node.namespaceURI !== html.NS.HTML) continue;
    const name = node.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    const tooDeep = depth > MAX_HTML_DEPTH;
    if (tooDeep && refuseTooDeep) throw new HtmlTooDeepError();
    const tag = RENAMED_TAGS[name] ?? name;
    const kept = isAllowedTag(tag) && !tooDeep;
    if (kept && VOID_TAGS.has(tag)) {
      out += `<${tag}>`;
      continue;
    }
    if (kept) {
      out += `<${tag}>`;
      stack.push({ close: `</${tag}>` });
    }
    // Not kept: unwrapped, only its content stays.
    for (let index = node.childNodes.length - 1; index >= 0; index--) {
      const child = node.childNodes[index];
      if (child !== undefined) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return out;
}
