import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  define: { global: "globalThis" },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./test/setup.ts"],
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "e2e/**/*.test.ts",
    ],
    css: false,
    // Worker threads instead of forked processes (as packages/ui), each test file still in its own
    // fresh context: less CPU for the same tests.
    pool: "threads",
    // At least two threads (as packages/ui): Vitest's default, one less than the cores, is one
    // on the 2-core machine, where the last task of the turbo stage then runs on one core alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous for a 2-core machine at a load average of 20 (scripts/test.sh runs beside other
    // work); a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
