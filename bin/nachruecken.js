#!/usr/bin/env node
// The `nachruecken` command. Runs the compiled CLI (dist/src/cli/main.js:
// `npm run build` makes it; the published package ships it).
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const entry = new URL('../dist/src/cli/main.js', import.meta.url)

// A reader that closed the pipe early (`nachruecken replay … | head -1`) is
// not an error: end quietly with status 0, as the shell expects.
const onStreamError = (e) => {
  if (e !== null && typeof e === 'object' && e.code === 'EPIPE') {
    // the implementations that conformance or fuzz started end with us
    import('../dist/src/oracle/line-process.js').then((m) => m.killAll(), () => undefined).finally(() => process.exit(0))
    return
  }
  throw e
}
process.stdout.on('error', onStreamError)
process.stderr.on('error', onStreamError)

let cli
try {
  cli = await import(entry.href)
} catch (e) {
  const missing = !existsSync(fileURLToPath(entry))
  process.stderr.write(
    missing
      ? 'nachruecken: the compiled CLI (dist/src/cli/main.js) is missing; run `npm run build` in the package first\n'
      : `nachruecken: cannot load the CLI: ${e instanceof Error ? e.message : String(e)}\n`,
  )
  process.exit(2)
}
const io = {
  readStdin: async () => {
    const chunks = []
    for await (const chunk of process.stdin) chunks.push(chunk)
    return Buffer.concat(chunks)
  },
  // bytes: the CLI decodes them strictly as UTF-8 (a byte order mark is accepted)
  readFile: (path) => readFileSync(path),
  out: (s) => process.stdout.write(s),
  outBytes: (b) => process.stdout.write(b),
  err: (s) => process.stderr.write(s),
}
process.exitCode = await cli.main(process.argv.slice(2), io)
