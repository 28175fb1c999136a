// The conformance vectors (spec/conformance/vectors) through the public API
// and through the CLI. Their expected results were worked out by hand from
// the law; a failure here means the program or the vector misreads the law.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decide } from '../src/index.js'
import { main } from '../src/cli/main.js'
import { difference, loadVectors, ROOT, type Vector } from './support/vectors.js'

const vectors = loadVectors()

const checkApi = (v: Vector): string | null => {
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

  it.each(vectors.map((v) => [v.id, v] as const))('%s through the public API', (_id, v) => {
    expect(checkApi(v), v.description).toBeNull()
  })

  it.each(vectors.map((v) => [v.id, v] as const))('%s through the CLI', async (_id, v) => {
    const r = await runCli(['determine', '-'], JSON.stringify(v.case))
    expect(r.err.includes('    at '), 'no stack trace').toBe(false)
    if ('error' in v.expected) {
      expect([1, 2]).toContain(r.code)
      expect(r.err).toContain(v.expected.error.path === '' ? '(document)' : v.expected.error.path)
    } else {
      expect(r.code).toBe(0)
      expect(difference(JSON.parse(r.out), v.expected.determination)).toBeNull()
    }
  })
})

describe.skipIf(process.env['NACHRUECKEN_MUTATION'] === '1')('the installed command', () => {
  // One real process per vector group: the bin script, the build and the exit status.
  const sample = [...new Map(vectors.map((v) => [v.id.replace(/-\d+$/, ''), v])).values()]
  it.each(sample.map((v) => [v.id, v] as const))('npx nachruecken determine - on %s', (_id, v) => {
    let code = 0
    let out: string
    try {
      out = execFileSync('node', [join(ROOT, 'bin', 'nachruecken.js'), 'determine', '-'], {
        input: JSON.stringify(v.case),
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    } catch (e) {
      code = (e as { status: number }).status
      out = (e as { stdout: string }).stdout
    }
    if ('error' in v.expected) expect(code).toBeGreaterThan(0)
    else {
      expect(code).toBe(0)
      expect(difference(JSON.parse(out), v.expected.determination)).toBeNull()
    }
  })
})
