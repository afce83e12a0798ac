// The tests' temporary folders: each a new, empty folder in the system's temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A new, empty folder in the system's temporary folder, named after `name`. */
export function tempFolder(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `memorial-${name}-`));
}
