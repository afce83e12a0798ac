import yazl from "yazl";
import { describe, expect, it } from "vitest";
import { readZip, readZipByName } from "./zip.ts";

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on("error", reject);
  });
}

describe("the tests' ZIP reader", () => {
  it("reads every entry with its name, its bytes and its UTF-8 flag", async () => {
    const bytes = await zipOf({ "index.html": "<h1>Zoë</h1>", "media/foto één.jpg": "jpg" });
    const entries = await readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual(["index.html", "media/foto één.jpg"]);
    expect(entries[0]?.data.toString("utf8")).toBe("<h1>Zoë</h1>");
    expect(entries[1]?.utf8).toBe(true);
    const byName = await readZipByName(bytes);
    expect(byName.get("media/foto één.jpg")?.toString("utf8")).toBe("jpg");
  });

  it("refuses bytes that are not a ZIP", async () => {
    await expect(readZip(Buffer.from("geen zip"))).rejects.toThrow();
  });
});
