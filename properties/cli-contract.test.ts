// The command line by the conventions (clig.dev): every command answers
// --help and -h with its usage, options and examples (exit 0); one parser
// for all (src/cli/args.ts): --opt=value and --opt value, "unknown option
// --foo — did you mean --format?", usage errors on stderr with the usage
// line (exit 2); strict input — a UTF-8 byte order mark is accepted, bytes
// that are not UTF-8 are refused with their offset (exit 2); a reader that
// closes the pipe early ends the command quietly with status 0; control
// sequences only on a terminal that takes them (spec/bad-input.md H03,
// H41–H43).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CommandSpec, editDistance, nearest, parseCommand } from '../src/cli/args.js'
import { interactive } from '../src/cli/io.js'
import { decodeUtf8 } from '../src/codec/json.js'
import { main } from '../src/cli/main.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const COMMANDS = ['determine', 'validate', 'explain', 'notice', 'replay', 'audit', 'import', 'memberships', 'deadlines', 'schema', 'oracle', 'conformance', 'fuzz']
const EXAMPLE = readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'))
const BOM = Buffer.from([0xef, 0xbb, 0xbf])

/** Run the CLI in process with the given bytes as the file x.json and as standard input. */
const runBytes = async (args: ReadonlyArray<string>, bytes: Uint8Array): Promise<{ code: number; out: string; err: string }> => {
  let out = ''
  let err = ''
  const code = await main(args, {
    readStdin: async () => bytes,
    readFile: (p) => {
      if (p !== 'x.json') throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
      return bytes
    },
    out: (s) => (out += s),
    err: (s) => (err += s),
  })
  return { code, out, err }
}

/** The mutation run leaves these out: they run the build (dist/), not the mutated source. */
const installedOnly = process.env['NACHRUECKEN_MUTATION'] === '1'

/** Run bin/nachruecken.js as a process; `closeStdout` closes our end of its standard output before it writes. */
const runProcess = (args: ReadonlyArray<string>, options: { closeStdout?: boolean; env?: Record<string, string> } = {}): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'nachruecken.js'), ...args], { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    if (options.closeStdout === true) child.stdout.destroy()
    else child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('close', (code) => resolve({ code, out, err }))
  })

describe('--help of every command', () => {
  it('each command answers --help and -h on stdout with exit 0: usage, options, two or three examples', async () => {
    for (const command of COMMANDS) {
      const help = await runCli([command, '--help'])
      expect(help.err, command).toBe('')
      expect(help.code, command).toBe(0)
      expect(help.out, command).toMatch(new RegExp(`^nachruecken ${command} — .+\\n\\nUsage:\\n  nachruecken ${command}`))
      expect(help.out, command).toContain('\nOptions:\n')
      expect(help.out, command).toContain('  -h, --help')
      const examples = help.out.split('\nExamples:\n')[1]?.split('\n\n')[0]?.split('\n').filter((l) => l.trim() !== '') ?? []
      expect(examples.length, command).toBeGreaterThanOrEqual(2)
      expect(examples.length, command).toBeLessThanOrEqual(3)
      for (const e of examples) expect(e, command).toMatch(/nachruecken /)
      // -h, help <command>, and --help after other arguments give the same
      expect(await runCli([command, '-h']), command).toEqual(help)
      expect(await runCli(['help', command]), command).toEqual(help)
      expect(await runCli([command, 'x.json', '--bogus', '--help']), command).toEqual(help)
    }
  })

  it('the subcommands conformance smoke and conformance diff answer --help and -h the same way; conformance --help lists them', async () => {
    for (const sub of ['smoke', 'diff']) {
      const help = await runCli(['conformance', sub, '--help'])
      expect(help.err, sub).toBe('')
      expect(help.code, sub).toBe(0)
      expect(help.out, sub).toMatch(new RegExp(`^nachruecken conformance ${sub} — .+\\n\\nUsage:\\n  nachruecken conformance ${sub}`))
      expect(help.out, sub).toContain('  -h, --help')
      const examples = help.out.split('\nExamples:\n')[1]?.split('\n\n')[0]?.split('\n').filter((l) => l.trim() !== '') ?? []
      expect(examples.length, sub).toBeGreaterThanOrEqual(2)
      expect(examples.length, sub).toBeLessThanOrEqual(3)
      for (const e of examples) expect(e, sub).toMatch(new RegExp(`^  nachruecken conformance ${sub} `))
      expect(await runCli(['conformance', sub, '-h']), sub).toEqual(help)
      expect(await runCli(['conformance', sub, 'x.json', '--bogus', '--help']), sub).toEqual(help)
    }
    const conformance = await runCli(['conformance', '--help'])
    expect(conformance.out).toMatch(/\nSubcommands:\n {2}smoke +start an implementation[^\n]*\n {2}diff +new failures[^\n]*\n/)
    // a typo of a subcommand gets it suggested
    expect((await runCli(['conformance', 'smok', '--impl', 'x'])).err.split('\n')[0]).toBe('nachruecken conformance: conformance takes no arguments; unexpected argument "smok" — did you mean conformance smoke?')
  })

  it('every option a command takes is described in its help, with its choices and default', async () => {
    const explain = await runCli(['explain', '--help'])
    expect(explain.out).toContain('-l, --lang de|en')
    expect(explain.out).toContain('(default: de)')
    expect(explain.out).toContain('-f, --format text|markdown|html')
    const conformance = await runCli(['conformance', '--help'])
    for (const o of ['--impl <value>', '--level core|full', '--report json|junit|markdown|jsonl', '--out <value>', '--timeout <value>', '--vectors <value>'])
      expect(conformance.out).toContain(o)
    // the run control of issue 21, declared in the same parser
    for (const o of ['--id', '--filter', '--norm', '--feature', '--fail-fast', '--max-fail', '--max-error', '--max-time', '--jobs', '--expected-failures', '--validate'])
      expect(conformance.out).toMatch(new RegExp(`\\n {6}${o}( <value>)? +\\S`))
    const fuzz = await runCli(['fuzz', '--help'])
    for (const o of ['--kind determination|state|audit|invalid', '--level core|full', '--runs <value>', '(default: 1000)', '(default: determination)']) expect(fuzz.out).toContain(o)
  })

  it.skipIf(installedOnly)('the installed command answers --help too (a real process)', async () => {
    const r = await runProcess(['replay', '--help'])
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out).toContain('Usage:\n  nachruecken replay <file|-> [--format json|text]')
  })
})

describe('one parser for every command (src/cli/args.ts)', () => {
  const spec: CommandSpec = {
    name: 'demo',
    summary: 'a demonstration',
    usage: 'nachruecken demo <file|-> [--format a|b] [--dry-run]',
    examples: ['nachruecken demo x', 'nachruecken demo - --format b'],
    options: { format: { type: 'string', short: 'f', default: 'a' }, 'dry-run': { type: 'boolean' } },
    choices: { format: ['a', 'b'] },
    positionals: ['<file|->'],
  }

  it('--opt=value, --opt value and -o value mean the same; defaults apply', () => {
    const expected = { _tag: 'ok', values: { format: 'b' }, positionals: ['x'] }
    expect(parseCommand(spec, ['x', '--format=b'])).toEqual(expected)
    expect(parseCommand(spec, ['--format', 'b', 'x'])).toEqual(expected)
    expect(parseCommand(spec, ['-f', 'b', 'x'])).toEqual(expected)
    expect(parseCommand(spec, ['x'])).toEqual({ _tag: 'ok', values: { format: 'a' }, positionals: ['x'] })
    expect(parseCommand(spec, ['x', '--dry-run'])).toEqual({ _tag: 'ok', values: { format: 'a', 'dry-run': true }, positionals: ['x'] })
    // after --, everything is a positional (a file called --help)
    expect(parseCommand(spec, ['--', '--help'])).toEqual({ _tag: 'ok', values: { format: 'a' }, positionals: ['--help'] })
  })

  it('usage errors name the problem and, for a typo, the nearest option or value', () => {
    expect(parseCommand(spec, ['x', '--fromat', 'a'])).toEqual({ _tag: 'usage', message: 'unknown option --fromat — did you mean --format?' })
    expect(parseCommand(spec, ['x', '--dryrun'])).toEqual({ _tag: 'usage', message: 'unknown option --dryrun — did you mean --dry-run?' })
    expect(parseCommand(spec, ['x', '--zebra'])).toEqual({ _tag: 'usage', message: 'unknown option --zebra' })
    expect(parseCommand(spec, ['x', '-z'])).toEqual({ _tag: 'usage', message: 'unknown option -z' })
    expect(parseCommand(spec, ['x', '--format'])).toEqual({ _tag: 'usage', message: 'option --format needs a value' })
    expect(parseCommand(spec, ['x', '--dry-run=yes'])).toEqual({ _tag: 'usage', message: 'option --dry-run takes no value' })
    expect(parseCommand(spec, ['x', '--format', 'c'])).toEqual({ _tag: 'usage', message: '--format must be one of: a, b (got "c")' })
    expect(parseCommand(spec, [])).toEqual({ _tag: 'usage', message: 'demo needs exactly one file (or - for standard input)' })
    expect(parseCommand(spec, ['x', 'y'])).toEqual({ _tag: 'usage', message: 'demo needs exactly one file (or - for standard input); unexpected argument "y"' })
  })

  it('the edit distance and the nearest word', () => {
    expect(editDistance('determin', 'determine')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(nearest('determin', COMMANDS)).toBe('determine')
    expect(nearest('explian', COMMANDS)).toBe('explain')
    expect(nearest('audti', COMMANDS)).toBe('audit')
    expect(nearest('xyz', COMMANDS)).toBeNull()
    // a short word is not "near" everything
    expect(nearest('a', ['b'])).toBeNull()
  })

  it('an unknown command gets the nearest command; a usage error goes to stderr with the usage line, stdout stays empty', async () => {
    expect(await runCli(['determin', 'x.json'])).toEqual({ code: 2, out: '', err: 'nachruecken: unknown command determin — did you mean determine?\nTry: nachruecken --help\n' })
    const r = await runCli(['determine', '--lang', 'en', '-'])
    expect(r).toEqual({
      code: 2,
      out: '',
      err: 'nachruecken determine: unknown option --lang\nUsage: nachruecken determine <file|->\nTry: nachruecken determine --help\n',
    })
  })
})

describe('strict input: bytes are UTF-8 (spec/bad-input.md H03, H41, H42)', () => {
  it('H42 a UTF-8 byte order mark before the document is accepted: the same answer as without it', async () => {
    for (const command of ['determine', 'validate', 'explain', 'notice', 'replay', 'audit'])
      for (const from of ['x.json', '-']) expect(await runBytes([command, from], Buffer.concat([BOM, EXAMPLE])), `${command} ${from}`).toEqual(await runBytes([command, from], EXAMPLE))
  })

  it('H41 bytes that are not UTF-8 are refused with the byte offset, exit 2, nothing on stdout — never decoded to U+FFFD', async () => {
    const text = EXAMPLE.toString('utf8')
    const at = Buffer.byteLength(text.slice(0, text.indexOf('Anna Arnold') + 5))
    // "Anna Arnold" with a Latin-1 byte where UTF-8 needs two: 0xE4 (ä) followed by a space
    const latin1 = Buffer.concat([EXAMPLE.subarray(0, at), Buffer.from([0xe4]), EXAMPLE.subarray(at)])
    for (const bad of [latin1, Buffer.concat([BOM, latin1])])
      for (const command of ['determine', 'validate', 'explain', 'notice', 'replay', 'audit'])
        for (const from of ['x.json', '-']) {
          const r = await runBytes([command, from], bad)
          const offset = bad === latin1 ? at : at + 3
          expect(r, `${command} ${from}`).toEqual({
            code: 2,
            out: '',
            err: `(document): not valid UTF-8: invalid byte sequence at byte offset ${offset} (0xE4 0x41 0x72 0x6E); save the file as UTF-8\n`,
          })
        }
  })

  it('H41 each kind of ill-formed sequence: overlong, surrogate, above U+10FFFF, truncated, a lone continuation byte', async () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<number>, number]> = [
      [[0xc0, 0xaf], 1],
      [[0xe0, 0x80, 0xaf], 1],
      [[0xed, 0xa0, 0x80], 1],
      [[0xf4, 0x90, 0x80, 0x80], 1],
      [[0xf5, 0x80, 0x80, 0x80], 1],
      [[0xe2, 0x82], 1],
      [[0x80], 1],
      [[0xc3, 0xa4, 0xff], 3],
    ]
    for (const [bytes, offset] of cases) {
      const doc = Buffer.from([0x22, ...bytes, 0x22])
      const r = await runBytes(['determine', '-'], doc)
      expect(r.code, bytes.join(' ')).toBe(2)
      expect(r.err, bytes.join(' ')).toContain(`not valid UTF-8: invalid byte sequence at byte offset ${offset} `)
    }
    // well-formed: 2-, 3- and 4-byte sequences at the edges of their ranges decode (then fail as a case, not as UTF-8)
    const r = await runBytes(['determine', '-'], Buffer.from([0x22, 0xc2, 0x80, 0xef, 0xbf, 0xbf, 0xf0, 0x90, 0x80, 0x80, 0xf4, 0x8f, 0xbf, 0xbf, 0x22]))
    expect(r.err).toContain('expected a case')
  })

  it('H41 the offset is where the first ill-formed sequence begins: the bytes before it are UTF-8, no sequence of 1 to 4 bytes from it is (any bytes, against TextDecoder)', () => {
    const fatal = (b: Uint8Array): boolean => {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(b)
        return true
      } catch {
        return false
      }
    }
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 12 }), fc.array(fc.constantFrom(0x41, 0x80, 0xbf, 0xc2, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0x9f, 0xa0, 0x90, 0x8f), { maxLength: 10 }).map((a) => Uint8Array.from(a)))
    fc.assert(
      fc.property(bytes, (b) => {
        const r = decodeUtf8(b)
        expect(r._tag === 'Right').toBe(fatal(b))
        if (r._tag === 'Right') return
        const k = Number(/byte offset (\d+)/.exec(r.left.errors[0]?.message ?? '')?.[1])
        expect(fatal(b.subarray(0, k))).toBe(true)
        for (let n = 1; n <= 4 && k + n <= b.length; n++) expect(fatal(b.subarray(k, k + n))).toBe(false)
      }),
      { numRuns: 3000 },
    )
  })

  it.skipIf(installedOnly)('H41 through the installed command: a file in Latin-1 is refused with the offset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-latin1-'))
    const file = join(dir, 'latin1.json')
    writeFileSync(file, Buffer.from('{"format":"nachruecken.case/1","body":{"name":"Gemeindevertretung M\u00fchltal"}}', 'latin1'))
    expect(await runProcess(['determine', file])).toEqual({
      code: 2,
      out: '',
      err: '(document): not valid UTF-8: invalid byte sequence at byte offset 67 (0xFC 0x68 0x6C 0x74); save the file as UTF-8\n',
    })
  })
})

describe('streams: a closed pipe, control sequences (H43)', () => {
  it.skipIf(installedOnly)('H43 a reader that closes the pipe early (| head -1): status 0, nothing on stderr, no stack trace', async () => {
    for (const args of [['schema', 'case'], ['explain', join(ROOT, 'spec', 'examples', 'review.case.json'), '--format', 'html'], ['--help']])
      expect(await runProcess(args, { closeStdout: true }), args.join(' ')).toEqual({ code: 0, out: '', err: '' })
  })

  it('control sequences only on a terminal, and not with TERM=dumb, NO_COLOR or CI', () => {
    expect(interactive(true, {})).toBe(true)
    expect(interactive(true, { TERM: 'xterm-256color' })).toBe(true)
    expect(interactive(false, {})).toBe(false)
    expect(interactive(undefined, {})).toBe(false)
    expect(interactive(true, { TERM: 'dumb' })).toBe(false)
    expect(interactive(true, { NO_COLOR: '1' })).toBe(false)
    expect(interactive(true, { CI: 'true' })).toBe(false)
    // an empty NO_COLOR or CI is not set (no-color.org)
    expect(interactive(true, { NO_COLOR: '', CI: '' })).toBe(true)
  })
})
