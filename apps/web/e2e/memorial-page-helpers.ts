/** Helpers of the memorial page specs: media files, the side menu, sections, dates. */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { DUTCH_MONTHS } from "@memorial/domain";
import { expect, type Locator, type Page } from "@playwright/test";

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG drawn by the browser (the backend re-encodes photos with sharp). */
export async function pngFile(page: Page, name: string, colour: string): Promise<FilePayload> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("no canvas");
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 180);
    return canvas.toDataURL("image/png");
  }, colour);
  return {
    name,
    mimeType: "image/png",
    buffer: Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"),
  };
}

/** A short, valid MP4 (the blank video of @memorial/ui). */
export async function mp4File(): Promise<FilePayload> {
  const path = fileURLToPath(new URL("./media/clip.mp4", import.meta.url));
  return { name: "toespraak.mp4", mimeType: "video/mp4", buffer: await readFile(path) };
}

/** Half a second of silence as a valid WAV file. */
export function wavFile(): FilePayload {
  const sampleRate = 8000;
  const samples = sampleRate / 2;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples * 2, 40);
  return {
    name: "lievelingslied.wav",
    mimeType: "audio/wav",
    buffer: Buffer.concat([header, Buffer.alloc(samples * 2)]),
  };
}

/**
 * A new page opens in edit mode with the focus in the name field (a guided start);
 * waits for it.
 */
export async function expectNewPageInEditMode(page: Page): Promise<void> {
  await expect(page.getByRole("region", { name: "Bewerken" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Naam" })).toBeFocused();
}

/** Opens the side menu and chooses an item. */
export async function menu(page: Page, item: string): Promise<void> {
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("button", { name: item, exact: true }).click();
}

/**
 * Sets who sees a section in edit mode ('Zichtbaar voor iedereen' on or off) with the keyboard:
 * a section near the bottom may sit under the fixed edit bar, where a click would land on the bar.
 */
export async function setSectionPublic(frame: Locator, isPublic: boolean): Promise<void> {
  const toggle = frame.getByRole("checkbox", { name: "Zichtbaar voor iedereen" });
  if ((await toggle.isChecked()) !== isPublic) {
    await toggle.focus();
    await frame.page().keyboard.press("Space");
  }
  if (isPublic) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

/** The edit-mode frames of the sections, in order. */
export function sectionFrames(page: Page): Locator {
  return page.locator("main section").filter({ has: page.getByText("Zichtbaar voor iedereen") });
}

/**
 * Chooses a date in a Dutch date field: year and month selectors, then the day once that month's
 * grid is shown, and checks that the field took it. `within` narrows where the field is.
 */
export async function pickDate(
  page: Page,
  field: "Geboortedatum" | "Overlijdensdatum" | "Datum",
  date: { year: number; month: string; day: number },
  within: Page | Locator = page,
): Promise<void> {
  const typed = [date.day, DUTCH_MONTHS.findIndex((name) => name === date.month) + 1]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
  const expected = `${typed}-${String(date.year)}`;
  const textbox = within.getByRole("textbox", { name: field, exact: true });
  // This field's own picker: the other field's may still be closing (its animation).
  const picker = page.getByRole("dialog", { name: field, exact: true });
  const month = `${date.month} ${String(date.year)}`;
  // The whole choice is made again while the field has not taken it: a click on the day has been
  // seen to be lost once in many runs, leaving the field as it was.
  await expect(async () => {
    if ((await textbox.inputValue()) === expected) return;
    if (!(await picker.isVisible())) {
      await within.getByRole("button", { name: new RegExp(`\\b${field}\\b`) }).click();
    }
    await picker.getByRole("combobox", { name: "Kies het jaar" }).selectOption(String(date.year));
    await picker
      .getByRole("combobox", { name: "Kies de maand" })
      .selectOption({ label: date.month });
    await expect(picker.getByRole("grid", { name: month })).toBeVisible();
    await picker
      .getByRole("button", { name: new RegExp(`\\b${String(date.day)} ${month}`) })
      .click({ timeout: 5_000 });
    await expect(textbox).toHaveValue(expected, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Saves the page and waits for the success toast. */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De herinneringspagina is succesvol opgeslagen")).toBeVisible();
  await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toBeHidden();
}
