// The one ZIP reader of the tests (the keepsake download is a ZIP): every entry with its name,
// whether the name is marked UTF-8, and its bytes, in the order of the archive.
import yauzl from "yauzl";

export interface ZipEntry {
  name: string;
  /** The entry's name is flagged as UTF-8 (general purpose bit 11). */
  utf8: boolean;
  data: Buffer;
}

/** Reads every entry of a ZIP held in memory. */
export function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, zip) => {
      if (error) {
        reject(error);
        return;
      }
      const entries: ZipEntry[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => {
            chunks.push(chunk);
          });
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
              data: Buffer.concat(chunks),
            });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => {
        resolve(entries);
      });
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** The entries of a ZIP by name. */
export async function readZipByName(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = await readZip(bytes);
  return new Map(entries.map((entry) => [entry.name, entry.data]));
}
