// (e) the fuzzer's throughput against our own oracle: `fuzz` (generation,
// our decision, the comparison) with the cases pipelined to a child process
// running `nachruecken oracle` (bench/oracle-entry.ts), in cases per second.
// Started by run.ts from the compiled copy (`node …/bench/fuzz.js <runs>`);
// prints one JSON object on stdout.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BATCH, fuzz } from '../src/oracle/fuzz.js'
import { openSession } from '../src/oracle/session.js'
import { median } from './measure.js'

const here = dirname(fileURLToPath(import.meta.url))
const command = { program: process.execPath, args: [join(here, 'oracle-entry.js')], env: {} }

/** One fuzz run of `runs` cases with a started process; milliseconds, and whether all agreed. */
const pass = async (runs: number, seed: number): Promise<{ ms: number; agreed: boolean; compared: number }> => {
  const session = openSession(command, { timeoutMs: 60_000, depth: BATCH })
  const hello = await session.start()
  if (hello._tag !== 'ready') throw new Error(`the oracle does not start: ${hello.message}`)
  const t0 = performance.now()
  const r = await fuzz({ session, commandText: 'oracle-entry', runs, seed })
  const ms = performance.now() - t0
  return { ms, agreed: r._tag === 'agreed', compared: r._tag === 'agreed' ? r.compared : 0 }
}

const main = async (): Promise<void> => {
  const runs = Number(process.argv[2] ?? 8192)
  const t0 = performance.now()
  await pass(2048, 1) // warm-up
  const times: number[] = []
  let agreed = true
  let compared = 0
  for (const seed of [11, 12, 13]) {
    const p = await pass(runs, seed)
    times.push(p.ms)
    agreed &&= p.agreed
    compared = p.compared
  }
  const result = { runs, compared, ms: median(times), agreed }
  process.stdout.write(`${JSON.stringify({ section: 'e', elapsedMs: performance.now() - t0, result })}\n`)
}

await main()
