import { html } from "hono/html";
import { describe, expect, it } from "vitest";
import { emailField, hostedFormPage } from "./form.ts";

const render = async (error?: string) =>
  String(
    await hostedFormPage({
      title: "Inloggen",
      heading: "Welkom",
      note: "Een notitie <b>zonder</b> opmaak.",
      error,
      action: "/login",
      requestId: 'r1"><script>',
      csrf: "csrf&token",
      fields: emailField('anna@example.nl"<', "username"),
      buttons: html`<button type="submit">Inloggen</button>`,
    }),
  );

describe("hostedFormPage", () => {
  it("carries the request and the CSRF token, escaped, in a form that posts to the action", async () => {
    const text = await render();
    expect(text).toContain("<title>Inloggen</title>");
    expect(text).toContain("<h1>Welkom</h1>");
    expect(text).toContain('<p class="note">Een notitie &lt;b&gt;zonder&lt;/b&gt; opmaak.</p>');
    expect(text).toContain('<form method="post" action="/login">');
    expect(text).toContain('name="request" value="r1&quot;&gt;&lt;script&gt;"');
    expect(text).toContain('name="csrf" value="csrf&amp;token"');
    expect(text).toContain('<div class="actions"><button type="submit">Inloggen</button></div>');
    expect(text).not.toContain('role="alert"');
  });

  it("shows the error of the last attempt as an alert", async () => {
    const text = await render("Onjuist e-mailadres of wachtwoord.");
    expect(text).toContain('<p class="error" role="alert">Onjuist e-mailadres of wachtwoord.</p>');
  });
});

describe("emailField", () => {
  it("keeps the typed address, escaped, with the requested autocomplete", async () => {
    const text = String(await emailField("a@b.nl<", "email"));
    expect(text).toContain('<label for="email">E-mailadres</label>');
    expect(text).toMatch(/autocomplete="email"\s+required\s+maxlength="254"\s+value="a@b.nl&lt;"/);
  });
});
