// @vitest-environment node
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from "@chakra-ui/react/theme";
import { memorialSystem } from "./index.js";
import { visitorRecipes, visitorSlotRecipes, visitorSystem } from "./visitor.js";

/**
 * Both systems hold only some of Chakra's recipes, and a Chakra component finds its recipe by key
 * at render time. These tests read which Chakra components the app and the package import, find
 * the recipe keys those components (and the components they render, like `Checkmark` inside a
 * check box) ask for in Chakra's own code, and check that the editing system holds every one that
 * Chakra's default configuration has. A missing recipe fails nowhere else: Chakra falls back to no
 * styles at all.
 */
const require = createRequire(import.meta.url);
const chakraComponents = join(
  dirname(require.resolve("@chakra-ui/react")),
  "..",
  "esm",
  "components",
);
const repo = resolve(import.meta.dirname, "../../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values imported by name from "@chakra-ui/react" anywhere in the given folders. */
function importedChakraNames(dirs: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /import\s*(type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(",")) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name !== "" && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return names;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** The recipe keys a Chakra component folder asks for, following its imports of other components. */
function recipeKeysOf(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = join(chakraComponents, folder);
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".js"))) {
    const code = readFileSync(join(dir, file), "utf8");
    for (const match of code.matchAll(/\bkey: "([a-zA-Z]+)"/g)) keys.add(match[1]!);
    for (const match of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      for (const key of recipeKeysOf(match[1]!, seen)) keys.add(key);
    }
  }
  return keys;
}

const hasRecipe = (sys: ReturnType<typeof memorialSystem>, key: string) =>
  Object.hasOwn(sys._config.theme?.recipes ?? {}, key) ||
  Object.hasOwn(sys._config.theme?.slotRecipes ?? {}, key);

describe("the editing system", () => {
  it("holds the recipe of every Chakra component the app and the package render", () => {
    const names = importedChakraNames([join(repo, "packages/ui/src"), join(repo, "apps/web/src")]);
    // The reading itself works: these components are certainly imported.
    expect(names).toContain("Dialog");
    expect(names).toContain("Checkbox");
    const needed = new Set<string>();
    for (const name of names) {
      if (!/^[A-Z]/.test(name)) continue;
      for (const key of recipeKeysOf(kebab(name))) needed.add(key);
    }
    expect(needed).toContain("checkmark");
    const defined = (key: string) =>
      Object.hasOwn(chakraRecipes, key) || Object.hasOwn(chakraSlotRecipes, key);
    const missing = [...needed].filter((key) => defined(key) && !hasRecipe(memorialSystem(), key));
    expect(missing).toEqual([]);
  });

  it("leaves out the recipes nobody renders", () => {
    expect(hasRecipe(memorialSystem(), "dialog")).toBe(true);
    expect(hasRecipe(memorialSystem(), "datePicker")).toBe(false);
    expect(hasRecipe(memorialSystem(), "colorPicker")).toBe(false);
  });
});

describe("the visitor system", () => {
  it("holds exactly the view's recipes", () => {
    for (const key of [...Object.keys(visitorRecipes), ...Object.keys(visitorSlotRecipes)]) {
      expect(hasRecipe(visitorSystem, key)).toBe(true);
    }
    expect(hasRecipe(visitorSystem, "dialog")).toBe(false);
  });
});
