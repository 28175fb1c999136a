// The tests of src/interchange, for focused mutation runs of that area (a
// run's stryker.config.json names it in vitest.configFile): its own tests, the
// command line's tests (they run `import`, `export` and the documents in
// process, through src/cli) and the public deadlines (own-determination).
import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    include: ['properties/interchange-*.test.ts', 'properties/cli-*.test.ts', 'properties/own-determination.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
