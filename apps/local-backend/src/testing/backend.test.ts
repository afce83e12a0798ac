import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestBackend } from "./backend.ts";
import { tempFolder } from "./temp-folder.ts";

describe("the tests' backend boot", () => {
  const kept = tempFolder("kept");
  afterAll(() => {
    fs.rmSync(kept, { recursive: true, force: true });
  });

  it("serves both roles on free loopback ports and removes its own folder at stop", async () => {
    const backend = await startTestBackend({ env: { MEMORIAL_WEB_ORIGIN: "http://web.test" } });
    try {
      expect(backend.config.host).toBe("127.0.0.1");
      expect(backend.apiUrl).toMatch(/:\d+$/);
      expect(backend.config.webOrigin).toBe("http://web.test");
      expect((await fetch(`${backend.apiUrl}/health`)).status).toBe(200);
      expect(fs.existsSync(backend.dataDir)).toBe(true);
      // Unseeded: no demo page.
      expect(backend.config.seed).toBe(false);
    } finally {
      await backend.stop();
    }
    expect(fs.existsSync(backend.dataDir)).toBe(false);
  });

  it("keeps a folder the caller gave it, so a second start finds the same data", async () => {
    const first = await startTestBackend({ dataDir: kept });
    await first.stop();
    expect(fs.readdirSync(kept).length).toBeGreaterThan(0);
    const second = await startTestBackend({ dataDir: kept });
    expect(second.dataDir).toBe(kept);
    await second.stop();
    expect(fs.existsSync(path.join(kept))).toBe(true);
  });
});
