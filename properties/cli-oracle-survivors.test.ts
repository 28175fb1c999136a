// The oracle commands of the CLI (src/cli/oracle.ts) where a mutation run
// found them untested: the help of each command as the contract it is, the
// options that take several values, the choices each option accepts (not
// only those it rejects), what `conformance smoke` prints for each kind of
// vector, `conformance diff` on readable and unreadable reports, several
// implementations side by side (names, streamed lines, exit status), and
// what `fuzz` does with --level, --norm, a signal and a missing fast-check.
// In process, like properties/cli-oracle.test.ts; the tests that need an
// implementation start a quick Python one (properties/support/misbehaving_impl.py
// or a few lines written here) or this implementation from source. Only the
// test of a missing fast-check runs the CLI as a process: what it tests is
// Node's module loader failing to find a package.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConformanceReport } from '../src/oracle/conformance.js'
import { type CliRun, type OracleRunOptions, runCli, runOracleCli } from './support/run-cli.js'
import { vectorsDir } from './support/vectors-dir.js'
import { ROOT } from './support/vectors.js'

const python = spawnSync('python3', ['--version']).status === 0
const MISBEHAVING = `python3 ${join(ROOT, 'properties', 'support', 'misbehaving_impl.py')}`
/** This implementation as a process (the line protocol from source). */
const OURS = `node --import tsx ${join(ROOT, 'properties', 'support', 'cli-entry.ts')} oracle`
const NOWHERE = 'no-such-implementation-here'
const cannotStart = (program: string): string => `start: cannot start the implementation: spawn ${program} ENOENT`
/** A progress line as written on a terminal. */
const CR = '\r\x1b[K'

type Run = CliRun

/** Run `nachruecken <command> <args>` in process; `interrupt` is called with the stop function the command arms. */
const run = (args: ReadonlyArray<string>, options: OracleRunOptions = {}): Promise<Run> => runOracleCli(args, ROOT, options)

const USAGES = {
  conformance: 'nachruecken conformance --impl [NAME=]"<command>" … [--level core|full] [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE] [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast] [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S] [--expected-failures FILE] [--validate]',
  'conformance smoke': 'nachruecken conformance smoke --impl "<command>" [--timeout S] [--vectors DIR|ARCHIVE]',
  'conformance diff': 'nachruecken conformance diff OLD.json NEW.json [--report markdown|json]',
  fuzz: 'nachruecken fuzz --impl "<command>" [--kind determination|state|audit|invalid] [--runs N] [--seed S] [--path P] [--level core|full] [--norm ID] [--fail-fast] [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
} as const

/** A usage error: exit 2; the command and the message, its usage line and the hint to its help on stderr; nothing on stdout. */
const expectUsage = (r: Run, command: keyof typeof USAGES, message: string): void => {
  expect(r).toEqual({ code: 2, out: '', err: `nachruecken ${command}: ${message}\nUsage: ${USAGES[command]}\nTry: nachruecken ${command} --help\n` })
}


/** A Python implementation of a few lines in a fresh folder; its command. */
const script = (lines: ReadonlyArray<string>): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'nachruecken-cli-impl-')), 'impl.py')
  writeFileSync(file, [...lines, ''].join('\n'))
  return `python3 ${file}`
}

const lines = (s: string): string[] => s.split('\n').filter((l) => l !== '')

const help = async (command: ReadonlyArray<string>): Promise<string[]> => {
  const r = await runCli([...command, '--help'])
  expect(r.code).toBe(0)
  expect(r.err).toBe('')
  return r.out.split('\n')
}

const IMPL_HELP = 'the command that starts the implementation, as a shell would split it (no shell runs it)'
const TIMEOUT_HELP = 'seconds to wait for each answer before the implementation is restarted (default: 10)'
const SIGNALS_HELP = '130 stopped by SIGINT or SIGTERM, the reports written first (a second signal ends it at once).'

describe('oracle --help', () => {
  it('oracle --help shows what it does, its usage, three examples and its exit status', async () => {
    expect(await help(['oracle'])).toEqual([
      'nachruecken oracle — this implementation speaking the line protocol (spec/protocol.md) on stdin and stdout',
      '',
      'Usage:',
      '  nachruecken oracle',
      '',
      'Options:',
      '  -h, --help  this help',
      '',
      'Examples:',
      `  echo '{"cmd":"start","version":1}' | nachruecken oracle`,
      '  nachruecken oracle < requests.ndjson > responses.ndjson',
      '  nachruecken conformance --impl "nachruecken oracle"   # the suite against ourselves',
      '',
      'Exit status: 0 after `stop` or the end of input.',
      '',
    ])
  })
})

describe('conformance --help and the help of its subcommands', () => {
  it('conformance smoke --help describes --impl, --timeout and --vectors, two examples and the exit status', async () => {
    expect(await help(['conformance', 'smoke'])).toEqual([
      'nachruecken conformance smoke — start an implementation, show its hello, run one vector of each kind it answers',
      '',
      'Usage:',
      '  nachruecken conformance smoke --impl "<command>" [--timeout S]',
      '      [--vectors DIR|ARCHIVE]',
      '',
      'Options:',
      `      --impl <value>     ${IMPL_HELP}`,
      `      --timeout <value>  ${TIMEOUT_HELP}`,
      '      --vectors <value>  the vectors to take one of each kind from: a folder or a suite archive (default: the suite shipped in the package)',
      '  -h, --help             this help',
      '',
      'Examples:',
      '  nachruecken conformance smoke --impl "python3 my_impl.py"',
      '  nachruecken conformance smoke --impl "java -jar impl.jar" --timeout 30',
      '',
      'Of each kind, the first vector whose readings the hello declares (spec/conformance/README.md, "Readings").',
      'Exit status: 0 the implementation starts and passes each vector it ran, at least one; 1 one of them does not',
      'pass, or none was run (no vector of a kind and readings the hello declares); 2 a usage error or an',
      'implementation that cannot be started.',
      '',
    ])
  })

  it('conformance diff --help describes --report markdown|json, two examples, what the reports are and the exit status', async () => {
    expect(await help(['conformance', 'diff'])).toEqual([
      'nachruecken conformance diff — new failures, fixed and changed vectors between two JSON reports',
      '',
      'Usage:',
      '  nachruecken conformance diff OLD.json NEW.json [--report markdown|json]',
      '',
      'Options:',
      '      --report markdown|json  what stdout gets (default: markdown)',
      '  -h, --help                  this help',
      '',
      'Examples:',
      '  nachruecken conformance diff last/conformance.json reports/conformance.json',
      '  nachruecken conformance diff old.json new.json --report json | jq .newFailures',
      '',
      'The reports are conformance.json files (--report json or --out).',
      'Exit status: 0 no new failure; 1 new failures; 2 a report that cannot be read or a usage error.',
      '',
    ])
  })

  it('conformance --help lists its subcommands, every option with its choices and default, three examples, how filters combine and the exit status', async () => {
    const text = await help(['conformance'])
    expect(text.slice(0, 14)).toEqual([
      'nachruecken conformance — run the conformance suite against one or more implementations speaking the line protocol',
      '',
      'Usage:',
      '  nachruecken conformance --impl [NAME=]"<command>" … [--level core|full]',
      '      [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE]',
      '      [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast]',
      '      [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
      '      [--expected-failures FILE] [--validate]',
      '',
      'Subcommands:',
      '  smoke  start an implementation, show its hello, run one vector of each kind it answers',
      '  diff   new failures, fixed and changed vectors between two JSON reports',
      '  (nachruecken conformance <subcommand> --help: its usage, options and examples)',
      '',
    ])
    const options = text.slice(text.indexOf('Options:') + 1, text.indexOf('Examples:') - 1)
    expect(options).toEqual([
      `      --impl <value>                      ${IMPL_HELP}; repeat it to run several side by side, NAME=COMMAND names one`,
      '      --level core|full                   core (the determination) or full (every field, the procedure) (default: core)',
      `      --timeout <value>                   ${TIMEOUT_HELP}`,
      '      --fail-fast                         stop at the first failure (= --max-fail 1; errors count against --max-error)',
      '      --max-fail <value>                  stop after N failures (a stopped run exits 1)',
      '      --max-error <value>                 stop after N errors (no answer, a crash, garbage)',
      '      --max-time <value>                  stop after S seconds for the whole run; what was done so far is reported',
      '      --jobs <value>                      run N processes of the implementation in parallel (results in vector order)',
      '      --norm <value>                      only the vectors of this norm or the norms under it (repeatable)',
      '      --report json|junit|markdown|jsonl  what stdout gets (jsonl: one JSON line per vector as it comes) (default: markdown)',
      '      --out <value>                       also write results.jsonl (as the results come), conformance.json, conformance.junit.xml, conformance.md and badge.json there',
      '      --vectors <value>                   another suite: a folder of vectors or a suite archive (npm run suite:pack; default: the suite shipped in the package)',
      '      --id <value>                        only this vector (repeatable)',
      '      --filter <value>                    only the vectors whose id matches this glob (repeatable)',
      '      --feature <value>                   only the vectors with this feature (repeatable)',
      '      --expected-failures <value>         a file of vector ids or globs, one a line, that are known to fail (they do not count)',
      '      --validate                          check each result against its JSON Schema (spec/schema/, by $id; needs ajv)',
      '  -h, --help                              this help',
    ])
    const rest = text.slice(text.indexOf('Examples:'))
    expect(rest.slice(0, 5)).toEqual([
      'Examples:',
      '  nachruecken conformance --impl "python3 my_impl.py" --level full --out reports/',
      '  nachruecken conformance --impl py="python3 harness.py" --impl ts="nachruecken oracle" --norm kwg34.4',
      '  nachruecken conformance --impl ./impl --filter "proc-*" --fail-fast --expected-failures known.txt',
      '',
    ])
    const notes = rest.slice(5)
    expect(notes[0]).toBe('Within a kind of filter (--id, --filter, --norm, --feature) any match chooses; the kinds given must all match.')
    // the exit statuses, 0, 1, 2 and 130, one after the other; 0 needs at least one vector selected (spec/conformance/README.md)
    expect(notes.slice(1)).toEqual([
      'Exit status: 0 at least one vector is selected and every selected vector passes (or fails as expected);',
      '1 none is selected, some does not pass, or the run stopped early (--fail-fast, --max-fail, --max-error,',
      '--max-time: the vectors not reached are "not run");',
      '2 a usage error or an implementation that cannot be started;',
      SIGNALS_HELP,
      '',
    ])
  })
})

describe('fuzz --help', () => {
  it('fuzz --help describes every option with its choices and default, three examples, fast-check and the exit status', async () => {
    const text = await help(['fuzz'])
    expect(text.slice(0, 9)).toEqual([
      'nachruecken fuzz — differential fuzzing against this implementation; prints a minimal disagreement as a vector skeleton',
      '',
      'Usage:',
      '  nachruecken fuzz --impl "<command>"',
      '      [--kind determination|state|audit|invalid] [--runs N] [--seed S]',
      '      [--path P] [--level core|full] [--norm ID] [--fail-fast] [--max-fail N]',
      '      [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
      '',
      'Options:',
    ])
    const options = text.slice(9, text.indexOf('Examples:') - 1)
    expect(options).toEqual([
      `      --impl <value>                            ${IMPL_HELP}`,
      '      --level core|full                         compare at most at this level (default: the highest the implementation declares)',
      `      --timeout <value>                         ${TIMEOUT_HELP}`,
      '      --fail-fast                               stop at the first disagreement (= --max-fail 1, as without it)',
      '      --max-fail <value>                        stop after N disagreements, each shrunk and reported (without it: 1)',
      '      --max-error <value>                       stop after N implementation failures (no answer, a crash, garbage; each retried once; without it: 1)',
      '      --max-time <value>                        stop after S seconds for the whole run; what was done so far is reported',
      '      --jobs <value>                            run N processes of the implementation in parallel, the cases of each batch spread over them',
      '      --norm <value>                            only cases whose answer (ours) cites this norm or one under it (repeatable)',
      '      --kind determination|state|audit|invalid  what is generated: determination queries, procedure state or audit queries, or cases that must be rejected (default: determination)',
      '      --runs <value>                            how many generated cases (default: 1000)',
      '      --seed <value>                            the seed of the generator (default: from the clock; printed)',
      '      --path <value>                            the shrink path of a run to replay (with its --seed)',
      '  -h, --help                                    this help',
    ])
    expect(text.slice(text.indexOf('Examples:'))).toEqual([
      'Examples:',
      '  nachruecken fuzz --impl "python3 my_impl.py" --runs 20000 --seed 7',
      '  nachruecken fuzz --impl ./impl --kind state --max-time 60 --jobs 2',
      '  nachruecken fuzz --impl "python3 my_impl.py" --seed 7 --path "12:0:3"   # replay a disagreement',
      '',
      'Needs fast-check (an optional peer dependency: npm i -D fast-check@4.11.0).',
      'Exit status: 0 the implementations agree (also when stopped at --max-time); 1 a disagreement,',
      'a failure or a flaky case; 2 a usage error or an implementation that cannot be started;',
      SIGNALS_HELP,
      '',
    ])
  })
})

describe('conformance: the options it accepts and what they choose', () => {
  const three = (): string =>
    vectorsDir([
      { id: 'fx-001', name: 'ok', features: ['tie'] },
      { id: 'fx-002', name: 'ok', features: ['lot'] },
      { id: 'fx-003', name: 'ok', features: ['death'] },
    ])
  const chosen = async (args: ReadonlyArray<string>): Promise<string[]> => {
    const r = await run(['conformance', '--impl', NOWHERE, '--vectors', three(), '--report', 'json', ...args])
    expect(r.code, r.err).toBe(2)
    return (JSON.parse(r.out) as ConformanceReport).cases.map((c) => c.id)
  }

  it('conformance --id, --filter and --feature given twice choose the vectors either names', async () => {
    expect(await chosen([])).toEqual(['fx-001', 'fx-002', 'fx-003'])
    expect(await chosen(['--id', 'fx-001', '--id', 'fx-003'])).toEqual(['fx-001', 'fx-003'])
    expect(await chosen(['--filter', '*-001', '--filter', '*-002'])).toEqual(['fx-001', 'fx-002'])
    expect(await chosen(['--feature', 'lot', '--feature', 'death'])).toEqual(['fx-002', 'fx-003'])
  })

  it('conformance --id naming two vectors the suite lacks is a usage error naming both', async () => {
    expectUsage(await run(['conformance', '--impl', NOWHERE, '--vectors', three(), '--id', 'fx-001', '--id', 'nope-1', '--id', 'nope-2']), 'conformance', '--id: no vector nope-1, nope-2 in the suite')
  })

  it('conformance takes each level and each report format of its help (the implementation cannot start: exit 2, not a usage error)', async () => {
    const at = three()
    for (const args of [['--level', 'core'], ['--level', 'full'], ['--report', 'json'], ['--report', 'junit'], ['--report', 'markdown'], ['--report', 'jsonl']]) {
      const r = await run(['conformance', '--impl', NOWHERE, '--vectors', at, ...args])
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.err, args.join(' ')).toBe(
        `conformance: 0 passed, 0 failed, 3 skipped, 0 errors — does not conform\nconformance: the implementation could not be started: ${cannotStart(NOWHERE)}\n`,
      )
    }
    expect((await run(['conformance', '--impl', NOWHERE, '--vectors', at, '--level', 'full', '--report', 'json'])).out).toMatch(/"level": "full"/)
    expect((await run(['conformance', '--impl', NOWHERE, '--vectors', at, '--report', 'junit'])).out).toMatch(/^<\?xml/)
    expect((await run(['conformance', '--impl', NOWHERE, '--vectors', at])).out).toMatch(/^# Conformance: /)
  })

  it('conformance --level and --report outside their choices are usage errors listing the choices', async () => {
    expectUsage(await run(['conformance', '--impl', NOWHERE, '--report', 'html']), 'conformance', '--report must be one of: json, junit, markdown, jsonl (got "html")')
    expectUsage(await run(['conformance', '--impl', NOWHERE, '--level', 'strict']), 'conformance', '--level must be one of: core, full (got "strict")')
  })

  it('conformance --impl with a "=" inside an argument is a command, not a NAME=COMMAND', async () => {
    const r = await run(['conformance', '--impl', `${NOWHERE} --opt=x`, '--vectors', three()])
    expect(r.code).toBe(2)
    expect(r.err).toContain(`the implementation could not be started: ${cannotStart(NOWHERE)}\n`)
  })

  it('conformance --impl given three times with the same program numbers their names: the program, then -2, -3', async () => {
    const r = await run(['conformance', '--impl', NOWHERE, '--impl', NOWHERE, '--impl', NOWHERE, '--vectors', three(), '--report', 'jsonl'])
    expect(r.code).toBe(2)
    expect(lines(r.err).filter((l) => l.includes('does not conform'))).toEqual(
      [NOWHERE, `${NOWHERE}-2`, `${NOWHERE}-3`].map((n) => `conformance ${n}: 0 passed, 0 failed, 3 skipped, 0 errors — does not conform`),
    )
  })

  it('conformance --out starts results.jsonl afresh: the lines of an earlier run in the same folder are gone', async () => {
    const out = mkdtempSync(join(tmpdir(), 'nachruecken-cli-out-'))
    writeFileSync(join(out, 'results.jsonl'), '{"id":"stale"}\n')
    const r = await run(['conformance', '--impl', NOWHERE, '--vectors', three(), '--report', 'jsonl', '--out', out])
    expect(r.code).toBe(2)
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8')).toBe(r.out)
    expect(r.out).not.toContain('stale')
  })
})

describe('conformance with several implementations side by side', () => {
  const two = (): string =>
    vectorsDir([
      { id: 'fx-001', name: 'ok' },
      { id: 'fx-002', name: 'ok' },
    ])

  it('conformance --report jsonl with two implementations prints only the JSON lines, each naming its implementation', async () => {
    const r = await run(['conformance', '--impl', `a=${NOWHERE}`, '--impl', `b=${NOWHERE}`, '--vectors', two(), '--report', 'jsonl'])
    expect(r.code).toBe(2)
    const got = r.out.split('\n')
    expect(got.pop()).toBe('')
    expect(got.map((l) => JSON.parse(l) as { implementation: string; id: string }).map((c) => `${c.implementation} ${c.id}`)).toEqual(['a fx-001', 'a fx-002', 'b fx-001', 'b fx-002'])
  })

  it('conformance --report json with two implementations prints the comparison as JSON, the same as comparison.json of --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'nachruecken-cli-out-'))
    const r = await run(['conformance', '--impl', `a=${NOWHERE}`, '--impl', `b=${NOWHERE}`, '--vectors', two(), '--report', 'json', '--out', out])
    expect(r.code).toBe(2)
    expect(r.out).toBe(readFileSync(join(out, 'comparison.json'), 'utf8'))
    expect(JSON.parse(r.out)).toBeTypeOf('object')
    const md = await run(['conformance', '--impl', `a=${NOWHERE}`, '--impl', `b=${NOWHERE}`, '--vectors', two(), '--out', out])
    expect(md.out).toBe(readFileSync(join(out, 'comparison.md'), 'utf8'))
    expect(md.out).not.toBe(r.out)
    for (const name of ['a', 'b']) expect(existsSync(join(out, name, 'results.jsonl')), name).toBe(true)
  })

  it('conformance with two implementations names each in its progress line on a terminal', async () => {
    const r = await run(['conformance', '--impl', `a=${NOWHERE}`, '--impl', `b=${NOWHERE}`, '--vectors', two()], { tty: true })
    expect(r.code).toBe(2)
    expect(r.err).toContain(`${CR}conformance a [2/2] `)
    expect(r.err).toContain(`${CR}conformance b [2/2] `)
  })
})

describe.skipIf(!python)('conformance with several implementations: the exit status', () => {
  const good = (): string => {
    const mark = join(mkdtempSync(join(tmpdir(), 'nachruecken-cli-mark-')), 'mark')
    writeFileSync(mark, '')
    return `good=MISBEHAVING_MARK=${mark} ${MISBEHAVING}`
  }

  it('conformance exits 1 when one implementation conforms and the other does not', async () => {
    const at = vectorsDir([{ id: 'fx-001', name: 'crash-once' }])
    const r = await run(['conformance', '--impl', good(), '--impl', `bad=${MISBEHAVING}`, '--vectors', at, '--timeout', '20'])
    expect(r.code, r.err).toBe(1)
    expect(lines(r.err).filter((l) => l.startsWith('conformance good:') || l.startsWith('conformance bad:'))).toEqual([
      'conformance good: 1 passed, 0 failed, 0 skipped, 0 errors — conforms',
      'conformance bad: 0 passed, 0 failed, 0 skipped, 1 error — does not conform',
    ])
  })

  it('conformance exits 2 when one of the implementations cannot be started, though the other runs', async () => {
    const at = vectorsDir([{ id: 'fx-001', name: 'ok' }])
    const r = await run(['conformance', '--impl', good(), '--impl', `gone=${NOWHERE}`, '--vectors', at, '--timeout', '20'])
    expect(r.code, r.err).toBe(2)
    expect(r.err).toContain('conformance good: 1 passed, 0 failed, 0 skipped, 0 errors — conforms\n')
    expect(r.err).toContain(`conformance gone: the implementation could not be started: ${cannotStart(NOWHERE)}\n`)
  })
})

describe('conformance diff', () => {
  const report = (cases: ReadonlyArray<{ id: string; status: string }>): string => JSON.stringify({ format: 'nachruecken.conformance-report/1', cases })
  const reports = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-cli-diff-'))
    writeFileSync(join(dir, 'old.json'), report([{ id: 'fx-001', status: 'pass' }, { id: 'fx-002', status: 'pass' }]))
    writeFileSync(join(dir, 'new.json'), report([{ id: 'fx-001', status: 'fail' }, { id: 'fx-002', status: 'pass' }]))
    writeFileSync(join(dir, 'bad.json'), '{"format": ')
    return dir
  }

  it('conformance diff prints Markdown by default and exits 1 on a new failure, 0 without', async () => {
    const cwd = reports()
    const r = await run(['conformance', 'diff', 'old.json', 'new.json'], { cwd })
    expect(r.code, r.err).toBe(1)
    expect(r.err).toBe('')
    expect(r.out).toMatch(/^# Conformance: old\.json → new\.json\n\n1 new failure, 0 fixed, 0 changed, 0 added, 0 removed\n/)
    const same = await run(['conformance', 'diff', 'old.json', 'old.json'], { cwd })
    expect(same.code).toBe(0)
    expect(same.out).toMatch(/^# Conformance: old\.json → old\.json\n\n0 new failures, /)
  })

  it('conformance diff --report json prints the differences as JSON', async () => {
    const r = await run(['conformance', 'diff', 'old.json', 'new.json', '--report', 'json'], { cwd: reports() })
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toMatchObject({ newFailures: [{ id: 'fx-001', was: 'pass', now: 'fail' }] })
    expect(r.out.endsWith('}\n')).toBe(true)
  })

  it('conformance diff --report with a format it does not write is a usage error listing markdown and json', async () => {
    expectUsage(await run(['conformance', 'diff', 'old.json', 'new.json', '--report', 'junit'], { cwd: reports() }), 'conformance diff', '--report must be one of: markdown, json (got "junit")')
  })

  it('conformance diff with one report is a usage error saying it needs two', async () => {
    expectUsage(await run(['conformance', 'diff', 'old.json'], { cwd: reports() }), 'conformance diff', 'conformance diff needs two JSON reports: OLD.json NEW.json')
  })

  it('conformance diff of a file that is not JSON is a usage error saying so; of a missing file, that it cannot be read', async () => {
    const cwd = reports()
    const r = await run(['conformance', 'diff', 'bad.json', 'new.json'], { cwd })
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toMatch(/^nachruecken conformance diff: bad\.json: not JSON: \S.*\nUsage: /)
    expectUsage(await run(['conformance', 'diff', 'old.json', 'gone.json'], { cwd }), 'conformance diff', 'cannot read gone.json (ENOENT)')
  })
})

/** `(12 ms)` in a verdict line: a plausible time, then the same line with `(N ms)`. */
const timed = (out: string): string =>
  out.replace(/ \((\d+) ms\)/g, (_, ms: string) => {
    expect(Number(ms)).toBeLessThan(60_000)
    return ' (N ms)'
  })

/** The lines after the hello (`start: ready` and its JSON). */
const afterHello = (out: string): string[] => {
  const at = out.indexOf('\n}\n')
  expect(out.startsWith('start: ready\n{')).toBe(true)
  return lines(out.slice(at + 3))
}

describe('conformance smoke: usage errors', () => {
  it('conformance smoke --impl with an unterminated quote is a usage error naming --impl', async () => {
    expectUsage(await run(['conformance', 'smoke', '--impl', 'x "y']), 'conformance smoke', '--impl: unterminated " quote in the command')
  })

  it('conformance smoke --timeout 0 is a usage error asking for a positive number of seconds', async () => {
    expectUsage(await run(['conformance', 'smoke', '--impl', 'x', '--timeout', '0']), 'conformance smoke', '--timeout must be a positive number of seconds')
  })
})

describe.skipIf(!python)('conformance smoke against a quick implementation', () => {
  it('conformance smoke runs one vector of each kind from --vectors, of a reading the hello declares: the verdict, the time, each difference; a failing one exits 1; a kind the hello does not list is not answered', async () => {
    const at = vectorsDir([
      { id: 'd-000', name: 'ok', interpretation: true },
      { id: 'e-001', name: 'ok', expected: { error: { path: 'events[0]', rule: 'kwg34.1a.lot' } } },
      { id: 'd-002', name: 'ok', expected: { determination: { outcome: 'successor', successor: 'E', memberCount: { after: 3 } } } },
      { id: 'd-003', name: 'ok' },
      { id: 's-004', name: 'ok', expected: { state: { legalMemberCount: 4 } } },
    ])
    const r = await run(['conformance', 'smoke', '--impl', MISBEHAVING, '--vectors', at, '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(1)
    expect(r.err).toBe('')
    expect(JSON.parse(r.out.slice('start: ready\n'.length, r.out.indexOf('\n}\n') + 2))).toMatchObject({ name: 'misbehaving', levels: ['core'] })
    expect(afterHello(timed(r.out))).toEqual([
      'determination d-002: fail (N ms) — outcome: expected "successor", got "vacant"; successor: expected "E", got null; memberCount.after: expected 3, got 2',
      'error e-001: fail (N ms) — result: expected {"error":{"path":"events[0]","rule":"kwg34.1a.lot"}}, got {"outcome":"vacant"}',
      'state: not answered (the hello does not list state)',
    ])
  })

  it('conformance smoke exits 0 when the vector of each kind it runs passes', async () => {
    const r = await run(['conformance', 'smoke', '--impl', MISBEHAVING, '--vectors', vectorsDir([{ id: 'd-001', name: 'ok' }]), '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(0)
    expect(afterHello(timed(r.out))).toEqual(['determination d-001: pass (N ms)'])
  })

  it('conformance smoke reports a vector the implementation does not answer within --timeout as an error with the timeout (exit 1)', async () => {
    const r = await run(['conformance', 'smoke', '--impl', MISBEHAVING, '--vectors', vectorsDir([{ id: 'd-001', name: 'hang' }]), '--timeout', '0.3'])
    expect(r.code, r.out + r.err).toBe(1)
    expect(afterHello(timed(r.out))).toEqual(['determination d-001: error (N ms) — no answer within 0.3 s (hangs?)'])
  })

  /** A quick implementation of the reading exclude only (and the period end by the calendar), answering every case with an empty seat. */
  const excludeOnly = (): string =>
    script([
      'import json, sys',
      'for line in sys.stdin:',
      '    req = json.loads(line)',
      '    if req.get("cmd") == "start":',
      '        info = {"name": "other-reading", "version": "0", "language": "python", "readings": {"incompatibility": ["exclude"]}, "levels": ["core"]}',
      '        print(json.dumps({"ready": True, "version": 1, "implementation": info}), flush=True)',
      '    elif req.get("cmd") == "stop":',
      '        print(json.dumps({"ok": True}), flush=True)',
      '        break',
      '    else:',
      '        print(json.dumps({"seq": req["seq"], "result": {"format": "nachruecken.determination/1", "outcome": "vacant", "successor": None, "memberCount": {"before": 3, "after": 2}, "considered": []}}), flush=True)',
    ])

  it('conformance smoke runs, for an implementation that does not declare the reading proofPeriod, the first vector of a reading it declares (exit 0)', async () => {
    const at = vectorsDir([{ id: 'd-001', name: 'ok' }, { id: 'd-002', name: 'ok', interpretation: true }])
    const r = await run(['conformance', 'smoke', '--impl', excludeOnly(), '--vectors', at, '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(0)
    expect(afterHello(timed(r.out))).toEqual(['determination d-002: pass (N ms)'])
  })

  it('conformance smoke that can run no vector says so for each kind and at the end, and exits 1, not 0', async () => {
    const at = vectorsDir([{ id: 'd-001', name: 'ok' }, { id: 'e-002', name: 'ok', expected: { error: { path: 'events[0]' } } }])
    const r = await run(['conformance', 'smoke', '--impl', excludeOnly(), '--vectors', at, '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(1)
    expect(r.err).toBe('')
    expect(afterHello(r.out)).toEqual([
      'determination: no vector of the readings the hello declares (incompatibility exclude; periodEnd calendar)',
      'error: no vector of the readings the hello declares (incompatibility exclude; periodEnd calendar)',
      'nothing tested: no vector was run',
    ])
  })

  it('conformance smoke names every reading the hello declares, each list joined by commas, when no vector is of them (exit 1)', async () => {
    // the readings of spec/conformance/README.md ("Readings") but the defaults: incompatibility exclude and
    // statusRoute (not proofPeriod), the period end by the calendar and by the next working day
    const impl = script([
      'import json, sys',
      'for line in sys.stdin:',
      '    req = json.loads(line)',
      '    if req.get("cmd") == "start":',
      '        info = {"name": "two-readings", "version": "0", "language": "python", "readings": {"incompatibility": ["exclude", "statusRoute"], "periodEnd": ["calendar", "nextWorkingDay"]}, "levels": ["core"]}',
      '        print(json.dumps({"ready": True, "version": 1, "implementation": info}), flush=True)',
      '    elif req.get("cmd") == "stop":',
      '        print(json.dumps({"ok": True}), flush=True)',
      '        break',
    ])
    const r = await run(['conformance', 'smoke', '--impl', impl, '--vectors', vectorsDir([{ id: 'd-001', name: 'ok' }]), '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(1)
    expect(r.err).toBe('')
    expect(afterHello(r.out)).toEqual([
      'determination: no vector of the readings the hello declares (incompatibility exclude, statusRoute; periodEnd calendar, nextWorkingDay)',
      'nothing tested: no vector was run',
    ])
  })

  it('conformance smoke passes over a vector of a period end the hello does not declare (without periodEnd: the calendar only)', async () => {
    const at = vectorsDir([{ id: 'd-002', name: 'ok' }])
    // before it, a vector whose case asks for the reading periodEnd nextWorkingDay
    writeFileSync(
      join(at, 'd-001.json'),
      JSON.stringify({ id: 'd-001', description: 'next working day', norms: [], readings: [], level: 'core', case: { body: { name: 'ok' }, interpretation: { periodEnd: 'nextWorkingDay' } }, expected: { determination: { outcome: 'successor' } } }),
    )
    const r = await run(['conformance', 'smoke', '--impl', MISBEHAVING, '--vectors', at, '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(0)
    expect(afterHello(timed(r.out))).toEqual(['determination d-002: pass (N ms)'])
  })

  it('conformance smoke against an implementation that exits at start shows why and each line of its standard error (exit 2)', async () => {
    const impl = script(['import sys', 'sys.stderr.write("cannot start: no licence\\n")', 'sys.stderr.write("see the manual\\n")', 'sys.stderr.flush()', 'sys.exit(4)'])
    const r = await run(['conformance', 'smoke', '--impl', impl, '--timeout', '20'])
    expect(r).toEqual({ code: 2, out: 'start: failed — start: the implementation exited (status 4)\n  stderr: cannot start: no licence\n  stderr: see the manual\n', err: '' })
  })
})

describe('fuzz: the options it accepts', () => {
  it('fuzz takes each level and each kind of its help, and runs without --runs (the implementation cannot start: exit 2, not a usage error)', async () => {
    for (const args of [[], ['--level', 'core'], ['--level', 'full'], ['--kind', 'determination'], ['--kind', 'state'], ['--kind', 'audit'], ['--kind', 'invalid']])
      expect(await run(['fuzz', '--impl', NOWHERE, '--seed', '7', ...args]), args.join(' ')).toEqual({ code: 2, out: '', err: `fuzz: ${cannotStart(NOWHERE)}\n` })
  })

  it('fuzz --level and --kind outside their choices are usage errors listing the choices', async () => {
    expectUsage(await run(['fuzz', '--impl', NOWHERE, '--level', 'strict']), 'fuzz', '--level must be one of: core, full (got "strict")')
    expectUsage(await run(['fuzz', '--impl', NOWHERE, '--kind', 'lot']), 'fuzz', '--kind must be one of: determination, state, audit, invalid (got "lot")')
  })
})

describe.skipIf(!python)('fuzz against a real process', () => {
  it('fuzz --level core compares at level core, --norm only the cases whose answer cites the norm, and the progress line counts cases per second', async () => {
    const began = Date.now()
    const r = await run(['fuzz', '--impl', OURS, '--level', 'core', '--norm', 'kwg34.1a', '--runs', '40', '--seed', '7', '--timeout', '20'], { tty: true })
    const elapsed = Date.now() - began
    expect(r.code, r.err).toBe(0)
    const verdict = /fuzz: the implementations agree on (\d+) generated cases? \(determination queries at level core, seed 7\)\n$/.exec(r.err)
    expect(verdict, r.err).not.toBeNull()
    const compared = Number(verdict?.[1])
    expect(compared).toBeGreaterThan(0)
    expect(compared, 'only the cases that cite kwg34.1a').toBeLessThan(40)
    const progress = r.err.split(CR).flatMap((l) => {
      const m = /^fuzz \(determination, seed 7\): (?:searching|shrinking), (\d+) cases \((\d+)\/s\)$/.exec(l)
      return m === null ? [] : [{ cases: Number(m[1]), rate: Number(m[2]) }]
    })
    const counted = progress.filter((p) => p.cases > 0)
    expect(counted.length).toBeGreaterThan(0)
    for (const p of counted) {
      // the cases over the time since the run began: at least over the whole run, less than one a millisecond
      expect(p.rate).toBeGreaterThanOrEqual(Math.round((p.cases * 1000) / elapsed))
      expect(p.rate).toBeLessThan(p.cases * 1000)
    }
  })

  it('fuzz exits 1 when the implementations agree but a case was flaky (failed once, answered on a fresh process)', async () => {
    const mark = join(mkdtempSync(join(tmpdir(), 'nachruecken-cli-flaky-')), 'crashed')
    // this implementation behind a proxy that crashes at the first case it is asked, once
    const proxy = script([
      'import json, os, shlex, subprocess, sys',
      `ours = subprocess.Popen(shlex.split(${JSON.stringify(OURS)}), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)`,
      'for line in sys.stdin:',
      `    if json.loads(line).get("cmd") == "run" and not os.path.exists(${JSON.stringify(mark)}):`,
      `        open(${JSON.stringify(mark)}, "w").close()`,
      '        sys.exit(5)',
      '    ours.stdin.write(line)',
      '    ours.stdin.flush()',
      '    sys.stdout.write(ours.stdout.readline())',
      '    sys.stdout.flush()',
    ])
    const r = await run(['fuzz', '--impl', proxy, '--runs', '4', '--seed', '7', '--timeout', '20'])
    expect(r.code, r.out + r.err).toBe(1)
    expect(r.err).toMatch(/^fuzz: the implementations agree on 4 generated cases \(determination queries at level full, seed 7\)\nflaky: case \d+ failed once and was answered on a fresh process:\n/)
  })

  it('fuzz stopped by a signal says so after the verdict and exits 130', async () => {
    const r = await run(['fuzz', '--impl', MISBEHAVING, '--runs', '20', '--seed', '7', '--timeout', '20'], { interrupt: (stop) => stop('SIGINT') })
    expect(r.code, r.out + r.err).toBe(130)
    expect(r.err).toContain('fuzz: stopped by SIGINT.\n')
  })
})

describe('fuzz: what it says when it compares one case or none', () => {
  it('fuzz --norm that no generated case of ours cites says so, naming the norm, and exits 2 (not "0 of the generated cases")', async () => {
    // (a progress line may come first on a slow machine: the verdict is the last line)
    const r = await run(['fuzz', '--impl', OURS, '--norm', 'kwg99', '--runs', '5', '--seed', '7', '--timeout', '20'])
    expect(r).toMatchObject({ code: 2, out: '' })
    expect(r.err.split('\n').at(-2)).toBe('fuzz: no comparable case: no answer (ours) to the 5 generated cases cites kwg99 (--norm)')
  })

  it('fuzz --runs 1 agrees on "1 generated case", in the singular', async () => {
    const r = await run(['fuzz', '--impl', OURS, '--runs', '1', '--seed', '7', '--timeout', '20'])
    expect(r).toMatchObject({ code: 0, out: '' })
    expect(r.err.split('\n').at(-2)).toBe('fuzz: the implementations agree on 1 generated case (determination queries at level full, seed 7)')
  })
})

describe('fuzz without fast-check', () => {
  // fast-check missing from the install can only be arranged in a fresh process: a resolve hook of
  // Node's module loader (registered with --import) fails the import of one module the way Node does
  /** `nachruecken fuzz` as a process whose import of `specifier` fails with `code` and `message`. */
  const fuzzWithout = (specifier: string, code: string, message: string): { status: number | null; stdout: string; stderr: string } => {
    const hook = `export async function resolve(s, c, next) { if (s === ${JSON.stringify(specifier)}) throw Object.assign(new Error(${JSON.stringify(message)}), { code: ${JSON.stringify(code)} }); return next(s, c) }`
    const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)})`
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(register)}`, join(ROOT, 'properties', 'support', 'cli-entry.ts'), 'fuzz', '--impl', NOWHERE, '--seed', '7'],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    )
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  }
  const INSTALL = 'nachruecken fuzz: fuzzing needs fast-check, an optional peer dependency of nachruecken: npm i -D fast-check@4.11.0\n'

  it('fuzz without fast-check installed says how to install it on stderr and exits 2', () => {
    expect(fuzzWithout('fast-check', 'ERR_MODULE_NOT_FOUND', "Cannot find package 'fast-check' imported from /x/src/oracle/fuzz.js")).toEqual({ status: 2, stdout: '', stderr: INSTALL })
  })

  it('fuzz does not blame fast-check for another module that is missing, nor for another failure to load fast-check', () => {
    for (const [specifier, code, message] of [
      ['./reduce.js', 'ERR_MODULE_NOT_FOUND', "Cannot find module '/x/src/oracle/reduce.js'"],
      ['fast-check', 'ERR_SOMETHING_ELSE', 'fast-check is broken'],
    ] as const) {
      const r = fuzzWithout(specifier, code, message)
      expect(r.stderr, specifier).not.toContain('npm i -D fast-check')
      expect(r.stderr, specifier).toContain(message)
      expect(r.status, specifier).not.toBe(0)
    }
  })
})
