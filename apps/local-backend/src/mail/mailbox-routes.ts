// The local outbox as a readable page (GET /mailbox) and as JSON for tests
// (GET /mailbox.json?to=<email> → { messages: [...] }, newest first).
import { Hono } from "hono";
import { escapeHtml, page } from "../identity/html.ts";
import type { Mailbox } from "./mailbox.ts";

const KIND_LABELS: Record<string, string> = {
  "signup-code": "Verificatiecode",
  "reset-code": "Wachtwoord herstellen",
  invitation: "Uitnodiging",
  condolence: "Condoleance",
  other: "Overig",
};

export function createMailboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get("/mailbox.json", (c) => {
    const to = c.req.query("to");
    return c.json({ messages: mailbox.list(to === undefined || to === "" ? undefined : to) });
  });
  app.get("/mailbox", (c) => {
    const to = c.req.query("to");
    const messages = mailbox.list(to === undefined || to === "" ? undefined : to);
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <div class="meta">Aan: ${escapeHtml(m.to)} · ${escapeHtml(KIND_LABELS[m.kind] ?? m.kind)} · ${escapeHtml(
    new Date(m.createdAt).toLocaleString("nl-NL", { timeZone: "Europe/Amsterdam" }),
  )}</div>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join("\n");
    const heading =
      to === undefined || to === "" ? "Alle berichten" : `Berichten aan ${escapeHtml(to)}`;
    return c.html(
      page(
        "Postvak (lokaal)",
        `<h1>Postvak (lokaal)</h1>
<p class="note">Alle e-mails die de lokale omgeving zou versturen (codes, uitnodigingen) komen hier terecht. Nieuwste bovenaan.</p>
<h2>${heading} (${messages.length})</h2>
${messages.length === 0 ? "<p>Er zijn nog geen berichten.</p>" : items}`,
        true,
      ),
    );
  });
  return app;
}
