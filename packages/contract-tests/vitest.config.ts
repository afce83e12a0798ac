// The contract suite runs its files one after another against one backend; coverage.test.ts
// runs last because it checks what all the others exercised.
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

class CoverageLastSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isCoverage = (file: TestSpecification) =>
      path.basename(file.moduleId) === "coverage.test.ts";
    return Promise.resolve(
      [...files].sort((a, b) => {
        if (isCoverage(a) !== isCoverage(b)) return isCoverage(a) ? 1 : -1;
        return a.moduleId.localeCompare(b.moduleId);
      }),
    );
  }
}

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/global-setup.ts"],
    fileParallelism: false,
    sequence: { sequencer: CoverageLastSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
