// ESLint 9 flat config for the whole monorepo: type-aware TypeScript rules, React rules for
// .tsx, Prettier owns formatting (eslint-config-prettier switches off the clashing rules).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ---- package boundaries -------------------------------------------------------------------
// Which workspace package may import which, checked twice over:
// - by package name (`no-restricted-imports`), since a package that does not depend on another
//   cannot even resolve its name;
// - by resolved file (import-x `no-restricted-paths`), which also catches relative paths into
//   another package. Zone paths are relative to the repository root.
// packages/repo-checks/src/boundaries.test.ts proves that a violating import fails lint.

/**
 * The workspace folders, as pnpm-workspace.yaml lists them: its `packages:` entries, each a folder
 * or `folder/*` (every subfolder with a package.json).
 */
function workspaceFolders() {
  const lines = readFileSync(new URL("pnpm-workspace.yaml", import.meta.url), "utf8").split("\n");
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start === -1) throw new Error("pnpm-workspace.yaml lists no packages");
  const globs = [];
  for (const line of lines.slice(start + 1)) {
    const entry = /^\s+-\s+["']?([^"'#\s]+)["']?\s*(#.*)?$/.exec(line);
    if (entry === null) {
      if (/^\S/.test(line)) break;
      continue;
    }
    globs.push(entry[1].replace(/\/$/, ""));
  }
  return globs
    .flatMap((glob) => {
      if (!glob.endsWith("/*")) return [glob];
      const parent = glob.slice(0, -2);
      return readdirSync(new URL(`${parent}/`, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`)
        .filter((folder) => existsSync(new URL(`${folder}/package.json`, import.meta.url)));
    })
    .sort();
}
/** Every workspace package but @memorial/domain (which all of them may import). */
const WORKSPACE = workspaceFolders().filter((folder) => folder !== "packages/domain");
const RULES = {
  domain: "@memorial/domain imports no workspace package.",
  ui: "@memorial/ui imports neither @memorial/api-client nor @memorial/auth.",
  noUi: "@memorial/api-client and @memorial/auth import no @memorial/ui; the local backend neither.",
  authInTests: "The local backend imports @memorial/auth only from its tests.",
  web: "Nothing imports apps/web.",
  infra: "infra/ declares the user pool from @memorial/domain and imports no other package.",
};
const PACKAGE_ZONES = [
  { target: "packages/domain", from: WORKSPACE, message: RULES.domain },
  { target: "packages/ui", from: ["packages/api-client", "packages/auth"], message: RULES.ui },
  {
    target: ["packages/api-client", "packages/auth", "apps/local-backend"],
    from: "packages/ui",
    message: RULES.noUi,
  },
  {
    target: WORKSPACE.filter((folder) => folder !== "apps/web").concat("packages/domain"),
    from: "apps/web",
    message: RULES.web,
  },
];
// The local backend uses @memorial/auth only in its tests, their harness and the benches.
const LOCAL_BACKEND_TEST_CODE = [
  "apps/local-backend/**/*.test.ts",
  "apps/local-backend/src/identity/test-harness.ts",
  "apps/local-backend/bench/**",
];
const LOCAL_BACKEND_AUTH_ZONE = {
  target: "apps/local-backend",
  from: "packages/auth",
  message: RULES.authInTests,
};

// ---- the local backend's layers -----------------------------------------------------------
// Inside apps/local-backend/src: api/ is the HTTP layer, and only the composition roots
// (server.ts, and testing/ for the tests) import it; stores/ and errors/ sit below every role
// folder and import none. packages/repo-checks/src/boundaries.test.ts proves each zone.
const BACKEND_SRC = "apps/local-backend/src";
const BACKEND_LAYERS = {
  api: "Only the composition roots (src/server.ts, src/testing/) import the HTTP layer src/api/.",
  lower: "src/stores/ and src/errors/ import no role folder of the local backend.",
};
const BACKEND_BELOW_API = [
  "stores",
  "errors",
  "media",
  "payments",
  "export",
  "mail",
  "qr",
  "identity",
  "db",
  "http",
  "seed",
  "config.ts",
  "context.ts",
  "reset.ts",
  "index.ts",
  "main.ts",
];
const BACKEND_ROLES = [
  "api",
  "identity",
  "media",
  "payments",
  "export",
  "mail",
  "qr",
  "seed",
  "testing",
  "server.ts",
];
const BACKEND_LAYER_ZONES = [
  {
    target: BACKEND_BELOW_API.map((entry) => `${BACKEND_SRC}/${entry}`),
    from: `${BACKEND_SRC}/api`,
    message: BACKEND_LAYERS.api,
  },
  {
    target: [`${BACKEND_SRC}/stores`, `${BACKEND_SRC}/errors`],
    from: BACKEND_ROLES.map((entry) => `${BACKEND_SRC}/${entry}`),
    message: BACKEND_LAYERS.lower,
  },
];
const restrictedPaths = (zones) => ["error", { basePath: import.meta.dirname, zones }];
/** `no-restricted-imports` for package names: each entry is [package names, message]. */
const restrictedNames = (...bans) => [
  "error",
  {
    patterns: bans.map(([names, message]) => ({
      group: names.flatMap((name) => [name, `${name}/*`]),
      message,
    })),
  },
];
const WEB = [["@memorial/web"], RULES.web];
const UI = [["@memorial/ui"], RULES.noUi];
const PACKAGE_NAME_BANS = [
  { files: ["packages/domain/**"], bans: [[["@memorial/*"], RULES.domain]] },
  {
    files: ["packages/ui/**"],
    bans: [[["@memorial/api-client", "@memorial/auth"], RULES.ui], WEB],
  },
  { files: ["packages/api-client/**", "packages/auth/**"], bans: [UI, WEB] },
  { files: ["apps/local-backend/**"], bans: [UI, WEB] },
  {
    files: ["apps/local-backend/**"],
    ignores: LOCAL_BACKEND_TEST_CODE,
    bans: [UI, WEB, [["@memorial/auth"], RULES.authInTests]],
  },
  {
    files: ["packages/api-types/**", "packages/contract-tests/**", "packages/repo-checks/**"],
    bans: [WEB],
  },
  { files: ["packages/sanitize-html/**", "openapi/**"], bans: [WEB] },
  {
    files: ["infra/**"],
    bans: [
      [
        ["@memorial/api-client", "@memorial/auth", "@memorial/ui", "@memorial/local-backend"],
        RULES.infra,
      ],
      WEB,
    ],
  },
];

// ---- inside apps/web ----------------------------------------------------------------------
/** The one component that may put stored HTML into the page (docs/security.md item 9). */
const SANITIZING_COMPONENT = "packages/ui/src/rich-text/sanitized-html.tsx";

const noInnerHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: `Stored HTML reaches the page only through SanitizedHtml (${SANITIZING_COMPONENT}).`,
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: `Stored HTML reaches the page only through SanitizedHtml (${SANITIZING_COMPONENT}).`,
  },
];

/** A link in a button's looks is `LinkButton`: `Button asChild` gives the link `type="button"`. */
const noButtonAroundLink = {
  selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='asChild']",
  message: "A link in a button's looks is LinkButton (@memorial/ui/layout), not Button asChild.",
};

/** The features of apps/web (src/features/<name>): none of them imports another. */
const WEB_FEATURES = readdirSync(new URL("apps/web/src/features/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = WEB_FEATURES.map((feature) => ({
  target: `apps/web/src/features/${feature}`,
  from: "apps/web/src/features",
  except: [`./${feature}`],
  message: "A feature never imports another feature: compose them in src/routes or src/compose.",
}));

/**
 * The layers of apps/web, whose arrows point down only: the entries on top (router, shells and
 * hand-overs, routes, composition, the visitor boot and islands, the render function and the
 * Worker, `main.tsx`, the islands' scripts), the features in the middle, and the app core below
 * (session, auth, query client, guards, search, state views, frame, texts, config, the shared
 * HTTP header set). Outside src: the render function never reaches for the preview server, and
 * the preview server never for the build scripts. src/boundaries.test.ts proves each zone.
 */
const WEB_SRC = "apps/web/src";
const WEB_LOWER = ["core", "http", "texts", "ui", "config.ts"].map((path) => `${WEB_SRC}/${path}`);
const WEB_FEATURES_FOLDER = `${WEB_SRC}/features`;
const WEB_ENTRIES = [
  ...[
    "app",
    "routes",
    "compose",
    "visitor",
    "edge",
    "service-worker",
    "main.tsx",
    "routeTree.gen.ts",
  ].map((path) => `${WEB_SRC}/${path}`),
  ...readdirSync(new URL(`${WEB_SRC}/`, import.meta.url))
    .filter((name) => name.endsWith("-island.ts"))
    .map((name) => `${WEB_SRC}/${name}`),
];
const WEB_LAYER_ZONES = [
  {
    target: WEB_LOWER,
    from: [WEB_FEATURES_FOLDER, ...WEB_ENTRIES],
    message:
      "The app core (src/core, src/http, src/texts, src/ui, src/config.ts) imports no feature and no entry: move what it needs down.",
  },
  {
    target: WEB_FEATURES_FOLDER,
    from: WEB_ENTRIES,
    message:
      "A feature imports the app core and packages only, never an entry (app, routes, compose, visitor, edge, service-worker, main.tsx, islands).",
  },
  {
    target: WEB_SRC,
    from: "apps/web/server",
    message:
      "src/ (the render function and the Worker included) never imports server/: share through a module in src/.",
  },
  {
    target: "apps/web/server",
    from: "apps/web/scripts",
    message: "server/ never imports the build scripts: what both need lives in server/ or src/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-worker/**",
      "**/.wrangler/**",
      "**/storybook-static/**",
      "**/coverage/**",
      "**/.turbo/**",
      "**/src/generated/**",
      "**/routeTree.gen.ts",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true, allowBoolean: true },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": ["error", ...noInnerHtml, noButtonAroundLink],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "19" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Stored HTML is rendered only through the one sanitising component (docs/security.md item 9);
      // `no-restricted-syntax` (all files) also catches it on components
      // (`<Box dangerouslySetInnerHTML>`) and in `createElement` props, which this rule misses.
      "react/no-danger": "error",
      "react/prop-types": "off",
    },
  },
  {
    name: "package boundaries",
    plugins: { "import-x": importX },
    settings: {
      // What import-x parses to follow imports (no-cycle reads the imported files too).
      "import-x/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".json"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
          conditionNames: ["import", "module", "default"],
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": restrictedPaths(PACKAGE_ZONES),
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    name: "package boundaries: the local backend's own code",
    files: ["apps/local-backend/**/*.ts"],
    ignores: LOCAL_BACKEND_TEST_CODE,
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([...PACKAGE_ZONES, LOCAL_BACKEND_AUTH_ZONE]),
    },
  },
  // The local backend's layers. A later block's options replace an earlier one's for the same
  // rule, so these two repeat the package zones of the blocks above for the files they match.
  {
    name: "backend layers: the local backend's own code",
    files: [`${BACKEND_SRC}/**/*.ts`],
    ignores: LOCAL_BACKEND_TEST_CODE,
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([
        ...PACKAGE_ZONES,
        LOCAL_BACKEND_AUTH_ZONE,
        ...BACKEND_LAYER_ZONES,
      ]),
    },
  },
  {
    name: "backend layers: the local backend's tests",
    files: [`${BACKEND_SRC}/**/*.test.ts`, `${BACKEND_SRC}/identity/test-harness.ts`],
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([...PACKAGE_ZONES, ...BACKEND_LAYER_ZONES]),
    },
  },
  ...PACKAGE_NAME_BANS.map(({ files, ignores, bans }) => ({
    name: "package boundaries: package names",
    files,
    ...(ignores ? { ignores } : {}),
    rules: { "no-restricted-imports": restrictedNames(...bans) },
  })),
  {
    // Inside apps/web: the layers (entries → features → app core), and a feature never imports
    // another feature; features are put together in routes/ and compose/ (through slots).
    files: ["apps/web/**/*.ts", "apps/web/**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([
        ...PACKAGE_ZONES,
        ...WEB_LAYER_ZONES,
        ...featureZones,
      ]),
    },
  },
  {
    // Layout primitives come through src/ui/layout.ts.
    files: ["apps/web/src/**/*.ts", "apps/web/src/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@memorial/ui/layout",
              message: "Import layout primitives from src/ui/layout.ts (the one import point).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/ui/layout.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // TanStack Router's guards throw `redirect(...)` and `notFound()` by design.
    files: ["apps/web/**/*.ts", "apps/web/**/*.tsx"],
    rules: {
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            {
              from: "package",
              package: "@tanstack/router-core",
              name: ["Redirect", "NotFoundError"],
            },
          ],
        },
      ],
    },
  },
  {
    // The single sanitising component may use dangerouslySetInnerHTML.
    files: [SANITIZING_COMPONENT],
    rules: { "react/no-danger": "off", "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  prettier,
);
