// The form pages of the hosted sign-in (e-mail/password and the simulated Google account): one
// heading, a note, the error of the last attempt, and a form that carries the sign-in request
// and the CSRF token. Every inserted value is escaped by Hono's `html` template.
import { html } from "hono/html";
import { page, type Html } from "./layout.ts";

export interface HostedFormPage {
  /** The page's title and heading. */
  title: string;
  heading: string;
  note: Html | string;
  /** The message of a failed attempt, shown as an alert above the form. */
  error?: string | undefined;
  /** Where the form posts to. */
  action: string;
  requestId: string;
  csrf: string;
  /** The visible fields. */
  fields: Html;
  /** The buttons. */
  buttons: Html;
}

export function hostedFormPage(form: HostedFormPage): Html {
  return page(
    form.title,
    html`<h1>${form.heading}</h1>
      <p class="note">${form.note}</p>
      ${form.error ? html`<p class="error" role="alert">${form.error}</p>` : ""}
      <form method="post" action="${form.action}">
        <input type="hidden" name="request" value="${form.requestId}" />
        <input type="hidden" name="csrf" value="${form.csrf}" />
        ${form.fields}
        <div class="actions">${form.buttons}</div>
      </form>`,
  );
}

/** The e-mail field: `autocomplete` is "username" on a password form, "email" elsewhere. */
export function emailField(value: string, autocomplete: "email" | "username"): Html {
  return html`<label for="email">E-mailadres</label>
    <input
      id="email"
      name="email"
      type="email"
      autocomplete="${autocomplete}"
      required
      maxlength="254"
      value="${value}"
    />`;
}
