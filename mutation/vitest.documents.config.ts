// The tests of src/documents, for focused mutation runs of that area (a run's
// stryker.config.json names it in vitest.configFile). Only src/cli imports
// src/documents, so these are every test file that imports from
// src/documents (directly or through properties/support/casebook.ts) and the
// command line's tests, which build the documents in process. Left out: the
// bundle test (it spawns the built CLI, not the mutated source) and the slow
// and hostile catalogues, as in vitest.stryker.config.ts. A survivor of a
// focused run is checked with the full configuration (mutcheck.sh with the
// whole suite) before it counts.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: [
      'properties/documents*.test.ts',
      'properties/schema-documents.test.ts',
      'properties/casebook.test.ts',
      'properties/cli*.test.ts',
      'properties/notice*.test.ts',
      'properties/totality-cli.test.ts',
      'properties/explain-gutachtenstil.test.ts',
      'properties/explain-units.test.ts',
    ],
    exclude: ['properties/**/*.slow.test.ts', 'properties/hostile.test.ts', 'properties/cli-bundle.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
