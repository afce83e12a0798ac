/**
 * The server's sanitiser of section HTML for the render function. @memorial/ui's SanitizedHtml
 * uses DOMPurify, which needs a DOM: without one (on a server, at the edge) DOMPurify returns
 * its input unchanged. So the render function cleans every text section here first, with a
 * spec-compliant HTML parser (parse5, plain JavaScript, no Node API) and the allow-list of
 * @memorial/domain: only those tags, no attribute at all, text escaped, foreign content (SVG,
 * MathML) and script-like elements dropped with their content. The browser's DOMPurify then
 * finds nothing left to remove, so the server's and the client's markup agree.
 */
import { isAllowedTag } from "@memorial/domain";
import { html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;

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

/** Deeper nesting than this is flattened (its text is kept, its tags are not). */
const MAX_DEPTH = 100;

/** Escaped the way a browser serialises text (so hydration finds the same markup). */
function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
}

function isElement(node: Node): node is DefaultTreeAdapterTypes.Element {
  return "tagName" in node;
}

type Step = { node: Node; depth: number } | { close: string };

/** HTML with only the allowed tags, without attributes, with escaped text. */
export function sanitizeSectionHtmlOnServer(input: string): string {
  const fragment = parseFragment(input);
  let out = "";
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
    if (!isElement(node) || node.namespaceURI !== html.NS.HTML) continue;
    const name = node.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    const kept = isAllowedTag(name) && depth <= MAX_DEPTH;
    if (kept && name === "br") {
      out += "<br>";
      continue;
    }
    if (kept) {
      out += `<${name}>`;
      stack.push({ close: `</${name}>` });
    }
    for (let index = node.childNodes.length - 1; index >= 0; index--) {
      const child = node.childNodes[index];
      if (child !== undefined) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return out;
}
