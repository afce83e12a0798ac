// Server-side sanitiser for the HTML of text sections (SECURITY.md items 9 and 10). The editor is
// not a security boundary: whatever a client sends is parsed with a spec-compliant HTML parser
// (the same algorithm browsers use, so mutation-XSS tricks parse here as they would there) and
// rebuilt from scratch with only the editor's blocks and marks, without a single attribute.
// The tree is walked with an explicit stack (no recursion), and HTML nested deeper than
// MAX_HTML_DEPTH elements is refused: thousands of nested tags never reach the call stack.
import { isAllowedTag } from "@memorial/domain";
import { html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Deepest nesting of elements accepted (the editor writes at most a handful of levels). */
export const MAX_HTML_DEPTH = 100;

/** Thrown for HTML nested deeper than MAX_HTML_DEPTH elements. */
export class HtmlTooDeepError extends Error {
  constructor() {
    super(`HTML may nest at most ${MAX_HTML_DEPTH} elements deep`);
    this.name = "HtmlTooDeepError";
  }
}

/** Synonyms a paste or another editor produces, stored as the schema's own tag. */
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

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function isElement(node: Node): node is DefaultTreeAdapterTypes.Element {
  return "tagName" in node;
}

/** A node to visit at a depth, or a closing tag to write once its children are done. */
type Step = { node: Node; depth: number } | { close: string };

/** Returns HTML that contains only the allowed tags, no attributes, and escaped text. */
export function sanitizeRichText(input: string): string {
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
      out += escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!isElement(node)) continue; // comments, doctypes
    // Foreign content (SVG, MathML) is the classic mutation-XSS vehicle: never kept.
    if (node.namespaceURI !== html.NS.HTML) continue;
    const name = node.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    if (depth > MAX_HTML_DEPTH) throw new HtmlTooDeepError();
    const tag = RENAMED_TAGS[name] ?? name;
    const kept = isAllowedTag(tag);
    if (kept && VOID_TAGS.has(tag)) {
      out += `<${tag}>`;
      continue;
    }
    if (kept) {
      out += `<${tag}>`;
      stack.push({ close: `</${tag}>` });
    }
    // Not allowed: unwrapped, only its content is kept.
    for (let i = node.childNodes.length - 1; i >= 0; i--) {
      const child = node.childNodes[i];
      if (child !== undefined) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return out;
}
