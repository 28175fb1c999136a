// The vitest configuration Stryker runs: the same tests, a fixed seed and
// fewer property runs (mutation/setup.ts), no coverage, no process-spawning
// tests of the installed binary (they run the build, not the mutated source).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['properties/**/*.test.ts'],
    exclude: ['properties/**/*.slow.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
