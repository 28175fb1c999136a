// The oracle commands of the CLI (src/cli/oracle.ts) in process: option
// parsing and usage errors (exit 2), exit statuses, the report formats, the
// summary lines, the progress line on a terminal, and what the fuzzer says on
// agreement and on a disagreement. The same commands as whole processes:
// properties/oracle.test.ts. The few tests that need an implementation start
// a quick Python one (properties/support/misbehaving_impl.py or the harness).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { conformanceCommand, conformanceSpec, fuzzCommand, fuzzSpec, nodeOracleIo, oracleCommand, oracleSpec, type OracleIo } from '../src/cli/oracle.js'
import type { ConformanceReport } from '../src/oracle/conformance.js'
import { runCli } from './support/run-cli.js'
import { vectorsDir } from './support/vectors-dir.js'
import { ROOT, VECTOR_DIR } from './support/vectors.js'

const python = spawnSync('python3', ['--version']).status === 0
const MISBEHAVING = `python3 ${join(ROOT, 'properties', 'support', 'misbehaving_impl.py')}`
const HARNESS = `python3 ${join(ROOT, 'spec', 'conformance', 'harness-python', 'harness.py')}`
/** This implementation as a process (the line protocol from source). */
const OURS = `node --import tsx ${join(ROOT, 'properties', 'support', 'cli-entry.ts')} oracle`
const NOWHERE = 'no-such-implementation-here'
const CANNOT_START = `start: cannot start the implementation: spawn ${NOWHERE} ENOENT`
/** A progress line as written on a terminal. */
const CR = '\r\x1b[K'

interface Run {
  readonly code: number
  readonly out: string
  readonly err: string
  readonly interrupts: number
}

/** Run `nachruecken <command> <args>` in process, with the given standard input lines and terminal. */
const run = async (args: ReadonlyArray<string>, options: { tty?: boolean; stdin?: ReadonlyArray<string>; cwd?: string } = {}): Promise<Run> => {
  let out = ''
  let err = ''
  let interrupts = 0
  let closed = false
  const io: OracleIo = {
    out: (x) => (out += x),
    err: (x) => (err += x),
    stdinLines: () => ({
      lines: (async function* () {
        yield* options.stdin ?? []
      })(),
      close: () => {
        closed = true
      },
    }),
    stderrIsTTY: options.tty ?? false,
    cwd: options.cwd ?? ROOT,
    onInterrupt: () => {
      interrupts += 1
    },
  }
  const [command, ...rest] = args
  const code =
    command === 'oracle' ? await oracleCommand(rest, ROOT, io) : command === 'fuzz' ? await fuzzCommand(rest, io) : await conformanceCommand(rest, ROOT, io)
  if (command === 'oracle' && code === 0) expect(closed, 'standard input is let go').toBe(true)
  return { code, out, err, interrupts }
}

const SPECS = { conformance: conformanceSpec, fuzz: fuzzSpec, oracle: oracleSpec } as const

/** A usage error: exit 2; the command and the message, its usage line and the hint to its help on stderr; nothing on stdout. */
const expectUsage = (r: Run, command: keyof typeof SPECS, message: string): void => {
  expect(r).toEqual({ code: 2, out: '', err: `nachruecken ${command}: ${message}\nUsage: ${SPECS[command].usage}\nTry: nachruecken ${command} --help\n`, interrupts: 0 })
}


describe('conformance: usage errors exit 2 with one message and the hint', () => {
  it('--impl is required and must be a command', async () => {
    expectUsage(await run(['conformance']), 'conformance', 'conformance needs --impl "<command of the implementation>"')
    expectUsage(await run(['conformance', '--level', 'core']), 'conformance', 'conformance needs --impl "<command of the implementation>"')
    expectUsage(await run(['conformance', '--impl', 'x "y']), 'conformance', '--impl: unterminated " quote in the command')
  })

  it('unknown options and extra arguments', async () => {
    const unknown = await run(['conformance', '--impl', 'x', '--frobnicate'])
    expect(unknown.code).toBe(2)
    expectUsage(unknown, 'conformance', 'unknown option --frobnicate')
    expectUsage(await run(['conformance', '--impl', 'x', '--levle', 'full']), 'conformance', 'unknown option --levle — did you mean --level?')
    expectUsage(await run(['conformance', '--impl', 'x', 'extra']), 'conformance', 'conformance takes no arguments; unexpected argument "extra"')
    expectUsage(await run(['conformance', 'extra', '--impl', 'x', 'more']), 'conformance', 'conformance takes no arguments; unexpected argument "extra"')
    // fuzz's options are not conformance's
    expectUsage(await run(['conformance', '--impl', 'x', '--seed', '7']), 'conformance', 'unknown option --seed')
  })

  it('--level core|full, --report json|junit|markdown, --timeout a positive number of seconds', async () => {
    for (const level of ['strict', '', 'CORE'])
      expectUsage(await run(['conformance', '--impl', 'x', `--level=${level}`]), 'conformance', `--level must be one of: core, full (got ${JSON.stringify(level)})`)
    for (const report of ['html', '', 'JSON', 'xml'])
      expectUsage(await run(['conformance', '--impl', 'x', `--report=${report}`]), 'conformance', `--report must be one of: json, junit, markdown, jsonl (got ${JSON.stringify(report)})`)
    for (const timeout of ['0', '-1', 'abc', 'Infinity', '-Infinity', ''])
      expectUsage(await run(['conformance', '--impl', 'x', `--timeout=${timeout}`]), 'conformance', '--timeout must be a positive number of seconds')
    // checked in this order: the choices (level, then report), the command, then the run control (the timeout first)
    expectUsage(await run(['conformance', '--impl', "'", '--level', 'x']), 'conformance', '--level must be one of: core, full (got "x")')
    expectUsage(await run(['conformance', '--impl', "'", '--timeout', '0']), 'conformance', "--impl: unterminated ' quote in the command")
    expectUsage(await run(['conformance', '--impl', 'x', '--level', 'x', '--report', 'x']), 'conformance', '--level must be one of: core, full (got "x")')
    expectUsage(await run(['conformance', '--impl', 'x', '--report', 'x', '--timeout', '0']), 'conformance', '--report must be one of: json, junit, markdown, jsonl (got "x")')
    expectUsage(await run(['conformance', '--impl', 'x', '--report', 'jsonl', '--timeout', '0']), 'conformance', '--timeout must be a positive number of seconds')
  })
})

describe('fuzz: usage errors exit 2 with one message and the hint', () => {
  it('--impl is required and must be a command; unknown options and extra arguments', async () => {
    expectUsage(await run(['fuzz']), 'fuzz', 'fuzz needs --impl "<command of the implementation>"')
    expectUsage(await run(['fuzz', '--runs', '5']), 'fuzz', 'fuzz needs --impl "<command of the implementation>"')
    expectUsage(await run(['fuzz', '--impl', "'"]), 'fuzz', "--impl: unterminated ' quote in the command")
    expectUsage(await run(['fuzz', '--impl', 'x', 'extra']), 'fuzz', 'fuzz takes no arguments; unexpected argument "extra"')
    expectUsage(await run(['fuzz', '--impl', 'x', '--frobnicate']), 'fuzz', 'unknown option --frobnicate')
    expectUsage(await run(['fuzz', '--impl', 'x', '--run', '5']), 'fuzz', 'unknown option --run — did you mean --runs?')
    expectUsage(await run(['fuzz', '--impl', 'x', '--impl', 'y']), 'fuzz', 'fuzz takes one --impl')
    // conformance's options are not fuzz's
    expectUsage(await run(['fuzz', '--impl', 'x', '--report', 'json']), 'fuzz', 'unknown option --report')
  })

  it('--runs a positive integer, --seed an integer, --path only with --seed, --timeout positive', async () => {
    for (const runs of ['0', '-3', '1.5', 'abc', 'Infinity', ''])
      expectUsage(await run(['fuzz', '--impl', 'x', `--runs=${runs}`, '--seed', '1']), 'fuzz', '--runs must be a positive integer')
    for (const seed of ['x', '1.5', 'NaN', '9007199254740993', 'Infinity'])
      expectUsage(await run(['fuzz', '--impl', 'x', `--seed=${seed}`]), 'fuzz', '--seed must be an integer')
    expectUsage(await run(['fuzz', '--impl', 'x', '--path', '1:2']), 'fuzz', '--path replays a run: give its --seed too')
    for (const timeout of ['0', '-1', 'abc', 'Infinity'])
      expectUsage(await run(['fuzz', '--impl', 'x', '--seed', '1', `--timeout=${timeout}`]), 'fuzz', '--timeout must be a positive number of seconds')
    for (const kind of ['', 'lot', 'States'])
      expectUsage(
        await run(['fuzz', '--impl', 'x', `--kind=${kind}`]),
        'fuzz',
        `--kind must be one of: determination, state, audit, invalid (got ${JSON.stringify(kind)})${kind === 'States' ? ' — did you mean state?' : ''}`,
      )
    for (const level of ['strict', 'CORE']) expectUsage(await run(['fuzz', '--impl', 'x', `--level=${level}`]), 'fuzz', `--level must be one of: core, full (got ${JSON.stringify(level)})`)
    // checked in this order: the choices (level, kind), the command, the run control shared with conformance (timeout, limits, jobs), then runs, path without seed, seed
    expectUsage(await run(['fuzz', '--impl', "'", '--kind', 'x']), 'fuzz', '--kind must be one of: determination, state, audit, invalid (got "x")')
    expectUsage(await run(['fuzz', '--impl', 'x', '--runs', '0', '--path', '1']), 'fuzz', '--runs must be a positive integer')
    expectUsage(await run(['fuzz', '--impl', 'x', '--path', '1', '--timeout', '0']), 'fuzz', '--timeout must be a positive number of seconds')
    expectUsage(await run(['fuzz', '--impl', 'x', '--path', '1', '--seed', 'x']), 'fuzz', '--seed must be an integer')
    expectUsage(await run(['fuzz', '--impl', 'x', '--seed', 'x', '--runs', '0']), 'fuzz', '--runs must be a positive integer')
  })
})

describe('oracle: this implementation on the line protocol', () => {
  it('takes no arguments (exit 2)', async () => {
    expectUsage(await run(['oracle', 'x']), 'oracle', 'oracle takes no arguments; unexpected argument "x"')
    expectUsage(await run(['oracle', '--frobnicate']), 'oracle', 'unknown option --frobnicate')
  })

  it('answers start with its name and the version of package.json, stop with ok, and exits 0', async () => {
    const r = await run(['oracle'], { stdin: ['{"cmd":"start","version":1}', '{"cmd":"stop"}', '{"cmd":"start","version":1}'] })
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    const lines = r.out.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ ready: true, version: 1, implementation: { name: 'nachruecken', version } })
    expect(JSON.parse(lines[1] ?? '')).toEqual({ ok: true })
    // without a package.json at the root it still answers, as version 0.0.0
    let out = ''
    const io: OracleIo = {
      out: (x) => (out += x),
      err: () => undefined,
      stdinLines: () => ({ lines: (async function* () { yield '{"cmd":"start","version":1}' })(), close: () => undefined }),
      stderrIsTTY: false,
      cwd: ROOT,
      onInterrupt: () => undefined,
    }
    expect(await oracleCommand([], mkdtempSync(join(tmpdir(), 'nachruecken-no-package-')), io)).toBe(0)
    expect(JSON.parse(out)).toMatchObject({ ready: true, implementation: { name: 'nachruecken', version: '0.0.0' } })
    // the end of input ends it too
    expect(await run(['oracle'], { stdin: [] })).toEqual({ code: 0, out: '', err: '', interrupts: 0 })
  })
})

describe('conformance against an implementation that cannot be started (exit 2)', () => {
  it('the whole suite by default: no vector is selected (none was sent), the summary and the reason on stderr, the Markdown report on stdout', async () => {
    const n = readdirSync(VECTOR_DIR).filter((f) => f.endsWith('.json')).length
    expect(n).toBeGreaterThan(100)
    // through the command line itself (nodeOracleIo); stderr is not a terminal here: no progress line
    const before = { int: process.listeners('SIGINT'), term: process.listeners('SIGTERM') }
    try {
      const r = await runCli(['conformance', '--impl', NOWHERE])
      expect(r.code).toBe(2)
      expect(r.err).toBe(
        `conformance: 0 passed, 0 failed, ${n} skipped, 0 errors — does not conform\n` + `conformance: the implementation could not be started: ${CANNOT_START}\n`,
      )
      expect(r.out).toMatch(/^# Conformance: /)
      expect(r.out).toContain(`(0 selected) — does not conform`)
      expect(r.out).toContain(NOWHERE)
    } finally {
      for (const [signal, old] of [['SIGINT', before.int], ['SIGTERM', before.term]] as const)
        for (const l of process.listeners(signal)) if (!old.includes(l)) process.removeListener(signal, l)
    }
  })

  it('--report json: the report as JSON; the progress line on a terminal; the clean-up is armed', async () => {
    const n = readdirSync(VECTOR_DIR).filter((f) => f.endsWith('.json')).length
    const r = await run(['conformance', '--impl', NOWHERE, '--report', 'json', '--level', 'core', '--timeout', '3'], { tty: true })
    expect(r.code).toBe(2)
    expect(r.interrupts).toBe(1)
    const report = JSON.parse(r.out) as ConformanceReport
    expect(r.out.endsWith('}\n')).toBe(true)
    expect(report).toMatchObject({
      format: 'nachruecken.conformance-report/1',
      command: NOWHERE,
      startProblem: CANNOT_START,
      level: 'core',
      suite: { vectors: n },
      summary: { pass: 0, fail: 0, error: 0, skip: n, selected: 0, conforms: false },
    })
    expect(report.cases.every((c) => !c.selected && c.status === 'skip' && c.message === `not run: the implementation could not be started (${CANNOT_START})`)).toBe(true)
    expect(r.err.startsWith(`${CR}conformance [${n}/${n}] `)).toBe(true)
    expect(r.err).toContain(
      `${CR}conformance: 0 passed, 0 failed, ${n} skipped, 0 errors — does not conform\n` + `conformance: the implementation could not be started: ${CANNOT_START}\n`,
    )
  })

  it('--report junit with --vectors: JUnit XML of that folder', async () => {
    const at = vectorsDir([
      { id: 'fx-001', level: 'core', name: 'ok' },
      { id: 'fx-002', level: 'core', name: 'ok' },
    ])
    const r = await run(['conformance', '--impl', NOWHERE, '--report', 'junit', '--vectors', at])
    expect(r.code).toBe(2)
    expect(r.out).toMatch(/^<\?xml/)
    expect(r.out).toMatch(/<testsuites [^>]*tests="2"[^>]*errors="0" skipped="2"/)
    expect(r.err).toBe(
      'conformance: 0 passed, 0 failed, 2 skipped, 0 errors — does not conform\n' + `conformance: the implementation could not be started: ${CANNOT_START}\n`,
    )
  })
})

describe.skipIf(!python)('conformance against a quick implementation (exit 0 and 1)', () => {
  it('conforms at level full (exit 0): the report on stdout, --out writes the four reports, the summary on stderr', async () => {
    const at = vectorsDir([
      { id: 'fx-001', level: 'core', name: 'ok' },
      { id: 'fx-002', level: 'full', name: 'ok' },
    ])
    const outDir = join(mkdtempSync(join(tmpdir(), 'nachruecken-cli-reports-')), 'a', 'b')
    const r = await run(['conformance', '--impl', MISBEHAVING, '--vectors', at, '--level', 'full', '--report', 'json', '--out', outDir, '--timeout', '20'], {
      tty: true,
    })
    expect(r.code, r.err).toBe(0)
    const report = JSON.parse(r.out) as ConformanceReport
    expect(report).toMatchObject({ level: 'full', startProblem: null, suite: { version: '7.7.7', vectors: 2 }, summary: { pass: 1, fail: 0, error: 0, conforms: true } })
    expect(r.err.startsWith(`${CR}conformance [0/2] fx-001`)).toBe(true)
    const s = report.summary
    expect(s.skip, 'the vector of level full: not selected (levels lacks full)').toBe(1)
    // the progress line is cleared, then the reports are written, then the summary
    expect(r.err.endsWith(`${CR}reports written to ${outDir}: results.jsonl, conformance.json, conformance.junit.xml, conformance.md, badge.json\nconformance: 1 passed, 0 failed, ${s.skip} skipped, 0 errors — conforms\n`)).toBe(true)
    expect(JSON.parse(readFileSync(join(outDir, 'conformance.json'), 'utf8'))).toEqual(report)
    expect(readFileSync(join(outDir, 'conformance.json'), 'utf8')).toBe(r.out)
    expect(readFileSync(join(outDir, 'conformance.junit.xml'), 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuites [^>]*failures="0" errors="0"/)
    expect(readFileSync(join(outDir, 'conformance.md'), 'utf8')).toMatch(/^# Conformance: misbehaving/)
    const badge = readFileSync(join(outDir, 'badge.json'), 'utf8')
    expect(badge.endsWith('}\n')).toBe(true)
    expect(JSON.parse(badge)).toMatchObject({ schemaVersion: 1, color: 'brightgreen' })
    expect(existsSync(join(outDir, 'conformance.json'))).toBe(true)
  })

  it('a case that hangs past --timeout is an error (exit 1), named with the timeout in the Markdown report', async () => {
    const at = vectorsDir([{ id: 'fx-001', level: 'core', name: 'hang' }])
    const r = await run(['conformance', '--impl', MISBEHAVING, '--vectors', at, '--timeout', '0.3'])
    expect(r.code, r.err).toBe(1)
    expect(r.out).toMatch(/^# Conformance: misbehaving/)
    expect(r.out).toContain('no answer within 0.3 s (hangs?)')
    expect(r.err).toBe('conformance: 0 passed, 0 failed, 0 skipped, 1 error — does not conform\n')
  })
})

describe('fuzz against an implementation that cannot be started (exit 2)', () => {
  it('says why on stderr, with or without a seed', async () => {
    for (const args of [[], ['--seed', '7'], ['--seed', '7', '--path', '0', '--runs', '3', '--timeout', '2']]) {
      const r = await run(['fuzz', '--impl', NOWHERE, ...args], { tty: true })
      expect(r, args.join(' ')).toEqual({ code: 2, out: '', err: `fuzz: ${CANNOT_START}\n`, interrupts: 1 })
    }
  })
})

describe.skipIf(!python)('fuzz against a real process', () => {
  it('agreement with our own oracle: exit 0, the verdict with kind, level, runs and seed on stderr, progress on a terminal', async () => {
    const r = await run(['fuzz', '--impl', OURS, '--runs', '4', '--seed', '7', '--timeout', '20'], { tty: true })
    expect(r.code, r.err).toBe(0)
    expect(r.out).toBe('')
    expect(r.err.startsWith(`${CR}fuzz (determination, seed 7): searching, 4 cases (`)).toBe(true)
    expect(r.err.endsWith(`${CR}fuzz: the implementations agree on 4 generated cases (determination queries at level full, seed 7)\n`)).toBe(true)
  })

  it('a disagreement found by searching: on a terminal the progress line says searching, then shrinking (exit 1); its --seed and --path replay it, not shrunk again', async () => {
    const r = await run(['fuzz', '--impl', `${HARNESS} --bug rank-by-position`, '--seed', '7', '--runs', '50', '--timeout', '5'], { tty: true })
    expect(r.code, r.err).toBe(1)
    expect(r.out).toMatch(/^fuzz: disagreement after \d+ generated cases? \(determination queries at level full, seed 7\), shrunk in \d+ steps? to the case below\.\n/)
    const phases = r.err.split(CR).flatMap((l) => /^fuzz \(determination, seed 7\): (\w+), \d+ cases/.exec(l)?.[1] ?? [])
    expect(phases[0]).toBe('searching')
    expect(phases.at(-1)).toBe('shrinking')
    const path = /--seed 7 --path '([\d:]+)'/.exec(r.out)?.[1] as string
    expect(path).toMatch(/^\d+(:\d+)*$/)
    const again = await run(['fuzz', '--impl', `${HARNESS} --bug rank-by-position`, '--seed', '7', '--path', path])
    expect(again.code, again.err).toBe(1)
    expect(again.err).toBe('')
    expect(again.out).toMatch(/shrunk in 0 steps to the case below\.\n/)
    expect(again.out).toMatch(/\nfirst divergence: kwg34\.1(\.s1|a)\.(rank|tie|lot) at /)
    expect(again.out).toContain(`\nreplay: nachruecken fuzz --impl '${HARNESS} --bug rank-by-position' --seed 7 --path '${path}'\n`)
  })

  it('an implementation that never answers a case: retried once on a fresh process, then reported as a failure with the timeout, never shrunk (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-cli-silent-'))
    const script = join(dir, 'silent.py')
    writeFileSync(
      script,
      [
        'import json, sys',
        'for line in sys.stdin:',
        '    cmd = json.loads(line).get("cmd")',
        '    if cmd == "start":',
        '        info = {"name": "silent", "version": "0", "language": "python", "readings": {"incompatibility": ["proofPeriod", "exclude"]}, "levels": ["core"]}',
        '        sys.stdout.write(json.dumps({"ready": True, "version": 1, "implementation": info}) + "\\n")',
        '        sys.stdout.flush()',
        '    elif cmd == "stop":',
        '        break',
        '',
      ].join('\n'),
    )
    const r = await run(['fuzz', '--impl', `python3 ${script}`, '--seed', '7', '--runs', '2', '--timeout', '0.25'])
    expect(r.code, r.err).toBe(1)
    expect(r.out).toMatch(/^fuzz: the implementation failed on case 0 \(determination queries at level core, seed 7\), and again on a fresh process:\n {2}no answer within 0\.25 s \(hangs\?\)\n/)
    expect(r.out).not.toContain('vector skeleton')
  })
})

describe("the process's own streams (nodeOracleIo), without a real terminal or signal", () => {
  const io = { out: () => undefined, err: () => undefined }

  it('the progress line is drawn only when standard error is a terminal that takes control sequences (not TERM=dumb, NO_COLOR, CI)', () => {
    const had = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY')
    try {
      for (const name of ['CI', 'NO_COLOR']) vi.stubEnv(name, '')
      vi.stubEnv('TERM', 'xterm')
      Object.defineProperty(process.stderr, 'isTTY', { value: true, configurable: true })
      expect(nodeOracleIo(io).stderrIsTTY).toBe(true)
      for (const [name, value] of [['CI', 'true'], ['NO_COLOR', '1'], ['TERM', 'dumb']] as const) {
        vi.stubEnv(name, value)
        expect(nodeOracleIo(io).stderrIsTTY, `${name}=${value}`).toBe(false)
        vi.stubEnv(name, name === 'TERM' ? 'xterm' : '')
      }
      Object.defineProperty(process.stderr, 'isTTY', { value: undefined, configurable: true })
      expect(nodeOracleIo(io).stderrIsTTY).toBe(false)
    } finally {
      vi.unstubAllEnvs()
      if (had === undefined) Reflect.deleteProperty(process.stderr, 'isTTY')
      else Object.defineProperty(process.stderr, 'isTTY', had)
    }
  })

  it('letting go of standard input destroys the stream (so that the process can end)', () => {
    const destroy = vi.spyOn(process.stdin, 'destroy').mockImplementation(() => process.stdin)
    try {
      nodeOracleIo(io).stdinLines().close()
      expect(destroy).toHaveBeenCalledTimes(1)
    } finally {
      destroy.mockRestore()
    }
  })

  it('Ctrl-C and SIGTERM stop the run with the name of the signal (the reports are still written); a second signal ends the process with 130', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') }
    try {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        const stopped: string[] = []
        nodeOracleIo(io).onInterrupt((name) => stopped.push(name))
        process.emit(signal)
        expect(stopped, signal).toEqual([signal])
        expect(exit).not.toHaveBeenCalled()
        process.emit(signal)
        expect(stopped, signal).toEqual([signal])
        expect(exit).toHaveBeenLastCalledWith(130)
        exit.mockClear()
        for (const l of process.listeners(signal)) if (!before[signal].includes(l)) process.removeListener(signal, l)
        for (const other of ['SIGINT', 'SIGTERM'] as const) for (const l of process.listeners(other)) if (!before[other].includes(l)) process.removeListener(other, l)
      }
    } finally {
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        for (const l of process.listeners(signal)) if (!before[signal].includes(l)) process.removeListener(signal, l)
      exit.mockRestore()
    }
  })
})
