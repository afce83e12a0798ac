// The package boundaries of eslint.config.js, proved: each offending import below must fail lint
// with the boundary rule, and each allowed one must pass it. ESLint's Node API lints the snippet
// as if it were the named file, with the repository's own config. Only the boundary rules run
// (`ruleFilter`), and none of them needs type information, so the TypeScript project service
// stays off: starting it for each package took most of this suite's time (`pnpm lint` still
// runs every rule with types).
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const BOUNDARY_RULES = new Set([
  "no-restricted-imports",
  "import-x/no-restricted-paths",
  "import-x/no-cycle",
]);

let eslint: ESLint;

/** The boundary rules that report on `code` linted as the repository file `file`. */
async function boundaryReports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((message) => message.fatal === true);
  expect(fatal, `${file} must parse`).toEqual([]);
  return result.messages
    .map((message) => message.ruleId)
    .filter((rule): rule is string => rule !== null && BOUNDARY_RULES.has(rule));
}

const snippet = (specifier: string): string =>
  `import * as imported from "${specifier}";\nexport const used = imported;\n`;

beforeAll(() => {
  eslint = new ESLint({
    cwd: REPO_ROOT,
    ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

describe("package boundaries in lint", () => {
  it.each([
    ["packages/domain/src/plans.ts", "@memorial/sanitize-html", "no-restricted-imports"],
    ["packages/domain/src/plans.ts", "../../ui/src/timing", "import-x/no-restricted-paths"],
    ["packages/ui/src/timing.ts", "@memorial/api-client", "no-restricted-imports"],
    ["packages/ui/src/timing.ts", "@memorial/auth", "no-restricted-imports"],
    ["packages/ui/src/timing.ts", "../../auth/src/errors", "import-x/no-restricted-paths"],
    ["packages/api-client/src/index.ts", "@memorial/ui/timing", "no-restricted-imports"],
    ["packages/auth/src/jwt.ts", "../../ui/src/timing", "import-x/no-restricted-paths"],
    ["apps/local-backend/src/main.ts", "@memorial/ui/timing", "no-restricted-imports"],
    ["apps/local-backend/src/main.ts", "@memorial/auth", "import-x/no-restricted-paths"],
    ["apps/local-backend/src/main.ts", "@memorial/auth", "no-restricted-imports"],
    ["packages/ui/src/timing.ts", "../../../apps/web/src/main", "import-x/no-restricted-paths"],
    ["packages/api-client/src/index.ts", "@memorial/web", "no-restricted-imports"],
    // The workspace folders come from pnpm-workspace.yaml: every listed package is covered.
    [
      "packages/domain/src/plans.ts",
      "../../../apps/local-backend/src/main",
      "import-x/no-restricted-paths",
    ],
    [
      "packages/domain/src/plans.ts",
      "../../../openapi/package.json",
      "import-x/no-restricted-paths",
    ],
    [
      "packages/contract-tests/src/api.ts",
      "../../../apps/web/src/config",
      "import-x/no-restricted-paths",
    ],
  ])("%s may not import %s (%s)", async (file, specifier, rule) => {
    expect(await boundaryReports(file, snippet(specifier))).toContain(rule);
  });

  it.each([
    ["packages/ui/src/timing.ts", "@memorial/domain"],
    ["packages/api-client/src/index.ts", "@memorial/domain"],
    ["apps/local-backend/src/server.test.ts", "@memorial/auth/testing"],
    ["apps/local-backend/src/identity/test-harness.ts", "@memorial/auth/testing"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await boundaryReports(file, snippet(specifier))).toEqual([]);
  });

  describe("the local backend's layers", () => {
    it.each([
      ["apps/local-backend/src/media/upload-service.ts", "../api/auth.ts"],
      ["apps/local-backend/src/payments/payment-service.ts", "../api/app.ts"],
      ["apps/local-backend/src/export/export-service.ts", "../api/operations/export.ts"],
      ["apps/local-backend/src/stores/profile-store.ts", "../api/error-response.ts"],
      ["apps/local-backend/src/errors/api-error.ts", "../api/error-response.ts"],
      ["apps/local-backend/src/identity/service.ts", "../api/auth.ts"],
      ["apps/local-backend/src/mail/mailbox.ts", "../api/app.ts"],
      ["apps/local-backend/src/db/database.ts", "../api/app.ts"],
      ["apps/local-backend/src/seed/seed.ts", "../api/app.ts"],
      ["apps/local-backend/src/media/uploads.test.ts", "../api/app.ts"],
      ["apps/local-backend/src/stores/profile-store.ts", "../media/upload-service.ts"],
      ["apps/local-backend/src/stores/profile-view.ts", "../export/csv.ts"],
      ["apps/local-backend/src/stores/condolence-store.ts", "../mail/mailbox.ts"],
      ["apps/local-backend/src/errors/api-error.ts", "../payments/payment-service.ts"],
      ["apps/local-backend/src/errors/api-error.ts", "../identity/errors.ts"],
    ])("%s may not import %s", async (file, specifier) => {
      expect(await boundaryReports(file, snippet(specifier))).toContain(
        "import-x/no-restricted-paths",
      );
    });

    it.each([
      ["apps/local-backend/src/server.ts", "./api/app.ts"],
      ["apps/local-backend/src/testing/api-harness.ts", "../api/app.ts"],
      ["apps/local-backend/src/api/app.ts", "../stores/profile-store.ts"],
      ["apps/local-backend/src/media/upload-service.ts", "../stores/profile-store.ts"],
      ["apps/local-backend/src/export/export-service.ts", "../errors/api-error.ts"],
      ["apps/local-backend/src/stores/profile-view.ts", "../errors/api-error.ts"],
      ["apps/local-backend/src/stores/profile-store.ts", "../db/database.ts"],
      ["apps/local-backend/src/media/uploads.test.ts", "../testing/api-harness.ts"],
    ])("%s may import %s", async (file, specifier) => {
      expect(await boundaryReports(file, snippet(specifier))).toEqual([]);
    });

    it("keeps the package zones for the backend's code and tests", async () => {
      const [code, test] = await Promise.all([
        boundaryReports(
          "apps/local-backend/src/media/upload-service.ts",
          snippet("@memorial/auth"),
        ),
        boundaryReports(
          "apps/local-backend/src/media/uploads.test.ts",
          snippet("../../../../packages/ui/src/timing"),
        ),
      ]);
      expect(code).toContain("import-x/no-restricted-paths");
      expect(test).toContain("import-x/no-restricted-paths");
    });
  });

  it("fails an import cycle (errors.ts would import session.ts, which imports errors.ts)", async () => {
    const code =
      'import { isProviderOutage } from "./session";\nexport const outage = isProviderOutage;\n';
    expect(await boundaryReports("packages/auth/src/errors.ts", code)).toContain(
      "import-x/no-cycle",
    );
  });
});
