/**
 * Vite configuration of the succession lab (`npm run web`, `npm run web:build`).
 * The page imports the library straight from ../src/index.ts; Vite bundles it.
 * Local only: the dev server and the preview listen on 127.0.0.1.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repo] } },
  preview: { host: '127.0.0.1', port: 4173 },
})
