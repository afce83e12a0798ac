// Small media files made in code (never downloaded): PNGs of any size with an EXIF block that
// carries a GPS tag and a marker text, a camera-like JPEG (GPS, rotated by its EXIF
// orientation) and minimal MP4 / MP3 signatures.
import { crc32, deflateSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** Text placed in the EXIF block of sample photos; it must not survive processing. */
export const METADATA_MARKER = "CONTRACT-GPS-MARKER-52.0907N-5.1214E";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A big-endian TIFF/EXIF block: IFD0 with ImageDescription (the marker) and a GPS IFD pointer;
 * the GPS IFD holds GPSLatitudeRef "N".
 */
export function exifWithGps(): Buffer {
  const marker = Buffer.from(`${METADATA_MARKER}\0`, "ascii");
  const header = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]);
  // IFD0 at 8: count(2) + 2 entries(24) + next(4) = 30 bytes -> GPS IFD at 38.
  const gpsOffset = 8 + 2 + 2 * 12 + 4;
  // GPS IFD: count(2) + 1 entry(12) + next(4) = 18 bytes -> marker text at 56.
  const markerOffset = gpsOffset + 2 + 12 + 4;
  const ifd0 = Buffer.alloc(30);
  ifd0.writeUInt16BE(2, 0);
  // 0x010e ImageDescription, ASCII (2), count, offset
  ifd0.writeUInt16BE(0x010e, 2);
  ifd0.writeUInt16BE(2, 4);
  ifd0.writeUInt32BE(marker.length, 6);
  ifd0.writeUInt32BE(markerOffset, 10);
  // 0x8825 GPSInfo IFD pointer, LONG (4), count 1, value = offset
  ifd0.writeUInt16BE(0x8825, 14);
  ifd0.writeUInt16BE(4, 16);
  ifd0.writeUInt32BE(1, 18);
  ifd0.writeUInt32BE(gpsOffset, 22);
  ifd0.writeUInt32BE(0, 26);
  const gps = Buffer.alloc(18);
  gps.writeUInt16BE(1, 0);
  // 0x0001 GPSLatitudeRef, ASCII, count 2, value "N\0" inline
  gps.writeUInt16BE(0x0001, 2);
  gps.writeUInt16BE(2, 4);
  gps.writeUInt32BE(2, 6);
  gps.write("N\0", 10, "ascii");
  gps.writeUInt32BE(0, 14);
  return Buffer.concat([header, ifd0, gps, marker]);
}

export interface PngOptions {
  width: number;
  height: number;
  /** Random pixels make a file that does not compress (for size tests). */
  noise?: boolean;
  /** Adds an eXIf chunk with GPS data and METADATA_MARKER. */
  withExif?: boolean;
}

/** An RGB PNG; with noise, roughly width*height*3 bytes. */
export function makePng({ width, height, noise = false, withExif = false }: PngOptions): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const rowLength = width * 3 + 1;
  const raw = noise ? randomBytes(rowLength * height) : Buffer.alloc(rowLength * height, 0x80);
  for (let row = 0; row < height; row++) raw[row * rowLength] = 0; // filter type none
  const data = deflateSync(raw, { level: noise ? 0 : 6 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(withExif ? [chunk("eXIf", exifWithGps())] : []),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal ISO-BMFF (MP4) file: an ftyp box and an empty mdat box. */
export function makeMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "ascii"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isommp41", "ascii"),
  ]);
  const mdat = Buffer.concat([
    Buffer.from([0, 0, 0, 0x10]),
    Buffer.from("mdat", "ascii"),
    Buffer.alloc(8),
  ]);
  return Buffer.concat([ftyp, mdat]);
}

/** A minimal MP3: an ID3v2 header followed by silent MPEG-1 layer III frames. */
export function makeMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  // 128 kbit/s, 44.1 kHz frame: 417 bytes.
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64], 0);
  return Buffer.concat([id3, frame, frame, frame]);
}

/** Plain text pretending to be something else. */
export function notAnImage(): Buffer {
  return Buffer.from("This is plain text, not a PNG or JPEG image.\n".repeat(20), "utf8");
}

/**
 * A JPEG as a phone writes it: stored 40x20 with EXIF orientation 6 (shown rotated, 20x40),
 * GPS coordinates and METADATA_MARKER as its description.
 */
export function makeCameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#8a7f70" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { ImageDescription: METADATA_MARKER },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 5/1 27/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "5/1 7/1 17/1",
      },
    })
    .toBuffer();
}

/** Width, height, orientation and whether EXIF/XMP/ICC-free: read with sharp. */
export async function imageFacts(bytes: Buffer): Promise<{
  format: string;
  width: number;
  height: number;
  orientation: number | undefined;
  exif: boolean;
}> {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif !== undefined,
  };
}
