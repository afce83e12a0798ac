// The operations of tag `export` of openapi/memorial-api.yaml: start (managers only, also
// on a blocked page; a running job is answered again), poll (any current manager) and the
// signed download URL, which streams the ZIP from disk.
import fs from "node:fs";
import { Readable } from "node:stream";
import type { BackendContext } from "../../context.ts";
import { forbidden, notFound } from "../../errors/api-error.ts";
import type { ExportService } from "../../export/export-service.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import { requireCaller, type OperationHandlers } from "./operation.ts";

export function createExportOperations(deps: {
  ctx: BackendContext;
  profiles: ProfileStore;
  exports: ExportService;
}): OperationHandlers {
  const { profiles, exports } = deps;
  return {
    startExport({ c, params, caller }) {
      const user = requireCaller(caller);
      const profile = profiles.get(params.id ?? "");
      if (!profile) throw notFound();
      const role = profiles.roleOf(profile.id, user.email);
      if (role === "none" && !profile.isPublic) throw notFound();
      if (role !== "manage") throw forbidden();
      const { job, started } = exports.start(profile, user);
      return c.json(job, started ? 202 : 200);
    },
    getExport({ c, params, caller }) {
      const user = requireCaller(caller);
      const job = exports.get(params.jobID ?? "", user.email);
      if (!job) throw notFound("export");
      return c.json(job);
    },
    downloadExport({ c, params, query }) {
      const { file, size, fileName } = exports.download(params.jobID ?? "", query.token ?? "");
      const headers = {
        "Content-Type": "application/zip",
        "Content-Length": String(size),
        "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      };
      if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
      return new Response(stream, { status: 200, headers });
    },
  };
}
