// The commands of the CLI in process: exit statuses, error lines on stderr
// (path, message, norm), usage errors, and the replay/audit outputs
// (spec/procedure.md). Every value is computed inside the tests.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const TRY = 'Try: nachruecken --help\n'

const USAGE: Readonly<Record<string, string>> = {
  determine: 'nachruecken determine <file|->',
  validate: 'nachruecken validate <file|->',
  replay: 'nachruecken replay <file|-> [--format json|text]',
  audit: 'nachruecken audit <file|-> [--format json]',
  explain: 'nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]',
  notice: 'nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM] [--document KIND] [--lang de|en] [--format text|markdown|html|pdf] [--out FILE]',
}

/** A usage error of a command: its name and the message, its usage line and the hint to its help, on stderr. */
const usageOf = (command: string, message: string): string =>
  `nachruecken ${command}: ${message}\nUsage: ${USAGE[command] ?? ''}\nTry: nachruecken ${command} --help\n`

const review = (): { events: unknown[]; query: unknown } & Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8')) as { events: unknown[]; query: unknown }

/** The review example with other events (the first three, before any departure, are kept) and a state query on `asOf`. */
const reviewWith = (events: ReadonlyArray<unknown>, asOf = '2024-01-31'): string => {
  const c = review()
  return JSON.stringify({ ...c, events: [...c.events.slice(0, 3), ...events], query: { state: { asOf } } })
}

const musterstadt = (): string => readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')

/** The seats of the review example where nothing changed: seats 2 to 5. */
const untouchedSeats = [
  '  2   SPD',
  '      SPD-2           2021-04-01 –        …    election      ',
  '  3   SPD',
  '      SPD-3           2021-04-01 –        …    election      ',
  '  4   CDU',
  '      CDU-1           2021-04-01 –        …    election      ',
  '  5   CDU',
  '      CDU-2           2021-04-01 –        …    election      ',
]

describe('usage errors: the message, the hint, exit 2', () => {
  it('determine and validate need exactly one file', async () => {
    for (const args of [['determine'], ['determine', 'a', 'b'], ['validate']]) {
      const r = await runCli(args)
      expect(r.code).toBe(2)
      expect(r.out).toBe('')
      const extra = args.length > 2 ? '; unexpected argument "b"' : ''
      expect(r.err).toBe(usageOf(args[0] as string, `${args[0]} needs exactly one file (or - for standard input)${extra}`))
    }
  })

  it('an unknown command, with the nearest command where it looks like a typo', async () => {
    expect(await runCli(['frobnicate'])).toEqual({ code: 2, out: '', err: `nachruecken: unknown command frobnicate\n${TRY}` })
    expect(await runCli(['determin', 'x.json'])).toEqual({ code: 2, out: '', err: `nachruecken: unknown command determin — did you mean determine?\n${TRY}` })
    expect((await runCli(['expalin'])).err).toContain('did you mean explain?')
    expect((await runCli(['fuz'])).err).toContain('did you mean fuzz?')
  })

  it('schema needs the name of one schema', async () => {
    const usage = 'Usage: nachruecken schema <case|determination|error|state|audit|office|protocol-request|protocol-response>\n'
    expect(await runCli(['schema'])).toEqual({ code: 2, out: '', err: `nachruecken schema: schema needs exactly <name>\n${usage}Try: nachruecken schema --help\n` })
    expect(await runCli(['schema', 'case', 'error'])).toEqual({
      code: 2,
      out: '',
      err: `nachruecken schema: schema needs exactly <name>; unexpected argument "error"\n${usage}Try: nachruecken schema --help\n`,
    })
    expect(await runCli(['schema', 'x'])).toEqual({
      code: 2,
      out: '',
      err: `nachruecken schema: no schema "x"; one of: case, determination, error, state, audit, office, protocol-request, protocol-response\n${usage}`,
    })
    expect((await runCli(['schema', 'stat'])).err).toContain('did you mean state?')
  })

  it('replay and audit: the file and --format', async () => {
    const one = (command: string, extra = ''): string => usageOf(command, `${command} needs exactly one file (or - for standard input)${extra}`)
    expect(await runCli(['replay'])).toEqual({ code: 2, out: '', err: one('replay') })
    expect(await runCli(['replay', 'a', 'b'])).toEqual({ code: 2, out: '', err: one('replay', '; unexpected argument "b"') })
    expect(await runCli(['audit'])).toEqual({ code: 2, out: '', err: one('audit') })
    expect(await runCli(['replay', '-', '--format', 'xml'])).toEqual({ code: 2, out: '', err: usageOf('replay', '--format must be one of: json, text (got "xml")') })
    expect(await runCli(['replay', '-', '--format=tex'])).toEqual({ code: 2, out: '', err: usageOf('replay', '--format must be one of: json, text (got "tex") — did you mean text?') })
    expect(await runCli(['replay', '-', '--format'])).toEqual({ code: 2, out: '', err: usageOf('replay', 'option --format needs a value') })
    expect(await runCli(['audit', '-', '--format', 'text'])).toEqual({ code: 2, out: '', err: usageOf('audit', '--format must be one of: json (got "text")') })
  })

  it('explain and notice: the file, --lang and --format', async () => {
    const text = musterstadt()
    for (const command of ['explain', 'notice']) {
      const one = `${command} needs exactly one file (or - for standard input)`
      expect(await runCli([command])).toEqual({ code: 2, out: '', err: usageOf(command, one) })
      expect(await runCli([command, 'a', 'b'])).toEqual({ code: 2, out: '', err: usageOf(command, `${one}; unexpected argument "b"`) })
      expect(await runCli([command, '-', '--lang', 'fr'], text)).toEqual({ code: 2, out: '', err: usageOf(command, '--lang must be one of: de, en (got "fr")') })
      const formats = command === 'notice' ? 'text, markdown, html, pdf' : 'text, markdown, html'
      expect(await runCli([command, '-', '--format', 'docx'], text)).toEqual({ code: 2, out: '', err: usageOf(command, `--format must be one of: ${formats} (got "docx")`) })
      expect(await runCli([command, '-', '--foramt', 'html'], text)).toEqual({ code: 2, out: '', err: usageOf(command, 'unknown option --foramt — did you mean --format?') })
      // --opt=value and --opt value, and the short forms, mean the same
      const spaced = await runCli([command, '-', '--lang', 'en', '--format', 'markdown'], text)
      expect(spaced.code).toBe(0)
      expect(await runCli([command, '-', '--lang=en', '--format=markdown'], text)).toEqual(spaced)
      expect(await runCli([command, '-l', 'en', '-f', 'markdown', '-'], text)).toEqual(spaced)
    }
  })

  it('oracle, conformance and fuzz are their own commands (usage errors without starting anything)', async () => {
    const oracle = await runCli(['oracle', 'x'])
    expect(oracle.code).toBe(2)
    expect(oracle.err.split('\n')[0]).toBe('nachruecken oracle: oracle takes no arguments; unexpected argument "x"')
    const conformance = await runCli(['conformance'])
    expect(conformance.code).toBe(2)
    expect(conformance.err.split('\n')[0]).toBe('nachruecken conformance: conformance needs --impl "<command of the implementation>"')
    const fuzz = await runCli(['fuzz'])
    expect(fuzz.code).toBe(2)
    expect(fuzz.err.split('\n')[0]).toBe('nachruecken fuzz: fuzz needs --impl "<command of the implementation>"')
  })
})

describe('help, version, schema', () => {
  it('--help prints the usage and exits 0; no command prints it and exits 2', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    expect(help.out).toMatch(/^nachruecken — succession under § 34 KWG \(Hesse\)\n\nUsage:\n/)
    for (const command of ['determine', 'validate', 'explain', 'notice', 'schema', 'replay', 'audit', 'import', 'memberships', 'deadlines', 'oracle', 'conformance', 'fuzz'])
      expect(help.out).toContain(`nachruecken ${command}`)
    expect(help.err).toBe('')
    const none = await runCli([])
    expect(none).toEqual({ code: 2, out: help.out, err: '' })
  })

  it('--version prints the version of the package', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    expect(await runCli(['--version'])).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' })
  })

  it('schema prints the JSON Schema file', async () => {
    for (const which of ['case', 'determination', 'error']) {
      const r = await runCli(['schema', which])
      expect(r.code).toBe(0)
      expect(r.out).toBe(readFileSync(join(ROOT, 'spec', 'schema', `${which}.schema.json`), 'utf8'))
    }
  })
})

describe('reading the input', () => {
  it('a missing file: "cannot read <file> (<code>)", exit 2', async () => {
    for (const command of ['determine', 'validate', 'replay', 'audit', 'explain', 'notice']) {
      const r = await runCli([command, 'nope.json'])
      expect(r).toEqual({ code: 2, out: '', err: `nachruecken ${command}: cannot read nope.json (ENOENT)\n` })
    }
  })

  it('an error without a code: "cannot read <file>" alone; a thrown non-object is no internal error', async () => {
    for (const thrown of [new Error('gone'), 'gone', null]) {
      let out = ''
      let err = ''
      const code = await main(['validate', 'x.json'], {
        readStdin: async () => '',
        readFile: () => {
          throw thrown
        },
        out: (s) => {
          out += s
        },
        err: (s) => {
          err += s
        },
      })
      expect({ code, out, err }).toEqual({ code: 2, out: '', err: 'nachruecken validate: cannot read x.json\n' })
    }
  })

  it('an exception inside a command is reported as an internal error, exit 2, no stack trace', async () => {
    let err = ''
    const code = await main(['--help'], {
      readStdin: async () => '',
      readFile: () => '',
      out: () => {
        throw new Error('disk full')
      },
      err: (s) => {
        err += s
      },
    })
    expect(code).toBe(2)
    expect(err).toBe('internal error: disk full\n')
  })

  it('errors of the whole document are reported at "(document)", without a norm when there is none', async () => {
    for (const command of ['determine', 'validate', 'replay', 'audit', 'explain', 'notice']) {
      const array = await runCli([command, '-'], '[]')
      expect(array.code).toBe(2)
      expect(array.err).toBe('(document): expected a case, got an array\n')
      if (command === 'determine')
        expect(JSON.parse(array.out)).toEqual({
          format: 'nachruecken.error/1',
          errors: [{ path: '', code: 'invalidValue', message: 'expected a case, got an array', rule: null }],
        })
      else expect(array.out).toBe('')
      const broken = await runCli([command, '-'], '{')
      expect(broken.code).toBe(2)
      expect(broken.out).toBe('')
      expect(broken.err).toMatch(/^\(document\): not valid JSON: [^\n[]*\n$/)
    }
  })
})

describe('determine and validate: exit statuses and error lines', () => {
  it('validate says valid on stderr, nothing on stdout', async () => {
    expect(await runCli(['validate', '-'], musterstadt())).toEqual({ code: 0, out: '', err: 'valid\n' })
  })

  it('a rule error: path, message and norm on stderr, exit 1; determine also prints the error document', async () => {
    const c = JSON.parse(musterstadt()) as { query: { vacancy: string } }
    c.query.vacancy = 'SPD-2'
    const text = JSON.stringify(c)
    const d = await runCli(['determine', '-'], text)
    expect(d.code).toBe(1)
    expect(d.err).toMatch(/^query\.vacancy: [^\n]+ \[kwg34\.1\.s1\.trigger\]\n$/)
    expect(JSON.parse(d.out)).toMatchObject({ format: 'nachruecken.error/1', errors: [{ path: 'query.vacancy', rule: 'kwg34.1.s1.trigger' }] })
    const e = await runCli(['explain', '-'], text)
    expect(e).toEqual({ code: 1, out: '', err: d.err })
  })
})

describe('replay: the state as text (spec/procedure.md)', () => {
  it('the review example: seats over time, the final vacancy, the rejected objection and the note; exit 1', async () => {
    const r = await runCli(['replay', 'review.json', '--format', 'text'], '', {
      'review.json': readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8'),
    })
    expect(r.code).toBe(1)
    const late = 'events[7]: the objection period ended on 2023-09-08 (two weeks after the announcement on 2023-08-25) [kwg25.1]'
    expect(r.out).toBe(
      [
        'State on 2024-01-31: legal member count 31 (occupied 5, open 0, unfilled 26)',
        '',
        'Seats:',
        '  1   SPD',
        '      SPD-1           2021-04-01 – 2023-08-21  election      departure',
        '      SPD-5           2023-08-22 – 2023-11-13  determination review',
        '      SPD-4           2023-11-14 –        …    determination ',
        ...untouchedSeats,
        '',
        'Vacancies:',
        '  SPD-1           seatWaiver          arose 2023-08-15, left 2023-08-22  final       successor SPD-4 (determined 2023-11-14 by body)',
        '',
        'Rejected events:',
        `  ${late}`,
        '',
        'Notes:',
        '  [kwg34.6] The determination for the vacancy of SPD-1 was changed in review proceedings with effect from 2023-11-14. The resolutions of the body and the acts of SPD-5 until then remain valid (§ 34 Abs. 6, § 33 Abs. 4 KWG).',
        '',
      ].join('\n'),
    )
    expect(r.err).toBe(`rejected: ${late}\n`)
  })

  it('without a departure: "none" under vacancies, no further sections; exit 0', async () => {
    const r = await runCli(['replay', '-', '--format', 'text'], reviewWith([]))
    expect(r).toEqual({
      code: 0,
      err: '',
      out: [
        'State on 2024-01-31: legal member count 31 (occupied 5, open 0, unfilled 26)',
        '',
        'Seats:',
        '  1   SPD',
        '      SPD-1           2021-04-01 –        …    election      ',
        ...untouchedSeats,
        '',
        'Vacancies:',
        '  none',
        '',
      ].join('\n'),
    })
  })

  it('a seat waiver not yet determined: "left not yet", the due successor', async () => {
    const r = await runCli(['replay', '-', '--format', 'text'], reviewWith([review().events[3]]))
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    const lines = r.out.split('\n')
    expect(lines.slice(lines.indexOf('Vacancies:'))).toEqual([
      'Vacancies:',
      '  SPD-1           seatWaiver          arose 2023-08-15, left not yet  due         due: successor SPD-4',
      '',
    ])
  })

  it('a recorded vacant determination: the outcome without a successor', async () => {
    const c = review()
    const r = await runCli(
      ['replay', '-', '--format', 'text'],
      reviewWith([c.events[3], { date: '2023-08-22', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'vacant', successor: null }]),
    )
    expect(r.code).toBe(0)
    expect(r.out.split('\n')[0]).toBe('State on 2024-01-31: legal member count 30 (occupied 4, open 0, unfilled 26)')
    const lines = r.out.split('\n')
    expect(lines.slice(lines.indexOf('Vacancies:'))).toEqual([
      'Vacancies:',
      '  SPD-1           seatWaiver          arose 2023-08-15, left 2023-08-22  determined  vacant (determined 2023-08-22 by returningOfficer)',
      '',
    ])
  })

  it('pending decisions: awaiting a proof holds back its own seat only; the later seat is due with the next (R6 revised)', async () => {
    const r = await runCli(
      ['replay', '-', '--format', 'text'],
      reviewWith(
        [
          { date: '2023-08-01', type: 'candidateGroundArose', candidate: 'SPD-4', ground: 'incompatibility' },
          { date: '2023-08-02', type: 'incompatibilityNotified', candidate: 'SPD-4' },
          { date: '2023-08-03', type: 'memberLeft', member: 'SPD-1', cause: 'death' },
          { date: '2023-08-04', type: 'memberLeft', member: 'SPD-2', cause: 'death' },
        ],
        '2023-08-05',
      ),
    )
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines[0]).toBe('State on 2023-08-05: legal member count 31 (occupied 4, open 1, unfilled 26)')
    expect(lines.slice(lines.indexOf('Vacancies:'))).toEqual([
      'Vacancies:',
      '  SPD-1           death               arose 2023-08-03, left 2023-08-03  open        due: awaitingProof',
      '  SPD-2           death               arose 2023-08-04, left 2023-08-04  due         due: successor SPD-5',
      '',
    ])
  })

  it('a due vacant outcome (the list is exhausted)', async () => {
    const r = await runCli(
      ['replay', '-', '--format', 'text'],
      reviewWith([
        { date: '2023-08-01', type: 'candidateDied', candidate: 'CDU-3' },
        { date: '2023-08-03', type: 'memberLeft', member: 'CDU-1', cause: 'death' },
      ]),
    )
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines.slice(lines.indexOf('Vacancies:'))).toEqual([
      'Vacancies:',
      '  CDU-1           death               arose 2023-08-03, left 2023-08-03  due         due: vacant',
      '',
    ])
  })

  it('proofs of incompatibility of a member are listed', async () => {
    const r = await runCli(
      ['replay', '-', '--format', 'text'],
      reviewWith([
        { date: '2023-08-01', type: 'candidateGroundArose', candidate: 'CDU-2', ground: 'incompatibility' },
        { date: '2023-08-02', type: 'incompatibilityNotified', candidate: 'CDU-2' },
        { date: '2023-08-05', type: 'incompatibilityProven', candidate: 'CDU-2' },
      ]),
    )
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines.slice(lines.indexOf('Vacancies:'))).toEqual([
      'Vacancies:',
      '  none',
      '',
      'Proofs of incompatibility (§ 23 Abs. 2 KWG):',
      '  CDU-2           notified 2023-08-02, due 2023-08-09: proven',
      '',
    ])
  })

  it('an id longer than its column is printed whole, with a space before the next column', async () => {
    const text = readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8').replaceAll('"SPD-1"', '"SPD-Kandidatin-0001"')
    const r = await runCli(['replay', '-', '--format', 'text'], text)
    expect(r.code).toBe(1)
    expect(r.err).not.toContain('internal error')
    const lines = r.out.split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^ {6}SPD-Kandidatin-0001 2021-04-01 – 2023-08-21 {2}election {6}departure$/))
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}SPD-Kandidatin-0001 seatWaiver {10}arose 2023-08-15, left 2023-08-22 {2}final {7}successor SPD-4 /))
  })
})

describe('replay as JSON and audit', () => {
  it('replay prints nachruecken.state/1 by default and with --format json; rejected events on stderr, exit 1', async () => {
    const text = readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8')
    const byDefault = await runCli(['replay', '-'], text)
    const json = await runCli(['replay', '--format', 'json', '-'], text)
    expect(json).toEqual(byDefault)
    expect(byDefault.code).toBe(1)
    expect(byDefault.out.endsWith('}\n')).toBe(true)
    const s = JSON.parse(byDefault.out) as Record<string, unknown>
    expect(s).toMatchObject({
      format: 'nachruecken.state/1',
      asOf: '2024-01-31',
      legalMemberCount: 31,
      counts: { occupied: 5, open: 0, unfilled: 26 },
      rejected: [{ path: 'events[7]', code: 'objectionLate', rule: 'kwg25.1' }],
      notes: [{ rule: 'kwg34.6' }],
    })
    expect(byDefault.err).toBe(
      'rejected: events[7]: the objection period ended on 2023-09-08 (two weeks after the announcement on 2023-08-25) [kwg25.1]\n',
    )
  })

  it('several rejected events: one line each on stderr, in event order, with path and norm', async () => {
    const r = await runCli(['replay', '-'], readFileSync(join(ROOT, 'spec', 'cases', '14-einspruch-verspaetet-ohne-quorum', 'case.json'), 'utf8'))
    expect(r.code).toBe(1)
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(/^rejected: events\[3\]\.supporters: [^\n]+ \[kwg25\.1\]$/),
      expect.stringMatching(/^rejected: events\[4\]\.form: [^\n]+ \[kwg25\.2\]$/),
      expect.stringMatching(/^rejected: events\[5\]: [^\n]+ \[kwg25\.1\]$/),
      '',
    ])
  })

  it('replay of a case without rejected events exits 0 with nothing on stderr', async () => {
    const r = await runCli(['replay', '-'], reviewWith([]))
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(JSON.parse(r.out)).toMatchObject({ format: 'nachruecken.state/1', vacancies: [], rejected: [], notes: [] })
  })

  it('audit prints the deviation of the recorded determination with its norm, exit 0', async () => {
    const r = await runCli(['audit', '-'], readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8'))
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(JSON.parse(r.out)).toEqual({
      format: 'nachruecken.audit/1',
      asOf: '2024-01-31',
      checked: 1,
      findings: [
        {
          event: 4,
          vacancy: 'SPD-1',
          date: '2023-08-22',
          recorded: { outcome: 'successor', successor: 'SPD-5' },
          lawful: { outcome: 'successor', successor: 'SPD-4' },
          rule: 'kwg34.1.s1.rank',
          message: 'SPD-4 ranks first among the eligible candidates not yet called, not SPD-5',
        },
      ],
    })
  })
})
