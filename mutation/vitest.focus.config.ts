// The tests of the engine, the procedure and the codec, for re-runs of lines
// in src/engine and src/procedure (a run's stryker.config.json names it in
// vitest.configFile): the explain tests, slow per mutant, cannot kill a
// mutant there that these do not. A survivor of such a run is checked with
// the full configuration (mutation/vitest.stryker.config.ts) before it counts.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'
export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: ['properties/procedure*.test.ts', 'properties/engine.test.ts', 'properties/vectors.test.ts', 'properties/determin*.test.ts', 'properties/consistency.test.ts', 'properties/domain.test.ts', 'properties/rules.test.ts', 'properties/codec*.test.ts', 'properties/totality*.test.ts', 'properties/oracle-judge.test.ts'],
    exclude: ['properties/**/*.slow.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
