// @vitest-environment node
/**
 * The repository's lint configuration enforces what docs/architecture.md says in prose:
 * features of this app never import each other (they meet in src/routes and src/compose), stored
 * HTML reaches the page only through the one sanitising component, and layout primitives come
 * through src/ui/layout.ts. Each rule is shown to fail on a violating file.
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
