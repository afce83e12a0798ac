// @vitest-environment node
import {
  appGraph,
  HOME_ISLAND,
  islandGraph,
  LOGIN_ISLAND,
  type ChunkInfo,
  type RouteBudget,
} from "./app-bundle";

function chunk(fileName: string, parts: Partial<ChunkInfo> = {}): ChunkInfo {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    modules: [],
    code: `export const x = ${JSON.stringify(fileName.repeat(40))};`,
    ...parts,
  };
}

const LOGIN: RouteBudget = {
  path: "/login",
  routeFiles: ["src/routes/__root.tsx", "src/routes/login.tsx"],
  targetBytes: 100_000,
  ceilingBytes: 100_000,
};

const entry = chunk("assets/index.js", {
  isEntry: true,
  facadeModuleId: "/app/index.html",
  imports: ["assets/react.js"],
  dynamicImports: ["assets/login.js", "assets/editor.js"],
  modules: ["/app/src/main.tsx", "/app/src/routes/__root.tsx", "/app/src/routes/login.tsx"],
});

describe("the owner app's chunk graph per route", () => {
  it("counts the entry, the route's split chunks and their static imports, not other routes", () => {
    const graph = appGraph(
      [
        entry,
        chunk("assets/react.js"),
        chunk("assets/login.js", {
          facadeModuleId: "/app/src/routes/login.tsx?tsr-split=component",
          imports: ["assets/form.js"],
        }),
        chunk("assets/form.js"),
        chunk("assets/editor.js", {
          facadeModuleId: "/app/src/routes/$profileId.tsx?tsr-split=component",
          modules: ["/repo/packages/ui/src/editors/header-editor.tsx"],
        }),
      ],
      [LOGIN],
    );
    expect(graph.violations).toEqual([]);
    const files = graph.routes[0]?.chunks.map((entry) => entry.file).sort();
    expect(files).toEqual([
      "assets/form.js",
      "assets/index.js",
      "assets/login.js",
      "assets/react.js",
    ]);
    expect(graph.routes[0]?.gzipBytes).toBeGreaterThan(graph.entryGzipBytes);
  });

  it("fails when a route loads an editor or a dialog before it is opened, or exceeds its ceiling", () => {
    const graph = appGraph(
      [
        { ...entry, imports: ["assets/react.js", "assets/dialogs.js"] },
        chunk("assets/react.js"),
        chunk("assets/dialogs.js", {
          modules: ["/repo/packages/ui/src/payment/payment-wizard.tsx"],
        }),
        chunk("assets/login.js", {
          facadeModuleId: "/app/src/routes/login.tsx?tsr-split=component",
        }),
      ],
      [{ ...LOGIN, ceilingBytes: 10 }],
    );
    expect(graph.violations.join("\n")).toMatch(/\/login loads a dialog or the payment wizard/);
    expect(graph.violations.join("\n")).toMatch(/\/login loads .* kB gz .*ceiling/);
  });

  it("fails when a route file is not in the app's route tree", () => {
    const graph = appGraph(
      [entry, chunk("assets/react.js")],
      [{ ...LOGIN, routeFiles: ["src/routes/elders.tsx"] }],
    );
    expect(graph.violations).toEqual(["src/routes/elders.tsx (/login) is not in the route tree"]);
  });
});

describe("the login island's build", () => {
  const island = chunk("assets/login-island.js", {
    isEntry: true,
    facadeModuleId: "/app/src/login-island.ts",
    modules: ["/app/src/login-island.ts", "/app/src/core/login-handoff.ts"],
    code: "export {};",
  });

  it("reports the island's bytes under its ceiling", () => {
    const { report, violations } = islandGraph([island]);
    expect(violations).toEqual([]);
    expect(report.chunks).toEqual([
      { file: "assets/login-island.js", gzipBytes: report.gzipBytes },
    ]);
    expect(report.gzipBytes).toBeLessThan(report.ceilingBytes);
  });

  it("fails when the island takes in a package or grows over its ceiling", () => {
    const withReact = islandGraph([
      { ...island, imports: ["assets/react.js"] },
      chunk("assets/react.js", { modules: ["/repo/node_modules/react/index.js"] }),
    ]);
    expect(withReact.violations.join("\n")).toMatch(/loads a package: .*node_modules\/react/);
    expect(
      islandGraph([island], { ...LOGIN_ISLAND, ceilingBytes: 5 }).violations.join("\n"),
    ).toMatch(/kB gz \(ceiling/);
  });

  it("lets the home island use the pure parts of the packages it names, never a library", () => {
    const withParts = (modules: string[]) =>
      islandGraph(
        [{ ...island, imports: ["assets/parts.js"] }, chunk("assets/parts.js", { modules })],
        HOME_ISLAND,
      ).violations;
    expect(withParts(["/repo/packages/api-client/src/profile-list.ts"])).toEqual([]);
    expect(withParts(["/repo/packages/ui/src/dates/dutch-date.ts"])).toEqual([]);
    expect(withParts(["/repo/packages/sanitize-html/src/index.ts"]).join("\n")).toMatch(
      /the home island loads a package: .*sanitize-html/,
    );
    expect(withParts(["/repo/node_modules/openapi-fetch/dist/index.js"]).join("\n")).toMatch(
      /loads a package: .*openapi-fetch/,
    );
  });
});
