// Stored media and QR codes as a Hono sub-app: GET and HEAD of /media/{profileId}/{file}, with
// ranges; photos take a width hint `?w=` and are served in a format the browser accepts. Any
// other method answers 405.
import path from "node:path";
import { Hono } from "hono";
import type { BackendContext } from "../context.ts";
import { ApiError, methodNotAllowed } from "../errors/api-error.ts";
import type { QrCodeService } from "../qr/qr-codes.ts";
import { CONTENT_TYPE_OF_EXTENSION } from "./file-types.ts";
import { photoVariant } from "./photo-variants.ts";
import { serveFile } from "./serve-file.ts";
import type { UploadService } from "./upload-service.ts";

export function createMediaRoutes(services: {
  ctx: BackendContext;
  uploads: UploadService;
  qrCodes: QrCodeService;
}): Hono {
  const { ctx, uploads, qrCodes } = services;
  const app = new Hono();

  app.on(["GET", "HEAD"], "/media/:profileId/:file", async (c) => {
    const profileId = c.req.param("profileId");
    const file = c.req.param("file");
    const match = /^([A-Za-z0-9_-]{1,64})\.([a-z0-9]{2,5})$/.exec(file);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(profileId) || !match) {
      throw new ApiError(404, "not_found", "media not found");
    }
    const [, stem = "", ext = ""] = match;
    const qr = qrCodes.findImage(profileId, file);
    const asset = qr
      ? { file: qr.file, size: qr.size, contentType: "image/png" }
      : uploads.findAsset(profileId, stem);
    if (!asset || CONTENT_TYPE_OF_EXTENSION[ext] !== asset.contentType) {
      throw new ApiError(404, "not_found", "media not found");
    }
    const served =
      qr === undefined
        ? await photoVariant({
            ...asset,
            cacheDir: path.join(ctx.config.dataDir, "media-cache", profileId),
            assetId: stem,
            widthHint: c.req.query("w"),
            accept: c.req.header("accept"),
          })
        : { ...asset, headers: {} };
    return serveFile({ ...served, method: c.req.method, rangeHeader: c.req.header("range") });
  });
  app.all("/media/:profileId/:file", () => {
    throw methodNotAllowed("GET, HEAD, OPTIONS");
  });

  return app;
}
