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

  it("uses the library for the SRP sign-in and the token layout only", () => {
    const source = readFileSync(join(sourceDirectory, "cognito-library.ts"), "utf8");
    // The library's refresh and revocation retry every error for seconds (a second retry layer
    // that would also retry a revoked token); its plain calls lose the HTTP status.
    for (const method of [
      "refreshSession(",
      "revokeToken(",
      "globalSignOut(",
      "signOut(",
      "signUp(",
      "confirmRegistration(",
      "forgotPassword(",
      "confirmPassword(",
      "changePassword(",
      "getSession(",
    ]) {
      expect(source, method).not.toContain(`.${method}`);
    }
    expect(source).toContain(".authenticateUser(");
    expect(source).toContain(".setSignInUserSession(");
    // No private member of the library is replaced.
    expect(source).not.toMatch(/\.client\b|Object\.assign\(this\.#pool/);
  });
});
