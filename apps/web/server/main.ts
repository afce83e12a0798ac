// `pnpm --filter @memorial/web run preview`: serves apps/web/dist with the header set.
//   MEMORIAL_WEB_PORT   port (default 5173)
//   MEMORIAL_WEB_HOST   address to bind (default 127.0.0.1)
//   MEMORIAL_WEB_CONFIG a config.json to serve instead of dist/config.json
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseConfig } from "../src/config";
import { createPreviewServer, listen } from "./preview-server";
import { createVisitorRenderPage } from "./visitor-render";

const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const port = Number(process.env.MEMORIAL_WEB_PORT ?? "5173");
const host = process.env.MEMORIAL_WEB_HOST ?? "127.0.0.1";
const configPath = process.env.MEMORIAL_WEB_CONFIG;
const config =
  configPath === undefined || configPath === ""
    ? undefined
    : parseConfig(JSON.parse(await readFile(configPath, "utf8")) as unknown);
// Public memorial pages are rendered to HTML by the render function (src/edge/render.ts).
const renderPage = await createVisitorRenderPage(
  distDir,
  config ?? parseConfig(JSON.parse(await readFile(`${distDir}/config.json`, "utf8")) as unknown),
);

const server = createPreviewServer({
  distDir,
  renderPage,
  ...(config === undefined ? {} : { config }),
});
const origin = await listen(server, port, host);
process.stdout.write(`web app: ${origin}\n`);

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
