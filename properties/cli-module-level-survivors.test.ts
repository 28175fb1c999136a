// The survivors of the mutation run of src/cli/ on 2026-12-06
// (mutation/survivors-cli-2026-12-06b.txt) that the tests kill when the
// mutant is written into the source by hand: the command specs of
// `determine`, `validate`, `schema`, `notice-check`, `replay`, `audit`,
// `import`, `memberships` and `deadlines`, the help entry of the whole
// command line, the flag under which `import` prints an error of an option
// (FLAGS), the whole number of --members and --eligible-voters (WHOLE) and
// the exit status of `import` are module-level values, evaluated when the
// module loads, before Stryker switches a mutant on. Each test here imports
// its module afresh (vi.resetModules), so that the values are built with the
// mutant on, and pins them in full: the specs as the data they are, the help
// of the whole command line as README.md ("Command line") documents it.
// Besides: a typo at three edits is not suggested (src/cli/args.ts: "at most
// two edits"), `import` without --members alone names --members, and
// `fuzz` without fast-check is tested in process (the test in a child process
// of cli-oracle-survivors.test.ts gives a mutation run no coverage).
import { describe, expect, it, vi } from 'vitest'
import type { CliRun } from './support/run-cli.js'

const fresh = {
  main: async (): Promise<typeof import('../src/cli/main.js')> => {
    vi.resetModules()
    return import('../src/cli/main.js')
  },
  documents: async (): Promise<typeof import('../src/cli/documents.js')> => {
    vi.resetModules()
    return import('../src/cli/documents.js')
  },
  procedure: async (): Promise<typeof import('../src/cli/procedure.js')> => {
    vi.resetModules()
    return import('../src/cli/procedure.js')
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

/** `nachruecken <args>` in process, by a freshly imported main (every command module it loads is fresh too). */
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

const FILE = '<file|->'

describe('the specs of determine, validate and schema (src/cli/main.ts), built with the module', () => {
  it('determine: its name, summary, usage, three examples, one file and the exit status of README.md', async () => {
    const m = await fresh.main()
    expect(m.determineSpec).toEqual({
      name: 'determine',
      summary: 'decide the case: the determination (nachruecken.determination/1) as JSON on stdout',
      usage: 'nachruecken determine <file|->',
      examples: [
        'nachruecken determine spec/examples/musterstadt.case.json',
        'nachruecken determine - < case.json          # from standard input',
        'nachruecken determine case.json | jq -r .successor',
      ],
      options: {},
      positionals: [FILE],
      notes:
        'Exit status: 0 a decision (successor, vacant, noSuccession, lotRequired, awaitingProof);\n1 the case breaks a rule or is inconsistent (the error document on stdout, the errors on stderr);\n2 unreadable input (not UTF-8, not JSON, not the format) or a usage error.',
    })
  })

  it('validate: its name, summary, usage, two examples, one file and the exit status', async () => {
    const m = await fresh.main()
    expect(m.validateSpec).toEqual({
      name: 'validate',
      summary: 'check a case against the format and its consistency, without deciding it',
      usage: 'nachruecken validate <file|->',
      examples: ['nachruecken validate spec/examples/review.case.json', 'nachruecken validate - < case.json && echo ok'],
      options: {},
      positionals: [FILE],
      notes: 'Exit status: 0 valid ("valid" on stderr); 1 inconsistent or breaking a rule; 2 unreadable or a usage error.',
    })
  })

  it('schema: the usage lists every schema README.md names, separated by |', async () => {
    const m = await fresh.main()
    expect(m.schemaSpec).toEqual({
      name: 'schema',
      summary: 'print a JSON Schema (draft 2020-12) of the wire format',
      usage: 'nachruecken schema <case|determination|error|state|audit|office|protocol-request|protocol-response>',
      examples: ['nachruecken schema case > case.schema.json', 'nachruecken schema determination'],
      options: {},
      positionals: ['<name>'],
    })
  })

  it('determine and schema without their one argument are usage errors of a fresh module (the positionals are counted)', async () => {
    const d = await freshRun(['determine'])
    expect(d).toMatchObject({ code: 2, out: '' })
    expect(d.err).toContain('Usage: nachruecken determine <file|->\n')
    const s = await freshRun(['schema'])
    expect(s).toMatchObject({ code: 2, out: '' })
    expect(s.err).toContain('Usage: nachruecken schema <case|determination|error|state|audit|office|protocol-request|protocol-response>\n')
  })

  it('nachruecken --help: every command with its usage (wrapped) and summary, then --help, --version, the exit status and examples', async () => {
    const r = await freshRun(['--help'])
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out.split('\n')).toEqual([
      'nachruecken — succession under § 34 KWG (Hesse)',
      '',
      'Usage:',
      '  nachruecken determine <file|->',
      '      decide the case: the determination (nachruecken.determination/1) as JSON on stdout',
      '  nachruecken validate <file|->',
      '      check a case against the format and its consistency, without deciding it',
      '  nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]',
      '      the legal opinion in Gutachtenstil on the determination or on the state of the body',
      '  nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM]',
      '      [--document KIND] [--lang de|en] [--format text|markdown|html|pdf]',
      '      [--out FILE]',
      '      the documents to sign: Feststellung, Bekanntmachung, Benachrichtigung, service list (§ 58 KWO), review notices',
      '  nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]',
      '      check the plain text of a notice written elsewhere: missing or wrong elements of §§ 25–27, 34 KWG and § 58 KWO',
      '  nachruecken replay <file|-> [--format json|text]',
      '      the state of the body on the query date: members, seats over the term, vacancies and their procedure',
      '  nachruecken audit <file|-> [--format json]',
      '      each recorded determination that deviates from the law, with the reason and the norm',
      '  nachruecken import <file|-> [--candidates <file>]',
      '      [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind',
      '      <kind> --members <n> --term <start>/<end> [--mode proportional|majority]',
      '      [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]',
      '      a case skeleton (nachruecken.case/1) from the CSV template, or from votemanager open data joined with the candidate list',
      '  nachruecken memberships <file|-> --base-url <url>',
      '      the memberships of the body on the query date as OParl 1.1 Membership objects, one per tenure',
      '  nachruecken deadlines <file|->',
      '      the periods that run on the query date (objection period, proof week, the month of § 27 KWG) as an iCalendar file, with the norm in each entry',
      '  nachruecken schema <case|determination|error|state|audit|office|protocol-request|protocol-response>',
      '      print a JSON Schema (draft 2020-12) of the wire format',
      '  nachruecken oracle',
      '      this implementation speaking the line protocol (spec/protocol.md) on stdin and stdout',
      '  nachruecken conformance --impl [NAME=]"<command>" … [--level core|full]',
      '      [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE]',
      '      [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast]',
      '      [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
      '      [--expected-failures FILE] [--validate]',
      '      run the conformance suite against one or more implementations speaking the line protocol',
      '  nachruecken conformance smoke --impl "<command>" [--timeout S]',
      '      [--vectors DIR|ARCHIVE]',
      '      start an implementation, show its hello, run one vector of each kind it answers',
      '  nachruecken conformance diff OLD.json NEW.json [--report markdown|json]',
      '      new failures, fixed and changed vectors between two JSON reports',
      '  nachruecken fuzz --impl "<command>"',
      '      [--kind determination|state|audit|invalid] [--runs N] [--seed S]',
      '      [--path P] [--level core|full] [--norm ID] [--fail-fast] [--max-fail N]',
      '      [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
      '      differential fuzzing against this implementation; prints a minimal disagreement as a vector skeleton',
      '  nachruecken --help',
      '      this text; nachruecken <command> --help: the options and examples of one command',
      '  nachruecken --version',
      '      the version of the package',
      '',
      'A file of "-" reads standard input (UTF-8; a byte order mark is accepted).',
      'Exit status: 0 a decision was made (successor, vacant, noSuccession,',
      'lotRequired, awaitingProof) or the case is valid; 1 the case is inconsistent',
      'or breaks a rule; 2 unreadable input or a usage error. The test-oracle',
      'commands: 0 conforms / agrees, 1 a vector fails / a disagreement, 2 usage or',
      'the implementation cannot be started, 130 stopped by a signal (the reports',
      'are written first).',
      '',
      'Examples:',
      '  nachruecken determine spec/examples/musterstadt.case.json',
      '  nachruecken explain spec/examples/musterstadt.case.json --lang en --format markdown',
      '  nachruecken conformance --impl "python3 my_impl.py" --level full',
      '',
    ])
  })
})

describe('the spec of notice-check (src/cli/documents.ts), built with the module', () => {
  it('notice-check: the elements it checks, three examples, --case and --voters, one notice, and the form of a finding', async () => {
    const m = await fresh.documents()
    expect(m.noticeCheckSpec).toEqual({
      name: 'notice-check',
      summary: 'check the plain text of a notice written elsewhere: missing or wrong elements of §§ 25–27, 34 KWG and § 58 KWO',
      usage: 'nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]',
      examples: [
        'nachruecken notice-check bekanntmachung.txt --voters 12480',
        'nachruecken notice-check spec/notice-check/zierenberg-2024.txt --case spec/examples/musterstadt.case.json',
        'pdftotext amtsblatt.pdf - | nachruecken notice-check -',
      ],
      options: { case: { type: 'string' }, voters: { type: 'string' } },
      describe: {
        case: 'the case (its body.eligibleVoters tells whether the 100 above 10,000 matter)',
        voters: 'the number of persons entitled to vote in the district (a whole number, at most 9 digits)',
      },
      positionals: ['<notice.txt|->'],
      needs: 'one notice to check (a text file, or - for standard input)',
      notes:
        'Each finding on stdout as FILE[:LINE]: error|warning [code] message (norm).\nExit status: 0 no error (warnings may be printed); 1 an element is missing or wrong; 2 unreadable input (also a\n--case whose body.eligibleVoters is not a whole number) or a usage error.',
    })
  })
})

describe('the specs of replay and audit (src/cli/procedure.ts), built with the module', () => {
  it('replay: --format json|text described, and the exit status with the rejected events', async () => {
    const m = await fresh.procedure()
    expect(m.replaySpec).toEqual({
      name: 'replay',
      summary: 'the state of the body on the query date: members, seats over the term, vacancies and their procedure',
      usage: 'nachruecken replay <file|-> [--format json|text]',
      examples: [
        'nachruecken replay spec/examples/review.case.json --format text',
        'nachruecken replay spec/examples/review.case.json > state.json   # nachruecken.state/1',
      ],
      options: { format: { type: 'string', short: 'f', default: 'json' } },
      choices: { format: ['json', 'text'] },
      describe: { format: 'json: the nachruecken.state/1 document; text: a table' },
      positionals: [FILE],
      notes:
        'Exit status: 0 the state; 1 events were rejected (listed on stderr, the state is printed all the same)\nor the case cannot be replayed; 2 unreadable input or a usage error.',
    })
  })

  it('audit: --format json described, and the exit status (findings are a result)', async () => {
    const m = await fresh.procedure()
    expect(m.auditSpec).toEqual({
      name: 'audit',
      summary: 'each recorded determination that deviates from the law, with the reason and the norm',
      usage: 'nachruecken audit <file|-> [--format json]',
      examples: ['nachruecken audit spec/examples/review.case.json', 'nachruecken audit - < case.json | jq .findings'],
      options: { format: { type: 'string', short: 'f', default: 'json' } },
      choices: { format: ['json'] },
      describe: { format: 'json: the nachruecken.audit/1 document' },
      positionals: [FILE],
      notes: 'Exit status: 0 the audit (findings are a result); 1 the case cannot be read as a term; 2 unreadable input or a usage error.',
    })
  })
})

describe('the specs of import, memberships and deadlines (src/cli/interchange.ts), built with the module', () => {
  it('import: every option described (the kinds of body of spec/interchange.md), three examples on the fixtures, the exit status of spec/interchange.md', async () => {
    const m = await fresh.interchange()
    expect(m.importSpec).toEqual({
      name: 'import',
      summary: 'a case skeleton (nachruecken.case/1) from the CSV template, or from votemanager open data joined with the candidate list',
      usage:
        'nachruecken import <file|-> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind <kind> --members <n> --term <start>/<end> [--mode proportional|majority] [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]',
      examples: [
        'nachruecken import spec/fixtures/interchange/gemeindevertretung/ergebnis-gemeindewahl-2026.csv --candidates spec/fixtures/interchange/gemeindevertretung/wahlvorschlaege.csv --body "Gemeindevertretung Musterhausen" --kind gemeindevertretung --members 23 --term 2026-04-01/2031-03-31 --list-seats CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1 > case.json',
        'nachruecken import spec/fixtures/interchange/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv --candidates spec/fixtures/interchange/ortsbeirat/bewerber.csv --area-name "Ortsbezirk Nord" --body "Ortsbeirat Nord" --kind ortsbeirat --members 9 --term 2021-04-01/2026-03-31',
        'nachruecken import spec/fixtures/interchange/mehrheitswahl/kandidaten.csv --body "Ortsbeirat Süd" --kind ortsbeirat --members 5 --term 2021-04-01/2026-03-31 --mode majority --list-seats BLS=5   # the template',
      ],
      options: {
        candidates: { type: 'string' },
        area: { type: 'string' },
        'area-name': { type: 'string' },
        body: { type: 'string' },
        kind: { type: 'string' },
        members: { type: 'string' },
        term: { type: 'string' },
        mode: { type: 'string', default: 'proportional' },
        'eligible-voters': { type: 'string' },
        'list-seats': { type: 'string', multiple: true },
        'as-of': { type: 'string' },
      },
      describe: {
        candidates: 'the candidate list (the template without Stimmen) for votemanager open data',
        area: 'the row of the votemanager file by gebiet-nr (with several rows, this or --area-name is needed)',
        'area-name': 'the row of the votemanager file by gebiet-name (with several rows, this or --area is needed)',
        body: 'the name of the body (required)',
        kind: 'the kind of body (required): gemeindevertretung, stadtverordnetenversammlung, kreistag, ortsbeirat, auslaenderbeirat',
        members: 'the legal member count (required)',
        term: 'the term as <start>/<end>, e.g. 2026-04-01/2031-03-31 (required)',
        mode: 'proportional or majority',
        'eligible-voters': 'the persons entitled to vote (votemanager data: must agree with column A)',
        'list-seats': 'the seats each list won, <list>=<n>,… (every list, 0 for none), where the file has no column gewählt',
        'as-of': 'the date of the state query (default: the first day of the term)',
      },
      positionals: [FILE],
      notes:
        'Exit status: 0 the case on stdout; 1 the files disagree with each other or with the options (a list or\nposition missing in one of them, a sum that does not match, a duplicate position); 2 a file that cannot be\nread as documented (not CSV, a column missing, a cell that is not a number or a date) or a usage error.\nEvery error names the file, line and column (A = 1), or the option.',
    })
  })

  it('memberships: --base-url described, one file, the exit status', async () => {
    const m = await fresh.interchange()
    expect(m.membershipsSpec).toEqual({
      name: 'memberships',
      summary: 'the memberships of the body on the query date as OParl 1.1 Membership objects, one per tenure',
      usage: 'nachruecken memberships <file|-> --base-url <url>',
      examples: [
        'nachruecken memberships spec/fixtures/interchange/fristen.case.json --base-url https://ris.musterhausen.de/oparl/v1.1',
        'nachruecken memberships spec/examples/review.case.json --base-url https://ris.musterstadt.de/oparl/v1.1 > memberships.json',
      ],
      options: { 'base-url': { type: 'string' } },
      describe: { 'base-url': 'the base of every OParl id, http or https (required)' },
      positionals: [FILE],
      notes: 'Exit status: 0 the list; 1 events were rejected (listed on stderr, the list is printed all the same) or the case\nbreaks a rule; 2 unreadable input or a usage error.',
    })
  })

  it('deadlines: one file, the exit status (no period running is not an error)', async () => {
    const m = await fresh.interchange()
    expect(m.deadlinesSpec).toEqual({
      name: 'deadlines',
      summary: 'the periods that run on the query date (objection period, proof week, the month of § 27 KWG) as an iCalendar file, with the norm in each entry',
      usage: 'nachruecken deadlines <file|->',
      examples: ['nachruecken deadlines spec/fixtures/interchange/fristen.case.json > fristen.ics', 'nachruecken deadlines - < case.json'],
      options: {},
      positionals: [FILE],
      notes:
        'Exit status: 0 the calendar (with no entry when no period runs: stderr says so); 1 events were rejected\n(listed on stderr, the calendar is printed all the same) or the case breaks a rule; 2 unreadable input or a usage error.',
    })
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
