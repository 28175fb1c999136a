// The conformance vectors (spec/conformance/vectors) through the public API
// and through the CLI. Their expected results were worked out by hand from
// the law; a failure here means the program or the vector misreads the law.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { audit, decide, encodeAudit, encodeState, replay } from './support/public.js'
import { main } from '../src/cli/main.js'
import { difference, loadVectors, ROOT, type Vector } from './support/vectors.js'

const vectors = loadVectors()

const checkApi = (v: Vector): string | null => {
  if ('state' in v.expected) {
    const r = replay(v.case)
    return r._tag === 'Left' ? `expected a state, got errors ${JSON.stringify(r.left.errors)}` : difference(encodeState(r.right.state), v.expected.state)
  }
  if ('audit' in v.expected) {
    const r = audit(v.case)
    return r._tag === 'Left' ? `expected an audit, got errors ${JSON.stringify(r.left.errors)}` : difference(encodeAudit(r.right.audit), v.expected.audit)
  }
  const r = decide(v.case)
  if ('error' in v.expected) {
    if (r._tag === 'Right') return `expected an error at ${v.expected.error.path}, got outcome ${r.right.outcome}`
    const want = v.expected.error
    const hit = r.left.errors.some((e) => e.path === want.path && (!('rule' in want) || e.rule === want.rule))
    return hit ? null : `expected an error at ${want.path} [${String(want.rule)}], got ${JSON.stringify(r.left.errors)}`
  }
  if (r._tag === 'Left') return `expected a determination, got errors ${JSON.stringify(r.left.errors)}`
  return difference(r.right, v.expected.determination)
}

const runCli = async (args: ReadonlyArray<string>, stdin: string): Promise<{ code: number; out: string; err: string }> => {
  let out = ''
  let err = ''
  const code = await main(args, {
    readStdin: async () => stdin,
    readFile: () => {
      throw new Error('no files in this test')
    },
    out: (s) => {
      out += s
    },
    err: (s) => {
      err += s
    },
  })
  return { code, out, err }
}

describe('conformance vectors', () => {
  it('there are at least 80', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(80)
  })

  // plain names, one per vector (Stryker's runner maps coverage to test names; it.each's %s names collide there)
  for (const v of vectors)
    it(`${v.id} through the public API`, () => {
      expect(checkApi(v), v.description).toBeNull()
    })

  // the CLI is not mutated: under Stryker these would only repeat the API tests
  for (const v of vectors)
    it.skipIf(process.env['NACHRUECKEN_MUTATION'] === '1')(`${v.id} through the CLI`, async () => {
      const r = await runCli([commandFor(v), '-'], JSON.stringify(v.case))
      expect(r.err.includes('    at '), 'no stack trace').toBe(false)
      expect(checkCli(v, r.code, r.out, r.err)).toBeNull()
    })
})

/** The CLI command that answers a vector: determine, replay (state) or audit. */
const commandFor = (v: Vector): string => ('state' in v.expected ? 'replay' : 'audit' in v.expected ? 'audit' : 'determine')

const checkCli = (v: Vector, code: number, out: string, err: string): string | null => {
  if ('error' in v.expected) {
    if (code !== 1 && code !== 2) return `expected exit 1 or 2, got ${code}`
    const path = v.expected.error.path === '' ? '(document)' : v.expected.error.path
    return err.includes(path) ? null : `expected ${path} on stderr, got ${err}`
  }
  const expected = 'state' in v.expected ? v.expected.state : 'audit' in v.expected ? v.expected.audit : v.expected.determination
  const document = JSON.parse(out) as { rejected?: unknown[] }
  const wantCode = 'state' in v.expected && (document.rejected?.length ?? 0) > 0 ? 1 : 0
  return code === wantCode ? difference(document, expected) : `expected exit ${wantCode}, got ${code}: ${err}`
}

describe.skipIf(process.env['NACHRUECKEN_MUTATION'] === '1')('the installed command', () => {
  // One real process per vector group: the bin script, the build and the exit status.
  const sample = [...new Map(vectors.map((v) => [v.id.replace(/-\d+$/, ''), v])).values()]
  it.each(sample.map((v) => [v.id, v] as const))('npx nachruecken on %s', (_id, v) => {
    const r = spawnSync('node', [join(ROOT, 'bin', 'nachruecken.js'), commandFor(v), '-'], { input: JSON.stringify(v.case), encoding: 'utf8' })
    expect(checkCli(v, r.status ?? -1, r.stdout, r.stderr)).toBeNull()
  })
})
