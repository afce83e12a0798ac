/**
 * An upload outlives a move of its section: a move inserts a copy and removes the original
 * (spec section 4), and the upload that finishes afterwards lands on the copy.
 */
import { expect, test } from "./fixtures";
import { mp4File, save, sectionFrames } from "./memorial-page-helpers";
import { userWithNewPage } from "./security-helpers";

test("a video upload still running while its section is moved lands on the moved section", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(240_000);
  await userWithNewPage(page, mailbox, "uploads");
  await page.getByRole("button", { name: "Tekstblok" }).click();
  await page.getByRole("button", { name: "Video", exact: true }).click();
  await page.getByRole("button", { name: "Video toevoegen" }).click();
  await expect(sectionFrames(page)).toHaveCount(2);

  // The file's PUT is held until the section has moved.
  let releaseUpload: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  let putSeen: () => void = () => undefined;
  const putStarted = new Promise<void>((resolve) => {
    putSeen = resolve;
  });
  await page.route(/\/uploads\//, async (route) => {
    if (route.request().method() === "PUT") {
      putSeen();
      await held;
    }
    await route.fallback();
  });

  const video = sectionFrames(page).nth(1);
  const chooser = page.waitForEvent("filechooser");
  await video.getByRole("button", { name: "Video kiezen" }).click();
  await (await chooser).setFiles(await mp4File());
  await putStarted;
  await video.getByRole("button", { name: "Sectie omhoog verplaatsen" }).click();
  // The original has folded away: the video section is first now, its upload still running.
  await expect(sectionFrames(page)).toHaveCount(2);
  await expect(sectionFrames(page).nth(0)).toContainText("Video");
  releaseUpload();

  const moved = sectionFrames(page).nth(0);
  await expect(moved.getByRole("button", { name: "Andere video kiezen" })).toBeVisible({
    timeout: 30_000,
  });
  await save(page);
  await page.reload();
  await expect(page.locator("main section[data-section-type]").nth(0)).toHaveAttribute(
    "data-section-type",
    "video",
  );
  await expect(page.locator("main section[data-section-type]").nth(0).locator("video")).toHaveCount(
    1,
  );
});
