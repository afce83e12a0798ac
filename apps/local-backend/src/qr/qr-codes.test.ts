import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { QR_IMAGE_OPTIONS } from "./qr-codes.ts";

const ADDRESS = "http://web.test/3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";

/** The image's pixels as RGBA, and the first dark column of its middle row. */
async function read(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const row = Math.floor(info.height / 2);
  let firstDark = -1;
  for (let x = 0; x < info.width; x++) {
    if ((pixels[(row * info.width + x) * 4] ?? 255) < 128) {
      firstDark = x;
      break;
    }
  }
  return { pixels, width: info.width, height: info.height, firstDark };
}

describe("the API's QR image", () => {
  it("is level Q, 1200 px wide, and gives the page's address back", async () => {
    const png = await QRCode.toBuffer(ADDRESS, QR_IMAGE_OPTIONS);
    const { pixels, width, height } = await read(png);
    expect(width).toBe(1200);
    expect(height).toBe(1200);
    expect(QRCode.create(ADDRESS, { errorCorrectionLevel: "Q" }).errorCorrectionLevel.bit).toBe(
      QRCode.create(ADDRESS, QR_IMAGE_OPTIONS).errorCorrectionLevel.bit,
    );
    expect(jsQR(pixels, width, height)?.data).toBe(ADDRESS);
  });

  it("keeps a quiet zone of at least four modules on every side", async () => {
    const png = await QRCode.toBuffer(ADDRESS, QR_IMAGE_OPTIONS);
    const { pixels, width, height } = await read(png);
    const modules = QRCode.create(ADDRESS, QR_IMAGE_OPTIONS).modules.size;
    const modulePixels = width / (modules + 2 * QR_IMAGE_OPTIONS.margin);
    // The dark square nearest to each edge, over the whole image.
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if ((pixels[(y * width + x) * 4] ?? 255) < 128) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    const quiet = Math.min(left, top, width - 1 - right, height - 1 - bottom);
    expect(quiet / modulePixels).toBeGreaterThanOrEqual(4 - 0.5);
  });
});
