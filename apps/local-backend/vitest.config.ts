import { defineConfig } from "vitest/config";

// These tests start real servers, hash passwords and process images. On a busy 2-core CI machine
// one of them can take well over vitest's 5-second default; a hang still fails within 30 s.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
