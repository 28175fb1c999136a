import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from './properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: ['properties/**/*.test.ts'],
    setupFiles: ['properties/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/cli/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        branches: 95,
        lines: 95,
        'src/{domain,rules,lot}/**': { branches: 100, lines: 100 },
      },
    },
  },
})
