// The vitest configuration Stryker runs: the same tests, a fixed seed and
// fewer property runs (mutation/setup.ts), no coverage, no process-spawning
// tests of the installed binary and of the bundle (they run the build, not the mutated source).
// Left out: the hostile-input catalogue (large inputs, seconds per test; it
// checks bounds, not readings), the cross-language oracle tests (they spawn
// Python and the CLI) and the browser tests.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: ['properties/**/*.test.ts'],
    exclude: ['properties/**/*.slow.test.ts', 'properties/hostile.test.ts', 'properties/oracle.test.ts', 'properties/cli-bundle.test.ts', 'web/**'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
