// `pnpm --filter @memorial/local-backend run reset`: empties the data folder (database and media).
// The next start creates the tables again and seeds the demo account and page.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config.ts";
import { DATABASE_FILE_NAME } from "./server.ts";

/** Removes exactly what the backend writes into the data folder, nothing else. */
export function resetDataDir(dataDir: string): string[] {
  const removed: string[] = [];
  for (const name of [
    DATABASE_FILE_NAME,
    `${DATABASE_FILE_NAME}-wal`,
    `${DATABASE_FILE_NAME}-shm`,
    `${DATABASE_FILE_NAME}-journal`,
    "media",
    "uploads",
  ]) {
    const target = path.join(dataDir, name);
    if (fs.existsSync(target)) {
      fs.rmSync(target, { recursive: true, force: true });
      removed.push(target);
    }
  }
  return removed;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  const { dataDir } = loadConfig(process.env);
  const removed = resetDataDir(dataDir);
  process.stdout.write(
    removed.length === 0
      ? `Nothing to reset in ${dataDir}\n`
      : `Reset ${dataDir}: removed ${removed.map((r) => path.basename(r)).join(", ")}\n`,
  );
}
