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
    // Generous for a 2-core machine at a load average of 20 (scripts/test.sh runs beside other
    // work); a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
