// Where the e2e run writes the screenshots committed with the documents.
import { fileURLToPath } from "node:url";

/** docs/screenshots/ of the repository, with a trailing slash. */
export const DOCS_SCREENSHOTS = fileURLToPath(
  new URL("../../../docs/screenshots/", import.meta.url),
);

/** The path of the screenshot `name` (with its extension) in docs/screenshots/. */
export function docsScreenshot(name: string): string {
  return `${DOCS_SCREENSHOTS}${name}`;
}
