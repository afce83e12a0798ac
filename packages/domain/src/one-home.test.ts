// Every shared fact has one home, this package: a second declaration of an access level, a
// section type list, the date range, the rich-text allow-list, a password policy, the payment
// choice, the condolence modes and statuses, the upload types, limits, formats and file
// signatures, or the user pool's settings (scopes, token lifetimes, code mails) anywhere else in
// packages/, apps/ or infra/ fails here. Import the fact from
// @memorial/domain. (Types generated from the contract alias it and are not declarations.)
// File signatures are looked for in source only: tests may build files with those bytes.
// The page's words have one home as well (page-words.ts): the dates line built from month
// names and joined with an en dash, the name of a page without one, and when a gathering takes
// place; tests may quote the words they expect.
// The HTML sanitisers (parse5 without a DOM, DOMPurify in a browser) and the HTML escaper have
// their own home too (packages/sanitize-html).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const HOME = path.join("packages", "domain") + path.sep;
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  // The Worker's bundle (apps/web): built output, written while this test may run.
  "dist-worker",
  ".wrangler",
  "test-results",
  "playwright-report",
  "storybook-static",
  "coverage",
  ".turbo",
  "generated",
  // The synthesized CloudFormation templates of infra/.
  "cdk.out",
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** What declares a fact, by the fact's name. A match outside this package is a second home. */
const DECLARATIONS: readonly { fact: string; pattern: RegExp; sourceOnly?: boolean }[] = [
  { fact: "access levels", pattern: /\b(type|interface)\s+AccessLevel\b\s*[={<]/ },
  { fact: "access levels", pattern: /\bACCESS_LEVELS\s*(:[^=\n]*)?=(?![=>])/ },
  { fact: "access levels", pattern: /"(manage|view)"\s*,\s*"(manage|view)"/ },
  {
    fact: "condolence modes",
    pattern: /\btype\s+Condolence(Mode|Status)\s*=\s*("|\||$)/,
  },
  {
    fact: "condolence modes",
    pattern: /\b(\w*_MODES|\w*_STATUSES|DEFAULT\w*_MODE)\s*(:[^=\n]*)?=(?![=>])/,
  },
  {
    fact: "condolence modes",
    pattern: /"off"\s*[|,]\s*"approval"|"pending"\s*[|,]\s*"approved"|[=:]\s*"approval";/,
  },
  { fact: "upload types", pattern: /\btype\s+(UploadType|UploadKind|FileFormat)\s*=\s*("|\||$)/ },
  {
    fact: "upload limits",
    pattern: /\b(UPLOAD_LIMITS|MAX_FILE_NAME_LENGTH|UPLOAD_EXTENSIONS)\s*(:[^=\n]*)?=(?![=>])/,
  },
  { fact: "upload limits", pattern: /\b\d+\s*\*\s*MIB\b/ },
  {
    fact: "upload formats",
    pattern: /"image\/jpeg"\s*,\s*"image\/png"|image\/jpeg,image\/png/,
    sourceOnly: true,
  },
  { fact: "upload formats", pattern: /\b(jpg|mp4|mp3)\s*:\s*["[{]/ },
  {
    fact: "file signatures",
    pattern: /0x89,\s*0x50,\s*0x4e,\s*0x47|0x1a,\s*0x45,\s*0xdf,\s*0xa3|0xff,\s*0xd8,\s*0xff/,
    sourceOnly: true,
  },
  { fact: "file signatures", pattern: /["'](ftyp|OggS|fLaC)["']/, sourceOnly: true },
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
  { fact: "page words", pattern: /"januari"|"maart",\s*$/, sourceOnly: true },
  {
    fact: "page words",
    pattern: /join\(\s*" \u2013 "\s*\)|\{\s*" \u2013 "\s*\}/,
    sourceOnly: true,
  },
  { fact: "page words", pattern: /"Nieuwe herinneringspagina"/, sourceOnly: true },
  {
    fact: "page words",
    pattern: /\.name\.trim\(\)\s*===\s*""\s*\?\s*"/,
    sourceOnly: true,
  },
  { fact: "page words", pattern: /weekday:\s*"long"|\.replace\(":",\s*"\."\)/, sourceOnly: true },
  {
    fact: "user pool settings",
    pattern: /\b(type|interface)\s+(UserPoolSettings|OAuthScope)\b\s*[={<]/,
  },
  {
    fact: "user pool settings",
    pattern: /\b(USER_POOL_SETTINGS|\w*MAIL_TEXTS|\w*TOKEN_VALIDITY\w*)\s*(:[^=\n]*)?=(?![=>])/,
  },
  {
    fact: "user pool settings",
    pattern: /"(openid|email)"\s*,\s*"(openid|email)"/,
    sourceOnly: true,
  },
  {
    fact: "user pool settings",
    pattern: /\b30\s*\*\s*24\s*\*\s*(3600|60\b)|\bDuration\.days\(\s*30\s*\)/,
    sourceOnly: true,
  },
  {
    fact: "user pool settings",
    pattern: /verificatiecode voor|tijdelijke wachtwoord is/,
    sourceOnly: true,
  },
];

/** Test code: test files, test folders and the contract suite. */
const TEST_FILE = /\.test\.tsx?$|[\\/](test|e2e)[\\/]|^packages[\\/]contract-tests[\\/]/;

/** The facts a source text declares, with the line of each declaration. */
export function declaredFacts(text: string, isTest = false): { fact: string; line: number }[] {
  const found: { fact: string; line: number }[] = [];
  text.split("\n").forEach((content, index) => {
    const facts = new Set(
      DECLARATIONS.filter(
        ({ pattern, sourceOnly }) => !(isTest && sourceOnly === true) && pattern.test(content),
      ).map(({ fact }) => fact),
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
      'export const ACCESS_LEVELS: readonly AccessLevel[] = ["view", "manage"];',
      'export type CondolenceMode = "off" | "approval" | "immediate";',
      'const MODES: readonly string[] = ["off", "approval", "immediate"];',
      'export const DEFAULT_MODE: CondolenceMode = "approval";',
      'export type UploadKind = "profile_picture" | "carousel" | "video" | "audio";',
      "  carousel: { maxFiles: 20, maxBytes: 10 * MIB },",
      "export const MAX_FILE_NAME_LENGTH = 255;",
      'export const PHOTO_ACCEPT = "image/jpeg,image/png";',
      '  jpg: "image/jpeg",',
      '  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";',
      "  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {",
      '  if (startsWith(bytes, ascii("OggS"))) {',
      'const MONTHS = ["januari", "februari", "maart"];',
      '    .join(" \u2013 ");',
      '              {" \u2013 "}',
      '  unnamed: "Nieuwe herinneringspagina",',
      'const name = data.name.trim() === "" ? "Herinneringspagina" : data.name;',
      'const dutchDay = new Intl.DateTimeFormat("nl-NL", { weekday: "long" });',
      'const hours = `${gathering.startTime.replace(":", ".")} uur`;',
      "export const USER_POOL_SETTINGS = {",
      'const MAIL_TEXTS = { signup: { subject: "Uw code" } };',
      'export const ALLOWED_SCOPES = new Set(["openid", "email", "profile"]);',
      "refreshTokenTtlSeconds: 30 * 24 * 3600,",
      "refreshTokenValidity: Duration.days(30),",
      '  subject: "Uw verificatiecode voor Herinneringspagina",',
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
      'export type UploadType = Schemas["UploadRequest"]["type"];',
      "export type { CondolenceMode, CondolenceStatus };",
      "const { maxBytes } = UPLOAD_LIMITS[type];",
      'export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.join(",");',
      'if (register.mode === "approval") return;',
      "const dates = lifeDates(profile);",
      "const name = displayName(profile.name);",
      '  create: "Nieuwe herinneringspagina aanmaken",',
      "{LIFE_DATES_SEPARATOR}",
      "scopes: USER_POOL_SETTINGS.appClient.scopes,",
      "refreshTokenValidity: Duration.seconds(TOKENS.refresh),",
    ];
    for (const use of uses) {
      expect(declaredFacts(use), use).toEqual([]);
    }
  });

  it("lets tests build files with real signatures", () => {
    const fixture = "const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];";
    expect(declaredFacts(fixture, true)).toEqual([]);
    expect(declaredFacts(fixture, false)).toHaveLength(1);
  });

  it("finds no declaration outside packages/domain", () => {
    const offenders: string[] = [];
    for (const top of ["packages", "apps", "infra"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative.startsWith(HOME)) continue;
        const isTest = TEST_FILE.test(relative);
        for (const { fact, line } of declaredFacts(readFileSync(file, "utf8"), isTest)) {
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
    for (const top of ["packages", "apps", "infra"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative.startsWith(home)) continue;
        if (parserImport.test(readFileSync(file, "utf8"))) offenders.push(relative);
      }
    }
    expect(offenders, "sanitise with @memorial/sanitize-html instead").toEqual([]);
  });

  it("has one sanitiser module for the browser too: only packages/sanitize-html imports DOMPurify", () => {
    const home = path.join("packages", "sanitize-html") + path.sep;
    const purifyImport = /\bfrom\s+["']dompurify["']|import\(\s*["']dompurify["']\s*\)/;
    const library = ["dom", "purify"].join("");
    expect(purifyImport.test(`import DOMPurify from "${library}";`)).toBe(true);
    const offenders: string[] = [];
    for (const top of ["packages", "apps"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative.startsWith(home)) continue;
        if (purifyImport.test(readFileSync(file, "utf8"))) offenders.push(relative);
      }
    }
    expect(offenders, "use @memorial/sanitize-html/section instead").toEqual([]);
  });

  it("has one HTML escaper: @memorial/sanitize-html/escape", () => {
    const home = path.join("packages", "sanitize-html", "src", "escape.ts");
    const escaper = /\.replace\(\s*\/&\/g,\s*["'`]&amp;["'`]\s*\)/;
    expect(escaper.test('text.replace(/&/g, "&amp;").replace(/</g, "&lt;")')).toBe(true);
    expect(escaper.test('text.replace(/&amp;/g, "&")')).toBe(false);
    const offenders: string[] = [];
    for (const top of ["packages", "apps"]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, top))) {
        const relative = path.relative(REPO_ROOT, file);
        if (relative === home || TEST_FILE.test(relative)) continue;
        if (escaper.test(readFileSync(file, "utf8"))) offenders.push(relative);
      }
    }
    expect(offenders, "escape with escapeHtml of @memorial/sanitize-html/escape").toEqual([]);
  });
});
