// The exports of spec/interchange.md, sections 6 and 7: OParl 1.1
// memberships and the iCalendar file of the periods, both read from the
// state document and both read back by a parser here — the OParl list by
// JSON.parse and a JSON Schema transcribed from OParl 1.1, the calendar by
// ical.js. The expected tenures and periods are worked by hand from the
// fixture (spec/interchange.md, section 8).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { replay } from '../src/index.js'
import { encodeState } from '../src/public/codec.js'
import { addDays, type IsoDate } from '../src/public/rules.js'
import { deadlinesOf, membershipsOf, OPARL_MEMBERSHIP, periodsOf } from '../src/public/interchange.js'
import { StateDocumentC } from '../src/interchange/state-document.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { expectCleanRun, runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const fixture = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>
const FRISTEN = fixture('spec/fixtures/interchange/fristen.case.json')
const REVIEW = fixture('spec/examples/review.case.json')
const BASE = 'https://ris.musterhausen.de/oparl/v1.1'
const at = (c: Record<string, unknown>, asOf: string): Record<string, unknown> => ({ ...c, query: { state: { asOf } } })

/** OParl 1.1 Membership (OParl/spec, schema/Membership.json), the formats as patterns; an external list page (`data`, `pagination`, `links`). */
const URL_PATTERN = '^https?://[^\\s]+$'
const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
const OPARL_LIST_SCHEMA = {
  type: 'object',
  required: ['data', 'pagination', 'links'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type'],
        properties: {
          id: { type: 'string', pattern: URL_PATTERN },
          type: { const: 'https://schema.oparl.org/1.1/Membership' },
          person: { type: 'string', pattern: URL_PATTERN },
          organization: { type: 'string', pattern: URL_PATTERN },
          role: { type: 'string' },
          votingRight: { type: 'boolean' },
          startDate: { type: 'string', pattern: DATE_PATTERN },
          endDate: { type: 'string', pattern: DATE_PATTERN },
          onBehalfOf: { type: 'string', pattern: URL_PATTERN },
        },
        // properties outside the OParl schema carry the prefix nachruecken:
        propertyNames: { anyOf: [{ enum: ['id', 'type', 'person', 'organization', 'role', 'votingRight', 'startDate', 'endDate', 'onBehalfOf'] }, { pattern: '^nachruecken:' }] },
      },
    },
    pagination: { type: 'object' },
    links: { type: 'object' },
  },
}
const validList = new Ajv2020.default({ allErrors: true }).compile(OPARL_LIST_SCHEMA)

interface Membership {
  id: string
  person: string
  startDate: string
  endDate?: string
  onBehalfOf: string
  'nachruecken:candidate': string
  'nachruecken:basis': string
  'nachruecken:endedBy': string | null
  [key: string]: unknown
}

/** The OParl file as a council information system reads it. */
const readBack = (text: string): Membership[] => {
  const doc = JSON.parse(text) as { data: Membership[] }
  expect(validList(doc), JSON.stringify(validList.errors)).toBe(true)
  return doc.data
}

const oparlOf = (c: unknown, baseUrl = BASE): string => {
  const r = membershipsOf(c, { baseUrl })
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return JSON.stringify(r.right.list)
}

const GV_ELECTED = ['CDU-1', 'CDU-2', 'CDU-3', 'CDU-4', 'CDU-6', 'CDU-7', 'CDU-9', 'SPD-1', 'SPD-2', 'SPD-3', 'SPD-5', 'SPD-6', 'SPD-7', 'GRÜNE-1', 'GRÜNE-2', 'GRÜNE-3', 'GRÜNE-5', 'FWG-1', 'FWG-2', 'FWG-3', 'FDP-1', 'FDP-3', 'AfD-1']

describe('OParl memberships, one per tenure', () => {
  it('the Gemeindevertretung on 2026-09-30: the 23 elected from 2026-04-01, CDU-1 until the day before death, CDU-8 from the determination', () => {
    const data = readBack(oparlOf(FRISTEN))
    expect(data).toHaveLength(24)
    const byId = new Map(data.map((m) => [`${m['nachruecken:candidate']}/${m.startDate}`, m]))
    expect(byId.size).toBe(24)
    for (const id of GV_ELECTED.filter((x) => x !== 'CDU-1')) expect(byId.get(`${id}/2026-04-01`)).toMatchObject({ 'nachruecken:basis': 'election', 'nachruecken:endedBy': null })
    expect(byId.get('CDU-1/2026-04-01')).toMatchObject({ endDate: '2026-09-13', 'nachruecken:basis': 'election', 'nachruecken:endedBy': 'departure', 'nachruecken:name': 'Stefan Becker' })
    expect(byId.get('CDU-8/2026-09-21')).toMatchObject({ 'nachruecken:basis': 'determination', 'nachruecken:endedBy': null, 'nachruecken:name': 'Petra Wolf', 'nachruecken:list': 'CDU' })
    expect(data.filter((m) => m.endDate !== undefined).map((m) => m['nachruecken:candidate'])).toEqual(['CDU-1'])
  })

  it('the fields of a membership: ids under the base URL, percent-encoded, the role of the kind of body, the voting right', () => {
    const data = readBack(oparlOf(FRISTEN, `${BASE}/`))
    const green = data.find((m) => m['nachruecken:candidate'] === 'GRÜNE-1')
    expect(green).toEqual({
      id: `${BASE}/membership/GR%C3%9CNE-1/2026-04-01`,
      type: OPARL_MEMBERSHIP,
      person: `${BASE}/person/GR%C3%9CNE-1`,
      organization: `${BASE}/organization/Gemeindevertretung%20Musterhausen`,
      onBehalfOf: `${BASE}/organization/Gemeindevertretung%20Musterhausen/list/GR%C3%9CNE`,
      role: 'Gemeindevertreterin / Gemeindevertreter',
      votingRight: true,
      startDate: '2026-04-01',
      'nachruecken:candidate': 'GRÜNE-1',
      'nachruecken:name': 'Julia Vogel',
      'nachruecken:list': 'GRÜNE',
      'nachruecken:seat': 14,
      'nachruecken:basis': 'election',
      'nachruecken:endedBy': null,
    })
    expect(JSON.parse(oparlOf(FRISTEN))).toMatchObject({ pagination: { totalElements: 24, elementsPerPage: 24, currentPage: 1, totalPages: 1 }, links: {} })
  })

  it('a successor who is only due is not a member: no membership (§ 34 Abs. 3 Satz 2 with § 23 Abs. 1 KWG)', () => {
    const events = (FRISTEN['events'] as unknown[]).slice(0, 1) // CDU-1 dies; nothing determined
    const data = readBack(oparlOf({ ...at(FRISTEN, '2026-09-30'), events }))
    expect(data).toHaveLength(23)
    expect(data.map((m) => m['nachruecken:candidate'])).not.toContain('CDU-8')
    const state = replay({ ...at(FRISTEN, '2026-09-30'), events })
    expect(state._tag === 'Right' && state.right.state.seats.some((s) => s.tenures.some((t) => t.member === 'CDU-8' && t.basis === 'due'))).toBe(true)
  })

  it('a review: the wrongly seated successor keeps a membership that ends the day before the change took effect (§ 34 Abs. 5, 6 KWG)', () => {
    const data = readBack(oparlOf(REVIEW))
    const spd = data.filter((m) => m['nachruecken:list'] === 'SPD').map((m) => [m['nachruecken:candidate'], m.startDate, m.endDate ?? null, m['nachruecken:endedBy']])
    expect(spd).toEqual([
      ['SPD-1', '2021-04-01', '2023-08-21', 'departure'],
      ['SPD-5', '2023-08-22', '2023-11-13', 'review'],
      ['SPD-4', '2023-11-14', null, null],
      ['SPD-2', '2021-04-01', null, null],
      ['SPD-3', '2021-04-01', null, null],
    ])
    expect(data.every((m) => m['role'] === 'Gemeindevertreterin / Gemeindevertreter')).toBe(true)
  })

  it('every kind of body has its role', () => {
    const roles = ['stadtverordnetenversammlung', 'kreistag', 'ortsbeirat', 'auslaenderbeirat'].map((kind) => {
      const c = { ...FRISTEN, body: { ...(FRISTEN['body'] as object), kind } }
      return readBack(oparlOf(c))[0]?.['role']
    })
    expect(roles).toEqual(['Stadtverordnete / Stadtverordneter', 'Kreistagsabgeordnete / Kreistagsabgeordneter', 'Mitglied des Ortsbeirats', 'Mitglied des Ausländerbeirats'])
  })

  it('for any valid case: as many memberships as tenures held (not due), all valid OParl, ids unique', () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const r = replay(c)
        const m = membershipsOf(c, { baseUrl: BASE })
        expect(m._tag).toBe(r._tag)
        if (r._tag === 'Left' || m._tag === 'Left') return
        const held = r.right.state.seats.flatMap((s) => s.tenures).filter((t) => t.basis !== 'due')
        const data = readBack(JSON.stringify(m.right.list))
        expect(data.map((x) => [x['nachruecken:candidate'], x.startDate, x.endDate ?? null])).toEqual(held.map((t) => [t.member, t.from, t.to]))
        expect(new Set(data.map((x) => x.id)).size).toBe(data.length)
        expect(m.right.rejected).toEqual(r.right.state.rejected)
      }),
    )
  })

  it('a case that cannot be replayed: the library’s failure', () => {
    expect(membershipsOf({ format: 'nachruecken.case/1' }, { baseUrl: BASE })._tag).toBe('Left')
  })
})

interface Entry {
  uid: string
  summary: string
  description: string
  start: string
  end: string
  allDay: boolean
  norm: string
  stamp: string
}

/** The calendar as a calendar program reads it (ical.js). */
const entries = (ics: string): { name: string; entries: Entry[] } => {
  const cal = new ICAL.Component(ICAL.parse(ics))
  return {
    name: String(cal.getFirstPropertyValue('x-wr-calname')),
    entries: cal.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v)
      return {
        uid: e.uid,
        summary: e.summary,
        description: e.description,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate,
        norm: String(v.getFirstPropertyValue('x-nachruecken-norm')),
        stamp: String(v.getFirstPropertyValue('dtstamp')),
      }
    }),
  }
}

const icsOf = (c: unknown): string => {
  const r = deadlinesOf(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.ics
}

describe('the calendar of the periods that run on the query date', () => {
  it('on 2026-09-30: the proof week of AfD-1 ends with 2026-10-05, the objection period with 2026-10-09; each entry with its norm', () => {
    const cal = entries(icsOf(FRISTEN))
    expect(cal.name).toBe('Fristen – Gemeindevertretung Musterhausen')
    expect(cal.entries).toEqual([
      {
        uid: 'proof-AfD-1-2026-10-05@nachruecken',
        summary: 'Fristende Nachweis (§ 23 Abs. 2 Satz 2 KWG): Peter Sommer (AfD-1)',
        description:
          'Frist für Peter Sommer (AfD-1), die Beseitigung des Hinderungsgrundes nachzuweisen (Mitteilung zugestellt am 28.09.2026); sie endet mit Ablauf des 05.10.2026. § 23 Abs. 2 Satz 2 KWG [kwg23.2.s2]. Gemeindevertretung Musterhausen, Stand 30.09.2026.',
        start: '2026-10-05',
        end: '2026-10-06',
        allDay: true,
        norm: 'kwg23.2.s2',
        stamp: '2026-09-30T00:00:00Z',
      },
      {
        uid: 'objection-CDU-1-2026-10-09@nachruecken',
        summary: 'Fristende Einspruch (§ 25 Abs. 1 KWG): Stefan Becker (CDU-1)',
        description:
          'Einspruchsfrist gegen die Feststellung über die Nachfolge für Stefan Becker (CDU-1) (öffentlich bekannt gemacht am 25.09.2026); sie endet mit Ablauf des 09.10.2026. § 25 Abs. 1 KWG [kwg25.1]. Gemeindevertretung Musterhausen, Stand 30.09.2026.',
        start: '2026-10-09',
        end: '2026-10-10',
        allDay: true,
        norm: 'kwg25.1',
        stamp: '2026-09-30T00:00:00Z',
      },
    ])
  })

  it('RFC 5545 lines: every line ends with CRLF, the last one too; the same case gives the same file', () => {
    const ics = icsOf(FRISTEN)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    // the product identifier of RFC 5545, 3.7.3: who wrote the file, in German
    expect(ics.split('\r\n')).toContain('PRODID:-//nachruecken//deadlines//DE')
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(icsOf(FRISTEN)).toBe(ics)
  })

  it('day by day through September and October 2026: the proof week runs from its service (28.09.) to its last day (05.10.), the objection period from the announcement (25.09.) to its last day (09.10.)', () => {
    for (let d = '2026-09-14' as IsoDate; d <= '2026-10-20'; d = addDays(d, 1)) {
      const kinds = entries(icsOf(at(FRISTEN, d))).entries.map((e) => e.norm)
      const expected = [...(d >= '2026-09-28' && d <= '2026-10-05' ? ['kwg23.2.s2'] : []), ...(d >= '2026-09-25' && d <= '2026-10-09' ? ['kwg25.1'] : [])]
      expect(kinds, d).toEqual(expected)
    }
  })

  it('a proof that came in ends its week: no entry', () => {
    const proven = { ...at(FRISTEN, '2026-10-02'), events: [...(FRISTEN['events'] as unknown[]), { date: '2026-10-01', type: 'incompatibilityProven', candidate: 'AfD-1' }] }
    expect(entries(icsOf(proven)).entries.map((e) => e.norm)).toEqual(['kwg25.1'])
  })

  it('the periods come from the state document: a later field of the state is let through, and what the state carries is what the calendar shows', () => {
    const r = replay(FRISTEN)
    if (r._tag === 'Left') throw new Error('rejected')
    const doc = { ...encodeState(r.right.state), later: { actionPeriodEnds: '2026-11-01' } }
    const decoded = StateDocumentC.decode(doc)
    if (decoded._tag === 'Left') throw new Error('not read')
    expect(periodsOf(decoded.right).map((p) => [p.kind, p.subject, p.from, p.until])).toEqual([
      ['proof', 'AfD-1', '2026-09-28', '2026-10-05'],
      ['objection', 'CDU-1', '2026-09-25', '2026-10-09'],
    ])
    const moved = { ...decoded.right, vacancies: decoded.right.vacancies.map((v) => ({ ...v, objectionPeriodEnds: '2026-10-12' as IsoDate })) }
    expect(periodsOf(moved).map((p) => p.until)).toEqual(['2026-10-05', '2026-10-12'])
    // the same last day: in the order of PERIODS (the objection period first)
    const same = { ...decoded.right, vacancies: decoded.right.vacancies.map((v) => ({ ...v, objectionPeriodEnds: '2026-10-05' as IsoDate })) }
    expect(periodsOf(same).map((p) => p.kind)).toEqual(['objection', 'proof'])
  })

  it('no period runs: a calendar without entries', () => {
    const ics = icsOf(REVIEW)
    expect(entries(ics).entries).toEqual([])
  })

  it('for any valid case: the calendar parses and has one entry per period the state carries', () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const r = deadlinesOf(c)
        if (r._tag === 'Left') return
        expect(entries(r.right.ics).entries.map((e) => e.norm)).toEqual(r.right.periods.map((p) => p.norm))
      }),
    )
  })
})

/** The case of vector proc2-005 up to the body's confirmation of 5 April 2023 (no servedOn): the month of § 27 KWG runs to Friday 5 May 2023. */
const CONFIRMED = ((): Record<string, unknown> => {
  const c = (JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'proc2-005.json'), 'utf8')) as { case: Record<string, unknown> }).case
  return { ...c, events: (c['events'] as unknown[]).slice(0, 5) }
})()

describe('the calendar lists the month of § 27 KWG for the body’s decision', () => {
  it('on 20 April 2023: the month from the decision of 5 April ends with Friday 5 May; the entry with § 27 and its norm', () => {
    expect(entries(icsOf(at(CONFIRMED, '2023-04-20'))).entries).toEqual([
      {
        uid: 'action-SPD-2-2023-05-05@nachruecken',
        summary: 'Fristende Klage (§ 27 KWG): Yasemin Noll (SPD-2)',
        description:
          'Frist für die Klage gegen die Entscheidung der Vertretungskörperschaft über die Nachfolge für Yasemin Noll (SPD-2) (zugestellt oder verkündet am 05.04.2023); sie endet mit Ablauf des 05.05.2023. § 27 KWG [kwg27]. Gemeindevertretung Amorbach-Weiher, Stand 20.04.2023.',
        start: '2023-05-05',
        end: '2023-05-06',
        allDay: true,
        norm: 'kwg27',
        stamp: '2023-04-20T00:00:00Z',
      },
    ])
  })

  it('served on 12 April, the month runs from the service to Friday 12 May', () => {
    const served = { ...CONFIRMED, events: (CONFIRMED['events'] as Record<string, unknown>[]).map((e) => (e['type'] === 'bodyDecision' ? { ...e, servedOn: '2023-04-12' } : e)) }
    expect(entries(icsOf(at(served, '2023-04-20'))).entries.map((e) => [e.uid, e.start])).toEqual([['action-SPD-2-2023-05-12@nachruecken', '2023-05-12']])
  })

  it('day by day: the entry from the decision (5 April) to the last day of the month (5 May); from 6 May the decision is final and none runs', () => {
    for (let d = '2023-03-30' as IsoDate; d <= '2023-05-10'; d = addDays(d, 1)) {
      const norms = entries(icsOf(at(CONFIRMED, d))).entries.map((e) => e.norm)
      expect(norms, d).toEqual(d >= '2023-04-05' && d <= '2023-05-05' ? ['kwg27'] : [])
    }
  })

  it('a state document of an earlier version, without actionPeriod, is read: no such entry', () => {
    const r = replay(at(CONFIRMED, '2023-04-20'))
    if (r._tag === 'Left') throw new Error('rejected')
    const doc = encodeState(r.right.state) as unknown as { vacancies: Record<string, unknown>[] }
    expect(doc.vacancies[0]?.['actionPeriod']).toEqual({ from: '2023-04-05', ends: '2023-05-05' })
    const older = {
      ...doc,
      vacancies: doc.vacancies.map((v) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'actionPeriod'))),
    }
    const decoded = StateDocumentC.decode(older)
    if (decoded._tag === 'Left') throw new Error('not read')
    expect(periodsOf(decoded.right)).toEqual([])
    expect(StateDocumentC.is({ ...doc, vacancies: doc.vacancies.map((v) => ({ ...v, actionPeriod: { from: '2023-04-05' } })) })).toBe(false)
  })
})

describe('nachruecken memberships and deadlines on the command line', () => {
  const files = { 'fristen.json': JSON.stringify(FRISTEN), 'review.json': JSON.stringify(REVIEW), 'bad.json': '{"format":"nachruecken.case/1"' }
  const usageError = (command: string, usage: string, message: string): string => `nachruecken ${command}: ${message}\nUsage: ${usage}\nTry: nachruecken ${command} --help\n`

  it('memberships: the OParl list on stdout, exit 0', async () => {
    const r = await runCli(['memberships', 'fristen.json', '--base-url', BASE], '', files)
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(r.out).toBe(`${JSON.stringify(JSON.parse(oparlOf(FRISTEN)), null, 2)}\n`)
  })

  it('memberships of a case with a rejected event: the list all the same, the event on stderr, exit 1 (as replay)', async () => {
    const r = await runCli(['memberships', 'review.json', '--base-url', BASE], '', files)
    expect(r.code).toBe(1)
    expect(readBack(r.out)).toHaveLength(7) // the five elected, SPD-5 until the review, SPD-4
    expect(r.err).toBe('rejected: events[7]: the objection period ended on 2023-09-08 (two weeks after the announcement on 2023-08-25) [kwg25.1]\n')
  })

  it('memberships needs an http or https base URL and one file', async () => {
    const usage = 'nachruecken memberships <file|-> --base-url <url>'
    for (const args of [['fristen.json'], ['fristen.json', '--base-url', 'ftp://x'], ['fristen.json', '--base-url', 'nicht eine URL']])
      expect(await runCli(['memberships', ...args], '', files)).toEqual({ code: 2, out: '', err: usageError('memberships', usage, 'memberships needs --base-url <url> (http or https), the base of the OParl ids') })
    expect(await runCli(['memberships', '--base-url', BASE], '', files)).toEqual({ code: 2, out: '', err: usageError('memberships', usage, 'memberships needs exactly one file (or - for standard input)') })
  })

  it('the API refuses a base URL that is not http or https, and options that are not an object: an error value', () => {
    for (const options of [{ baseUrl: 'ftp://x' }, { baseUrl: 'relative/path' }, { baseUrl: 7 }, null, undefined])
      expect(membershipsOf(FRISTEN, options as unknown as { baseUrl: string })).toEqual({
        _tag: 'Left',
        left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'expected the options { baseUrl } with an absolute http or https URL', rule: null }] },
      })
    expect(membershipsOf(FRISTEN, { baseUrl: 'http://ris.example.org' })._tag).toBe('Right')
  })

  it('memberships and deadlines answer --help with their usage, options and examples, and the examples run as written', async () => {
    for (const command of ['memberships', 'deadlines']) {
      const help = await runCli([command, '--help'])
      expect(help.code).toBe(0)
      const examples = (help.out.split('\nExamples:\n')[1]?.split('\n\n')[0] ?? '').split('\n').filter((l) => l.trim() !== '')
      expect(examples.length).toBe(2)
      for (const e of examples.filter((x) => x.includes('spec/'))) {
        const args = e.replace(/\s+>\s+\S+$/, '').trim().split(/\s+/).slice(1)
        const disk = Object.fromEntries(args.filter((w) => w.startsWith('spec/')).map((p) => [p, readFileSync(join(ROOT, p), 'utf8')]))
        const r = await runCli(args, '', disk)
        expect([0, 1], e).toContain(r.code)
        expect(r.out.length, e).toBeGreaterThan(0)
      }
    }
    expect((await runCli(['memberships', '--help'])).out).toMatch(/\n {6}--base-url <value> +the base of every OParl id/)
  })

  it('deadlines: the calendar on stdout; from standard input', async () => {
    const r = await runCli(['deadlines', '-'], JSON.stringify(FRISTEN))
    expect(r).toEqual({ code: 0, out: icsOf(FRISTEN), err: '' })
  })

  it('deadlines with no period running says so on stderr; rejected events exit 1', async () => {
    const r = await runCli(['deadlines', 'review.json'], '', files)
    expect(r.code).toBe(1)
    expect(r.out).toBe(icsOf(REVIEW))
    expect(r.err).toBe('no period runs on the query date\nrejected: events[7]: the objection period ended on 2023-09-08 (two weeks after the announcement on 2023-08-25) [kwg25.1]\n')
  })

  it('unreadable cases and missing files: the library’s errors, exit 2; an unknown option: usage', async () => {
    for (const command of ['deadlines', 'memberships']) {
      const extra = command === 'memberships' ? ['--base-url', BASE] : []
      const bad = await runCli([command, 'bad.json', ...extra], '', files)
      expectCleanRun(bad)
      expect(bad.code).toBe(2)
      expect(bad.out).toBe('')
      expect(await runCli([command, 'missing.json', ...extra], '', files)).toEqual({ code: 2, out: '', err: `nachruecken ${command}: cannot read missing.json (ENOENT)\n` })
      const invalid = await runCli([command, '-', ...extra], '{"format":"nachruecken.case/1"}')
      expect(invalid.code).toBe(2)
      expect(invalid.err).toMatch(/^body: /m)
      const unknown = await runCli([command, 'fristen.json', ...extra, '--lang', 'de'], '', files)
      expect(unknown.code).toBe(2)
      expect(unknown.err.split('\n')[0]).toBe(`nachruecken ${command}: unknown option --lang`)
    }
  })
})
