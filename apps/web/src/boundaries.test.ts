// @vitest-environment node
/**
 * The repository's lint configuration enforces what docs/architecture.md says in prose: the layers of
 * this app point down only (entries → features → the app core in src/core, src/http, src/texts,
 * src/ui and src/config.ts), features never import each other (they meet in src/routes and
 * src/compose), src/ never reaches for server/ and server/ never for scripts/, no import circle
 * anywhere (tests and end-to-end files included), stored HTML reaches the page only through the
 * one sanitising component, and layout primitives come through src/ui/layout.ts. Each rule is
 * shown to fail on a violating file.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

let eslint: ESLint;

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIdsOf(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at(path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** The rules under test (the repository's configuration of them, unchanged). */
const RULES = new Set([
  "import-x/no-restricted-paths",
  "import-x/no-cycle",
  "no-restricted-syntax",
  "no-restricted-imports",
]);

beforeAll(() => {
  // Only the rules under test run, so the parser needs no type information: building the
  // TypeScript program for every file would take minutes and proves nothing here.
  eslint = new ESLint({
    cwd: repoRoot,
    ruleFilter: ({ ruleId }) => RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

/** A file that imports everything of `specifier` and uses it. */
const importing = (specifier: string) =>
  `import * as imported from "${specifier}";\nexport const used = imported;\n`;

describe("the layers of apps/web in lint", () => {
  it.each([
    ["the app core imports a feature", "apps/web/src/core/use-auth.ts", "../features/sharing"],
    ["the app core imports the router", "apps/web/src/core/guards.ts", "../app/router"],
    ["the app core imports a route", "apps/web/src/core/state-views.tsx", "../routes/__root"],
    [
      "the app core imports the visitor boot",
      "apps/web/src/core/visitor-handoff.ts",
      "../visitor/boot",
    ],
    [
      "the app core imports an island's script",
      "apps/web/src/core/home-handoff.ts",
      "../home-island",
    ],
    [
      "the texts import a feature",
      "apps/web/src/texts/home.ts",
      "../features/my-pages/page-status",
    ],
    ["the configuration imports the app", "apps/web/src/config.ts", "./app/start"],
    [
      "the shared header set imports the render function",
      "apps/web/src/http/security-headers.ts",
      "../edge/render",
    ],
    [
      "a feature imports a shell",
      "apps/web/src/features/account/login-screen.tsx",
      "../../app/shell/login-shell",
    ],
    [
      "a feature imports the visitor's islands",
      "apps/web/src/features/memorial-page/memorial-page-screen.tsx",
      "../../visitor/first-tap",
    ],
    [
      "a feature imports the composition",
      "apps/web/src/features/sharing/qr-queries.ts",
      "../../compose/memorial-page",
    ],
    [
      "a feature imports the app's entry",
      "apps/web/src/features/my-pages/home-screen.tsx",
      "../../main",
    ],
    [
      "the Worker imports the preview server's modules",
      "apps/web/src/edge/worker.ts",
      "../../server/headers",
    ],
    [
      "the preview server imports a build script",
      "apps/web/server/preview-server.ts",
      "../scripts/write-headers",
    ],
  ])(
    "fails when %s",
    async (_case, path, specifier) => {
      expect(await ruleIdsOf(path, importing(specifier))).toContain("import-x/no-restricted-paths");
    },
    60_000,
  );

  it.each([
    [
      "a feature imports the app core",
      "apps/web/src/features/my-pages/home-screen.tsx",
      "../../core/use-auth",
    ],
    [
      "a shell imports a feature",
      "apps/web/src/app/shell/home-shell.tsx",
      "../../features/my-pages/home-screen",
    ],
    [
      "the render function imports the visitor's view",
      "apps/web/src/edge/render.ts",
      "../visitor/visitor-page",
    ],
    [
      "the preview server imports the shared header set",
      "apps/web/server/preview-server.ts",
      "../src/http/security-headers",
    ],
    [
      "a build script imports the preview server's modules",
      "apps/web/scripts/write-headers.ts",
      "../server/headers",
    ],
  ])(
    "passes when %s",
    async (_case, path, specifier) => {
      expect(await ruleIdsOf(path, importing(specifier))).not.toContain(
        "import-x/no-restricted-paths",
      );
    },
    60_000,
  );

  it("fails an import circle in the end-to-end files (stacks.ts would import stack.ts back)", async () => {
    const ids = await ruleIdsOf("apps/web/e2e/stacks.ts", importing("./stack"));
    expect(ids).toContain("import-x/no-cycle");
  }, 60_000);

  it("fails an import circle through a test's helpers (the helper would import its test)", async () => {
    const ids = await ruleIdsOf(
      "apps/web/src/features/my-pages/test-pages.ts",
      importing("./page-status.test"),
    );
    expect(ids).toContain("import-x/no-cycle");
  }, 60_000);
});

describe("lint boundaries of apps/web", () => {
  it("fails when a feature imports another feature", async () => {
    const ids = await ruleIdsOf(
      "apps/web/src/features/memorial-page/memorial-page-screen.tsx",
      'import { AppShareDialog } from "../sharing";\nexport const dialog = AppShareDialog;\n',
    );
    expect(ids).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("also through a deep path into the other feature", async () => {
    const ids = await ruleIdsOf(
      "apps/web/src/features/sharing/qr-queries.ts",
      'import { condolenceKeys } from "../condolences/queries";\nexport const keys = condolenceKeys;\n',
    );
    expect(ids).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets a feature import its own modules and the composition folder import features", async () => {
    expect(
      await ruleIdsOf(
        "apps/web/src/features/memorial-page/memorial-page-screen.tsx",
        'import { memorialPageQuery } from "./queries";\nexport const query = memorialPageQuery;\n',
      ),
    ).not.toContain("import-x/no-restricted-paths");
    expect(
      await ruleIdsOf(
        "apps/web/src/compose/memorial-page.tsx",
        'import { AppShareDialog } from "../features/sharing";\nexport const dialog = AppShareDialog;\n',
      ),
    ).not.toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("fails on dangerouslySetInnerHTML on any element or component outside SanitizedHtml", async () => {
    const onComponent = await ruleIdsOf(
      "apps/web/src/features/sharing/app-share-dialog.tsx",
      [
        'import { Box } from "../../ui/layout";',
        "export function Story({ html }: { html: string }) {",
        "  return <Box dangerouslySetInnerHTML={{ __html: html }} />;",
        "}",
        "",
      ].join("\n"),
    );
    expect(onComponent).toContain("no-restricted-syntax");
    const inCreateElement = await ruleIdsOf(
      "apps/web/src/edge/html-document.ts",
      [
        'import { createElement } from "react";',
        "export const story = (html: string) =>",
        '  createElement("div", { dangerouslySetInnerHTML: { __html: html } });',
        "",
      ].join("\n"),
    );
    expect(inCreateElement).toContain("no-restricted-syntax");
  }, 60_000);

  it("fails when app code takes layout primitives from @memorial/ui/layout directly", async () => {
    const ids = await ruleIdsOf(
      "apps/web/src/features/sharing/app-share-dialog.tsx",
      'import { Box } from "@memorial/ui/layout";\nexport const Frame = () => <Box />;\n',
    );
    expect(ids).toContain("no-restricted-imports");
  }, 60_000);
});
