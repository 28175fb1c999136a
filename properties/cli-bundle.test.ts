// The command line as it is published: bin/nachruecken.js runs the bundle
// that `npm run build` makes from src/cli (scripts/build.mjs, dist/cli/),
// and answers `--help` and `--version` without loading it. The bundle is a
// build product of the sources: for every conformance vector and example
// it answers every command exactly as the sources do, and the help text
// the bin prints is the one the sources print.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.js'
import type { Io } from '../src/cli/io.js'
import { loadVectors, ROOT } from './support/vectors.js'

type Main = (argv: ReadonlyArray<string>, io: Io) => Promise<number>
const BUNDLE = join(ROOT, 'dist', 'cli', 'nachruecken.mjs')
const BIN = join(ROOT, 'bin', 'nachruecken.js')
let bundled: Main = main

beforeAll(async () => {
  // npm test builds first; a single run of this file builds the bundle alone when it is missing
  if (!existsSync(BUNDLE)) execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--cli'], { cwd: ROOT, stdio: 'inherit' })
  bundled = ((await import(pathToFileURL(BUNDLE).href)) as { main: Main }).main
}, 120_000)

/** One run of a `main` with the file x.json holding `text`. */
const runWith = async (m: Main, args: ReadonlyArray<string>, text: string): Promise<{ code: number; out: string; err: string }> => {
  let out = ''
  let err = ''
  const code = await m(args, {
    readStdin: async () => text,
    readFile: () => text,
    out: (s) => {
      out += s
    },
    err: (s) => {
      err += s
    },
  })
  return { code, out, err }
}

const bin = (args: ReadonlyArray<string>): { status: number | null; stdout: string; stderr: string } => {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

const EXAMPLES = ['musterstadt.case.json', 'review.case.json'].map((f) => readFileSync(join(ROOT, 'spec', 'examples', f), 'utf8'))

describe('the bundled command line', () => {
  it('answers determine, validate, replay and audit on every conformance vector exactly as the sources do', async () => {
    for (const v of loadVectors()) {
      const text = JSON.stringify(v.case)
      for (const command of ['determine', 'validate', 'replay', 'audit']) {
        const args = [command, 'x.json']
        expect(await runWith(bundled, args, text), `${v.id} ${command}`).toEqual(await runWith(main, args, text))
      }
    }
  }, 120_000)

  it('writes the opinion and the notice of the examples in every language and format exactly as the sources do', async () => {
    for (const text of EXAMPLES) {
      for (const command of ['explain', 'notice']) {
        for (const lang of ['de', 'en']) {
          for (const format of ['text', 'markdown', 'html']) {
            const args = [command, 'x.json', '--lang', lang, '--format', format]
            expect(await runWith(bundled, args, text), args.join(' ')).toEqual(await runWith(main, args, text))
          }
        }
      }
    }
  })

  it('refuses a usage error, an unknown command and bytes that are not JSON as the sources do', async () => {
    for (const args of [['determin'], ['determine'], ['explain', 'x.json', '--lang', 'fr'], ['schema', 'cas'], ['determine', 'x.json', '--levle']]) {
      expect(await runWith(bundled, args, '{'), args.join(' ')).toEqual(await runWith(main, args, '{'))
    }
    expect(await runWith(bundled, ['determine', 'x.json'], '{"format":')).toEqual(await runWith(main, ['determine', 'x.json'], '{"format":'))
  })
})

describe('bin/nachruecken.js without loading the library', () => {
  it('--help and -h print the help of the sources with exit 0; no command prints it with exit 2', async () => {
    const expected = await runWith(main, ['--help'], '')
    for (const flag of ['--help', '-h']) {
      const r = bin([flag])
      expect(r.stderr, flag).toBe('')
      expect(r.status, flag).toBe(0)
      expect(r.stdout, flag).toBe(expected.out)
    }
    const none = bin([])
    expect(none.status).toBe(2)
    expect(none.stdout).toBe(expected.out)
  })

  it('--version, -v and -V print the version of package.json with exit 0, as the sources do', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    for (const flag of ['--version', '-v', '-V']) {
      const r = bin([flag])
      expect(r.status, flag).toBe(0)
      expect(r.stdout, flag).toBe(`${version}\n`)
      expect(r.stdout, flag).toBe((await runWith(main, [flag], '')).out)
    }
  })

  it('runs a command through the bundle: determine on the example gives the determination of the sources', async () => {
    const r = bin(['determine', 'spec/examples/musterstadt.case.json'])
    expect(r.status).toBe(0)
    expect(r.stdout).toBe((await runWith(main, ['determine', 'x.json'], EXAMPLES[0] as string)).out)
  })
})
