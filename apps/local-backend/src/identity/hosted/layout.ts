// The frame of the identity service's own pages (hosted sign-in, simulated Google, error pages,
// mailbox): Hono's `html` template, which escapes every inserted value; one calm shared style.
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f4f2ee; color: #2f2a25; line-height: 1.5; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff;
    border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  main.wide { max-width: 52rem; }
  h1 { font-size: 1.4rem; font-weight: 600; margin: 0 0 .5rem; }
  p.note { color: #6b625a; font-size: .9rem; margin: 0 0 1.5rem; }
  label { display: block; font-size: .9rem; margin: 1rem 0 .25rem; }
  input, button { font: inherit; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .7rem; font-size: 1rem;
    border: 1px solid #cfc8bf; border-radius: 8px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .6rem 1.2rem; font-size: 1rem; border-radius: 8px; border: 1px solid #5b6f63;
    background: #5b6f63; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #5b6f63; }
  .error { background: #fbeaea; color: #8a2c2c; padding: .6rem .8rem; border-radius: 8px; }
  article { border-top: 1px solid #e6e1da; padding: 1rem 0; }
  article h2 { font-size: 1.05rem; margin: 0; }
  article .meta { color: #6b625a; font-size: .85rem; }
  pre { white-space: pre-wrap; font-family: inherit; background: #faf8f5; padding: .75rem;
    border-radius: 8px; }
`;

export function page(title: string, body: Html, wide = false): Html {
  return html`<!doctype html>
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main class="${wide ? "wide" : ""}">${body}</main>
      </body>
    </html>`;
}

export function errorPage(title: string, message: string): Html {
  return page(
    title,
    html`<h1>${title}</h1>
      <p class="error" role="alert">${message}</p>`,
  );
}
