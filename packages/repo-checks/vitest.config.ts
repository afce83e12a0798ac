import { defineConfig } from "vitest/config";

// Linting with the type-aware rules starts the TypeScript project service: slow on a busy machine.
export default defineConfig({ test: { testTimeout: 300_000, hookTimeout: 300_000 } });
