// 'Melden' in the browser: an anonymous visitor reports a message on the public demo page; the
// service's report address gets the mail, the manager finds it under 'Gemeld' with its count
// and removes it, and the writer gets the statement of reasons. A flood of reports gets the
// Dutch 429 message, and the shared tablet's next writer starts with an empty form. A part of
// the page is reported from the menu ('Iets op deze pagina melden').
import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test, type StackInfo } from "./fixtures";

const REPORT_ADDRESS = "meldingen@herinneringspagina.nl";

interface Mail {
  kind: string;
  subject: string;
  body: string;
}

async function mailsOf(stack: StackInfo, to: string, kind: string): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${stack.identityUrl}/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Mail[] };
    const found = messages.filter((m) => m.kind === kind);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openRegister(page: Page): Promise<void> {
  const slot = page.locator("[data-condolences-slot]");
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator("[inert], [data-form-later]")).toHaveCount(0, { timeout: 2000 });
    await expect(page.getByRole("heading", { name: "Condoleances", exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
}

async function sendReport(page: Page, name: string, reason: string): Promise<void> {
  await page.getByRole("button", { name: `Bericht van ${name} melden` }).click();
  const dialog = page.getByRole("dialog", { name: "Melden" });
  // The radio's input sits under its visible label; a click event chooses it wherever it is.
  await dialog.getByRole("radio", { name: reason }).dispatchEvent("click");
  await dialog.getByRole("button", { name: "Melding versturen" }).click();
}

test("a visitor reports a message; the manager removes it and the writer hears why", async ({
  browser,
  page: visitor,
  stack,
  consoleGuard,
  checkScreen,
}) => {
  test.setTimeout(300_000);
  const unique = Date.now().toString(36);
  const writer = `Schrijver ${unique}`;
  const writerEmail = `schrijver-${unique}@example.nl`;

  const managerContext = await browser.newContext({ baseURL: stack.webUrl });
  const manager = await managerContext.newPage();
  await manager.goto("/login");
  await signIn(manager, DEMO.email, DEMO.password);
  const link = manager.getByRole("link", { name: /Johanna de Vries/ }).first();
  const path = (await link.getAttribute("href")) ?? "";

  // The visitor writes a message with an address, on a shared tablet.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.goto(path);
  await openRegister(visitor);
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw naam/ })
    .fill(writer);
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Hoe kende u/ })
    .fill("collega");
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw bericht/ })
    .fill("Een bericht dat gemeld wordt.");
  await visitor
    .getByRole("region", { name: "Schrijf een condoleance" })
    .getByRole("textbox", { name: /Uw e-mailadres \(/ })
    .fill(writerEmail);
  await visitor.getByRole("button", { name: "Condoleance plaatsen" }).click();
  await expect(
    visitor.getByRole("article", { name: writer }).getByText("wacht op goedkeuring"),
  ).toBeVisible();
  await visitor.getByRole("button", { name: "Nog een bericht schrijven" }).click();
  // The next writer finds nothing of the previous one: not in the form, and not the waiting
  // message in the register (nor after a reload).
  for (const field of [/Uw naam/, /Hoe kende u/, /Uw bericht/, /Uw e-mailadres \(/]) {
    await expect(
      visitor
        .getByRole("region", { name: "Schrijf een condoleance" })
        .getByRole("textbox", { name: field }),
    ).toHaveValue("");
  }
  await expect(visitor.getByRole("article", { name: writer })).toHaveCount(0);
  await visitor.reload();
  await openRegister(visitor);
  await expect(visitor.getByRole("article").first()).toBeVisible();
  await expect(visitor.getByRole("article", { name: writer })).toHaveCount(0);

  // The manager places it.
  await manager.goto(`${path}/condoleances`);
  await manager.getByRole("button", { name: `Bericht van ${writer} goedkeuren` }).click();
  await expect(
    manager.getByRole("button", { name: `Bericht van ${writer} goedkeuren` }),
  ).toHaveCount(0);

  // A visitor reports it.
  await visitor.reload();
  await openRegister(visitor);
  await visitor.getByRole("button", { name: `Bericht van ${writer} melden` }).click();
  const dialog = visitor.getByRole("dialog", { name: "Melden" });
  await expect(dialog).toContainText(`het bericht van ${writer}`);
  await dialog.getByRole("button", { name: "Melding versturen" }).click();
  await expect(dialog.getByText("Kies een reden.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Onjuist of kwetsend" }).check({ force: true });
  await dialog
    .getByRole("textbox", { name: "Toelichting (niet verplicht)" })
    .fill("Dit klopt niet.");
  await dialog
    .getByRole("textbox", { name: "Uw e-mailadres (niet verplicht)" })
    .fill(`melder-${unique}@example.nl`);
  await checkScreen(visitor, "report-dialog");
  await dialog.getByRole("button", { name: "Melding versturen" }).click();
  await expect(dialog.getByText("Dank u wel. Uw melding is ontvangen.")).toBeVisible();
  await dialog.getByRole("button", { name: "Sluiten" }).last().click();
  // Nothing was hidden by the report.
  await expect(visitor.getByRole("article", { name: writer })).toBeVisible();

  const service = await mailsOf(stack, REPORT_ADDRESS, "report");
  expect(service.some((m) => m.body.includes(`het bericht van ${writer}`))).toBe(true);
  const receipt = await mailsOf(stack, `melder-${unique}@example.nl`, "report-receipt");
  expect(receipt[0]?.body).toContain("Een melding verbergt niets vanzelf");

  // The manager finds it under 'Gemeld' and removes it.
  await manager.reload();
  await manager.getByRole("button", { name: "Gemeld (1)" }).click();
  await expect(manager.getByText("1 keer gemeld")).toBeVisible();
  await checkScreen(manager, "report-moderation");
  await manager.getByRole("button", { name: `Bericht van ${writer} verwijderen` }).click();
  await manager.getByRole("button", { name: "Bericht verwijderen" }).click();
  await expect(manager.getByText("Er zijn geen gemelde berichten.")).toBeVisible();
  const decision = await mailsOf(stack, writerEmail, "report-decision");
  expect(decision[0]?.body).toContain("De reden van de melding was: onjuist of kwetsend.");

  // A part of the page, from the menu: the visitor chooses the first section.
  await visitor.getByRole("button", { name: "Menu openen" }).click();
  await visitor.getByRole("button", { name: "Iets op deze pagina melden" }).click();
  const pageReport = visitor.getByRole("dialog", { name: "Melden" });
  const part = pageReport.getByRole("combobox", { name: "Wat wilt u melden?" });
  await expect(part).toHaveValue("page");
  await expect(part.locator("option").first()).toHaveText("De hele pagina");
  await part.selectOption({ index: 1 });
  await expect(part.locator("option:checked")).toHaveText(/^Onderdeel 1: /);
  await pageReport
    .getByRole("radio", { name: "Auteursrecht of portretrecht" })
    .dispatchEvent("click");
  await checkScreen(visitor, "report-page-part");
  await pageReport.getByRole("button", { name: "Melding versturen" }).click();
  await expect(pageReport.getByText("Dank u wel. Uw melding is ontvangen.")).toBeVisible();
  await pageReport.getByRole("button", { name: "Sluiten" }).last().click();
  await expect
    .poll(async () =>
      (await mailsOf(stack, REPORT_ADDRESS, "report")).some(
        (m) => m.body.includes("onderdeel 1 van de pagina") && m.body.includes("portretrecht"),
      ),
    )
    .toBe(true);

  // A flood: the per-client limit (five a minute) answers with a calm Dutch message, and
  // nothing is lost.
  consoleGuard.allow(/429|Too Many Requests/);
  for (let i = 0; i < 3; i++) {
    await sendReport(visitor, "Kees van Dijk", "Anders");
    await expect(dialog.getByText("Dank u wel. Uw melding is ontvangen.")).toBeVisible();
    await dialog.getByRole("button", { name: "Sluiten" }).last().click();
  }
  await sendReport(visitor, "Kees van Dijk", "Privacy");
  await expect(dialog.getByRole("alert")).toContainText(
    "U heeft kort na elkaar veel meldingen verstuurd",
  );
  await expect(dialog.getByRole("radio", { name: "Privacy" })).toBeChecked();
  await managerContext.close();
});
