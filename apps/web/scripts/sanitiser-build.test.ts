// @vitest-environment node
import type { ChunkInfo } from "./bundle-graph";
import { sanitiserViolations } from "./sanitiser-build";

const PACKAGE = "/repo/packages/sanitize-html/src";
const STORE = "/repo/node_modules/.pnpm";

function bundle(...modules: string[]): ChunkInfo[] {
  return [
    { fileName: "a.js", facadeModuleId: null, imports: [], dynamicImports: [], modules, code: "" },
  ];
}

describe("the sanitiser each build holds", () => {
  const browser = bundle(
    "/repo/packages/ui/src/rich-text/sanitized-html.tsx",
    `${PACKAGE}/section.browser.ts`,
    `${STORE}/dompurify@3.4.18/node_modules/dompurify/dist/purify.es.mjs`,
  );
  const server = bundle(
    `${PACKAGE}/section.server.ts`,
    `${PACKAGE}/index.ts`,
    `${STORE}/parse5@8.1.1/node_modules/parse5/dist/index.js`,
  );

  it("accepts DOMPurify in a browser build and parse5 in the Worker", () => {
    expect(sanitiserViolations(browser, "browser", true)).toEqual([]);
    expect(sanitiserViolations(server, "server", true)).toEqual([]);
  });

  it("refuses the parser in a browser build and DOMPurify in the Worker", () => {
    expect(sanitiserViolations(server, "browser", false)).toEqual([
      `the browser build holds another runtime's sanitiser: ${PACKAGE}/section.server.ts`,
      `the browser build holds another runtime's sanitiser: ${STORE}/parse5@8.1.1/node_modules/parse5/dist/index.js`,
    ]);
    expect(sanitiserViolations(browser, "server", false)).toHaveLength(2);
  });

  it("refuses a build that renders stories without its own sanitiser", () => {
    expect(sanitiserViolations(bundle("/repo/apps/web/src/main.tsx"), "server", true)).toEqual([
      "the server build holds no server build of the section sanitiser",
    ]);
    expect(sanitiserViolations(bundle("/repo/apps/web/src/main.tsx"), "browser", false)).toEqual(
      [],
    );
  });
});
