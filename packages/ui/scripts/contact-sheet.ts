/**
 * Puts screenshots of the workshop (made by `pnpm run e2e` into `.screenshots/`) side by side on
 * one small JPEG for the README (`docs/contact-sheet.jpg`): for each chosen story the 1280 px
 * view and the 375 px view.
 * Usage: pnpm --filter @memorial/ui run contact-sheet
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { launchChromium } from "./workshop.js";

const shots = resolve(".screenshots");
const out = resolve("docs/contact-sheet.jpg");
/** Stories that show the product best, in page order. */
const chosen = [
  "pagina-herinneringspagina--bezoeker",
  "pagina-herinneringspagina--bewerken",
  "bewerken-kop--ingevuld",
  "bewerken-tekstblok--met-verhaal",
  "pagina-video-en-audio--video",
  "dialogen-pakket-kiezen-en-betalen--pakket-kiezen",
  "menu-zijmenu--beheerder-met-pakket",
  "dialogen-toegang-beheren--lijst",
];

const files = (await readdir(shots)).filter((file) => file.endsWith(".png")).sort();
const picked: string[] = [];
for (const prefix of chosen) {
  const desktop = files.find((file) => file === `${prefix}--1280.png`);
  if (desktop === undefined) continue;
  const phone = desktop.replace("--1280.png", "--375.png");
  if (files.includes(phone)) picked.push(desktop, phone);
  if (picked.length >= 16) break;
}
const tiles = await Promise.all(
  picked.map(async (file) => {
    const data = (await readFile(join(shots, file))).toString("base64");
    const phone = file.endsWith("--375.png");
    // The side menu opens on the left: show that edge of its desktop view.
    const side = file.startsWith("menu-") ? " left" : "";
    return `<figure class="${phone ? "phone" : "desktop"}${side}"><img src="data:image/png;base64,${data}"><figcaption>${file.replace(/--(375|1280)\.png$/, "")} · ${phone ? "375" : "1280"} px</figcaption></figure>`;
  }),
);
const html = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;padding:12px;background:#efe9e0;font:11px system-ui;color:#52575e;width:1176px}
main{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
figure{margin:0;background:#f8f5f0;border-radius:6px;overflow:hidden;height:250px;display:flex;flex-direction:column}
figure img{width:100%;height:228px;object-fit:cover;object-position:top}
figure.left img{object-position:left top}
figcaption{padding:4px 6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style><main>${tiles.join("")}</main>`;
const browser = await launchChromium();
try {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 800 },
    deviceScaleFactor: 1,
  });
  await page.setContent(html);
  await page.screenshot({ path: out, fullPage: true, type: "jpeg", quality: 80 });
} finally {
  await browser.close();
}
console.log(`${out}: ${String(picked.length)} screenshots`);
