// Turns one mail of the catalogue (`MAIL_TEXTS` of @memorial/domain) into what is sent: a plain-text part and an HTML
// part with the same words, a greeting with the name where it is known, one button, the closing
// line with the product's name, a footer that says why the person gets the mail and, for mails
// that are not strictly transactional, an unsubscribe link plus the RFC 8058 headers.
import { escapeHtml } from "@memorial/sanitize-html/escape";
import type { OutgoingMail, MailKind } from "./mailbox.ts";
import { MAIL_FRAME } from "@memorial/domain";

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  /** The recipient's name; the greeting is "Beste {name}," with it, "Beste," without. */
  name: string | null;
  paragraphs: readonly string[];
  /** The one button of the mail. */
  action?: MailLink;
  /** Quieter links under the button (such as withdrawing a message). */
  links?: readonly MailLink[];
  /** Why the person gets this mail (the footer). */
  reason: string;
  /** One-click unsubscribe: `url` takes a `POST` (RFC 8058), `page` is the page a person opens. */
  unsubscribe?: { url: string; page: string };
}

const textLink = (link: MailLink) => `${link.label}:\n${link.url}`;

export function composeMail(content: MailContent): OutgoingMail {
  const greeting = MAIL_FRAME.greeting(content.name);
  const footer = [
    content.reason,
    ...(content.unsubscribe
      ? [`${MAIL_FRAME.unsubscribe}: ${content.unsubscribe.page}`]
      : [MAIL_FRAME.transactional]),
  ];
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [textLink(content.action), ""] : []),
    ...(content.links ?? []).flatMap((link) => [textLink(link), ""]),
    ...MAIL_FRAME.closing,
    "",
    "--",
    ...footer,
  ].join("\n");

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;line-height:1.3;border-radius:6px;background:#3d4f45;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#3d4f45">${escapeHtml(link.label)}</a></p>`,
    )
    .join("");
  const unsubscribe = content.unsubscribe
    ? `<br><a href="${escapeHtml(content.unsubscribe.page)}" style="color:#5b5b5b">${escapeHtml(MAIL_FRAME.unsubscribe)}</a>`
    : `<br>${escapeHtml(MAIL_FRAME.transactional)}`;
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec">
<div style="max-width:560px;margin:0 auto;padding:16px 8px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#222222;overflow-wrap:anywhere">
<div style="background:#ffffff;border-radius:8px;padding:20px 16px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${content.paragraphs.map(paragraph).join("\n")}
${button}
${links}
<p style="margin:24px 0 0">${MAIL_FRAME.closing.map((line) => escapeHtml(line)).join("<br>")}</p>
</div>
<p style="margin:16px 8px 0;font-size:14px;line-height:1.5;color:#5b5b5b">${escapeHtml(content.reason)}${unsubscribe}</p>
</div>
</body>
</html>`;

  return {
    to: content.to,
    kind: content.kind,
    subject: content.subject,
    body: text,
    html,
    headers: content.unsubscribe
      ? {
          "List-Unsubscribe": `<${content.unsubscribe.url}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  };
}
