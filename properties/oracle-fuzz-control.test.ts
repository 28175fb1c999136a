// The run control of `nachruecken fuzz` that properties/oracle-fuzz.test.ts
// does not cover: the comparison level (--level, and the highest one the
// implementation declares), several disagreements (--max-fail), and a real
// run stopped by --max-time or SIGTERM, which still prints its report.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { fuzz, ourResult } from '../src/oracle/fuzz.js'
import type { AnswerKind, ImplementationInfo } from '../src/oracle/protocol.js'
import type { Session } from '../src/oracle/session.js'
import { fuzzCommand, type OracleIo } from '../src/cli/oracle.js'
import { ROOT } from './support/vectors.js'
import { fourSeats } from './support/fixtures.js'

const info = (levels: ImplementationInfo['levels']): ImplementationInfo => ({
  name: 'fake', version: '1', language: 'none', readings: { incompatibility: ['proofPeriod', 'exclude'] }, levels, answers: ['determination', 'state', 'audit'],
})

/** A session without a process: our answer, changed by `change`. */
const fake = (change: (r: Record<string, unknown>) => Record<string, unknown>, levels: ImplementationInfo['levels'] = ['core', 'full']): Session => ({
  start: async () => ({ _tag: 'ready', info: info(levels) }),
  run: async (c: unknown, kind: AnswerKind = 'determination'): Promise<Answer> => ({ _tag: 'result', result: change(ourResult(c, kind) as Record<string, unknown>) }),
  close: async () => undefined,
  starts: () => 1,
})

/** Our determination without the considered walk (a difference at level full only). */
const noWalk = (r: Record<string, unknown>): Record<string, unknown> =>
  r['format'] === 'nachruecken.determination/1' && Array.isArray(r['considered']) && r['considered'].length > 0 ? { ...r, considered: [] } : r

/** Our determination with another outcome (a difference at every level). */
const wrongOutcome = (r: Record<string, unknown>): Record<string, unknown> =>
  r['format'] === 'nachruecken.determination/1' ? { ...r, outcome: r['outcome'] === 'vacant' ? 'successor' : 'vacant' } : r

describe('fuzz --level: what is compared follows the level', () => {
  it('a walk left out is a disagreement at full, the default for an implementation declaring full', async () => {
    const r = await fuzz({ session: fake(noWalk), commandText: 'fake', runs: 200, seed: 3 })
    expect(r).toMatchObject({ _tag: 'disagreement', level: 'full' })
  })

  it('with --level core the same answers agree', async () => {
    const r = await fuzz({ session: fake(noWalk), commandText: 'fake', runs: 200, seed: 3, level: 'core' })
    expect(r).toMatchObject({ _tag: 'agreed', level: 'core', compared: 200 })
  })

  it('an implementation declaring only core is compared at core, even when full is asked', async () => {
    const r = await fuzz({ session: fake(noWalk, ['core']), commandText: 'fake', runs: 200, seed: 3, level: 'full' })
    expect(r).toMatchObject({ _tag: 'agreed', level: 'core' })
  })
})

describe('fuzz --max-fail: several disagreements, each shrunk', () => {
  it('by default the run stops at the first disagreement', async () => {
    const r = await fuzz({ session: fake(wrongOutcome), commandText: 'fake', runs: 100, seed: 4 })
    if (r._tag !== 'disagreement') throw new Error(r._tag)
    expect(r.more).toEqual([])
    expect(r.stopped).toEqual({ reason: 'maxFail', message: 'stopped after 1 disagreement' })
  })

  it('--max-fail 3 finds three before it stops', async () => {
    const r = await fuzz({ session: fake(wrongOutcome), commandText: 'fake', runs: 100, seed: 4, limits: { maxFail: 3 } })
    if (r._tag !== 'disagreement') throw new Error(r._tag)
    expect(r.more).toHaveLength(2)
    expect(r.stopped).toEqual({ reason: 'maxFail', message: 'stopped after 3 disagreements' })
  })
})

/** This implementation as a process (the line protocol from source). */
const OURS = `node --import tsx ${join(ROOT, 'properties', 'support', 'cli-entry.ts')} oracle`

describe('a real fuzz run stopped early still reports what it compared', () => {
  it('--max-time: stopped at the limit, the agreement so far and the stop printed, exit 0; no case in flight counts as skipped', async () => {
    let err = ''
    const io: OracleIo = {
      out: () => undefined,
      err: (x) => (err += x),
      stdinLines: () => ({ lines: (async function* () {})(), close: () => undefined }),
      stderrIsTTY: false,
      cwd: ROOT,
      onInterrupt: () => undefined,
    }
    const code = await fuzzCommand(['--impl', OURS, '--runs', '1000000', '--seed', '1', '--max-time', '3'], io)
    expect(code).toBe(0)
    expect(err).toMatch(/fuzz: the implementations agree on \d+ generated cases? \(determination queries at level full, seed 1\)\n/)
    expect(err).toContain('fuzz: stopped at the time limit (--max-time 3 s).')
    expect(err).not.toContain('skipped')
  })

  it('SIGTERM: the report is printed before the process ends, exit 130', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'properties', 'support', 'cli-entry.ts'), 'fuzz', '--impl', OURS, '--runs', '1000000', '--seed', '2'], { cwd: ROOT })
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.stdout.on('data', (d: Buffer) => (err += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    // the first progress line comes after one interval of searching
    for (let i = 0; i < 600 && !err.includes('searching'); i++) await new Promise((r) => setTimeout(r, 50))
    child.kill('SIGTERM')
    expect(await exited).toBe(130)
    expect(err).toMatch(/fuzz: the implementations agree on \d+ generated cases? \(determination queries at level full, seed 2\)\n/)
    expect(err).toContain('stopped by SIGTERM')
  })
})

describe('our answer of each kind, as the fuzzer compares it', () => {
  it('asked for an audit, the fuzzer takes our audit of the recorded determinations, not a determination', { tags: ['kwg34.1.s1.rank'] }, () => {
    // Worked by hand: A1 dies on 05-01 and A5 (450) is determined on 05-10, but A4 (500) ranks first among the
    // candidates not called on list A (§ 34 Abs. 1 Satz 1): one determination checked, one finding.
    const c = fourSeats([{ date: '2021-05-01', type: 'memberLeft', member: 'A1', cause: 'death' }, { date: '2021-05-10', type: 'determination', vacancy: 'A1', by: 'returningOfficer', outcome: 'successor', successor: 'A5' }], '2021-07-01')
    expect(ourResult(c, 'audit')).toMatchObject({
      format: 'nachruecken.audit/1',
      asOf: '2021-07-01',
      checked: 1,
      findings: [{ recorded: { outcome: 'successor', successor: 'A5' }, lawful: { outcome: 'successor', successor: 'A4' }, rule: 'kwg34.1.s1.rank' }],
    })
  })
})
