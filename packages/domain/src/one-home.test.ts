// Every shared fact has one home, this package: a second declaration of an access level, a
// section type list, the date range, the rich-text allow-list, a password policy or the payment
// choice anywhere else in packages/ or apps/ fails here. Import the fact from @memorial/domain.
// The HTML sanitiser that needs no DOM has its own home too (packages/sanitize-html).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const HOME = path.join("packages", "domain") + path.sep;
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  "storybook-static",
  "coverage",
  ".turbo",
  "generated",
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** What declares a fact, by the fact's name. A match outside this package is a second home. */
const DECLARATIONS: readonly { fact: string; pattern: RegExp }[] = [
  { fact: "access levels", pattern: /\b(type|interface)\s+AccessLevel\b\s*[={<]/ },
  { fact: "section types", pattern: /\b(type|interface)\s+SectionType\b\s*[={<]/ },
  { fact: "section types", pattern: /\bSECTION_TYPES\s*(:[^=\n]*)?=(?![=>])/ },
  { fact: "rich-text tags", pattern: /\bALLOWED_TAGS\s*(:[^=\n]*)?=(?![=>])/ },
  { fact: "date range", pattern: /\b(MIN|MAX)_DATE\s*(:[^=\n]*)?=(?![=>])/ },
  {
    fact: "date range",
    pattern:
      /\b(const|let|var)\s+\w+\s*(:[^=\n]*)?=\s*("1900-01-01"|"2099-12-31"|new Date\((1900|2099)\b)/,
  },
  { fact: "password policy", pattern: /\b(type|interface)\s+PasswordPolicy\b\s*[={<]/ },
  { fact: "password policy", pattern: /\b\w*PASSWORD_POLICY\s*(:[^=\n]*)?=(?![=>])/ },
  { fact: "password policy", pattern: /\bfunction\s+checkPassword\b|\bcheckPassword\s*=(?![=>])/ },
  { fact: "password policy", pattern: /!@#%&/ },
  { fact: "gathering kinds", pattern: /\bGATHERING_(KINDS|LIMITS)\s*(:[^=\n]*)?=(?![=>])/ },
  { fact: "payment choice", pattern: /\b(type|interface)\s+PaymentChoice\b\s*[={<]/ },
];

/** The facts a source text declares, with the line of each declaration. */
export function declaredFacts(text: string): { fact: string; line: number }[] {
  const found: { fact: string; line: number }[] = [];
  text.split("\n").forEach((content, index) => {
    const facts = new Set(
      DECLARATIONS.filter(({ pattern }) => pattern.test(content)).map(({ fact }) => fact),
    );
    for (const fact of facts) found.push({ fact, line: index + 1 });
  });
  return found;
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".gen.ts")) {
      files.push(full);
    }
  }
  return files;
}

describe("one home for every fact", () => {
  it("recognises a second declaration of each fact", () => {
    const samples = [
      'export type AccessLevel = "manage" | "view";',
      "type SectionType = Section['type'];",
      'export const SECTION_TYPES: readonly SectionType[] = ["text"];',
      'const ALLOWED_TAGS = ["p"] as const;',
      "export const MIN_DATE = new Date(1900, 0, 1);",
      'const FIRST_DAY = "1900-01-01";',
      "export interface PasswordPolicy {",
      "export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {",
      "export function checkPassword(password: string) {",
      'const SYMBOLS = /[\\^$*.[\\]{}()?"!@#%&/]/;',
      "export interface PaymentChoice {",
    ];
    for (const sample of samples) {
      expect(declaredFacts(sample), sample).toHaveLength(1);
    }
  });

  it("lets other code use the facts", () => {
    const uses = [
      'import { ACCESS_LEVELS, type AccessLevel } from "@memorial/domain";',
      "const level: AccessLevel = ACCESS_LEVELS[0];",
      "  ALLOWED_TAGS: [...ALLOWED_TAGS],",
      "if (text < MIN_DATE || text > MAX_DATE) return false;",
      "export const { first: MIN_DATE, last: MAX_DATE } = localDateRange();",
      "const broken = checkPassword(password, policy);",
      "onPay: (choice: PaymentChoice) => void;",
      'expect(MIN_DATE).toBe("1900-01-01");',
    ];
    for (const use of uses) {
      expect(declaredFacts(use), use).toEqual([]);
    }
  });

  it("finds no declaration outside packages/domain", () => {
    const offenders: string[] = [];
    for (const top of ["packages", "apps"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative.startsWith(HOME)) continue;
        for (const { fact, line } of declaredFacts(readFileSync(file, "utf8"))) {
          offenders.push(`${relative}:${line} declares the ${fact}`);
        }
      }
    }
    expect(offenders, "import these facts from @memorial/domain instead").toEqual([]);
  });

  it("has one sanitiser of HTML without a DOM: only packages/sanitize-html parses with parse5", () => {
    const home = path.join("packages", "sanitize-html") + path.sep;
    const parserImport = /\bfrom\s+["']parse5["']|import\(\s*["']parse5["']\s*\)/;
    const parser = ["parse", "5"].join("");
    expect(parserImport.test(`import { parseFragment } from "${parser}";`)).toBe(true);
    const offenders: string[] = [];
    for (const top of ["packages", "apps"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative.startsWith(home)) continue;
        if (parserImport.test(readFileSync(file, "utf8"))) offenders.push(relative);
      }
    }
    expect(offenders, "sanitise with @memorial/sanitize-html instead").toEqual([]);
  });
});
