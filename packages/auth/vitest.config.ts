import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Generous for a 2-core machine at a load average of 20 (scripts/test.sh runs beside other
    // work); a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The fake network stubs the global fetch (the Cognito library's); restore it after each test.
    unstubGlobals: true,
  },
});
