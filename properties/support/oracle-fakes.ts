// Fakes for the tests of the oracle: vectors whose case is a tag (so that a
// fake session can answer by tag), and small Node programs that speak the line
// protocol (`process.execPath -e`), each ending by itself after 20 s at the
// latest. Shared by oracle-runner, oracle-process and oracle-a-survivors.
import type { Command } from '../../src/oracle/command-line.js'
import type { ImplementationInfo } from '../../src/oracle/protocol.js'
import type { Vector } from '../../src/oracle/suite.js'

/** The hello of a fake implementation: both levels, reading proofPeriod. */
export const impl = (o: Partial<ImplementationInfo> = {}): ImplementationInfo => ({
  name: 'fake',
  version: '1.0',
  language: 'none',
  readings: { incompatibility: ['proofPeriod'] },
  levels: ['core', 'full'],
  ...o,
})

/** A case is `{ tag }` (reading proofPeriod by default), so the fake can answer by tag. */
export const tagOf = (c: unknown): string => String((c as { tag?: unknown }).tag)

/** A core vector about `id` expecting A-2 as successor, its case `{ tag: id }`. */
export const vec = (id: string, o: Partial<Vector> = {}): Vector => ({
  id,
  description: `about ${id}`,
  norms: [],
  readings: [],
  level: 'core',
  case: { tag: id },
  expected: { determination: { outcome: 'successor', successor: 'A-2', memberCount: { after: 5 } } },
  file: `${id}.json`,
  features: [],
  negative: null,
  ...o,
})

/** A Node program given as a script; every child ends by itself after 20 s at the latest. */
export const node = (script: string, env: Record<string, string> = {}): Command => ({
  program: process.execPath,
  args: ['-e', `setTimeout(() => process.exit(9), 20000);\n${script}`],
  env,
})

/** What an implementation needs: its hello, a way to answer, a way to read requests. */
export const IMPL = `
const HELLO = { ready: true, version: 1, implementation: { name: 'probe', version: '0', language: 'javascript',
  readings: { incompatibility: ['proofPeriod'] }, levels: ['core'] } };
const out = (o) => process.stdout.write(JSON.stringify(o) + '\\n');
const onRequest = (f) => require('readline').createInterface({ input: process.stdin }).on('line', (l) => f(JSON.parse(l), l));
`

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The promise's value, or 'still waiting' after `ms` (so that a wait that never ends fails the test quickly). */
export const within = <T,>(p: Promise<T>, ms: number): Promise<T | 'still waiting'> =>
  new Promise((resolve) => {
    const t = setTimeout(() => resolve('still waiting'), ms)
    void p.then((v) => {
      clearTimeout(t)
      resolve(v)
    })
  })
