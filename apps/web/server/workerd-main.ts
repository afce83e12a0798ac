// `pnpm --filter @memorial/web run preview:workerd`: serves the built app through the Cloudflare
// Worker in workerd (`wrangler dev` with wrangler.jsonc), as `scripts/start.sh` does with
// MEMORIAL_WEB_SERVER=workerd.
//   MEMORIAL_WEB_PORT   port (default 5173)
//   MEMORIAL_WEB_CONFIG a config.json to serve instead of dist/config.json
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseConfig } from "../src/config";
import { startWorker } from "./workerd";

const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const port = Number(process.env.MEMORIAL_WEB_PORT ?? "5173");
const configPath = process.env.MEMORIAL_WEB_CONFIG;
const config = parseConfig(
  JSON.parse(
    await readFile(
      configPath === undefined || configPath === "" ? `${distDir}/config.json` : configPath,
      "utf8",
    ),
  ) as unknown,
);
const worker = await startWorker({
  distDir,
  config,
  port,
  log: (line) => {
    process.stdout.write(line);
  },
});
process.stdout.write(`web app (workerd): http://localhost:${String(port)}\n`);

const stop = () => {
  void worker.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
