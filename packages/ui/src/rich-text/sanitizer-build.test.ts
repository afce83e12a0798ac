// Which sanitiser each runtime gets is decided by the export conditions of
// @memorial/sanitize-html/section: a browser (here jsdom, resolved with the `browser`
// condition) gets DOMPurify, Node (tsx, the preview server's render) gets parse5.
import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SECTION_SANITIZER, sanitizeSectionHtml } from "./sanitize.js";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("the section sanitiser each runtime gets", () => {
  it("is DOMPurify in the browser-like test environment", () => {
    expect(SECTION_SANITIZER).toBe("dompurify");
    expect(sanitizeSectionHtml('<p onclick="x()">a</p><svg><script>1</script></svg>')).toBe(
      "<p>a</p>",
    );
  });

  it("is parse5 in Node, with the same result for the editor's HTML", async () => {
    const html = "<h2>Werk</h2><p>In <strong>Deventer</strong><br>gemist.</p>";
    const script = [
      'import("@memorial/sanitize-html/section").then((m) =>',
      `  process.stdout.write(JSON.stringify([m.SECTION_SANITIZER, m.sanitizeSectionHtml(${JSON.stringify(`${html}<img src=x onerror=alert(1)>`)})])));`,
    ].join("\n");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: packageRoot },
    );
    expect(JSON.parse(stdout)).toEqual(["parse5", html]);
    expect(sanitizeSectionHtml(html)).toBe(html);
  }, 60_000);
});
