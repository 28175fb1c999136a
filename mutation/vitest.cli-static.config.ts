// The tests that pin the command line's module-level values (the command
// specs, their help texts, options and choices) after a fresh import or
// through the help they print: for `static-runner.mjs --survived --config`
// on `src/cli`, where Stryker cannot see these kills (it activates a mutant
// only while a test runs, after the module was loaded).
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: ['properties/cli-module-level-survivors.test.ts', 'properties/cli-oracle-survivors.test.ts', 'properties/cli-oracle.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
