import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    // Synthesizing a stack takes a few seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
