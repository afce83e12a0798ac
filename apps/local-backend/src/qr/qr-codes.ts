// QR codes of memorial pages: a PNG that encodes the page's public address on the web app's
// origin. The first request starts the generation and answers `pending`; the image is stored in
// the media folder under a name derived from the encoded address, so it is made once (and made anew when the way it is drawn changes).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import { pageSegment } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import type { ProfileStore } from "../stores/profile-store.ts";

export type QrCodeView =
  | { status: "pending" }
  | { status: "succeeded"; url: string }
  | { status: "failed"; error: string };

/**
 * How QR images are drawn, the same as the web app's printable cards: error correction level Q
 * (a quarter of the code may be dirty or damaged), the quiet zone of four modules the QR standard
 * asks for, and 1200 px wide: 10 cm at 300 dpi, sharp enough for any printed size.
 */
export const QR_IMAGE_OPTIONS = {
  type: "png",
  errorCorrectionLevel: "Q",
  margin: 4,
  width: 1200,
} as const;

/** Part of the stored file's name: an image drawn another way gets a name of its own. */
const IMAGE_STYLE = JSON.stringify(QR_IMAGE_OPTIONS);

export interface QrCodeService {
  /** The page address a QR code encodes: its current readable address on the web app. */
  pageAddress(profileId: string): string;
  poll(profileId: string): QrCodeView;
  /** The stored image of a QR code file name, when it exists. */
  findImage(profileId: string, fileName: string): { file: string; size: number } | undefined;
  idle(): Promise<void>;
}

export function createQrCodeService(
  ctx: BackendContext,
  profiles: Pick<ProfileStore, "get">,
): QrCodeService {
  const mediaDir = path.join(ctx.config.dataDir, "media");
  const running = new Map<string, Promise<void>>();
  const failures = new Map<string, string>();

  const pageAddress = (profileId: string) =>
    `${ctx.config.webOrigin}/${pageSegment(profiles.get(profileId) ?? { id: profileId })}`;
  const fileName = (profileId: string) =>
    `qrcode-${createHash("sha256")
      .update(`${pageAddress(profileId)}\n${IMAGE_STYLE}`)
      .digest("hex")
      .slice(0, 16)}.png`;
  const filePath = (profileId: string) => path.join(mediaDir, profileId, fileName(profileId));

  return {
    pageAddress,
    poll(profileId) {
      const target = filePath(profileId);
      if (fs.existsSync(target)) {
        return {
          status: "succeeded",
          url: `${ctx.config.apiBaseUrl}/media/${profileId}/${fileName(profileId)}`,
        };
      }
      const failure = failures.get(profileId);
      if (failure !== undefined) {
        failures.delete(profileId); // the next poll tries again
        return { status: "failed", error: failure };
      }
      if (!running.has(profileId)) {
        const job = (async () => {
          const png = await QRCode.toBuffer(pageAddress(profileId), { ...QR_IMAGE_OPTIONS });
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.writeFile(`${target}.tmp`, png);
          await fs.promises.rename(`${target}.tmp`, target);
        })()
          .catch((error: unknown) => {
            ctx.log.error("QR code generation failed", { profileId, error: String(error) });
            failures.set(profileId, "QR-code could not be generated");
          })
          .finally(() => running.delete(profileId));
        running.set(profileId, job);
      }
      return { status: "pending" };
    },
    findImage(profileId, name) {
      if (name !== fileName(profileId)) return undefined;
      const file = filePath(profileId);
      try {
        return { file, size: fs.statSync(file).size };
      } catch {
        return undefined;
      }
    },
    async idle() {
      await Promise.allSettled([...running.values()]);
    },
  };
}
