// Totality of the command line (issue 6, part 3): every command, run in
// process through `main(argv, io)` with arbitrary arguments and standard
// input, exits 0, 1 or 2 — 0 a decision (or a valid case, a state, a report),
// 1 a case that breaks a rule or is inconsistent, 2 unreadable input or a
// usage error — prints no stack trace and no internal error, and gives the
// exit status the library's answer calls for.
//
// The commands are read from `nachruecken --help`, so that a new command
// cannot slip past: each must be listed in COMMANDS below with the arguments
// it is run with. (A command is not run blindly: `conformance` and `fuzz`
// start other programs and `oracle` reads the process's own standard input.)
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import fc from 'fast-check'
import { checkNotice } from '../src/documents/check.js'
import { documentsOf } from '../src/documents/dossier.js'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { mutatedCase } from './support/mutate.js'
import { type CliRun, expectCleanRun, runCli, STACK_LINE } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const text = (u: unknown): string => {
  try {
    return JSON.stringify(u) ?? ''
  } catch {
    return ''
  }
}

/** Standard input: any text, JSON, valid cases, mutated and truncated cases. */
const stdin: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.anything().map(text),
  validCase().map(text),
  mutatedCase().map((m) => text(m.mutated)),
  mutatedCase().map((m) => text(m.mutated)),
  mutatedCase().map((m) => text(m.mutated)),
  mutatedCase().map((m) => text(m.mutated).slice(0, -2)),
)

const listed = async (): Promise<string[]> => {
  const help = await runCli(['--help'])
  return [...help.out.matchAll(/^\s+nachruecken ([-a-z]+)/gm)].map((m) => m[1] as string)
}

/** The exit status the library's answer calls for. */
const statusOf = (r: { _tag: 'Left'; left: { _tag: 'unreadable' | 'rejected' } } | { _tag: 'Right' }): 0 | 1 | 2 =>
  r._tag === 'Right' ? 0 : r.left._tag === 'unreadable' ? 2 : 1

type Expect = (input: string, run: CliRun) => void

/** determine, validate, explain, notice, replay, audit: the contract, computed from the library. */
const FILE_COMMANDS: Readonly<Record<string, { readonly options: ReadonlyArray<ReadonlyArray<string>>; readonly check: Expect }>> = {
  determine: {
    options: [[]],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.decideCase(parsed.right)
      expect(run.code).toBe(statusOf(r))
      if (r._tag === 'Right') expect(run.out).toBe(`${JSON.stringify(api.encodeDetermination(r.right.determination), null, 2)}\n`)
      else if (parsed._tag === 'Right') expect(JSON.parse(run.out)).toEqual(api.encodeFailure(r.left))
      else expect(run.out).toBe('')
    },
  },
  validate: {
    options: [[]],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.validate(parsed.right)
      expect(run.code).toBe(statusOf(r))
      expect(run.out).toBe('')
      if (r._tag === 'Right') expect(run.err).toBe('valid\n')
    },
  },
  explain: {
    options: [[], ['--lang', 'en'], ['--format', 'markdown'], ['--lang', 'en', '--format', 'html']],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.opinionOf(parsed.right)
      expect(run.code).toBe(statusOf(r))
      if (r._tag === 'Right') expect(run.out).toMatch(/Gutachten|Legal opinion/)
      else expect(run.out).toBe('')
    },
  },
  notice: {
    options: [[], ['--lang', 'en'], ['--format', 'markdown'], ['--format', 'html']],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : documentsOf(parsed.right, { lang: 'de', office: null, publication: null })
      expect(run.code).toBe(statusOf(r))
      if (r._tag === 'Right') expect(run.out).toMatch(/ENTWURF|DRAFT/)
      else expect(run.out).toBe('')
    },
  },
  replay: {
    options: [[], ['--format', 'json'], ['--format', 'text']],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.replay(parsed.right)
      expect(run.code).toBe(r._tag === 'Right' ? (r.right.state.rejected.length > 0 ? 1 : 0) : statusOf(r))
    },
  },
  'notice-check': {
    options: [[]],
    check: (input, run) => {
      // any text is a notice to check: exit 1 exactly when an element is missing or wrong
      const errors = checkNotice(input.replace(/^\uFEFF/, ''), { voters: null }).filter((i) => i.severity === 'error')
      expect(run.code).toBe(errors.length > 0 ? 1 : 0)
    },
  },
  memberships: {
    options: [['--base-url', 'https://ris.example.org/oparl']],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.replay(parsed.right)
      expect(run.code).toBe(r._tag === 'Right' ? (r.right.state.rejected.length > 0 ? 1 : 0) : statusOf(r))
    },
  },
  deadlines: {
    options: [[]],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.replay(parsed.right)
      expect(run.code).toBe(r._tag === 'Right' ? (r.right.state.rejected.length > 0 ? 1 : 0) : statusOf(r))
      if (r._tag === 'Right') expect(run.out).toMatch(/^BEGIN:VCALENDAR\r\n/)
    },
  },
  audit: {
    options: [[], ['--format', 'json']],
    check: (input, run) => {
      const parsed = api.parseJson(input)
      const r = parsed._tag === 'Left' ? parsed : api.audit(parsed.right)
      expect(run.code).toBe(statusOf(r))
    },
  },
}

/** Every command the help lists, and how this file runs it (import reads CSV files: properties/interchange-properties.test.ts). */
const COMMANDS = new Set([...Object.keys(FILE_COMMANDS), 'schema', 'oracle', 'conformance', 'fuzz', 'import'])

describe('totality of the command line', () => {
  it('every command listed by --help is run by this file, among them the ones the issue names', async () => {
    const commands = await listed()
    for (const c of ['determine', 'validate', 'explain', 'schema', '--help', '--version']) expect(commands).toContain(c)
    expect(commands.filter((c) => !c.startsWith('-') && !COMMANDS.has(c))).toEqual([])
  })

  it('determine, validate, explain, notice, replay, audit: arbitrary input from standard input or a file, the exit status the library calls for', async () => {
    const commands = Object.keys(FILE_COMMANDS)
    const seen = new Map<string, Set<number>>()
    await fc.assert(
      fc.asyncProperty(stdin, fc.nat(), fc.boolean(), async (input, o, fromFile) => {
        for (const command of commands) {
          const spec = FILE_COMMANDS[command] as (typeof FILE_COMMANDS)[string]
          const options = spec.options[o % spec.options.length] ?? []
          const run = await runCli([command, ...options, fromFile ? 'case.json' : '-'], fromFile ? '' : input, { 'case.json': input })
          expectCleanRun(run)
          spec.check(input, run)
          seen.set(command, (seen.get(command) ?? new Set()).add(run.code))
        }
      }),
      { numRuns: 250 },
    )
    // the inputs reach every exit status of the decision commands
    for (const c of ['determine', 'validate', 'explain', 'notice']) expect([...(seen.get(c) ?? [])].sort()).toEqual([0, 1, 2])
  })

  it('file commands with wrong arguments: exit 2 and a usage message', async () => {
    const wrong = fc.oneof(
      fc.constant<string[]>([]),
      fc.constant(['missing.json']),
      fc.tuple(fc.constantFrom('-', 'case.json'), fc.string({ minLength: 1 })).map(([a, b]) => [a, b]),
      fc.constant(['--format', 'bogus', '-']),
      fc.constant(['-', '--format']),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(FILE_COMMANDS)), wrong, stdin, async (command, args, input) => {
        const run = await runCli([command, ...args], input, { 'case.json': input })
        expectCleanRun(run)
        expect(run.code).toBe(2)
        expect(run.err).toMatch(/\S/)
      }),
    )
  })

  it('schema: exit 0 and a JSON Schema for each document and protocol line; the help for --help; otherwise exit 2', async () => {
    const schemas = ['case', 'determination', 'error', 'state', 'audit', 'office', 'protocol-request', 'protocol-response']
    const word = fc.oneof(fc.constantFrom(...schemas, 'CASE', '', '../package', '__proto__', '-h'), fc.string())
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 3 }), stdin, async (args, input) => {
        const run = await runCli(['schema', ...args], input)
        expectCleanRun(run)
        const help = args.some((a) => a === '--help' || a === '-h')
        const ok = args.length === 1 && schemas.includes(args[0] as string)
        expect(run.code).toBe(ok || help ? 0 : 2)
        if (help) expect(run.out).toContain('Usage:\n  nachruecken schema')
        else if (ok) expect(JSON.parse(run.out)).toHaveProperty('$schema', 'https://json-schema.org/draft/2020-12/schema')
        else expect(run.out).toBe('')
      }),
      { numRuns: 100 },
    )
  })

  it('--help and --version (and -h, help, -v): exit 0 whatever follows; no command at all: the help and exit 2', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('--help', '-h', 'help', '--version', '-v'), fc.array(fc.string(), { maxLength: 2 }), stdin, async (flag, rest, input) => {
        const run = await runCli([flag, ...rest], input)
        expectCleanRun(run)
        expect(run.code).toBe(0)
        expect(run.out).toMatch(flag.includes('v') ? /^\d+\.\d+\.\d+/ : /nachruecken determine/)
      }),
      { numRuns: 50 },
    )
    const none = await runCli([])
    expectCleanRun(none)
    expect(none.code).toBe(2)
    expect(none.out).toContain('Usage:')
  })

  it('unknown commands: exit 2 and "unknown command"', async () => {
    const commands = await listed()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('Determine', 'determin', '--determine', 'run', '__proto__', 'constructor', '-', '--')).filter((c) => !commands.includes(c) && !['-h', 'help', '-v'].includes(c)),
        fc.array(fc.string(), { maxLength: 2 }),
        stdin,
        async (command, rest, input) => {
          const run = await runCli([command, ...rest], input)
          expectCleanRun(run)
          expect(run.code).toBe(2)
          expect(run.err).toContain('nachruecken: unknown command ')
        },
      ),
      { numRuns: 100 },
    )
  })

  it('oracle, conformance and fuzz with arguments that start nothing: exit 2 and a usage message', async () => {
    // --impl only ever names a program that cannot exist, or cannot be parsed: nothing is started
    const impl = fc.constantFrom('', '   ', '"unterminated', "'unterminated", 'trailing\\', 'A=1', '/nonexistent/nachruecken-impl', 'A=1 /nonexistent/nachruecken-impl --x')
    const option = fc.oneof(
      fc.tuple(fc.constant('--impl'), impl),
      fc.tuple(fc.constantFrom('--level', '--report', '--timeout', '--runs', '--seed', '--path', '--vectors', '--bogus'), fc.oneof(fc.constantFrom('core', 'full', 'json', 'x', '-1', '0', '1e999', 'NaN', '/nonexistent/dir'), fc.string())),
      // never a word starting with "-": a random "--impl=…" or "--out=…" would start a program or write files
      fc.tuple(fc.string(), fc.string()).filter(([a, b]) => !a.startsWith('-') && !b.startsWith('-')),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('conformance', 'fuzz'), fc.array(option, { maxLength: 3 }), fc.boolean(), async (command, options, withImpl) => {
        const args = [...options.flat(), ...(withImpl ? ['--impl', '/nonexistent/nachruecken-impl'] : []), '--runs', '1']
        const flat = command === 'conformance' ? args.slice(0, -2) : args
        const run = await runCli([command, ...flat])
        expectCleanRun(run)
        expect(run.code).toBe(2)
        expect(run.err).toMatch(/\S/)
      }),
      { numRuns: 60 },
    )
    for (const args of [['x'], ['--impl', 'x'], ['-']]) {
      const run = await runCli(['oracle', ...args])
      expectCleanRun(run)
      expect(run.code).toBe(2)
    }
  })

  // a real process runs the source, not a mutant: skipped under Stryker, like the installed command in cli.test.ts
  it.skipIf(process.env['NACHRUECKEN_MUTATION'] === '1')('oracle (a real process: it reads its own standard input): one response line per request, whatever the requests', () => {
    const request = fc.oneof(
      fc.record({ seq: fc.nat(), c: fc.oneof(validCase(), mutatedCase().map((m) => m.mutated)) }).map(({ seq, c }) => text({ cmd: 'run', seq, case: c }).replace(/[\u2028\u2029]/g, ' ')),
      fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\r\n\u2028\u2029]/g, ' ')),
      fc.json().map((s) => s.replace(/[\r\n\u2028\u2029]/g, ' ')),
      fc.constantFrom('{"cmd":"start","version":1}', '{"cmd":"start","version":2}', '{"cmd":"run"}', '{"cmd":"run","seq":1,"case":null}', '{"cmd":"bogus"}', '[]', 'null', '{"cmd":"__proto__"}', '{"__proto__":{"cmd":"stop"}}'),
    )
    const isStop = (l: string): boolean => {
      try {
        const u = JSON.parse(l) as unknown
        return typeof u === 'object' && u !== null && Object.prototype.hasOwnProperty.call(u, 'cmd') && (u as { cmd: unknown }).cmd === 'stop'
      } catch {
        return false
      }
    }
    const requests = fc.sample(request, { numRuns: 150, seed: 20261129 }).filter((l) => l.trim() !== '' && !isStop(l))
    const input = [...requests, '{"cmd":"stop"}', 'after the stop'].join('\n')
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'properties', 'support', 'cli-entry.ts'), 'oracle'], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 256 * 1024 * 1024,
    })
    expect(r.error).toBeUndefined()
    expect(r.stderr).not.toMatch(STACK_LINE)
    expect(r.status).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(requests.length + 1) // and the answer to stop
    for (const l of lines) expect(() => JSON.parse(l) as unknown).not.toThrow()
    requests.forEach((q, i) => {
      const seq = (() => {
        try {
          return (JSON.parse(q) as { seq?: unknown }).seq
        } catch {
          return undefined
        }
      })()
      if (typeof seq === 'number') expect((JSON.parse(lines[i] as string) as { seq?: unknown }).seq).toBe(seq)
    })
  })
})
