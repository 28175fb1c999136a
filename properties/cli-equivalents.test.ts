// What the command line does where mutants of the fresh cli run of
// 2026-12-06 were first listed as equivalent (mutation/cli-answers-2026-12-06.md)
// and are observable after all: the flag of every option path of the import
// API, also those no command line reaches (`--body`, `--eligible-voters`, a
// path without a flag); the help of an option without a line in `describe`;
// the --max-time timer cleared when a run ends. And what was open there:
// notice-check with a byte order mark, and with a U+FEFF inside the text.
// In process, importing from src/cli.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type CommandSpec, helpText } from '../src/cli/args.js'
import { importErrorLine } from '../src/cli/interchange.js'
import { conformanceCommand, type OracleIo } from '../src/cli/oracle.js'
import { checkNotice } from '../src/documents/check.js'
import { option } from '../src/interchange/errors.js'
import { main } from '../src/cli/main.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

describe('import: the flag under which an error of an option of the import API is printed', () => {
  const line = (path: string): string => importErrorLine({ place: option(path), message: 'the message', rule: null })

  it('each option of the body under its flag, also those whose errors no command line reaches (--body, --eligible-voters)', () => {
    expect(line('body.name')).toBe('--body (body.name): the message')
    expect(line('body.kind')).toBe('--kind (body.kind): the message')
    expect(line('body.statutoryMemberCount')).toBe('--members (body.statutoryMemberCount): the message')
    expect(line('body.electionMode')).toBe('--mode (body.electionMode): the message')
    expect(line('body.term.start')).toBe('--term (body.term.start): the message')
    expect(line('body.eligibleVoters')).toBe('--eligible-voters (body.eligibleVoters): the message')
  })

  it('the others by the first name of the path: --list-seats for every list, --area, --area-name, --as-of', () => {
    expect(line('listSeats')).toBe('--list-seats (listSeats): the message')
    expect(line('listSeats.body.name')).toBe('--list-seats (listSeats.body.name): the message')
    expect(line('area')).toBe('--area (area): the message')
    expect(line('areaName')).toBe('--area-name (areaName): the message')
    expect(line('asOf')).toBe('--as-of (asOf): the message')
  })

  it('a path without a flag (the options as a whole, an internal error, a file) is printed as it is', () => {
    expect(line('body')).toBe('body: the message')
    expect(line('import')).toBe('import: the message')
    expect(line('candidates')).toBe('candidates: the message')
  })
})

describe('the help of a command', () => {
  it('an option without a line in describe gets an empty description (not "undefined"), its default still shown', () => {
    const spec: CommandSpec = {
      name: 'demo',
      summary: 'a demonstration',
      usage: 'nachruecken demo [--level N]',
      examples: ['nachruecken demo --level 2'],
      options: { level: { type: 'string', default: '1' }, quiet: { type: 'boolean' } },
      describe: { quiet: 'say less' },
      positionals: [],
    }
    expect(helpText(spec).split('\n').slice(5, 8)).toEqual(['Options:', '      --level <value>   (default: 1)', '      --quiet          say less'])
  })
})

describe('conformance --max-time', () => {
  it('the timer is cleared when the run ends: a caller in process keeps no pending timer', async () => {
    const io: OracleIo = {
      out: () => undefined,
      err: () => undefined,
      stdinLines: () => ({ lines: (async function* () {})(), close: () => undefined }),
      stderrIsTTY: false,
      cwd: ROOT,
      onInterrupt: () => undefined,
    }
    const set = vi.spyOn(globalThis, 'setTimeout')
    const clear = vi.spyOn(globalThis, 'clearTimeout')
    try {
      // an implementation that cannot be started: the run ends at once (exit 2)
      expect(await conformanceCommand(['--impl', 'no-such-implementation-here', '--max-time', '3600'], ROOT, io)).toBe(2)
      const armed = set.mock.calls.findIndex((c) => c[1] === 3_600_000)
      expect(armed).toBeGreaterThanOrEqual(0)
      expect(clear).toHaveBeenCalledWith(set.mock.results[armed]?.value)
    } finally {
      set.mockRestore()
      clear.mockRestore()
    }
  })
})

describe('notice-check: a byte order mark, and U+FEFF inside the text', () => {
  const notice = readFileSync(join(ROOT, 'spec', 'notice-check', 'zierenberg-2024.txt'), 'utf8')
  /** The findings as the command prints them. */
  const expected = (text: string): string =>
    checkNotice(text, { voters: null })
      .map((i) => `n.txt${i.line === null ? '' : `:${i.line}`}: ${i.severity} [${i.code}] ${i.message} (${i.norm})\n`)
      .join('')
  const bytesRun = async (bytes: Uint8Array): Promise<{ code: number; out: string }> => {
    let out = ''
    const code = await main(['notice-check', 'n.txt'], { readStdin: async () => bytes, readFile: () => bytes, out: (s) => (out += s), err: () => undefined })
    return { code, out }
  }

  it('a byte order mark before the notice, as bytes or as text, gives the findings of the notice without it', async () => {
    const plain = await runCli(['notice-check', 'n.txt'], '', { 'n.txt': notice })
    expect(plain.out).toBe(expected(notice))
    expect(await runCli(['notice-check', 'n.txt'], '', { 'n.txt': `\uFEFF${notice}` })).toEqual(plain)
    const withBom = await bytesRun(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(notice, 'utf8')]))
    expect(withBom).toEqual({ code: plain.code, out: plain.out })
  })

  it('a U+FEFF after the start is a character of the text and checked as written', async () => {
    // a zero width no-break space inside "wohnhaft": the checker does not read the word
    const text = `${notice}\nAnna Arnold, wohn\uFEFFhaft in Musterstadt\n`
    expect((await runCli(['notice-check', 'n.txt'], '', { 'n.txt': text })).out).toBe(expected(text))
    expect((await bytesRun(Buffer.from(text, 'utf8'))).out).toBe(expected(text))
  })
})
