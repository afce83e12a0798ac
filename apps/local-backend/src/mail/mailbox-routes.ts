// The local outbox as a readable page (GET /mailbox) and as JSON for tests
// (GET /mailbox.json?to=<email> → { messages: [...] }, newest first); the HTML part of one mail
// as the recipient's mail program would show it (GET /mailbox/<id>.html).
import { Hono } from "hono";
import { html } from "hono/html";
import { page } from "../identity/hosted/layout.ts";
import type { Mailbox } from "./mailbox.ts";

const KIND_LABELS: Record<string, string> = {
  "signup-code": "Activeringscode",
  "reset-code": "Wachtwoord herstellen",
  invitation: "Uitnodiging",
  condolence: "Condoleance",
  "condolence-digest": "Dagoverzicht condoleances",
  "condolence-receipt": "Ontvangstbevestiging",
  "condolence-approved": "Bericht geplaatst",
  "plan-reminder": "Einde abonnement",
  remembrance: "Herinnering",
  "thank-you": "Bedankje",
  other: "Overig",
};

export function createMailboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get("/mailbox.json", (c) => {
    const to = c.req.query("to");
    return c.json({ messages: mailbox.list(to === undefined || to === "" ? undefined : to) });
  });
  app.get("/mailbox/:file{[0-9]+\\.html}", (c) => {
    const message = mailbox.get(Number.parseInt(c.req.param("file"), 10));
    if (message?.html == null) return c.text("Dit bericht heeft geen HTML-deel.", 404);
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(message.html);
  });
  app.get("/mailbox", (c) => {
    const to = c.req.query("to");
    const messages = mailbox.list(to === undefined || to === "" ? undefined : to);
    const items = messages.map(
      (m) =>
        html`<article>
          <h2>${m.subject}</h2>
          <div class="meta">
            Aan: ${m.to} · ${KIND_LABELS[m.kind] ?? m.kind} ·
            ${new Date(m.createdAt).toLocaleString("nl-NL", { timeZone: "Europe/Amsterdam" })}
          </div>
          ${m.html === null ? "" : html`<p><a href="/mailbox/${m.id}.html">HTML-versie bekijken</a></p>`}
          <pre>${m.body}</pre>
        </article>`,
    );
    const heading = to === undefined || to === "" ? "Alle berichten" : `Berichten aan ${to}`;
    return c.html(
      page(
        "Postvak (lokaal)",
        html`<h1>Postvak (lokaal)</h1>
          <p class="note">
            Alle e-mails die de lokale omgeving zou versturen (codes, uitnodigingen) komen hier
            terecht. Nieuwste bovenaan.
          </p>
          <h2>${heading} (${messages.length})</h2>
          ${messages.length === 0 ? html`<p>Er zijn nog geen berichten.</p>` : items}`,
        true,
      ),
    );
  });
  return app;
}
