// The survivors of the oracle-c run of 2026-12-07
// (mutation/survivors-oracle-c-0712.txt), answered in
// mutation/oracle-c-answers-2026-12-07.md. Expectations come from the doc
// comments of src/oracle/pack.ts, report-diff.ts and report-junit.ts.
// pack.ts makes its tar flags and runs its script entry when the module
// loads, so each test imports it afresh, with tar (node:child_process)
// mocked before the import.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaseReport, ConformanceReport } from '../src/oracle/conformance.js'
import { tempDirs } from './support/temp-dirs.js'

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..')
const temp = tempDirs()

describe('packing the suite deterministically', () => {
  afterEach(() => {
    vi.doUnmock('node:child_process')
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('asks tar first for sorted names, a fixed time and no owner (GNU tar’s --sort, --mtime, --owner, --group, --numeric-owner)', async () => {
    const calls: string[][] = []
    vi.resetModules()
    vi.doMock('node:child_process', async (orig) => ({
      ...(await orig<object>()),
      spawnSync: (_: string, args: string[]) => (calls.push(args), { status: 0, stdout: Buffer.from('tar bytes'), stderr: null }),
    }))
    const { packSuite } = await import('../src/oracle/pack.js')
    const packed = packSuite(REPO, temp('oracle-c-0712-pack-'))
    expect('archive' in packed).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.slice(0, 5)).toStrictEqual(['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner'])
  })

  it('still packs when the temporary stage is gone already by the time it is cleaned up', async () => {
    vi.resetModules()
    vi.doMock('node:child_process', async (orig) => ({
      ...(await orig<object>()),
      spawnSync: (_: string, args: string[]) => {
        // tar is given `-C <stage> <name>`; the stage disappears (a cleaner of the temporary folder) after tar has read it
        rmSync(args[args.indexOf('-C') + 1]!, { recursive: true, force: true })
        return { status: 0, stdout: Buffer.from('tar bytes'), stderr: null }
      },
    }))
    const { packSuite } = await import('../src/oracle/pack.js')
    const out = temp('oracle-c-0712-pack-')
    const packed = packSuite(REPO, out)
    if (!('archive' in packed)) throw new Error(packed.problem)
    expect(existsSync(packed.archive)).toBe(true)
  })

  it('does nothing when the module is imported by another program rather than run as the script', async () => {
    const calls: string[][] = []
    const written: string[] = []
    const argv = process.argv
    const out = temp('oracle-c-0712-pack-')
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => (written.push(String(s)), true))
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (written.push(String(s)), true))
    try {
      for (const args of [[argv[0]!, join(REPO, 'src', 'oracle', 'other.ts'), relative(REPO, out)], [argv[0]!]]) {
        vi.resetModules()
        vi.doMock('node:child_process', async (orig) => ({
          ...(await orig<object>()),
          spawnSync: (_: string, a: string[]) => (calls.push(a), { status: 0, stdout: Buffer.from('tar bytes'), stderr: null }),
        }))
        process.argv = args
        await import('../src/oracle/pack.js')
        // checked after each import, so that a module that did run stops the test before the next one
        expect(calls).toStrictEqual([])
        expect(written).toStrictEqual([])
        expect(readdirSync(out)).toStrictEqual([])
      }
    } finally {
      process.argv = argv
    }
  })
})

const report = (cases: unknown[], format = 'nachruecken.conformance-report/1') => ({ format, cases })

describe('the diff of two conformance reports', () => {
  it('refuses a document of another format even when it lists cases', async () => {
    const { casesOf } = await import('../src/oracle/report-diff.js')
    expect(casesOf(report([{ id: 'a', status: 'pass' }], 'nachruecken.conformance-report/2'), 'old.json')).toEqual({
      _tag: 'Left',
      left: 'old.json: not a JSON report of nachruecken conformance (format nachruecken.conformance-report/1)',
    })
  })

  it('lists a vector whose status stayed but whose differences changed as changed', async () => {
    const { casesOf, diffReports } = await import('../src/oracle/report-diff.js')
    const old = casesOf(report([{ id: 'a', status: 'fail', differences: [{ path: 'outcome', expected: 1, actual: 2 }] }]), 'old.json')
    const neu = casesOf(report([{ id: 'a', status: 'fail', differences: [{ path: 'successor', expected: 'A', actual: 'B' }] }]), 'new.json')
    if (old._tag === 'Left' || neu._tag === 'Left') throw new Error('not read')
    expect(diffReports(old.right, neu.right).changed).toStrictEqual([{ id: 'a', was: 'fail', now: 'fail' }])
  })

  it('names the removed vectors separated by commas', async () => {
    const { reportDiff } = await import('../src/oracle/report-diff.js')
    const text = reportDiff({ newFailures: [], fixed: [], changed: [], added: [], removed: ['rank-001', 'rank-002'] }, 'old.json', 'new.json')
    expect(text).toContain('Removed: rank-001, rank-002\n')
  })

  it('shows a change whose new status is missing as removed', async () => {
    const { reportDiff } = await import('../src/oracle/report-diff.js')
    const text = reportDiff({ newFailures: [], fixed: [], changed: [{ id: 'rank-001', was: 'pass', now: null }], added: [], removed: [] }, 'old.json', 'new.json')
    expect(text).toContain('- rank-001: pass → (removed)')
  })
})

const caseReport = (id: string, status: CaseReport['status'], o: Partial<CaseReport> = {}): CaseReport => ({
  id, file: `${id}.json`, description: '', norms: [], features: [], expectedFailure: false, level: 'core', status, selected: true, message: null, differences: [], stderr: [], durationMs: 0, ...o,
})

describe('the JUnit report', () => {
  it('counts the vectors not run among the skipped ones of the whole run, as many as it shows skipped', async () => {
    const { reportJunit } = await import('../src/oracle/report-junit.js')
    const cases = [caseReport('rank-001', 'pass'), caseReport('rank-002', 'notRun', { message: 'the run stopped early' })]
    const r: ConformanceReport = {
      format: 'nachruecken.conformance-report/1', suite: { version: '1.4.0', vectors: 2 }, selection: { filters: [], chosen: 2 }, command: 'python3 impl.py', implementation: null,
      startProblem: null, startStderr: [], level: 'core', stopped: null, norms: [], cases, durationMs: 0,
      summary: { pass: 1, fail: 0, skip: 0, error: 0, notRun: 1, expectedFailures: 0, unexpectedPasses: 0, total: 2, selected: 2, conforms: false },
    }
    const xml = reportJunit(r)
    expect(xml.match(/<skipped /g)).toHaveLength(1)
    expect(xml).toMatch(/<testsuites [^>]* tests="2" failures="0" errors="0" skipped="1"/)
  })
})
