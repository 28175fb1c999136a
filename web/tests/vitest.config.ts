import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The browser tests of the succession lab (`npm run test:web`, after `npm run web:build`). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['web/tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
})
