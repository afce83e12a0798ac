// The operations of tag `media` of openapi/memorial-api.yaml: upload URLs for a page's managers,
// the signed upload itself, the processing job and the page's QR code.
import type { components } from "@memorial/api-types";
import { ApiError, notFound } from "../../errors/api-error.ts";
import { isMediaKind, type UploadKind } from "../../media/file-types.ts";
import type { UploadService } from "../../media/upload-service.ts";
import type { QrCodeService } from "../../qr/qr-codes.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import {
  createPageGuards,
  json,
  param,
  requireCaller,
  type OperationHandlers,
} from "./operation.ts";

type Schemas = components["schemas"];

export function createMediaOperations(services: {
  profiles: ProfileStore;
  uploads: UploadService;
  qrCodes: QrCodeService;
}): OperationHandlers {
  const { profiles, uploads, qrCodes } = services;
  const { readable, managed, notBlocked } = createPageGuards(profiles);

  return {
    requestUpload(input) {
      const user = requireCaller(input.caller);
      const profile = managed(param(input, "id"), user);
      notBlocked(profile);
      const request = input.body as Schemas["UploadRequest"];
      const kind: UploadKind = request.type;
      if (profile.plan === "bronze" && isMediaKind(kind)) {
        throw new ApiError(
          409,
          "media_not_allowed",
          "video and audio uploads are not part of the bronze plan",
        );
      }
      const files = uploads.createUploads(
        profile,
        kind,
        request.fileNames,
        request.fileSizes,
        user,
      );
      return json(input.c, { files } satisfies Schemas["UploadResponse"]);
    },

    async uploadFile(input) {
      const length = input.c.req.header("content-length");
      await uploads.receive({
        jobId: param(input, "jobID"),
        token: input.query.token ?? "",
        contentType: input.c.req.header("content-type"),
        contentLength: length === undefined || length === "" ? undefined : Number(length),
        body: input.c.req.raw.body,
      });
      return input.c.body(null, 204);
    },

    getJob(input) {
      const user = requireCaller(input.caller);
      const job = uploads.getJob(param(input, "jobID"), user.sub);
      if (!job) throw notFound("job");
      return json(input.c, job satisfies Schemas["UploadJob"]);
    },

    getQrCode(input) {
      const { profile } = readable(param(input, "id"), requireCaller(input.caller));
      return json(input.c, qrCodes.poll(profile.id) satisfies Schemas["QrCode"]);
    },
  };
}
