// The local payment page (Dutch, calm): plan, years and amount with VAT, and three buttons that
// complete the payment as paid, failed or cancelled. Afterwards the browser returns to the page.
// Rendered with Hono's `html` template, which escapes every inserted value.
import { displayName, formatEuro, PLANS, vatBreakdown } from "@memorial/domain";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { PaymentKind, PaymentOutcome, PaymentRecord } from "./payment-service.ts";

export const OUTCOME_LABELS: Readonly<Record<PaymentOutcome, string>> = {
  paid: "Betaald",
  failed: "Mislukt",
  cancelled: "Geannuleerd",
};

/** What the payment buys, in the words of the payment page. */
const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, (plan: string) => string>> = {
  activate: (plan) => plan,
  upgrade: () => "Overstappen van BRONS naar ZILVER",
  extend: (plan) => `${plan}, verlengen`,
};

const STATUS_TEXT: Readonly<Record<PaymentRecord["status"], string>> = {
  open: "Open",
  paid: "Deze betaling is al betaald.",
  failed: "Deze betaling is mislukt.",
  cancelled: "Deze betaling is geannuleerd.",
};

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f4f1ec; color: #2f2a25; display: flex; min-height: 100vh;
    align-items: center; justify-content: center; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(47, 42, 37, 0.08);
    padding: 32px; width: min(440px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.4rem; font-weight: 600; margin: 0 0 4px; }
  p.sub { margin: 0 0 24px; color: #6b625a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #6b625a; }
  dd { margin: 0; text-align: right; }
  dd.total { font-weight: 600; font-size: 1.1rem; }
  form { display: flex; gap: 8px; flex-wrap: wrap; }
  button, a.back { flex: 1; font: inherit; padding: 10px 12px; border-radius: 8px;
    border: 1px solid #cfc6bb; background: #fff; color: #2f2a25; cursor: pointer;
    text-align: center; text-decoration: none; }
  button.paid { background: #5b7a63; border-color: #5b7a63; color: #fff; }
  button:focus-visible, a.back:focus-visible { outline: 2px solid #5b7a63; outline-offset: 2px; }
  p.note { margin: 24px 0 0; font-size: 0.85rem; color: #8a8077; }
`;

export function renderPaymentPage(
  payment: PaymentRecord,
  pageName: string,
  returnUrl: string,
): HtmlEscapedString {
  const plan = PLANS[payment.plan];
  const price = vatBreakdown(payment.amountCents);
  const perYear =
    payment.kind === "upgrade"
      ? (PLANS.silver.pricePerYear - PLANS.bronze.pricePerYear) * 100
      : plan.pricePerYear * 100;
  const name = displayName(pageName);
  const actions =
    payment.status === "open"
      ? html`<form method="post">
          ${(Object.keys(OUTCOME_LABELS) as PaymentOutcome[]).map(
            (outcome) =>
              html`<button type="submit" name="outcome" value="${outcome}" class="${outcome}">
                ${OUTCOME_LABELS[outcome]}
              </button>`,
          )}
        </form>`
      : html`<p>${STATUS_TEXT[payment.status]}</p>
          <a class="back" href="${returnUrl}">Terug naar de herinneringspagina</a>`;
  return html`<!doctype html>
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Betalen – ${name}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>Betalen</h1>
          <p class="sub">${name}</p>
          <dl>
            <dt>Pakket</dt>
            <dd>${PAYMENT_KIND_LABELS[payment.kind](plan.label)}</dd>
            <dt>Looptijd</dt>
            <dd>${payment.years} jaar</dd>
            <dt>${payment.kind === "upgrade" ? "Verschil per jaar" : "Prijs per jaar"}</dt>
            <dd>${formatEuro(perYear)}</dd>
            <dt>Bedrag excl. btw</dt>
            <dd>${formatEuro(price.excludingVat)}</dd>
            <dt>Btw (21%)</dt>
            <dd>${formatEuro(price.vat)}</dd>
            <dt>Totaal incl. btw</dt>
            <dd class="total">${formatEuro(payment.amountCents)}</dd>
          </dl>
          ${actions}
          <p class="note">
            Dit is de betaalpagina van de lokale ontwikkelomgeving: er wordt niets afgeschreven.
          </p>
        </main>
      </body>
    </html>` as HtmlEscapedString;
}

/** The answer to a payment form without a known outcome. */
export function renderUnknownOutcomePage(pageUrl: string): HtmlEscapedString {
  return html`<!doctype html>
    <html lang="nl">
      <meta charset="utf-8" /><title>Betalen</title>
      <p>Onbekende keuze. <a href="${pageUrl}">Terug naar de betaalpagina</a></p>
    </html>` as HtmlEscapedString;
}
