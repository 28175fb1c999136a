// The survivors of the mutation run of src/cli/ on 2026-12-06
// (mutation/survivors-cli-2026-12-06b.txt) that the tests kill when the
// mutant is written into the source by hand. The command specs of
// `determine`, `validate`, `schema`, `notice-check`, `replay`, `audit`,
// `import`, `memberships` and `deadlines`, the help entry of the whole
// command line, the flag under which `import` prints an error of an option
// (FLAGS), the whole number of --members and --eligible-voters (WHOLE) and
// the exit status of `import` are module-level values, evaluated when the
// module loads, before Stryker switches a mutant on. Each test here imports
// its modules afresh inside the test (vi.resetModules), so that the values are
// built with the mutant on, and computes everything inside the test.
//
// The specs are not compared with a copy of themselves. Their expected values
// come from elsewhere: the commands run in process on the files of the
// repository (the examples, spec/examples, the fixtures, a conformance
// vector), the rules of a spec in src/cli/args.ts (two or three examples,
// every option described, the usage line's words), README.md ("The command
// line": the command table, the exit statuses, the form of a usage error),
// spec/conformance/README.md (130), spec/notice-check/README.md (what the
// linter must say of each notice) and spec/wire-format.md (the kinds of body).
//
// Besides: a typo at three edits is not suggested (src/cli/args.ts: "at most
// two edits"), `import` without --members alone names --members, and
// `fuzz` without fast-check is tested in process (the test in a child process
// of cli-oracle-survivors.test.ts gives a mutation run no coverage).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { CommandSpec } from '../src/cli/args.js'
import type { CliRun } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const fresh = {
  main: async (): Promise<typeof import('../src/cli/main.js')> => {
    vi.resetModules()
    return import('../src/cli/main.js')
  },
  interchange: async (): Promise<typeof import('../src/cli/interchange.js')> => {
    vi.resetModules()
    return import('../src/cli/interchange.js')
  },
  args: async (): Promise<typeof import('../src/cli/args.js')> => {
    vi.resetModules()
    return import('../src/cli/args.js')
  },
}

/** `nachruecken <args>` in process, by a freshly imported main (every command module it loads is fresh too); no file exists. */
const freshRun = async (args: ReadonlyArray<string>): Promise<CliRun> => {
  const { main } = await fresh.main()
  let out = ''
  let err = ''
  const code = await main(args, {
    readStdin: async () => '',
    readFile: (p) => {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' })
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

/** The commands whose specs are module-level values of src/cli/main.ts, documents.ts, procedure.ts and interchange.ts. */
const COMMANDS = ['determine', 'validate', 'schema', 'notice-check', 'replay', 'audit', 'import', 'memberships', 'deadlines'] as const
type Name = (typeof COMMANDS)[number]

type Run = (args: ReadonlyArray<string>, stdin?: string) => Promise<CliRun>

/** A text file of the repository. */
const repoFile = (p: string): string => readFileSync(join(ROOT, p), 'utf8')

/**
 * A fresh command line: main and the command modules imported afresh into one
 * module registry (so the specs are the ones main uses), the specs of the nine
 * commands, every spec main's help lists, and a runner that reads the files of
 * the repository (paths relative to its root, as the examples give them).
 */
const freshCli = async (): Promise<{ readonly specs: Readonly<Record<Name, CommandSpec>>; readonly all: ReadonlyArray<CommandSpec>; readonly run: Run }> => {
  vi.resetModules()
  const m = await import('../src/cli/main.js')
  const [documents, procedure, interchange, teaching, oracle] = await Promise.all([
    import('../src/cli/documents.js'),
    import('../src/cli/procedure.js'),
    import('../src/cli/interchange.js'),
    import('../src/cli/teaching.js'),
    import('../src/cli/oracle.js'),
  ])
  const specs: Record<Name, CommandSpec> = {
    determine: m.determineSpec,
    validate: m.validateSpec,
    schema: m.schemaSpec,
    'notice-check': documents.noticeCheckSpec,
    replay: procedure.replaySpec,
    audit: procedure.auditSpec,
    import: interchange.importSpec,
    memberships: interchange.membershipsSpec,
    deadlines: interchange.deadlinesSpec,
  }
  const all = [...Object.values(specs), teaching.explainSpec, documents.noticeSpec, oracle.oracleSpec, oracle.conformanceSpec, ...(oracle.conformanceSpec.subcommands ?? []), oracle.fuzzSpec]
  const run: Run = async (args, stdin = '') => {
    let out = ''
    let err = ''
    const code = await m.main(args, {
      readStdin: async () => stdin,
      readFile: (p) => readFileSync(join(ROOT, p)),
      out: (s) => {
        out += s
      },
      err: (s) => {
        err += s
      },
    })
    return { code, out, err }
  }
  return { specs, all, run }
}

/**
 * The words of a usage line: split at spaces, a bracketed group (`[--area <gebiet-nr> | --area-name <gebiet-name>]`)
 * one word, as src/cli/args.ts documents a usage line ("words separated by single spaces, a bracketed group (not
 * nested) counting as one word").
 */
const usageWords = (usage: string): ReadonlyArray<string> => usage.match(/(?:\[[^\]]*\]|[^\s[])+/g) ?? []

/**
 * Whether the usage of README.md's command table agrees with a spec's usage. The README abbreviates: it leaves
 * out optional groups (`[…]`) at will, writes `…` for the value of a flag (`--body …`), and writes the choice of
 * a schema without its angle brackets (`schema case|determination|…`). So: the README's words are, in order,
 * words of the spec's usage, `…` standing for any one word and `a|b` for `<a|b>`; a word of the spec that the
 * README skips must be an optional group. Nothing else may differ: no flag renamed, no required word left out.
 */
const agreesWithReadme = (readme: string, usage: string): boolean => {
  const spec = usageWords(usage)
  let i = 0
  for (const r of usageWords(readme)) {
    while (i < spec.length && !(r === spec[i] || r === '…' || `<${r}>` === spec[i])) {
      if (!(spec[i] as string).startsWith('[')) return false
      i++
    }
    if (i === spec.length) return false
    i++
  }
  return spec.slice(i).every((w) => w.startsWith('['))
}

/**
 * The stems of the words of a text that carry meaning: words of four letters or more, cut to their first five
 * (`checks` and `check`, `deciding` and `decide` share one).
 */
const stems = (text: string): ReadonlySet<string> => new Set((text.toLowerCase().match(/[a-zäöüß0-9]{4,}/g) ?? []).map((w) => w.slice(0, 5)))

/**
 * Whether a summary says what README.md's command table says the command does. The README's descriptions are
 * longer and worded on their own (`check a case against the format and its consistency, without deciding it`
 * against `checks format and consistency; errors on stderr`), so the comparison is loose: the summary shares at
 * least three words (by stem) with the README's description, and at least two fifths of its own words. An empty
 * summary agrees with nothing.
 */
const agreesInWords = (summary: string, readme: string): boolean => {
  const own = [...stems(summary)]
  const theirs = stems(readme)
  const shared = own.filter((w) => theirs.has(w)).length
  return shared >= 3 && shared * 5 >= own.length * 2
}

/** The rows of README.md's command table ("## The command line"): the command's name, its usage (`\|` read as `|`) and what it does. */
const readmeCommands = (): ReadonlyMap<string, { readonly usage: string; readonly what: string }> => {
  const section = repoFile('README.md').split('\n## The command line\n')[1]?.split('\n## ')[0] ?? ''
  const rows = new Map<string, { usage: string; what: string }>()
  for (const line of section.split('\n')) {
    const m = /^\| `(nachruecken [^`]*)`[^|]*\| (.*) \|$/.exec(line.replaceAll('\\|', '\u0000'))
    if (m === null) continue
    const usage = (m[1] as string).replaceAll('\u0000', '|')
    rows.set(usage.split(' ')[1] as string, { usage, what: (m[2] as string).replaceAll('\u0000', '|') })
  }
  return rows
}

/** The paragraph of a text that starts with `Exit status:`, up to the next empty line, in one line. */
const exitParagraph = (text: string): string => (/Exit status:[^]*?(?=\n\n|$)/.exec(text)?.[0] ?? '').replace(/\s+/g, ' ')

/** The statuses a document's exit-status paragraph sets in bold (`**0**`). */
const boldStatuses = (text: string): ReadonlyArray<number> => [...exitParagraph(text).matchAll(/\*\*(\d+)\*\*/g)].map((m) => Number(m[1]))

/** The outcomes README.md's exit status names for 0 (`successor`, `vacant`, …). */
const readmeOutcomes = (): ReadonlyArray<string> => {
  const p = exitParagraph(repoFile('README.md'))
  return [...(p.split('**1**')[0] as string).matchAll(/`(\w+)`/g)].map((m) => m[1] as string)
}

/** The clause of the exit status of a command's notes for one status (`0 the state`), or undefined. */
const statusClause = (notes: string, status: number): string | undefined =>
  (notes.split('Exit status:')[1] ?? '')
    .replace(/\s+/g, ' ')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${status} `))

/** An example as the words of its command line: the first command up to a redirection, a pipe, `&&` or a comment, double quotes grouping; the file standard input is redirected from. */
const exampleLine = (example: string): { readonly words: ReadonlyArray<string>; readonly stdinFrom: string | undefined } => {
  const words = (example.match(/"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/^"(.*)"$/, '$1'))
  const end = words.findIndex((w) => ['>', '<', '|', '&&', '#'].includes(w))
  return { words: end < 0 ? words : words.slice(0, end), stdinFrom: words[end] === '<' ? words[end + 1] : undefined }
}

/** The files an example reads: its words that name a JSON, CSV or text file, and the file of standard input. */
const filesRead = (example: string): ReadonlyArray<string> => {
  const { words, stdinFrom } = exampleLine(example)
  return [...words.filter((w) => /\.(json|csv|txt)$/.test(w)), ...(stdinFrom === undefined ? [] : [stdinFrom])]
}

/** An example that runs as it stands: a command line of `nachruecken` whose files all exist in the repository. */
const runnable = (example: string): boolean => exampleLine(example).words[0] === 'nachruecken' && filesRead(example).every((f) => existsSync(join(ROOT, f)))

/** The codes spec/notice-check/README.md says the linter must give for a notice of that folder (`wrongNorm`, …). */
const noticeCodes = (file: string): ReadonlyArray<string> => {
  const row = repoFile('spec/notice-check/README.md')
    .split('\n')
    .find((l) => l.startsWith(`| \`${file.split('/').at(-1)}\``))
  return [...(row?.split('|').at(-2) ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] as string)
}

/**
 * The exit status an example ends with, as the documents say: README.md ("The procedure over a term") says that
 * spec/examples/review.case.json carries a late objection, rejected under § 25 Abs. 1 KWG (norm id kwg25.1), so a
 * command on it that reports rejected events or a broken rule ends with 1 (`audit` reports deviations as its result,
 * "nachruecken audit lists recorded determinations that deviate from the law"); spec/notice-check/README.md gives
 * every notice there an error the linter must say, so notice-check ends with 1. Otherwise 0.
 */
const documentedStatus = (name: Name, example: string): number => {
  const files = filesRead(example)
  if (name !== 'audit' && files.includes('spec/examples/review.case.json')) return 1
  return files.some((f) => f.startsWith('spec/notice-check/')) ? 1 : 0
}

const CASE = 'spec/examples/musterstadt.case.json'
const BASE = ['--base-url', 'https://ris.musterstadt.de/oparl/v1.1']
const F = 'spec/fixtures/interchange'

/** The case of the conformance vector rej-001: a revoked written waiver, a rule broken (README.md: "a revoked waiver"). */
const brokenCase = (): string => JSON.stringify((JSON.parse(repoFile('spec/conformance/vectors/rej-001.json')) as { case: unknown }).case)

/**
 * Each command run on real inputs, with the status README.md's exit status leads one to expect: 0 on
 * spec/examples/musterstadt.case.json (a decision), 1 on a case that breaks a rule, 2 on input that is not JSON.
 * notice-check: 0 on the Bekanntmachung this library writes for the example (spec/notice-check/README.md: it
 * passes without an error), 1 on a notice of spec/notice-check, 2 on a notice that cannot be read. import: 0 on
 * the template, 1 on votemanager data joined with the candidate list of another election (positions missing), 2
 * on a file that is not CSV. audit: no input of 1 is known here (its 1 is a case that cannot be read as a term).
 * schema has no notes; its statuses are tested with README.md's schema names.
 */
const realRuns = async (name: Exclude<Name, 'schema'>, run: Run): Promise<ReadonlyArray<readonly [number, CliRun]>> => {
  const pairs = async (rs: ReadonlyArray<readonly [number, Promise<CliRun>]>): Promise<ReadonlyArray<readonly [number, CliRun]>> => Promise.all(rs.map(async ([s, r]) => [s, await r] as const))
  if (name === 'notice-check') {
    const notice = await run(['notice', CASE, '--document', 'bekanntmachung'])
    return pairs([
      [0, run(['notice-check', '-', '--case', CASE], notice.out)],
      [1, run(['notice-check', 'spec/notice-check/zierenberg-2024.txt'])],
      [2, run(['notice-check', 'spec/notice-check/no-such-notice.txt'])],
    ])
  }
  if (name === 'import') {
    const body = ['--body', 'Ortsbeirat Nord', '--kind', 'ortsbeirat', '--members', '9', '--term', '2021-04-01/2026-03-31']
    return pairs([
      [0, run(['import', `${F}/mehrheitswahl/kandidaten.csv`, ...body, '--mode', 'majority', '--list-seats', 'BLS=5'])],
      [1, run(['import', `${F}/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv`, '--candidates', `${F}/gemeindevertretung/wahlvorschlaege.csv`, '--area-name', 'Ortsbezirk Nord', ...body])],
      [2, run(['import', CASE, ...body])],
    ])
  }
  const extra = name === 'memberships' ? BASE : []
  return pairs([
    [0, run([name, CASE, ...extra])],
    ...(name === 'audit' ? [] : [[1, run([name, '-', ...extra], brokenCase())] as const]),
    [2, run([name, '-', ...extra], 'not JSON')],
  ])
}

/** The entries of the help of the whole command line: a line `  nachruecken …` and the lines indented under it; the last of them is the summary, the others continue the usage. */
const helpEntries = (help: string): ReadonlyArray<{ readonly lines: ReadonlyArray<string>; readonly usage: string; readonly summary: string }> => {
  const usagePart = help.split('\nUsage:\n')[1]?.split('\n\n')[0] ?? ''
  const entries: string[][] = []
  for (const line of usagePart.split('\n')) {
    if (line.startsWith('  nachruecken ')) entries.push([line])
    else entries.at(-1)?.push(line)
  }
  return entries.map((e) => ({
    lines: e.slice(0, -1),
    usage: e
      .slice(0, -1)
      .map((l) => l.trim())
      .join(' '),
    summary: (e.at(-1) as string).trim(),
  }))
}

/** The option lines of a command's help (`  -f, --format json|text  json: …`). */
const optionLines = (help: string): ReadonlyArray<string> => (help.split('\nOptions:\n')[1]?.split('\n\n')[0] ?? '').split('\n')

/** The flags a usage line names (`--format` of `[--format json|text]`), without the dashes. */
const usageFlags = (usage: string): ReadonlyArray<string> => [...new Set([...usage.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1] as string))]

/** Whether a flag of a usage line stands only inside optional groups. */
const optionalIn = (usage: string, flag: string): boolean => usageWords(usage).every((w) => !new RegExp(`--${flag}(?![a-z-])`).test(w) || w.startsWith('['))

describe('the examples of each command (src/cli/args.ts: "two or three complete command lines")', () => {
  it.each(COMMANDS)('%s: two or three examples, each a command line of it; those on files of the repository run with the status the documents give', async (name) => {
    const { specs, run } = await freshCli()
    const spec = specs[name]
    expect(spec.examples.length).toBeGreaterThanOrEqual(2)
    expect(spec.examples.length).toBeLessThanOrEqual(3)
    for (const e of spec.examples) expect(e).toMatch(new RegExp(`(^|\\| )nachruecken ${name}( |$)`))
    const runs = spec.examples.filter(runnable)
    expect(runs.length).toBeGreaterThan(0)
    for (const e of runs) {
      const { words } = exampleLine(e)
      const r = await run(words.slice(1))
      expect({ example: e, code: r.code }).toEqual({ example: e, code: documentedStatus(name, e) })
      expect(r.err).not.toContain('internal error')
      if (r.code === 1 && filesRead(e).includes('spec/examples/review.case.json')) expect(r.err).toContain('[kwg25.1]')
      const notice = filesRead(e).find((f) => f.startsWith('spec/notice-check/'))
      if (notice !== undefined) for (const c of noticeCodes(notice)) expect(r.out).toContain(`[${c}]`)
      // an import of a fixture gives the case its folder expects (spec/interchange.md: the fixtures and their expected cases)
      const expected = name === 'import' ? join(ROOT, (words[2] as string).replace(/[^/]*$/, 'expected.case.json')) : ''
      if (existsSync(expected)) expect(JSON.parse(r.out)).toEqual(JSON.parse(readFileSync(expected, 'utf8')))
    }
  })
})

describe('the options of each command: the usage line, the options and the help agree', () => {
  it.each(COMMANDS)('%s: every option is a flag of its usage line and of its --help, described; every flag of the usage line is an option', async (name) => {
    const { specs, run } = await freshCli()
    const spec = specs[name]
    expect([...usageFlags(spec.usage)].sort()).toEqual(Object.keys(spec.options).sort())
    const help = await run([name, '--help'])
    expect(help).toMatchObject({ code: 0, err: '' })
    const lines = optionLines(help.out)
    for (const flag of Object.keys(spec.options)) {
      // src/cli/args.ts: "every option has a line in describe"
      const text = spec.describe?.[flag] ?? ''
      expect(text.trim()).not.toBe('')
      expect(lines.find((l) => new RegExp(`^ +(-\\w, )? *--${flag} `).test(l))).toContain(text)
      // a flag outside the brackets of the usage line is required, and its description says so
      expect({ flag, required: text.includes('(required)') }).toEqual({ flag, required: !optionalIn(spec.usage, flag) })
    }
  })

  it.each(['import', 'memberships'] as const)('%s: its first example without a required flag is a usage error that names the flag', async (name) => {
    const { specs, run } = await freshCli()
    const spec = specs[name]
    const required = Object.keys(spec.options).filter((f) => !optionalIn(spec.usage, f))
    expect(required.length).toBeGreaterThan(0)
    const words = exampleLine(spec.examples.find(runnable) as string).words.slice(1)
    for (const flag of required) {
      const at = words.indexOf(`--${flag}`)
      expect(at).toBeGreaterThan(0)
      const r = await run([...words.slice(0, at), ...words.slice(at + 2)])
      expect(r.code).toBe(2)
      expect(r.err).toContain(`--${flag}`)
    }
  })

  it('import: --kind is described with the kinds of body of spec/wire-format.md', async () => {
    const { specs } = await freshCli()
    const kinds = (/"kind": "[^"]*",\s*\/\/ (.*)$/m.exec(repoFile('spec/wire-format.md'))?.[1] ?? '').split('|').map((k) => k.trim())
    expect(kinds.length).toBeGreaterThan(3)
    const described = (specs.import.describe?.['kind'] ?? '').split(': ')[1]?.split(', ')
    expect(described?.sort()).toEqual([...kinds].sort())
  })
})

describe('the positionals of each command', () => {
  it.each(COMMANDS)('%s: without its argument, and with one too many, a usage error (exit 2) in the form of README.md, with its usage line', async (name) => {
    const { specs, run } = await freshCli()
    const spec = specs[name]
    // README.md's word for the argument: `<file|->`, `<notice.txt|->` (a file or "-"), or the schema names
    const word = usageWords(readmeCommands().get(name)?.usage ?? '')[2] ?? ''
    for (const args of [[name], [name, 'a.json', 'b.json']]) {
      const r = await run(args)
      expect(r).toMatchObject({ code: 2, out: '' })
      // README.md: usage errors go to stderr as `nachruecken <command>: <message>` with the usage line
      expect(r.err.startsWith(`nachruecken ${name}: `)).toBe(true)
      expect(r.err).toContain(`\nUsage: ${spec.usage}\n`)
      expect(r.err).not.toContain('internal error')
      const message = r.err.split('\n')[0] as string
      // the message says what is missing: where the command reads "-", a file (`<file|->`) or the argument by README.md's
      // word for it (`<notice.txt|->`), and that "-" is standard input; otherwise the argument by its name in angle brackets
      if (word.endsWith('|->')) {
        expect(message).toContain('standard input')
        expect(message).toContain(word === '<file|->' ? 'one file' : word)
      } else expect(message).toMatch(/needs exactly <[^>]+>/)
      if (args.length > 2) expect(message).toContain('unexpected argument "b.json"')
    }
  })
})

describe('the exit status of each command, as its help explains it', () => {
  it.each(COMMANDS.filter((c): c is Exclude<Name, 'schema'> => c !== 'schema'))(
    '%s: each status it returns on real inputs (0, 1, 2) is explained in its notes and its --help, 2 as README.md explains it',
    async (name) => {
      const { specs, run } = await freshCli()
      const spec = specs[name]
      const runs = await realRuns(name, run)
      for (const [status, r] of runs) expect({ status, code: r.code, err: r.code === status ? '' : r.err }).toEqual({ status, code: status, err: '' })
      const help = (await run([name, '--help'])).out.replace(/\s+/g, ' ')
      for (const [status] of runs) {
        const clause = statusClause(spec.notes ?? '', status)
        // the status with its meaning: at least two more words
        expect(clause?.split(' ').length ?? 0).toBeGreaterThan(2)
        expect(help).toContain(clause)
      }
      // README.md: "**2** for unreadable input or a usage error"
      expect(statusClause(spec.notes ?? '', 2)).toMatch(/unreadable|cannot be\s+read/)
      expect(statusClause(spec.notes ?? '', 2)).toContain('usage error')
    },
  )

  it('determine: its 0 names every outcome README.md names for 0', async () => {
    const { specs } = await freshCli()
    const outcomes = readmeOutcomes()
    expect(outcomes.length).toBe(5)
    for (const o of outcomes) expect(statusClause(specs.determine.notes ?? '', 0)).toContain(o)
  })
})

describe("each command in README.md's command table", () => {
  it.each(COMMANDS)("%s: its usage agrees with README.md's, and its --help starts with its name and a summary in the README's words", async (name) => {
    const { specs, run } = await freshCli()
    const spec = specs[name]
    const readme = readmeCommands().get(name)
    expect(readme).toBeDefined()
    expect({ readme: readme?.usage, usage: spec.usage, agree: agreesWithReadme(readme?.usage ?? '', spec.usage) }).toMatchObject({ agree: true })
    const help = await run([name, '--help'])
    expect(help).toMatchObject({ code: 0, err: '' })
    const first = help.out.split('\n')[0] as string
    expect(first.startsWith(`nachruecken ${name} — `)).toBe(true)
    const summary = first.slice(`nachruecken ${name} — `.length)
    expect({ summary, what: readme?.what, agree: agreesInWords(summary, readme?.what ?? '') }).toMatchObject({ agree: true })
    expect(help.out).toContain(`\nUsage:\n  nachruecken ${name} `)
  })

  it('schema: its usage names exactly the schemas README.md names; each prints a JSON Schema (exit 0), an unknown name is a usage error (exit 2)', async () => {
    const { specs, run } = await freshCli()
    const readme = (usageWords(readmeCommands().get('schema')?.usage ?? '')[2] ?? '').split('|')
    expect(readme.length).toBeGreaterThan(5)
    const named = (/<([^>]*)>/.exec(specs.schema.usage)?.[1] ?? '').split('|')
    expect(named).toEqual(readme)
    for (const s of readme) {
      const r = await run(['schema', s])
      expect({ s, code: r.code }).toEqual({ s, code: 0 })
      expect((JSON.parse(r.out) as { $schema?: string }).$schema).toContain('json-schema.org')
    }
    const r = await run(['schema', 'no-such-schema'])
    expect(r.code).toBe(2)
    expect(r.err).toContain(`Usage: ${specs.schema.usage}\n`)
  })
})

describe('nachruecken --help', () => {
  it("lists every command of README.md's table with its usage and a summary in the README's words, then --help and --version", async () => {
    const { run } = await freshCli()
    const r = await run(['--help'])
    expect(r).toMatchObject({ code: 0, err: '' })
    const entries = helpEntries(r.out)
    const readme = readmeCommands()
    // fourteen commands; the row of --help and --version has no description
    expect(readme.size).toBe(14)
    for (const [name, row] of readme) {
      const entry = entries.find((e) => e.usage.startsWith(`nachruecken ${name} `) || e.usage === `nachruecken ${name}`)
      expect({ name, usage: entry?.usage, agree: agreesWithReadme(row.usage, entry?.usage ?? '') }).toMatchObject({ agree: true })
      expect({ name, summary: entry?.summary, agree: agreesInWords(entry?.summary ?? '', row.what) }).toMatchObject({ agree: true })
    }
    expect(entries.map((e) => e.usage)).toEqual(expect.arrayContaining(['nachruecken --help', 'nachruecken --version']))
  })

  it('shows every spec with its usage wrapped at 76 characters and its summary', async () => {
    const { all, run } = await freshCli()
    const entries = helpEntries((await run(['--help'])).out)
    for (const spec of all) {
      const entry = entries.find((e) => e.usage === spec.usage)
      expect({ usage: spec.usage, summary: entry?.summary }).toEqual({ usage: spec.usage, summary: spec.summary })
      expect(spec.summary.trim()).not.toBe('')
      // a usage line is broken after a word; the first line keeps `nachruecken <command> <word>` however long
      for (const [i, l] of (entry?.lines ?? []).entries()) if (i > 0 || usageWords(l.trim()).length > 3) expect(l.length).toBeLessThanOrEqual(2 + 76 + (i > 0 ? 4 : 0))
    }
  })

  it('explains the exit statuses README.md and spec/conformance/README.md give: 0, 1, 2 and 130, and the outcomes of 0', async () => {
    const { run } = await freshCli()
    const paragraph = exitParagraph((await run(['--help'])).out)
    const statuses = [...new Set([...boldStatuses(repoFile('README.md')), ...boldStatuses(repoFile('spec/conformance/README.md'))])].sort((a, b) => a - b)
    expect(statuses).toEqual([0, 1, 2, 130])
    for (const s of statuses) expect(paragraph).toMatch(new RegExp(`(^|[ ;:])${s} `))
    for (const o of readmeOutcomes()) expect(paragraph).toContain(o)
  })
})

describe('import: the flag of an option in an error (spec/interchange.md: "the command line prints it after its flag")', () => {
  const line = (m: typeof import('../src/cli/interchange.js'), option: string): string =>
    m.importErrorLine({ place: { _tag: 'option', option }, message: 'the message', rule: null })

  it('each option of the import API under its flag, by the first name of its path (the first two under body)', async () => {
    const m = await fresh.interchange()
    const paths = ['body.name', 'body.kind', 'body.statutoryMemberCount', 'body.electionMode', 'body.term.start', 'body.term.end', 'body.eligibleVoters', 'listSeats.SPD', 'areaName', 'area', 'asOf']
    expect(paths.map((p) => line(m, p))).toEqual([
      '--body (body.name): the message',
      '--kind (body.kind): the message',
      '--members (body.statutoryMemberCount): the message',
      '--mode (body.electionMode): the message',
      '--term (body.term.start): the message',
      '--term (body.term.end): the message',
      '--eligible-voters (body.eligibleVoters): the message',
      '--list-seats (listSeats.SPD): the message',
      '--area-name (areaName): the message',
      '--area (area): the message',
      '--as-of (asOf): the message',
    ])
  })

  it('an option the command line has no flag for is printed by its name alone, and the norm follows the message', async () => {
    const m = await fresh.interchange()
    expect(line(m, 'body')).toBe('body: the message')
    expect(line(m, 'lists')).toBe('lists: the message')
    expect(m.importErrorLine({ place: { _tag: 'option', option: 'body.kind' }, message: 'unknown', rule: 'kwg34.1' })).toBe('--kind (body.kind): unknown [kwg34.1]')
  })
})

describe('import: --members and --eligible-voters take a whole number, all of it digits', () => {
  const values = (over: Record<string, string>): Record<string, string> => ({ body: 'Ortsbeirat Süd', kind: 'ortsbeirat', members: '5', term: '2021-04-01/2026-03-31', mode: 'majority', ...over })

  it('1e3, 0x10, -5, " 5" and "5 " are not whole numbers, though JavaScript reads each as one', async () => {
    const m = await fresh.interchange()
    for (const v of ['1e3', '0x10', '-5', ' 5', '5 '])
      expect(m.importOptionsOf(values({ members: v }))).toEqual({ ok: false, message: `--members needs a whole number, got ${JSON.stringify(v)}` })
    expect(m.importOptionsOf(values({ 'eligible-voters': '1e3' }))).toEqual({ ok: false, message: '--eligible-voters needs a whole number, got "1e3"' })
  })

  it('digits are taken as the number', async () => {
    const m = await fresh.interchange()
    expect(m.importOptionsOf(values({ members: '5', 'eligible-voters': '012480' }))).toEqual({
      ok: true,
      value: { body: { name: 'Ortsbeirat Süd', kind: 'ortsbeirat', statutoryMemberCount: 5, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' }, eligibleVoters: 12480 }, area: null },
    })
  })
})

describe('import: a required flag missing is named, each alone', () => {
  it('without --members (the others given) import needs --members, before anything else is read', async () => {
    const m = await fresh.interchange()
    const all = { body: 'Ortsbeirat Süd', kind: 'ortsbeirat', members: '5', term: '2021-04-01/2026-03-31', mode: 'majority' }
    for (const flag of ['body', 'kind', 'members', 'term'] as const) {
      const rest = Object.fromEntries(Object.entries(all).filter(([k]) => k !== flag))
      expect(m.importOptionsOf(rest)).toEqual({ ok: false, message: `import needs --${flag}` })
    }
  })
})

describe('a typo is suggested at most two edits away (src/cli/args.ts nearest)', () => {
  it('three edits in a long word are not a typo: no suggestion, though they are fewer than half its length', async () => {
    const m = await fresh.args()
    expect(m.nearest('determinexyz', ['determine', 'validate'])).toBeNull()
    expect(m.nearest('determinexy', ['determine', 'validate'])).toBe('determine')
    const r = await freshRun(['determinexyz'])
    expect(r).toEqual({ code: 2, out: '', err: 'nachruecken: unknown command determinexyz\nTry: nachruecken --help\n' })
  })
})

describe('fuzz without fast-check, in process (src/cli/oracle.ts loadFuzzing)', () => {
  // properties/cli-oracle-survivors.test.ts tests this in a child process, where Node's loader fails
  // the import; a mutation run sees no coverage there. Here the fuzzing module is mocked by a module
  // whose loading fails: a namespace that is a thenable rejecting with the loader's error. The
  // thenable is armed only once vitest has installed the mock (it awaits the factory's value).
  /** `nachruecken fuzz --impl … --seed 7` in process, the import of src/oracle/fuzz.js failing with `code` and `message`. */
  const fuzzWithout = async (code: string, message: string): Promise<CliRun> => {
    vi.resetModules()
    const failure = Object.assign(new Error(message), { code })
    let armed = false
    vi.doMock('../src/oracle/fuzz.js', () => ({
      get then() {
        return armed ? (_: unknown, reject: (e: unknown) => void) => reject(failure) : undefined
      },
    }))
    try {
      await import('../src/oracle/fuzz.js')
      armed = true
      const { main } = await import('../src/cli/main.js')
      let out = ''
      let err = ''
      const status = await main(['fuzz', '--impl', 'no-such-implementation-here', '--seed', '7'], {
        readStdin: async () => '',
        readFile: () => '',
        out: (s) => {
          out += s
        },
        err: (s) => {
          err += s
        },
      })
      return { code: status, out, err }
    } finally {
      vi.doUnmock('../src/oracle/fuzz.js')
      vi.resetModules()
    }
  }

  it('fast-check not found: how to install it on stderr (the version of the peer dependency), exit 2', async () => {
    expect(await fuzzWithout('ERR_MODULE_NOT_FOUND', "Cannot find package 'fast-check' imported from /x/src/oracle/fuzz.js")).toEqual({
      code: 2,
      out: '',
      err: 'nachruecken fuzz: fuzzing needs fast-check, an optional peer dependency of nachruecken: npm i -D fast-check@4.11.0\n',
    })
  })

  it('another module not found, or fast-check failing otherwise, is not blamed on a missing fast-check', async () => {
    expect(await fuzzWithout('ERR_MODULE_NOT_FOUND', "Cannot find module '/x/src/oracle/reduce.js'")).toEqual({
      code: 2,
      out: '',
      err: "internal error: Cannot find module '/x/src/oracle/reduce.js'\n",
    })
    expect(await fuzzWithout('ERR_SOMETHING_ELSE', 'fast-check is broken')).toEqual({ code: 2, out: '', err: 'internal error: fast-check is broken\n' })
  })
})
