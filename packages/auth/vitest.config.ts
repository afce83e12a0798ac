import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 15000,
    // The fake network stubs the global fetch (the Cognito library's); restore it after each test.
    unstubGlobals: true,
  },
});
