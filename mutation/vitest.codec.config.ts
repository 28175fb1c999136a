// The tests of src/codec and src/api.ts, for focused mutation runs of that
// area (a run's stryker.config.json names it in vitest.configFile): every
// test file that imports from src/codec or src/api.ts, directly or through
// properties/support/library.ts and office.ts, the vectors, the wire and
// schema tests and the command line's tests (the commands decode through the
// codec in process). Left out: the text, oracle, interchange and web tests,
// which reach the codec only through these same entry points; a run of the
// whole suite on 2026-12-07 tested 849 of 1,069 codec mutants in 1 h 16 min
// and was stopped. A survivor of a focused run is checked with the full
// configuration (mutcheck.sh with the whole suite) before it counts.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: [
      'properties/vectors.test.ts',
      'properties/codec*.test.ts',
      'properties/api*.test.ts',
      'properties/cli.test.ts',
      'properties/cli-contract.test.ts',
      'properties/cli-commands.test.ts',
      'properties/wire-types.test.ts',
      'properties/schema*.test.ts',
      'properties/documents*.test.ts',
      'properties/totality*.test.ts',
      'properties/consistency.test.ts',
      'properties/procedure*.test.ts',
      'properties/lawful-void.test.ts',
      'properties/notice-check.test.ts',
      'properties/texts-survivors.test.ts',
    ],
    exclude: ['properties/**/*.slow.test.ts', 'properties/hostile.test.ts', 'properties/cli-bundle.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
