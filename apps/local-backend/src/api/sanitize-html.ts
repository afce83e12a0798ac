// Server-side sanitiser for the HTML of text sections (SECURITY.md items 9 and 10). The editor is
// not a security boundary: whatever a client sends is parsed with a spec-compliant HTML parser
// (the same algorithm browsers use, so mutation-XSS tricks parse here as they would there) and
// rebuilt from scratch with only the editor's blocks and marks, without a single attribute.
import { isAllowedTag } from "@memorial/domain";
import { html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

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

function serializeChildren(parent: ParentNode): string {
  let out = "";
  for (const child of parent.childNodes) out += serializeNode(child);
  return out;
}

function serializeNode(node: Node): string {
  if (node.nodeName === "#text")
    return escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
  if (!isElement(node)) return ""; // comments, doctypes
  // Foreign content (SVG, MathML) is the classic mutation-XSS vehicle: never kept.
  if (node.namespaceURI !== html.NS.HTML) return "";
  const name = node.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name)) return "";
  const tag = RENAMED_TAGS[name] ?? name;
  if (!isAllowedTag(tag)) return serializeChildren(node); // unwrap: keep the text only
  if (VOID_TAGS.has(tag)) return `<${tag}>`;
  return `<${tag}>${serializeChildren(node)}</${tag}>`;
}

/** Returns HTML that contains only the allowed tags, no attributes, and escaped text. */
export function sanitizeRichText(html: string): string {
  return serializeChildren(parseFragment(html));
}
