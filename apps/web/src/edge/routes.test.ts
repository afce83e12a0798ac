// @vitest-environment node
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RESERVED_ADDRESSES } from "@memorial/domain";
import { NAMED_SEGMENTS, profileIdOf } from "./routes";

const ID = "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";

describe("profileIdOf", () => {
  it("takes one segment of the contract's ProfileId pattern that is not a named route", () => {
    expect(profileIdOf(`/${ID}`)).toBe(ID);
    expect(profileIdOf(`/${ID}/`)).toBe(ID);
    expect(profileIdOf("/demo_page-1")).toBe("demo_page-1");
    expect(profileIdOf("/henk-de-jong-1938")).toBe("henk-de-jong-1938");
    for (const path of [
      "/login",
      "/toegankelijkheid",
      "/a/b",
      "/favicon.svg",
      "/sw.js",
      "/",
      "/a%20b",
    ]) {
      expect(profileIdOf(path)).toBeNull();
    }
    expect(profileIdOf(`/${"x".repeat(65)}`)).toBeNull();
  });

  it("names every top-level route of src/routes (and nothing a page id is)", () => {
    const routesDir = fileURLToPath(new URL("../routes", import.meta.url));
    const topLevel = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const name = entry.name.replace(/\.tsx$/, "");
        // `-` marks route-private modules the router ignores (`-memorial-page-route.ts`).
        if (name.startsWith("__") || name.startsWith("$") || name.startsWith("-")) return [];
        // Pathless layout routes (`_authenticated`) put their children at the top level.
        if (name.startsWith("_"))
          return entry.isDirectory() ? topLevel(`${dir}/${entry.name}`) : [];
        // A flat nested route (`mijn-account_.verwijderen`) starts with its first segment.
        const first = (name.split(".")[0] ?? name).replace(/_$/, "");
        return first === "index" ? [] : [first];
      });
    for (const route of topLevel(routesDir)) {
      expect(NAMED_SEGMENTS.has(route), route).toBe(true);
    }
  });

  it("keeps every named segment out of the page addresses (RESERVED_ADDRESSES)", () => {
    for (const segment of NAMED_SEGMENTS) {
      expect(RESERVED_ADDRESSES.has(segment), segment).toBe(true);
    }
    // The build's root files and the API's paths, which no readable address may shadow.
    for (const word of ["api", "public", "media", "assets"]) {
      expect(RESERVED_ADDRESSES.has(word), word).toBe(true);
    }
  });
});
