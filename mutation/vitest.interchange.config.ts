// The tests of src/interchange, for focused mutation runs of that area (a
// run's stryker.config.json names it in vitest.configFile): no other test
// imports src/interchange except the CLI's totality test, which runs these
// commands through their own tests too.
import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    include: ['properties/interchange-*.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
