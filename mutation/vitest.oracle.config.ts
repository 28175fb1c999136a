// The tests of src/oracle, for focused mutation runs of that area (a run's
// stryker.config.json names it in vitest.configFile): every test file that
// imports from src/oracle, and the command line's tests (src/cli runs the
// oracle's commands in process). Left out, as in vitest.stryker.config.ts:
// the hostile-input catalogue and the cross-language tests (they spawn Python
// and the built CLI, not the mutated source).
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: [
      'properties/oracle-*.test.ts',
      'properties/cli-*.test.ts',
      'properties/fuzz-*.test.ts',
      'properties/calendar.test.ts',
      'properties/codec.test.ts',
      'properties/consistency.test.ts',
      'properties/determination.test.ts',
      'properties/determinism.test.ts',
      'properties/documents.test.ts',
      'properties/explain-opinion.test.ts',
      'properties/interchange-exports.test.ts',
      'properties/rules.test.ts',
      'properties/suite-lint.test.ts',
      'properties/totality*.test.ts',
    ],
    exclude: ['properties/**/*.slow.test.ts', 'properties/hostile.test.ts', 'properties/oracle.test.ts', 'properties/cli-bundle.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
