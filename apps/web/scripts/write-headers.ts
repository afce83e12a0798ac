// Writes the header set derived from a config.json:
//   tsx scripts/write-headers.ts              dist/_headers from dist/config.json (after vite build)
//   tsx scripts/write-headers.ts --examples   deploy/_headers and deploy/nginx-headers.conf from public/config.json
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseConfig } from "../src/config";
import { headersFile, nginxSnippet } from "../server/headers";

const root = fileURLToPath(new URL("..", import.meta.url));

async function readConfig(path: string) {
  return parseConfig(JSON.parse(await readFile(`${root}${path}`, "utf8")) as unknown);
}

if (process.argv.includes("--examples")) {
  const config = await readConfig("public/config.json");
  await writeFile(`${root}deploy/_headers`, headersFile(config, "public/config.json"));
  await writeFile(`${root}deploy/nginx-headers.conf`, nginxSnippet(config, "public/config.json"));
  process.stdout.write("wrote deploy/_headers and deploy/nginx-headers.conf\n");
} else {
  const config = await readConfig("dist/config.json");
  await writeFile(`${root}dist/_headers`, headersFile(config, "dist/config.json"));
  process.stdout.write("wrote dist/_headers\n");
}
