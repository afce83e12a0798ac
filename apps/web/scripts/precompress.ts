// The last step of `pnpm build`: writes the gzip and brotli copies of `dist/assets` that the
// preview server sends (how, in `server/precompress.ts`).
import { resolve } from "node:path";
import { precompress } from "../server/precompress";

const started = performance.now();
precompress(resolve("dist")).then(
  (count) => {
    console.log(
      `precompress: ${String(count)} files of dist/assets as .br and .gz in ${String(Math.round(performance.now() - started))} ms`,
    );
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
