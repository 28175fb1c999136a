// A small, fast selection of the tests for the run of the static mutants
// (module-level constants and whole exported functions): Stryker runs every
// test of its configuration for each of them, as it cannot tell which test
// covers a value computed when a module loads. Only the results of static
// mutants are taken from that run (mutation/merge-static.mjs).
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: ['properties/codec*.test.ts', 'properties/domain.test.ts', 'properties/engine.test.ts', 'properties/rules.test.ts', 'properties/lot.test.ts', 'properties/procedure-state.test.ts', 'properties/procedure-record.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
