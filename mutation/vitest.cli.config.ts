// The tests of src/cli, for focused mutation runs of that area (a run's
// stryker.config.json names it in vitest.configFile): every test file that
// drives the command line in process (through properties/support/run-cli.ts
// or cli-entry.ts) or imports from src/cli. Left out: the bundle test and the
// hostile-input catalogue, which spawn the built CLI, not the mutated source,
// and the slow catalogues, as in vitest.stryker.config.ts. A survivor of a
// focused run is checked with the full configuration (mutcheck.sh with the
// whole suite) before it counts.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: [
      'properties/cli*.test.ts',
      'properties/determinism.test.ts',
      'properties/documents*.test.ts',
      'properties/explain-opinion.test.ts',
      'properties/interchange-*.test.ts',
      'properties/notice*.test.ts',
      'properties/oracle-control.test.ts',
      'properties/oracle-fuzz-control.test.ts',
      'properties/procedure.test.ts',
      'properties/totality-cli.test.ts',
      'properties/vectors.test.ts',
    ],
    exclude: ['properties/**/*.slow.test.ts', 'properties/hostile.test.ts', 'properties/cli-bundle.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
