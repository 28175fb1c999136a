// Properties of the import (spec/interchange.md): a model of nominations,
// written as a CSV file in any of the documented ways (delimiter, byte order
// mark, line ends, quoting, row order, extra columns, both votemanager
// schemes with other areas around the chosen one), is read back as the case
// the model describes — built here from the model, not by the importer. The
// seat rule of § 22 KWG, and totality: any text gives a case or errors with
// a place, never an exception.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BodyFrame, importTemplate, importVotemanager, type ImportFailure, seatOrder } from '../src/public/interchange.js'
import { electedOrder, lotAtLastSeat } from '../src/rules/election.js'

interface ModelCandidate {
  readonly position: number
  readonly name: string
  readonly votes: number
  readonly elected: boolean
  readonly member: 'ja' | 'nein' | ''
}
interface ModelList {
  readonly short: string
  readonly title: string | null
  readonly group: 'party' | 'voterGroup'
  readonly setUp: string
  readonly candidates: ReadonlyArray<ModelCandidate>
}

const BODY: BodyFrame = { name: 'Gemeindevertretung Modell', kind: 'gemeindevertretung', statutoryMemberCount: 1, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } }

const nameArb = fc
  .array(fc.constantFrom('A', 'b', 'ä', 'Ö', 'ß', ' ', ',', ';', '"', "'", '-', '.', 'é', '\n'), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join('').trim())
  .filter((s) => s !== '')

const candidatesArb = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 7 }).chain((positions) =>
  fc.tuple(
    ...[...positions]
      .sort((a, b) => a - b)
      .map((position) =>
        fc.record({
          position: fc.constant(position),
          name: nameArb,
          votes: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5000 })),
          elected: fc.boolean(),
          member: fc.constantFrom<'ja' | 'nein' | ''>('ja', 'nein', ''),
        }),
      ),
  ),
)

const listsArb: fc.Arbitrary<ReadonlyArray<ModelList>> = fc
  .uniqueArray(fc.constantFrom('SPD', 'CDU', 'GRÜNE', 'FDP', 'FWG', 'AfD', 'Die Linke', 'BLS', 'Volt'), { minLength: 1, maxLength: 5 })
  .chain((shorts) =>
    fc.tuple(
      ...shorts.map((short) =>
        fc.record({
          short: fc.constant(short),
          title: fc.option(nameArb, { nil: null }),
          group: fc.constantFrom<'party' | 'voterGroup'>('party', 'voterGroup'),
          setUp: fc.constantFrom('2020-10-30', '2020-11-14', '2020-12-05'),
          candidates: candidatesArb,
        }),
      ),
    ),
  )

/** How a file is written. */
const styleArb = fc.record({
  delimiter: fc.constantFrom(';', ','),
  bom: fc.boolean(),
  crlf: fc.boolean(),
  quoteAll: fc.boolean(),
  germanDates: fc.boolean(),
  extraColumn: fc.boolean(),
  shuffle: fc.array(fc.nat(), { maxLength: 40 }),
})
type Style = typeof styleArb extends fc.Arbitrary<infer S> ? S : never

const field = (s: string, style: Style): string => (style.quoteAll || /[;,"\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

const writeCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, style: Style): string => {
  const order = [...rows]
  for (let i = 0; i < style.shuffle.length && order.length > 1; i++) {
    const j = (style.shuffle[i] as number) % order.length
    const [row] = order.splice(j, 1)
    order.push(row as ReadonlyArray<string>)
  }
  const nl = style.crlf ? '\r\n' : '\n'
  const lines = [header, ...order].map((r) => r.map((c) => field(c, style)).join(style.delimiter))
  return `${style.bom ? '\uFEFF' : ''}${lines.join(nl)}${nl}`
}

const date = (iso: string, style: Style): string => (style.germanDates ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : iso)

/** The template (or, without votes, the candidate list) of a model; with or without the column gewählt. */
const nominations = (lists: ReadonlyArray<ModelList>, style: Style, withVotes: boolean, withElected = withVotes): string => {
  const header = ['Wahlvorschlag', 'Kurzbezeichnung', 'Bezeichnung', 'Art', 'Aufstellung', 'Listenplatz', 'Name', ...(withVotes ? ['Stimmen'] : []), ...(withElected ? ['gewählt'] : []), 'Mitglied bei Aufstellung', ...(style.extraColumn ? ['Beruf'] : [])]
  const rows = lists.flatMap((l, i) =>
    l.candidates.map((c) => [
      String(i + 1),
      l.short,
      l.title ?? '',
      l.group === 'party' ? 'Partei' : 'Wählergruppe',
      date(l.setUp, style),
      String(c.position),
      c.name,
      ...(withVotes ? [String(c.votes)] : []),
      ...(withElected ? [c.elected ? 'ja' : 'nein'] : []),
      c.member,
      ...(style.extraColumn ? ['Beruf; mit "Zeichen"'] : []),
    ]),
  )
  return writeCsv(header, rows, style)
}

/** The case the model describes, built from the model. */
const expectedCase = (lists: ReadonlyArray<ModelList>, elected: (l: ModelList, c: ModelCandidate) => boolean, extra: Record<string, unknown> = {}): unknown => ({
  format: 'nachruecken.case/1',
  body: { ...BODY, statutoryMemberCount: lists.reduce((n, l) => n + l.candidates.length, 0), ...extra },
  lists: lists.map((l) => ({
    id: l.short,
    name: l.title ?? l.short,
    group: l.group,
    setUp: l.setUp,
    candidates: l.candidates.map((c) => ({
      id: `${l.short}-${c.position}`,
      name: c.name,
      position: c.position,
      votes: c.votes,
      elected: elected(l, c),
      ...(c.member === '' ? {} : { memberAtSetUp: c.member === 'ja' }),
    })),
  })),
  events: [],
  query: { state: { asOf: '2021-04-01' } },
})

const bodyFor = (lists: ReadonlyArray<ModelList>): BodyFrame => ({ ...BODY, statutoryMemberCount: lists.reduce((n, l) => n + l.candidates.length, 0) })

const accepted = (r: { _tag: 'Left'; left: ImportFailure } | { _tag: 'Right'; right: unknown }): unknown => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

describe('a model written as the template is read back as the case it describes', () => {
  it('any delimiter, byte order mark, line end, quoting, row order, extra column; names with commas, quotes, semicolons, line breaks', () => {
    fc.assert(
      fc.property(listsArb, styleArb, (lists, style) => {
        const r = importTemplate({ name: 'modell.csv', text: nominations(lists, style, true) }, { body: bodyFor(lists) })
        expect(accepted(r)).toEqual(expectedCase(lists, (_, c) => c.elected))
      }),
    )
  })
})

describe('who was elected from the seats per list (§ 22 KWG)', () => {
  const seatsArb = listsArb.chain((lists) => fc.tuple(fc.constant(lists), fc.tuple(...lists.map((l) => fc.integer({ min: 0, max: l.candidates.length }))), styleArb))

  it('the candidates with the most votes, on equal votes the lower Listenplatz; as many as the seats; whatever the row order', () => {
    fc.assert(
      fc.property(seatsArb, ([lists, seats, style]) => {
        const listSeats = Object.fromEntries(lists.map((l, i) => [l.short, seats[i] as number]))
        const r = importTemplate({ name: 'modell.csv', text: nominations(lists, style, true, false) }, { body: bodyFor(lists), listSeats })
        // the expectation from the rule's statement: a candidate is elected when fewer than `seats` others have more votes, or as many votes and a lower position
        const beats = (a: ModelCandidate, b: ModelCandidate): boolean => a.votes > b.votes || (a.votes === b.votes && a.position < b.position)
        const elected = (l: ModelList, c: ModelCandidate): boolean => l.candidates.filter((o) => beats(o, c)).length < (listSeats[l.short] as number)
        const got = accepted(r) as { lists: { candidates: { elected: boolean }[] }[] }
        expect(got.lists.map((l) => l.candidates.filter((c) => c.elected).length)).toEqual(seats)
        expect(got).toEqual(expectedCase(lists, elected))
      }),
    )
  })

  it('seatOrder: every candidate before another has more votes, or as many and a lower position; a permutation of its input gives the same order', () => {
    const arb = fc.array(fc.record({ votes: fc.integer({ min: 0, max: 5 }) }), { minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(arb, fc.array(fc.nat()), (vs, perm) => {
        const candidates = vs.map((v, i) => ({ position: { value: i + 1 }, votes: { value: v.votes } }))
        const shuffled = [...candidates]
        perm.forEach((p, i) => {
          const a = i % shuffled.length
          const b = p % shuffled.length
          ;[shuffled[a], shuffled[b]] = [shuffled[b] as (typeof shuffled)[number], shuffled[a] as (typeof shuffled)[number]]
        })
        const order = seatOrder(shuffled)
        expect(seatOrder(candidates).map((c) => c.position.value)).toEqual(order.map((c) => c.position.value))
        for (let i = 1; i < order.length; i++) {
          const [a, b] = [order[i - 1], order[i]] as [(typeof order)[number], (typeof order)[number]]
          expect(a.votes.value > b.votes.value || (a.votes.value === b.votes.value && a.position.value < b.position.value)).toBe(true)
        }
      }),
    )
  })

  it('the lot at the last seat (src/rules/election.ts): only in a majority election, only between the last elected and the first not elected, only on equal votes', () => {
    const same = (c: { readonly votes: number; readonly position: number }) => c
    const order = electedOrder(
      [
        { votes: 7, position: 1 },
        { votes: 9, position: 2 },
        { votes: 7, position: 3 },
        { votes: 4, position: 4 },
      ],
      same,
    )
    expect(order.map((c) => c.position)).toEqual([2, 1, 3, 4])
    expect(lotAtLastSeat('majority', order, 2, same)?.map((c) => c.position)).toEqual([1, 3])
    expect(lotAtLastSeat('proportional', order, 2, same)).toBeNull()
    expect(lotAtLastSeat('majority', order, 1, same)).toBeNull()
    expect(lotAtLastSeat('majority', order, 3, same)).toBeNull()
    expect(lotAtLastSeat('majority', order, 4, same)).toBeNull()
    expect(lotAtLastSeat('majority', order, 0, same)).toBeNull()
  })
})

describe('a model written as votemanager open data and a candidate list is read back as the case it describes', () => {
  const areaArb = fc.record({
    scheme: fc.constantFrom<'2021' | '2026'>('2021', '2026'),
    before: fc.nat({ max: 2 }),
    after: fc.nat({ max: 2 }),
    sum: fc.constantFrom('given', 'empty', 'absent'),
    eligible: fc.integer({ min: 0, max: 99999 }),
    noise: fc.integer({ min: 0, max: 999 }),
    byName: fc.boolean(),
  })
  type AreaStyle = typeof areaArb extends fc.Arbitrary<infer S> ? S : never

  const results = (lists: ReadonlyArray<ModelList>, a: AreaStyle): string => {
    const header = ['datum', 'wahl', 'ags', 'gebiet-nr', 'gebiet-name', 'A', a.scheme === '2021' ? 'C' : 'C1', 'D']
    lists.forEach((l, i) => {
      const n = i + 1
      const [lv, sum, total] = a.scheme === '2026' ? [`D${n}_1`, `D${n}_3`, `D${n}_4`] : [`D${n}_liste`, `D${n}_summe_kandidaten`, `D${n}_summe_liste_kandidaten`]
      header.push(lv, ...(a.sum === 'absent' ? [] : [sum]), total, ...l.candidates.map((c) => (a.scheme === '2026' ? `D${n}_2_${c.position}` : `D${n}_${c.position}`)))
    })
    const row = (nr: string, name: string, eligible: number, votes: (c: ModelCandidate) => number): string[] => [
      '14.03.2021',
      'Gemeindewahl',
      '06433999',
      nr,
      name,
      String(eligible),
      '12',
      '345',
      ...lists.flatMap((l) => {
        const s = l.candidates.reduce((t, c) => t + votes(c), 0)
        return ['77', ...(a.sum === 'absent' ? [] : [a.sum === 'given' ? String(s) : '']), String(77 + s), ...l.candidates.map((c) => String(votes(c)))]
      }),
    ]
    const others = (k: number, from: number): string[][] => Array.from({ length: k }, (_, j) => row(String(from + j), `Wahlbezirk ${from + j}`, a.noise, (c) => (c.votes + a.noise + j) % 1000))
    const rows = [...others(a.before, 101), row('0', 'Gemeinde Modell', a.eligible, (c) => c.votes), ...others(a.after, 201)]
    return `${header.join(';')}\n${rows.map((r) => r.join(';')).join('\n')}\n`
  }

  it('both schemes, with or without the sum of personal votes, the area chosen by number or name among others', () => {
    fc.assert(
      fc.property(listsArb, styleArb, areaArb, (lists, style, a) => {
        const listSeats = Object.fromEntries(lists.map((l) => [l.short, 0]))
        const r = importVotemanager({ name: 'ergebnis.csv', text: results(lists, a) }, { name: 'bewerber.csv', text: nominations(lists, style, false) }, {
          body: bodyFor(lists),
          listSeats,
          area: a.byName ? { _tag: 'name', value: 'Gemeinde Modell' } : { _tag: 'number', value: '0' },
        })
        expect(accepted(r)).toEqual(expectedCase(lists, () => false, { eligibleVoters: a.eligible }))
      }),
    )
  })

  it('a vote changed in the chosen row is caught by the sum of personal votes, at that sum', () => {
    fc.assert(
      fc.property(listsArb, areaArb, fc.nat(), (lists, a, which) => {
        const style: Style = { delimiter: ';', bom: false, crlf: false, quoteAll: false, germanDates: false, extraColumn: false, shuffle: [] }
        const area = { ...a, sum: 'given' as const, before: 0, after: 0 }
        const text = results(lists, area)
        const [head, row] = text.trimEnd().split('\n') as [string, string]
        const column = area.scheme === '2026' ? /^D[0-9]+_2_[0-9]+$/ : /^D[0-9]+_[0-9]+$/
        const positions = head.split(';').flatMap((h, i) => (column.test(h) ? [i] : []))
        const i = positions[which % positions.length] as number
        const cells = row.split(';')
        cells[i] = String(Number(cells[i]) + 1)
        const r = importVotemanager({ name: 'ergebnis.csv', text: `${head}\n${cells.join(';')}\n` }, { name: 'bewerber.csv', text: nominations(lists, style, false) }, { body: bodyFor(lists), listSeats: {} })
        expect(r._tag).toBe('Left')
        if (r._tag === 'Right') return
        expect(r.left._tag).toBe('rejected')
        const [e] = r.left.errors
        const list = /^D([0-9]+)_/.exec(head.split(';')[i] as string)?.[1]
        expect(e?.place).toMatchObject({ _tag: 'cell', file: 'ergebnis.csv', line: 2, header: area.scheme === '2026' ? `D${list}_3` : `D${list}_summe_kandidaten` })
      }),
    )
  })
})

describe('totality: any text gives a case or errors with a place, never an exception', () => {
  const textArb = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.array(fc.constantFrom('Wahlvorschlag', 'Kurzbezeichnung', 'Art', 'Aufstellung', 'Listenplatz', 'Name', 'Stimmen', 'gewählt', 'gebiet-nr', 'gebiet-name', 'D1_2_1', 'D1_1', 'D1_liste', '1', 'SPD', 'Partei', 'ja', '"', ';', ',', '\n', '\r\n', '', '01.01.2020')).map((a) => a.join('')),
  )
  const lineCount = (s: string): number => s.split('\n').length

  it('the template and votemanager data with a candidate list', () => {
    fc.assert(
      fc.property(textArb, textArb, (a, b) => {
        for (const r of [importTemplate({ name: 'a.csv', text: a }, { body: BODY, listSeats: { SPD: 1 } }), importVotemanager({ name: 'a.csv', text: a }, { name: 'b.csv', text: b }, { body: BODY })]) {
          if (r._tag === 'Right') continue
          expect(r.left.errors.length).toBeGreaterThan(0)
          for (const e of r.left.errors) {
            expect(e.message).toMatch(/\S/)
            if (e.place._tag !== 'cell') continue
            expect(e.place.line).toBeGreaterThanOrEqual(1)
            expect(e.place.line).toBeLessThanOrEqual(lineCount(e.place.file === 'a.csv' ? a : b) + 1)
            expect(e.place.column).toBeGreaterThanOrEqual(1)
          }
        }
      }),
    )
  })
})
