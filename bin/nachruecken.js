#!/usr/bin/env node
// The `nachruecken` command. Runs the CLI as `npm run build` bundles it
// (dist/cli/nachruecken.mjs, from src/cli: the published package ships it),
// or else the compiled sources (dist/src/cli/main.js). `--version` and
// `--help` load no library: the version is read from package.json, the help
// is the text the build took from the CLI itself (dist/cli/help.txt).
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundle = new URL('../dist/cli/nachruecken.mjs', import.meta.url)
const compiled = new URL('../dist/src/cli/main.js', import.meta.url)
const argv = process.argv.slice(2)

const quick = () => {
  const [first, ...rest] = argv
  if (rest.length > 0) return null
  if (first === '--version' || first === '-v' || first === '-V') return { text: `${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`, code: 0 }
  if (first === undefined || first === '--help' || first === '-h') {
    const help = new URL('../dist/cli/help.txt', import.meta.url)
    // the help of the build that made the bundle run here; without it, the CLI's own
    if (!existsSync(fileURLToPath(bundle)) || !existsSync(fileURLToPath(help))) return null
    return { text: readFileSync(help, 'utf8'), code: first === undefined ? 2 : 0 }
  }
  return null
}

// A reader that closed the pipe early (`nachruecken replay … | head -1`) is
// not an error: end quietly with status 0, as the shell expects; the
// implementations that conformance or fuzz started end with us.
let killAll = async () => undefined
const onStreamError = (e) => {
  if (e !== null && typeof e === 'object' && e.code === 'EPIPE') {
    killAll().then(() => undefined, () => undefined).finally(() => process.exit(0))
    return
  }
  throw e
}
process.stdout.on('error', onStreamError)
process.stderr.on('error', onStreamError)

const answer = quick()
if (answer !== null) {
  process.stdout.write(answer.text)
  process.exitCode = answer.code
} else {
  await run()
}

async function run() {
  const entry = existsSync(fileURLToPath(bundle)) ? bundle : compiled
  let cli
  try {
    cli = await import(entry.href)
  } catch (e) {
    const missing = !existsSync(fileURLToPath(entry))
    process.stderr.write(
      missing
        ? 'nachruecken: the compiled CLI (dist/cli/nachruecken.mjs or dist/src/cli/main.js) is missing; run `npm run build` in the package first\n'
        : `nachruecken: cannot load the CLI: ${e instanceof Error ? e.message : String(e)}\n`,
    )
    process.exit(2)
  }
  killAll = entry === bundle ? async () => cli.killAll() : async () => (await import('../dist/src/oracle/line-process.js')).killAll()
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
  process.exitCode = await cli.main(argv, io)
}
