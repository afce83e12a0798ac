// ESLint 9 flat config for the whole monorepo: type-aware TypeScript rules, React rules for
// .tsx, Prettier owns formatting (eslint-config-prettier switches off the clashing rules).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The one component that may put stored HTML into the page (SECURITY.md item 9). */
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
      "no-restricted-syntax": ["error", ...noInnerHtml],
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
      // Stored HTML is rendered only through the one sanitising component (SECURITY.md item 9);
      // `no-restricted-syntax` (all files) also catches it on components
      // (`<Box dangerouslySetInnerHTML>`) and in `createElement` props, which this rule misses.
      "react/no-danger": "error",
      "react/prop-types": "off",
    },
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
    // Inside apps/web: a feature never imports another feature; features are put together in
    // routes/ and compose/ (through slots). Layout primitives come through src/ui/layout.ts.
    files: ["apps/web/src/**/*.ts", "apps/web/src/**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: featureZones },
      ],
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
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  prettier,
);
