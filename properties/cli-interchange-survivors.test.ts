// The command line of the interchange commands (spec/interchange.md, src/cli/interchange.ts):
// what `import` does with its options (the flags of the body, --list-seats,
// --area and --area-name), the flag under which an error of an option is
// printed, how many files `import`, `memberships` and `deadlines` take, and
// their help texts. Every run is in process, on the fixtures of
// spec/fixtures/interchange/ or on files given as strings.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const F = 'spec/fixtures/interchange'
const fixture = (p: string): string => readFileSync(join(ROOT, p), 'utf8')

/** The fixtures as virtual files, under the paths the help's examples use. */
const DISK: Readonly<Record<string, string>> = Object.fromEntries(
  [
    `${F}/mehrheitswahl/kandidaten.csv`,
    `${F}/gemeindevertretung/ergebnis-gemeindewahl-2026.csv`,
    `${F}/gemeindevertretung/wahlvorschlaege.csv`,
    `${F}/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv`,
    `${F}/ortsbeirat/bewerber.csv`,
    `${F}/fristen.case.json`,
  ].map((p) => [p, fixture(p)]),
)

const IMPORT_USAGE =
  'nachruecken import <file|-> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind <kind> --members <n> --term <start>/<end> [--mode proportional|majority] [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]'

/** A usage error of a command: its name and the message, its usage line and the hint to its help, on stderr. */
const usageError = (command: string, usage: string, message: string): string => `nachruecken ${command}: ${message}\nUsage: ${usage}\nTry: nachruecken ${command} --help\n`
const importUsageError = (message: string): string => usageError('import', IMPORT_USAGE, message)

/** The template of Ortsbeirat Süd (majority election, one list BLS of 8 candidates, 5 seats), all options but the seats. */
const SUED = [`${F}/mehrheitswahl/kandidaten.csv`, '--body', 'Ortsbeirat Süd', '--kind', 'ortsbeirat', '--members', '5', '--term', '2021-04-01/2026-03-31', '--mode', 'majority']
const suedExpected = (): unknown => JSON.parse(fixture(`${F}/mehrheitswahl/expected.case.json`))

/** The same options with one of them given another value. */
const suedWith = (flag: string, value: string): string[] => SUED.map((w, i) => (SUED[i - 1] === flag ? value : w))

/** The votemanager file of Ortsbeirat Nord (four areas) with its candidate list, all options but the area. */
const NORD = [`${F}/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv`, '--candidates', `${F}/ortsbeirat/bewerber.csv`, '--body', 'Ortsbeirat Nord', '--kind', 'ortsbeirat', '--members', '9', '--term', '2021-04-01/2026-03-31']
const AREAS = '"" Ortsbezirk Nord, "101" Wahlbezirk 101 Nord-West, "102" Wahlbezirk 102 Nord-Ost, "901" Briefwahlbezirk 901 Nord'

const importOf = (args: ReadonlyArray<string>) => runCli(['import', ...args], '', DISK)

describe('nachruecken import: the options of the body', () => {
  it('prints the case of the template when every required option is given', async () => {
    const r = await importOf([...SUED, '--list-seats', 'BLS=5'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual(suedExpected())
  })

  it('names a missing --kind as a usage error, with the usage line, and prints no case', async () => {
    const withoutKind = SUED.filter((w, i) => w !== '--kind' && SUED[i - 1] !== '--kind')
    expect(await importOf([...withoutKind, '--list-seats', 'BLS=5'])).toEqual({ code: 2, out: '', err: importUsageError('import needs --kind') })
  })

  it('takes --members only as digits: a sign or an exponent is a usage error', async () => {
    for (const members of ['+5', '5e0'])
      expect(await importOf([...suedWith('--members', members), '--list-seats', 'BLS=5'])).toEqual({
        code: 2,
        out: '',
        err: importUsageError(`--members needs a whole number, got ${JSON.stringify(members)}`),
      })
  })

  it('takes --eligible-voters only as digits: a sign or an exponent is a usage error', async () => {
    for (const eligible of ['-1', '+3120', '3e3'])
      expect(await importOf([...SUED, '--list-seats', 'BLS=5', `--eligible-voters=${eligible}`])).toEqual({
        code: 2,
        out: '',
        err: importUsageError(`--eligible-voters needs a whole number, got ${JSON.stringify(eligible)}`),
      })
  })
})

describe('nachruecken import: --list-seats', () => {
  it('ignores spaces around a list name and its seats', async () => {
    for (const seats of ['BLS =5', ' BLS=5 ', 'BLS=5 '])
      expect(await importOf([...SUED, '--list-seats', seats]), JSON.stringify(seats)).toEqual({ code: 0, out: `${JSON.stringify(suedExpected(), null, 2)}\n`, err: '' })
  })

  it('reads seats of two or more digits: a list that won more seats than it has candidates is an error under --list-seats, exit 1', async () => {
    expect(await importOf([...SUED, '--list-seats', 'BLS=12'])).toEqual({ code: 1, out: '', err: '--list-seats (listSeats.BLS): BLS won 12 seats but has 8 candidates\n' })
  })

  it('refuses a pair with anything after the number of seats, or with a line break, as a usage error', async () => {
    for (const seats of ['BLS=5x', 'BLS=5.0', 'X\nBLS=5'])
      expect(await importOf([...SUED, '--list-seats', seats]), JSON.stringify(seats)).toEqual({
        code: 2,
        out: '',
        err: importUsageError(`--list-seats needs <list>=<seats>, got ${JSON.stringify(seats)}`),
      })
  })

  it('reports a list the file does not have under --list-seats, whatever its name looks like', async () => {
    const names = ['body.name', 'body.kind', 'body.statutoryMemberCount', 'body.electionMode', 'body.term', 'body.eligibleVoters', 'areaName', 'area', 'asOf']
    const r = await importOf([...SUED, '--list-seats', ['BLS=5', ...names.map((n) => `${n}=0`)].join(',')])
    expect(r).toEqual({ code: 1, out: '', err: names.map((n) => `--list-seats (listSeats.${n}): no list ${n} in the file (lists: BLS)\n`).join('') })
  })
})

describe('nachruecken import: an error of an option is printed under its flag, with the name of the API', () => {
  it('prints a value of --kind, --members or --mode that the case decoder refuses under that flag, exit 2', async () => {
    expect(await importOf([...suedWith('--kind', 'ortsbeiratswahl'), '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: '--kind (body.kind): expected one of "gemeindevertretung", "stadtverordnetenversammlung", "kreistag", "ortsbeirat", "auslaenderbeirat", got "ortsbeiratswahl"\n',
    })
    expect(await importOf([...suedWith('--members', '0'), '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: '--members (body.statutoryMemberCount): expected an integer of at least 1, got 0\n',
    })
    expect(await importOf([...suedWith('--mode', 'mehrheit'), '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: '--mode (body.electionMode): expected one of "proportional", "majority", got "mehrheit"\n',
    })
  })

  it('prints a day of --term or --as-of that does not exist under that flag, exit 2', async () => {
    expect(await importOf([...suedWith('--term', '2021-04-01/2026-02-30'), '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: '--term (body.term.end): expected a calendar date YYYY-MM-DD, got "2026-02-30"\n',
    })
    expect(await importOf([...SUED, '--list-seats', 'BLS=5', '--as-of', '2022-02-29'])).toEqual({
      code: 2,
      out: '',
      err: '--as-of (asOf): expected a calendar date YYYY-MM-DD, got "2022-02-29"\n',
    })
  })

  it('prints a missing choice among several areas, or an area the file does not have, under --area or --area-name, exit 2', async () => {
    expect(await importOf(NORD)).toEqual({
      code: 2,
      out: '',
      err: `--area (area): the file has 4 areas: choose one by gebiet-nr (area) or gebiet-name (areaName): ${AREAS}\n`,
    })
    expect(await importOf([...NORD, '--area', '102'])).toMatchObject({ code: 0, err: '' })
    expect(await importOf([...NORD, '--area', '103'])).toEqual({ code: 2, out: '', err: `--area (area): no row with gebiet-nr "103"; the file has: ${AREAS}\n` })
    expect(await importOf([...NORD, '--area-name', 'Ortsbezirk Süd'])).toEqual({
      code: 2,
      out: '',
      err: `--area-name (areaName): no row with gebiet-name "Ortsbezirk Süd"; the file has: ${AREAS}\n`,
    })
  })
})

describe('nachruecken import: --area-name chooses the row of votemanager data', () => {
  it('prints the case of the area named by --area-name alone', async () => {
    const r = await importOf([...NORD, '--area-name', 'Ortsbezirk Nord'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual(JSON.parse(fixture(`${F}/ortsbeirat/expected.case.json`)))
  })

  it('refuses --area together with --area-name as a usage error', async () => {
    expect(await importOf([...NORD, '--area', '', '--area-name', 'Ortsbezirk Nord'])).toEqual({ code: 2, out: '', err: importUsageError('give --area or --area-name, not both') })
  })
})

describe('nachruecken import: what the CLI did wrong before 2026-12-06 (mutation/cli-answers-2026-12-06.md)', () => {
  it('refuses --area and --area-name with the CSV template as a usage error, as it refuses --candidates, instead of ignoring them', async () => {
    for (const [flag, value] of [['--area', '101'], ['--area', ''], ['--area-name', 'Ortsbezirk Nord']] as const)
      expect(await importOf([...SUED, '--list-seats', 'BLS=5', flag, value]), `${flag} ${value}`).toEqual({
        code: 2,
        out: '',
        err: importUsageError(`${flag} goes with votemanager open data; ${F}/mehrheitswahl/kandidaten.csv is read as the template`),
      })
  })

  it('reports a reversed --term once, under --term, not again as a query date outside the term', async () => {
    expect(await importOf([...suedWith('--term', '2026-04-01/2021-03-31'), '--list-seats', 'BLS=5'])).toEqual({
      code: 1,
      out: '',
      err: '--term (body.term.end): the term ends (2021-03-31) before it starts (2026-04-01)\n',
    })
  })

  it('reports a start of --term that is no day once, under --term', async () => {
    expect(await importOf([...suedWith('--term', '2021-02-30/2026-03-31'), '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: '--term (body.term.start): expected a calendar date YYYY-MM-DD, got "2021-02-30"\n',
    })
  })

  it('still reports an --as-of given outside a reversed term, under --as-of', async () => {
    expect(await importOf([...suedWith('--term', '2026-04-01/2021-03-31'), '--list-seats', 'BLS=5', '--as-of', '2030-01-01'])).toEqual({
      code: 1,
      out: '',
      err: '--term (body.term.end): the term ends (2021-03-31) before it starts (2026-04-01)\n--as-of (asOf): 2030-01-01 is outside the term 2026-04-01 to 2021-03-31\n',
    })
  })

  it('refuses an empty --body, or one of spaces only, as a usage error: the body needs a name', async () => {
    for (const name of ['', '  '])
      expect(await importOf([...suedWith('--body', name), '--list-seats', 'BLS=5']), JSON.stringify(name)).toEqual({
        code: 2,
        out: '',
        err: importUsageError(`--body needs the name of the body, got ${JSON.stringify(name)}`),
      })
  })

  it('names an empty --body along with the other malformed options, in one usage error', async () => {
    expect(await importOf([...suedWith('--body', ''), '--members', 'x', '--list-seats', 'BLS=5'])).toEqual({
      code: 2,
      out: '',
      err: importUsageError('--body needs the name of the body, got ""; --members needs a whole number, got "x"'),
    })
  })
})

describe('nachruecken import: the file', () => {
  it('needs exactly one file, and says so with the usage line', async () => {
    expect(await importOf(SUED.slice(1))).toEqual({ code: 2, out: '', err: importUsageError('import needs exactly one file (or - for standard input)') })
  })
})

/** The examples of a help text as the shell reads them: words and "quoted words", the comment and the redirection left out. */
const examplesOf = (help: string): string[][] =>
  (help.split('\nExamples:\n')[1]?.split('\n\n')[0] ?? '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((e) => [...e.replace(/\s+#.*$/, '').replace(/\s+>\s+\S+$/, '').trim().matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? (m[2] as string)))

describe('nachruecken import --help', () => {
  const OPTIONS = [
    ['--candidates <value>', 'the candidate list (the template without Stimmen) for votemanager open data'],
    ['--area <value>', 'the row of the votemanager file by gebiet-nr (with several rows, this or --area-name is needed)'],
    ['--area-name <value>', 'the row of the votemanager file by gebiet-name (with several rows, this or --area is needed)'],
    ['--body <value>', 'the name of the body (required)'],
    ['--kind <value>', 'the kind of body (required): gemeindevertretung, stadtverordnetenversammlung, kreistag, ortsbeirat, auslaenderbeirat'],
    ['--members <value>', 'the legal member count (required)'],
    ['--term <value>', 'the term as <start>/<end>, e.g. 2026-04-01/2031-03-31 (required)'],
    ['--mode <value>', 'proportional or majority (default: proportional)'],
    ['--eligible-voters <value>', 'the persons entitled to vote (votemanager data: must agree with column A)'],
    ['--list-seats <value>', 'the seats each list won, <list>=<n>,… (every list, 0 for none), where the file has no column gewählt'],
    ['--as-of <value>', 'the date of the state query (default: the first day of the term)'],
  ] as const

  it('describes every option', async () => {
    const help = await runCli(['import', '--help'])
    expect(help.code).toBe(0)
    for (const [label, text] of OPTIONS) expect(help.out).toContain(`\n      ${label.padEnd(27)}${text}\n`)
  })

  it('ends with the exit statuses', async () => {
    const help = await runCli(['import', '--help'])
    expect(help.out).toMatch(
      /\n\nExit status: 0 the case on stdout; 1 the files disagree with each other or with the options \(a list or\nposition missing in one of them, a sum that does not match, a duplicate position\); 2 a file that cannot be\nread as documented \(not CSV, a column missing, a cell that is not a number or a date\) or a usage error\.\nEvery error names the file, line and column \(A = 1\), or the option\.\n$/,
    )
  })

  it('gives three examples, on the fixtures, that run as written and print the case', async () => {
    const help = await runCli(['import', '--help'])
    const examples = examplesOf(help.out)
    expect(examples.map((e) => e.join(' '))).toEqual([
      `nachruecken import ${F}/gemeindevertretung/ergebnis-gemeindewahl-2026.csv --candidates ${F}/gemeindevertretung/wahlvorschlaege.csv --body Gemeindevertretung Musterhausen --kind gemeindevertretung --members 23 --term 2026-04-01/2031-03-31 --list-seats CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1`,
      `nachruecken import ${F}/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv --candidates ${F}/ortsbeirat/bewerber.csv --area-name Ortsbezirk Nord --body Ortsbeirat Nord --kind ortsbeirat --members 9 --term 2021-04-01/2026-03-31`,
      `nachruecken import ${F}/mehrheitswahl/kandidaten.csv --body Ortsbeirat Süd --kind ortsbeirat --members 5 --term 2021-04-01/2026-03-31 --mode majority --list-seats BLS=5`,
    ])
    const expected = ['gemeindevertretung', 'ortsbeirat', 'mehrheitswahl'].map((d) => JSON.parse(fixture(`${F}/${d}/expected.case.json`)) as unknown)
    for (const [i, [, ...args]] of examples.entries()) {
      const r = await runCli(args, '', DISK)
      expect(r.err).toBe('')
      expect(r.code).toBe(0)
      expect(JSON.parse(r.out)).toEqual(expected[i])
    }
  })

  it('shows the first example redirected to case.json and marks the third as the one of the template', async () => {
    const help = await runCli(['import', '--help'])
    const lines = (help.out.split('\nExamples:\n')[1] ?? '').split('\n')
    expect(lines[0]).toMatch(/ > case\.json$/)
    expect(lines[2]).toMatch(/ {3}# the template$/)
  })
})

const BASE = ['--base-url', 'https://ris.musterhausen.de/oparl/v1.1']
const MEMBERSHIPS_USAGE = 'nachruecken memberships <file|-> --base-url <url>'

describe('nachruecken memberships', () => {
  it('needs exactly one file, and says so with the usage line', async () => {
    expect(await runCli(['memberships', ...BASE], '', DISK)).toEqual({
      code: 2,
      out: '',
      err: usageError('memberships', MEMBERSHIPS_USAGE, 'memberships needs exactly one file (or - for standard input)'),
    })
  })

  it('prints the memberships of the case on the query date', async () => {
    const r = await runCli(['memberships', `${F}/fristen.case.json`, ...BASE], '', DISK)
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect((JSON.parse(r.out) as { pagination: unknown }).pagination).toEqual({ totalElements: 24, elementsPerPage: 24, currentPage: 1, totalPages: 1 })
  })

  it('answers --help with --base-url described and the exit statuses at the end', async () => {
    const help = await runCli(['memberships', '--help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('\nOptions:\n      --base-url <value>  the base of every OParl id, http or https (required)\n  -h, --help              this help\n')
    expect(help.out).toMatch(
      /\n\nExit status: 0 the list; 1 events were rejected \(listed on stderr, the list is printed all the same\) or the case\nbreaks a rule; 2 unreadable input or a usage error\.\n$/,
    )
  })
})

describe('nachruecken deadlines', () => {
  it('needs exactly one file, and says so with the usage line', async () => {
    expect(await runCli(['deadlines'], '', DISK)).toEqual({
      code: 2,
      out: '',
      err: usageError('deadlines', 'nachruecken deadlines <file|->', 'deadlines needs exactly one file (or - for standard input)'),
    })
  })

  it('prints the calendar of the case given as its one file', async () => {
    const r = await runCli(['deadlines', `${F}/fristen.case.json`], '', DISK)
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(r.out).toContain('\r\nUID:proof-AfD-1-2026-10-05@nachruecken\r\n')
    expect(r.out).toContain('\r\nUID:objection-CDU-1-2026-10-09@nachruecken\r\n')
  })

  it('answers --help with the exit statuses at the end', async () => {
    const help = await runCli(['deadlines', '--help'])
    expect(help.code).toBe(0)
    expect(help.out).toMatch(
      /\n\nExit status: 0 the calendar \(with no entry when no period runs: stderr says so\); 1 events were rejected\n\(listed on stderr, the calendar is printed all the same\) or the case breaks a rule; 2 unreadable input or a usage error\.\n$/,
    )
  })
})
