/**
 * Which repository paths a document (a README, CHANGELOG.md or a docs/ file) names, and which
 * of them do not exist.
 *
 * The rule (what counts as a named path):
 * - only text in backticks (`like/this.ts`) and the targets of Markdown links ([x](like/this.md));
 *   prose is not read;
 * - a candidate is one token without spaces; a `:line` or `#anchor` suffix and a trailing `/`
 *   or `.` are dropped;
 * - it counts when it contains a `/` and either ends in a file extension of the repository
 *   (.ts, .md, .yaml, ...) or starts with a folder of the repository or of a package (apps/,
 *   packages/, docs/, src/, ...); bare file names (`render.ts`) are not checked;
 * - not checked here: URLs and anything with `://`, absolute paths, paths outside the repository
 *   (a leading `../` that leaves it: ./doc-wording.ts reports those), package names (`@scope/x`,
 *   `node_modules/...`), globs and placeholders (`*`, `{`, `<`, `$`, `...`), and what a build or
 *   a run writes (dist/, dist-worker/, storybook-static/, coverage/, test-results/, .turbo/);
 * - a counted path exists when it resolves from the document's folder, from the repository root,
 *   from packages/ or apps/, or from the folder or src/ of any workspace package (the documents
 *   name a package's files relative to it, as in `src/texts/errors.ts` or `e2e/visitor.spec.ts`);
 * - a path that git ignores is what a run writes (apps/local-backend/data): not checked.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const EXTENSIONS =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml|md|sh|css|html|svg|png|jpe?g|webp|txt|sql|toml|lock)$/;
const FOLDERS =
  /^(\.\/)?(apps|packages|docs|scripts|openapi|src|e2e|server|test|tests|bench|assets|\.ci|\.github|\.storybook)\//;
const NOT_CHECKED =
  /:\/\/|^\/|^~|^@|^node_modules\/|[*{}<>$|\s]|\.\.\.|(^|\/)(dist|dist-worker|storybook-static|coverage|test-results|playwright-report|\.turbo)(\/|$)/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "storybook-static", "coverage", ".turbo"]);

/** The repository paths a Markdown text names, in order, without duplicates. */
export function namedPaths(markdown: string): string[] {
  const candidates: string[] = [];
  for (const match of markdown.matchAll(/`([^`\n]+)`/g)) candidates.push(match[1] ?? "");
  for (const match of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    candidates.push(match[1] ?? "");
  }
  const found = new Set<string>();
  for (const raw of candidates) {
    const candidate = raw
      .trim()
      .replace(/#.*$/, "")
      .replace(/:\d+(-\d+)?$/, "")
      .replace(/[/.,;]+$/, "");
    if (candidate === "" || NOT_CHECKED.test(candidate) || !candidate.includes("/")) continue;
    if (EXTENSIONS.test(candidate) || FOLDERS.test(candidate) || candidate.startsWith("../")) {
      found.add(candidate);
    }
  }
  return [...found];
}

/** The folders of the workspace packages and their src/ folders. */
function packageFolders(repoRoot: string): string[] {
  const folders: string[] = [];
  for (const group of ["apps", "packages"]) {
    const groupFolder = path.join(repoRoot, group);
    if (!existsSync(groupFolder)) continue;
    for (const entry of readdirSync(groupFolder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      folders.push(path.join(groupFolder, entry.name), path.join(groupFolder, entry.name, "src"));
    }
  }
  return folders;
}

/** The folders a path named in `document` may be relative to, most likely first. */
export function resolutionBases(repoRoot: string, document: string): string[] {
  const folder = path.dirname(path.resolve(repoRoot, document));
  return [
    folder,
    repoRoot,
    path.join(repoRoot, "packages"),
    path.join(repoRoot, "apps"),
    ...packageFolders(repoRoot),
  ];
}

/** True when `named`, written in `document`, resolves to something that exists. */
export function pathExists(repoRoot: string, document: string, named: string): boolean {
  return resolutionBases(repoRoot, document).some((base) => existsSync(path.resolve(base, named)));
}

/** True when git ignores `named` (from the document's folder or the root): what a run writes. */
function ignoredByGit(repoRoot: string, document: string, named: string): boolean {
  const folder = path.dirname(path.resolve(repoRoot, document));
  const candidates = [path.resolve(folder, named), path.resolve(repoRoot, named)];
  // As a file and as a folder: git matches a pattern like `data/` only to a folder.
  return candidates
    .flatMap((full) => [full, `${full}/`])
    .some((candidate) => {
      try {
        execFileSync("git", ["check-ignore", "-q", "--no-index", candidate], {
          cwd: repoRoot,
          stdio: "ignore",
        });
        return true;
      } catch {
        return false;
      }
    });
}

/** True when `named`, written in `document`, points outside the repository (a `../` that leaves it). */
export function leavesRepository(repoRoot: string, document: string, named: string): boolean {
  const folder = path.dirname(path.resolve(repoRoot, document));
  const relative = path.relative(repoRoot, path.resolve(folder, named));
  return relative.startsWith("..") || path.isAbsolute(relative);
}

/** Every README.md and CHANGELOG.md, and every Markdown file in any docs/ folder,
 * repository-relative. */
export function documents(repoRoot: string): string[] {
  const found: string[] = [];
  const walk = (relative: string, inDocs: boolean): void => {
    for (const entry of readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(child, inDocs || entry.name === "docs");
      } else if (
        entry.name === "README.md" ||
        entry.name === "CHANGELOG.md" ||
        (inDocs && entry.name.endsWith(".md"))
      ) {
        found.push(child);
      }
    }
  };
  walk("", false);
  return found.sort();
}

/** "document: path" for every named path that does not exist. */
export function missingPaths(repoRoot: string): string[] {
  const missing: string[] = [];
  for (const document of documents(repoRoot)) {
    const text = readFileSync(path.join(repoRoot, document), "utf8");
    for (const named of namedPaths(text)) {
      if (leavesRepository(repoRoot, document, named)) continue;
      if (pathExists(repoRoot, document, named)) continue;
      if (!ignoredByGit(repoRoot, document, named)) missing.push(`${document}: ${named}`);
    }
  }
  return missing;
}
