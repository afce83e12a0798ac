import { defineConfig } from "vitest/config";

// These tests start real servers, hash passwords and process images. On a busy 2-core CI machine
// one of them can take well over vitest's 5-second default (a 5 MB photo took 31 s at a load
// average of 25); a hang still fails within 90 s.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
