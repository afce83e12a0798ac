import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceDirectory = dirname(fileURLToPath(import.meta.url));

describe("package boundaries", () => {
  it("imports amazon-cognito-identity-js in one file only, never from the public entry", () => {
    const importers = readdirSync(sourceDirectory)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) =>
        readFileSync(join(sourceDirectory, file), "utf8").includes(
          'from "amazon-cognito-identity-js"',
        ),
      );
    expect(importers).toEqual(["cognito-library.ts"]);
    expect(readFileSync(join(sourceDirectory, "index.ts"), "utf8")).not.toContain(
      "cognito-library",
    );
  });
});
