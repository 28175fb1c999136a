// The command line from source, for tests that need a real process (the
// `oracle` command reads the process's own standard input):
//   node --import tsx properties/support/cli-entry.ts oracle
import { readFileSync } from 'node:fs'
import { main } from '../../src/cli/main.js'

const readStdin = async (): Promise<Uint8Array> => {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

process.exitCode = await main(process.argv.slice(2), {
  readStdin,
  readFile: (path) => readFileSync(path),
  out: (s) => {
    process.stdout.write(s)
  },
  err: (s) => {
    process.stderr.write(s)
  },
})
