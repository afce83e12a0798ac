import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The visitor's page must not load the editors ("Loading only what is needed"). This
 * walks the static imports of each view entry and checks that none reaches tiptap or
 * react-day-picker, and that the video player (plyr) is only reached through a dynamic import.
 */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  exports: Record<string, string>;
};

const staticImport = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    base,
    `${base}.ts`,
    `${base}.tsx`,
  ]) {
    if (existsSync(candidate) && !candidate.endsWith("/")) return candidate;
  }
  return null;
}

/** Packages reached by static value imports from `entry` (type-only imports are erased). */
function staticPackages(entry: string): Set<string> {
  return staticGraph(entry).packages;
}

/** Packages and local files reached by static value imports from `entry`. */
function staticGraph(entry: string): { packages: Set<string>; files: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(staticImport)) {
      const statement = match[0];
      const specifier = match[1]!;
      if (/^\s*(import|export)\s+type\s/.test(statement)) continue;
      if (specifier.startsWith(".")) {
        const local = resolveLocal(file, specifier);
        if (local !== null && /\.(ts|tsx)$/.test(local)) queue.push(local);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { packages, files: seen };
}

const viewEntries = [
  "./view-provider",
  "./page",
  "./rich-text",
  "./carousel",
  "./view",
  "./view-enhance",
  "./players",
  "./sections",
  "./dates",
  "./condolences",
  "./gathering",
  "./resting-place",
];
const heavy = /^(@tiptap\/|react-day-picker|plyr)/;
/** Edit-mode code a visitor never needs: dialogs (focus trap), upload controls, editors. */
const editOnlyFiles =
  /src\/(dialogs\/(confirm-dialog|info-dialog|dialog-shell)|players\/(media-file-button|upload-status|plyr-player)|toaster\/memorial-toaster|theme\/index|page-editor|text-editor|date-field)/;

describe("package entry points", () => {
  it.each(viewEntries)("view entry %s loads no editor and no eager player", (entry) => {
    const target = manifest.exports[entry];
    expect(target).toBeDefined();
    const packages = [...staticPackages(join(packageRoot, target!))];
    expect(packages.filter((name) => heavy.test(name))).toEqual([]);
  });

  it.each(viewEntries)("view entry %s imports no dialog, upload or editing code", (entry) => {
    const { files } = staticGraph(join(packageRoot, manifest.exports[entry]!));
    const reached = [...files].map((file) => file.slice(packageRoot.length + 1));
    expect(reached.filter((file) => editOnlyFiles.test(file))).toEqual([]);
  });

  it("the edit check can fail: the editing provider and the dialogs reach edit-only code", () => {
    for (const entry of ["./provider", "./dialogs"]) {
      const { files } = staticGraph(join(packageRoot, manifest.exports[entry]!));
      expect([...files].some((file) => editOnlyFiles.test(file))).toBe(true);
    }
  });

  it("the editors entry does contain the editors (the check above can fail)", () => {
    const packages = [...staticPackages(join(packageRoot, manifest.exports["./editors"]!))];
    expect(packages).toContain("@tiptap/react");
    expect(packages).toContain("react-day-picker");
  });

  it("reaches stored HTML's sanitiser only through its section export, never parse5 itself", () => {
    const reaching = (name: string) =>
      Object.keys(manifest.exports).filter((entry) => {
        const target = manifest.exports[entry]!;
        return /\.tsx?$/.test(target) && staticPackages(join(packageRoot, target)).has(name);
      });
    // The section export's browser and server builds are chosen by its export conditions.
    expect(reaching("@memorial/sanitize-html/section")).toContain("./rich-text");
    expect(reaching("@memorial/sanitize-html")).toEqual([]);
    expect(reaching("parse5")).toEqual([]);
    expect(reaching("dompurify")).toEqual([]);
  });

  it("the players entry reaches plyr only through a dynamic import", () => {
    const read = (file: string) => readFileSync(join(packageRoot, "src/players", file), "utf8");
    const shared = read("media-section.tsx");
    expect(shared).toMatch(
      /lazy\(\(\) => importUntilLoaded\(\(\) => import\("\.\/plyr-player\.js"\)\)\)/,
    );
    expect(shared).not.toMatch(/^import[^;]*plyr-player/m);
    for (const section of ["video-section.tsx", "audio-section.tsx"]) {
      expect(read(section)).toMatch(/LazyPlayer[^;]*from "\.\/media-section\.js"/);
      expect(read(section)).not.toMatch(/plyr-player/);
    }
  });
});
