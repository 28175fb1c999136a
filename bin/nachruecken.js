#!/usr/bin/env node
// The `nachruecken` command. Runs the compiled CLI (npm ci builds it through
// the `prepare` script; `npm run build` rebuilds it).
import { readFileSync } from 'node:fs'

const entry = new URL('../dist/src/cli/main.js', import.meta.url)
let cli
try {
  cli = await import(entry.href)
} catch {
  process.stderr.write('nachruecken: the compiled CLI is missing; run `npm run build` in the package first\n')
  process.exit(2)
}
const io = {
  readStdin: async () => {
    const chunks = []
    for await (const chunk of process.stdin) chunks.push(chunk)
    return Buffer.concat(chunks).toString('utf8')
  },
  readFile: (path) => readFileSync(path, 'utf8'),
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
}
process.exitCode = await cli.main(process.argv.slice(2), io)
