import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localBackendCommand } from "./process";

describe("localBackendCommand", () => {
  it("runs this package's main module with tsx from this package's folder", () => {
    const { command, args, cwd } = localBackendCommand();
    expect(command).toBe(process.execPath);
    const pkg = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")) as {
      name: string;
      exports: Record<string, string>;
    };
    expect(pkg.name).toBe("@memorial/local-backend");
    expect(args[0]).toBe("--import");
    expect(args[1]).toMatch(/^file:.*tsx/);
    expect(args[2]).toBe(path.join(cwd, pkg.exports["./main"] ?? ""));
    expect(existsSync(args[2] ?? "")).toBe(true);
  });
});
