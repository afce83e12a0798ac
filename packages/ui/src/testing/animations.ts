/**
 * The one "wait for animations" of the browser tests (the web app's end-to-end tests and the
 * workshop's story checks): a screen is judged once its finite animations and transitions
 * (a dialog fading in, a drawer sliding, a focus ring) have ended; endless ones (skeleton pulse,
 * spinners) never end and are ignored.
 */
import type { Page } from "playwright-core";

/**
 * True when no finite animation runs in the document. Runs in the browser: it is handed to
 * `page.waitForFunction` as it is, so it may use nothing from outside its own body.
 */
export function animationsSettled(): boolean {
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== "running" ||
        animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
    );
}

/** Waits until `animationsSettled` holds in the page; rejects after `timeout` ms. */
export async function waitForAnimations(
  page: Pick<Page, "waitForFunction">,
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(animationsSettled, undefined, { timeout });
}
