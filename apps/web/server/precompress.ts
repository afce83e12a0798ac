/**
 * The precompressed copies of the build, written by its last step (`scripts/precompress.ts`) and
 * sent by the preview server. `precompress` writes a gzip (`.gz`, level 9) and a brotli (`.br`, quality 11)
 * copy next to every compressible file of `dist/assets/` (larger than 512 bytes). Those names
 * carry their content's hash, so a copy can never be stale. The preview server sends them
 * instead of compressing on the first request (which, with 2 cores under load, kept a phone's
 * first visit waiting for seconds); nginx sends the `.gz` copies with `gzip_static`
 * (`deploy/nginx-headers.conf`). Cloudflare compresses by itself: `dist/.assetsignore` keeps the
 * copies out of the Worker's assets.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

/** What is worth compressing (the preview server compresses the same kinds). */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".ttf"]);
/** Smaller files are sent as they are. */
const MIN_COMPRESS_BYTES = 512;
/** The precompressed copies' suffixes, by `Content-Encoding`. */
export const PRECOMPRESSED = { br: ".br", gzip: ".gz" } as const;
/** Keeps the copies out of a Worker's static assets (wrangler reads it from the assets folder). */
export const ASSETS_IGNORE = "assets/*.br\nassets/*.gz\n";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Whether a file is one of the copies this script writes. */
export function isPrecompressedCopy(name: string): boolean {
  return name.endsWith(PRECOMPRESSED.br) || name.endsWith(PRECOMPRESSED.gzip);
}

/** Whether a file of this name and size gets precompressed copies. */
export function isCompressible(name: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(name)) && size > MIN_COMPRESS_BYTES;
}

/** Writes the copies for `distDir/assets` and `distDir/.assetsignore`; returns the files done. */
export async function precompress(distDir: string): Promise<number> {
  const assets = join(distDir, "assets");
  const names = (await readdir(assets)).filter((name) => !isPrecompressedCopy(name));
  let done = 0;
  // zlib's asynchronous calls run on libuv's thread pool: both cores work.
  await Promise.all(
    names.map(async (name) => {
      const path = join(assets, name);
      const bytes = await readFile(path);
      if (!isCompressible(name, bytes.length)) return;
      const [gz, br] = await Promise.all([
        gzipAsync(bytes, { level: 9 }),
        brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
      await writeFile(path + PRECOMPRESSED.gzip, gz);
      await writeFile(path + PRECOMPRESSED.br, br);
      done += 1;
    }),
  );
  await writeFile(join(distDir, ".assetsignore"), ASSETS_IGNORE);
  return done;
}
