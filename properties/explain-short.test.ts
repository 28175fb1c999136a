// The short German explanation (src/explain/short.ts) line by line, and the
// outline numbering of the opinions (src/explain/outline.ts).
//
// The texts are the product, so whole lines are pinned, each checked by hand
// against § 34 KWG (/work/shared/law), the norm catalogue (spec/norms.json)
// and the determinations the conformance vectors expect. The grounds of
// leaving, the verdict texts and the Roman numerals are module-level tables:
// each test imports its module afresh inside the test (vi.resetModules), so
// that a mutant, which Stryker switches on only while a test runs, is seen in
// the table (the pattern of explain-tables.test.ts).
//
// The event is named by its path in the input ("Ereignis events[2]"), the
// tied candidates and the candidate awaiting proof by name, id and votes, and
// the tied candidates are joined with "und" (these three were bare indexes and
// ids before 2026-11-30; the first version of this file left them unpinned).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { Case } from '../src/domain/case.js'
import type { Determination } from '../src/domain/determination.js'
import { DEPARTURE_CAUSES, type DepartureCause, memberLeft } from '../src/domain/events.js'
import { classifyDeparture } from '../src/rules/triggers.js'
import { decideCase } from './support/public.js'
import { ROOT, VECTOR_DIR } from './support/vectors.js'
import { cid } from './support/brands.js'

type Decided = { readonly case: Case; readonly determination: Determination }

const decided = (u: unknown): Decided => {
  const r = decideCase(u)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const example = (): Decided => decided(JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')))
const vector = (id: string): Decided =>
  decided((JSON.parse(readFileSync(join(VECTOR_DIR, `${id}.json`), 'utf8')) as { case: unknown }).case)


const freshShort = async (): Promise<typeof import('../src/explain/short.js')> => {
  vi.resetModules()
  return import('../src/explain/short.js')
}
const freshOutline = async (): Promise<typeof import('../src/explain/outline.js')> => {
  vi.resetModules()
  return import('../src/explain/outline.js')
}

/** A line "Unbeachtlich: <date>, <person> – <rest>" (the fact by its date and person, never by its place in the file), or "Unbeachtlich: <rest>" for a fact the file does not hold. */
const disregardedLine = (line: string | undefined): { readonly fact: string | null; readonly rest: string } => {
  const m = /^Unbeachtlich: (?:(.+?) – )?(.+)$/.exec(line ?? '')
  if (m === null) throw new Error(`not a disregarded line: ${String(line)}`)
  expect(line).not.toMatch(/events\[|Ereignis \d/)
  return { fact: m[1] ?? null, rest: m[2] as string }
}

describe('explainShort: the trigger (Anlass) and its norm', () => {
  it('names each ground of leaving with the sentence of § 33, § 34 Abs. 1 or § 23 KWG that makes the seat vacant', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = example()
    // the determination of the same vacancy had the member left for another cause: its trigger is that cause's (rules/triggers.ts)
    const waiver = { written: true, to: 'returningOfficer' } as const
    const triggerOf = (cause: DepartureCause) => classifyDeparture(memberLeft(0, '2023-01-01' as never, d.vacancy, cause, cause === 'seatWaiver' ? waiver : null)).rules
    const anlass = (cause: DepartureCause): string | undefined => m.explainShort(c, { ...d, cause, trigger: triggerOf(cause) })[1]
    // one entry per cause of the model, in the order of the statute
    expect(Object.fromEntries(DEPARTURE_CAUSES.map((cause) => [cause, anlass(cause)]))).toEqual({
      death: 'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      statusNotAcquired: 'Anlass: Rechtsstellung gilt als nicht erworben (§ 23 Abs. 2 Satz 3 KWG).',
      seatWaiver: 'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      eligibilityLost: 'Anlass: Verlust der Wählbarkeit (§ 33 Abs. 1 Nr. 2 KWG).',
      officeCapacityLost: 'Anlass: Verlust der Amtsfähigkeit (§ 33 Abs. 1 Nr. 2 KWG).',
      incompatibility: 'Anlass: Hinderungsgrund (§ 33 Abs. 1 Nr. 2 KWG).',
      reviewDecision: 'Anlass: Entscheidung im Wahlprüfungsverfahren (§ 33 Abs. 1 Nr. 3 KWG).',
      merger: 'Anlass: Zusammenschluss von Gemeinden (§ 33 Abs. 1 Nr. 4 KWG).',
    })
  })
})

describe('explainShort: proportional election (§ 34 Abs. 1 Satz 1, Abs. 2 KWG)', () => {
  it('the worked example: the departed member, the two skipped candidates with their ground, the successor, the disregarded oral waiver, the result', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = example()
    const lines = m.explainShort(c, d)
    expect(lines.length).toBe(7)
    expect(lines.slice(0, 5)).toEqual([
      'Ausscheiden von Anna Arnold (1834 Stimmen), Wahlvorschlag „SPD“, Gemeindevertretung Musterstadt:',
      'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      '1. Bernd Bauer (820 Stimmen): bleibt unberücksichtigt – hat dem Wahlleiter schriftlich den Verzicht erklärt (unwiderruflich) (§ 34 Abs. 2 Nr. 2 KWG).',
      '2. Ivo Imhof (712 Stimmen): bleibt unberücksichtigt – seit der Aufstellung des Wahlvorschlags aus der Partei oder Wählergruppe ausgeschieden (§ 34 Abs. 2 Nr. 1 KWG).',
      '3. Emil Engel (655 Stimmen): rückt nach – nächster noch nicht berufener Bewerber mit den meisten Stimmen (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).',
    ])
    // Emil Engel's waiver of 20 July 2023 was oral and to the party: no effect under § 34 Abs. 2 Nr. 2
    expect(disregardedLine(lines[5])).toEqual({ fact: '20. Juli 2023, Emil Engel (655 Stimmen)', rest: 'Verzicht nicht schriftlich erklärt (§ 34 Abs. 2 Nr. 2 KWG).' })
    expect(lines[6]).toBe('Ergebnis: Emil Engel (655 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).')
  })

  it('a candidate who died and one with a ground under § 33 Abs. 1 Nr. 2 are skipped under § 34 Abs. 2 Nr. 3, each alternative cited', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = example()
    // a hand-built determination on the example's candidates: only the texts are at stake here
    const lines = m.explainShort(c, {
      ...d,
      vacancy: cid('SPD-2'),
      cause: 'death',
      trigger: ['kwg34.1.s1.trigger'],
      considered: [
        { candidate: cid('SPD-9'), verdict: 'skipped', rule: 'kwg34.2.n3.death' },
        { candidate: cid('SPD-8'), verdict: 'skipped', rule: 'kwg34.2.n3.ground' },
        { candidate: cid('SPD-4'), verdict: 'successor', rule: 'kwg34.1.s1.rank' },
      ],
      disregarded: [],
    })
    expect(lines).toEqual([
      'Ausscheiden von Carl Christ (1502 Stimmen), Wahlvorschlag „SPD“, Gemeindevertretung Musterstadt:',
      'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      '1. Bernd Bauer (820 Stimmen): bleibt unberücksichtigt – verstorben (§ 34 Abs. 2 Nr. 3 Alt. 1 KWG).',
      '2. Ivo Imhof (712 Stimmen): bleibt unberücksichtigt – ein Grund nach § 33 Abs. 1 Nr. 2 KWG liegt vor (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG).',
      '3. Emil Engel (655 Stimmen): rückt nach – nächster noch nicht berufener Bewerber mit den meisten Stimmen (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).',
      'Ergebnis: Emil Engel (655 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('on equal votes the order of naming decides (Hs. 2); a tie settled by list order needs no lot line', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('edge-007')
    expect(d.tie?._tag).toBe('listOrder')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Elif Heil (1840 Stimmen), Wahlvorschlag „CDU“, Gemeindevertretung Modautal-Ost:',
      'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      '1. Ilse Lorenz (800 Stimmen): rückt nach – bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung (§ 34 Abs. 1 Satz 1 Hs. 2 KWG).',
      'Ergebnis: Ilse Lorenz (800 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('a member whose status counts as never acquired leaves a seat filled like any other', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('trig-002')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Julia Brandt (6930 Stimmen), Wahlvorschlag „BÜNDNIS 90/DIE GRÜNEN“, Kreistag des Lahn-Ohm-Kreises:',
      'Anlass: Rechtsstellung gilt als nicht erworben (§ 23 Abs. 2 Satz 3 KWG).',
      '1. Daniel Busch (3875 Stimmen): rückt nach – nächster noch nicht berufener Bewerber mit den meisten Stimmen (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).',
      'Ergebnis: Daniel Busch (3875 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })
})

describe('explainShort: facts without legal effect (Unbeachtlich)', () => {
  it('a waiver not in writing, a written waiver not to the returning officer, a party exit before the list was set up: each with its own reason', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = example()
    // hand-built: three disregarded facts with made-up event numbers the file does not hold, one per reason
    const lines = m.explainShort(c, {
      ...d,
      disregarded: [
        { event: 4, rule: 'kwg34.2.n2', reason: 'waiverNotWritten' },
        { event: 5, rule: 'kwg34.2.n2', reason: 'waiverNotToReturningOfficer' },
        { event: 6, rule: 'kwg34.2.n1', reason: 'leftBeforeSetUp' },
      ],
    })
    expect(lines.length).toBe(9)
    expect(lines.slice(5, 8).map(disregardedLine)).toEqual([
      { fact: null, rest: 'Verzicht nicht schriftlich erklärt (§ 34 Abs. 2 Nr. 2 KWG).' },
      { fact: null, rest: 'Verzicht nicht gegenüber dem Wahlleiter erklärt (§ 34 Abs. 2 Nr. 2 KWG).' },
      { fact: null, rest: 'Austritt vor der Aufstellung des Wahlvorschlags (§ 34 Abs. 2 Nr. 1 KWG).' },
    ])
  })

  it('the engine’s own findings read the same: a waiver to the party, an exit before the set-up', async () => {
    const m = await freshShort()
    const toParty = vector('excl-007')
    const before = vector('setup-001')
    const a = m.explainShort(toParty.case, toParty.determination)
    const b = m.explainShort(before.case, before.determination)
    expect(a.length).toBe(5)
    expect(disregardedLine(a[3]).rest).toBe('Verzicht nicht gegenüber dem Wahlleiter erklärt (§ 34 Abs. 2 Nr. 2 KWG).')
    expect(b.length).toBe(5)
    expect(disregardedLine(b[3]).rest).toBe('Austritt vor der Aufstellung des Wahlvorschlags (§ 34 Abs. 2 Nr. 1 KWG).')
  })
})

describe('explainShort: majority election (§ 34 Abs. 1a KWG)', () => {
  it('the not-yet-called candidate with the highest number of votes succeeds (Hs. 1)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('maj-001')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Jürgen Becker (388 Stimmen), Mehrheitswahl, Ortsbeirat Lindenau:',
      'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      '1. Andrea Gerlach (265 Stimmen): rückt nach – höchste Stimmenzahl in der Mehrheitswahl (§ 34 Abs. 1a Hs. 1 KWG).',
      'Ergebnis: Andrea Gerlach (265 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('a seeded lot (simulation): the seed and the drawn order are shown, the winner succeeds, the others are not drawn (Hs. 2)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('lot-002')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Andreas Jung (590 Stimmen), Mehrheitswahl, Ortsbeirat Ulrichstein-Kernstadt:',
      'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      '1. Petra Martin (498 Stimmen): bei Stimmengleichheit nicht gezogen (§ 34 Abs. 1a Hs. 2 KWG).',
      '2. Dieter Graf (498 Stimmen): rückt nach – durch das Los bestimmt (§ 34 Abs. 1a Hs. 2 KWG).',
      '3. Ingrid Schäfer (498 Stimmen): bei Stimmengleichheit nicht gezogen (§ 34 Abs. 1a Hs. 2 KWG).',
      'Los (Simulation, Startwert "Los Kernstadt 2"): Reihenfolge Dieter Graf, Ingrid Schäfer, Petra Martin.',
      'Ergebnis: Dieter Graf (498 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('a lot drawn by the returning officer is stated as such, without a seed', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('edge-015')
    expect(d.tie?._tag).toBe('lotDrawn')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Paul Meier (350 Stimmen), Mehrheitswahl, Ortsbeirat Unter-Hainbach:',
      'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      '1. Tanja Jansen (188 Stimmen): bei Stimmengleichheit nicht gezogen (§ 34 Abs. 1a Hs. 2 KWG).',
      '2. Uwe Roth (188 Stimmen): rückt nach – durch das Los bestimmt (§ 34 Abs. 1a Hs. 2 KWG).',
      'Das Los wurde vom Wahlleiter gezogen.',
      'Ergebnis: Uwe Roth (188 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('no lot yet: the tied candidates, the skipped ones with their ground, and the returning officer’s duty to draw', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('lot-012')
    expect(d._tag).toBe('lotRequired')
    const lines = m.explainShort(c, d)
    expect(lines.length).toBe(8)
    expect(lines.slice(0, 7)).toEqual([
      'Ausscheiden von Matthias Wagner (570 Stimmen), Mehrheitswahl, Ortsbeirat Weickartshain:',
      'Anlass: Entscheidung im Wahlprüfungsverfahren (§ 33 Abs. 1 Nr. 3 KWG).',
      '1. Vera Albrecht (388 Stimmen): bleibt unberücksichtigt – verstorben (§ 34 Abs. 2 Nr. 3 Alt. 1 KWG).',
      '2. Birgit Martin (240 Stimmen): Stimmengleichheit – das Los des Wahlleiters entscheidet (§ 34 Abs. 1a Hs. 2 KWG).',
      '3. Günter Sommer (240 Stimmen): bleibt unberücksichtigt – ein Grund nach § 33 Abs. 1 Nr. 2 KWG liegt vor (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG).',
      '4. Lena Graf (240 Stimmen): Stimmengleichheit – das Los des Wahlleiters entscheidet (§ 34 Abs. 1a Hs. 2 KWG).',
      '5. Reinhard Schäfer (240 Stimmen): Stimmengleichheit – das Los des Wahlleiters entscheidet (§ 34 Abs. 1a Hs. 2 KWG).',
    ])
    // the three tied candidates in list order, joined with "und"; the skipped WE-12 not among them
    expect(lines[7]).toBe(
      'Ergebnis: Stimmengleichheit zwischen Birgit Martin (240 Stimmen), Lena Graf (240 Stimmen) und Reinhard Schäfer (240 Stimmen); der Wahlleiter hat das Los zu ziehen (§ 34 Abs. 1a Hs. 2 KWG).',
    )
    expect(lines.length).toBe(8)
  })
})

describe('explainShort: an open proof of the end of an incompatibility (§ 34 Abs. 3 Satz 2, § 23 Abs. 2 Satz 2 KWG)', () => {
  const awaitingResult = (due: string): RegExp =>
    new RegExp(
      `^Ergebnis: Die Entscheidung steht aus, bis (.+) die Beseitigung des Hinderungsgrundes nachweist oder die Wochenfrist ${due.replace(/[()]/g, '\\$&')} verstreicht \\(§ 34 Abs\\. 3 Satz 2 KWG, § 23 Abs\\. 2 Satz 2 KWG\\)\\.$`,
    )

  it('served: the decision waits for the proof or for the end of the week', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('incomp-001')
    const lines = m.explainShort(c, d)
    expect(lines.slice(0, 3)).toEqual([
      'Ausscheiden von Heike Roth (2875 Stimmen), Wahlvorschlag „Christlich Demokratische Union Deutschlands“, Gemeindevertretung Feldbach:',
      'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      '1. Eva Richter (1511 Stimmen): Hinderungsgrund – Nachweis seiner Beseitigung binnen einer Woche abzuwarten (§ 34 Abs. 3 Satz 2 KWG).',
    ])
    expect(lines.length).toBe(4)
    expect(awaitingResult('mit Ablauf des 13. März 2023').exec(lines[3] ?? '')?.[1]).toBe('Eva Richter (1511 Stimmen)')
  })

  it('not yet served: the week has not begun to run', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('incomp-002')
    const lines = m.explainShort(c, d)
    expect(lines.slice(0, 4)).toEqual([
      'Ausscheiden von Heike Roth (2875 Stimmen), Wahlvorschlag „Christlich Demokratische Union Deutschlands“, Gemeindevertretung Feldbach:',
      'Anlass: Tod des Vertreters (§ 34 Abs. 1 Satz 1 KWG).',
      '1. Eva Richter (1511 Stimmen): bleibt unberücksichtigt – hat dem Wahlleiter schriftlich den Verzicht erklärt (unwiderruflich) (§ 34 Abs. 2 Nr. 2 KWG).',
      '2. Nadine Koch (1388 Stimmen): Hinderungsgrund – Nachweis seiner Beseitigung binnen einer Woche abzuwarten (§ 34 Abs. 3 Satz 2 KWG).',
    ])
    expect(lines.length).toBe(5)
    expect(awaitingResult('(noch nicht in Lauf gesetzt)').exec(lines[4] ?? '')?.[1]).toBe('Nadine Koch (1388 Stimmen)')
  })

  it('a later vacancy on the same list is determined at once; the candidate awaited for the earlier seat is passed over (R6 revised)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('mix-013')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Doris Vogt (24005 Stimmen), Wahlvorschlag „Christlich Demokratische Union Deutschlands“, Kreistag des Landkreises Hohenfels:',
      'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      '1. Christian Winter (20980 Stimmen): Nachweis der Beseitigung eines Hinderungsgrundes steht aus – davon hängt nur ein früher frei gewordener Sitz ab; hier übergangen (§ 34 Abs. 3 Satz 2 KWG).',
      '2. Werner Baumann (20450 Stimmen): rückt nach – bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung (§ 34 Abs. 1 Satz 1 Hs. 2 KWG).',
      'Ergebnis: Werner Baumann (20450 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG).',
    ])
  })
})

describe('explainShort: no successor', () => {
  it('the list is exhausted: the seat stays empty and the legal member count falls (§ 34 Abs. 1 Satz 2 KWG)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('count-001')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Vera Neumann (890 Stimmen), Wahlvorschlag „DIE LINKE“, Stadtverordnetenversammlung Bad Wiesental:',
      'Anlass: Verlust der Wählbarkeit (§ 33 Abs. 1 Nr. 2 KWG).',
      'Ergebnis: Der Wahlvorschlag ist erschöpft; der Sitz bleibt unbesetzt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl vermindert sich auf 34 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
    ])
  })

  it('a merger of municipalities: § 34 does not apply (§ 33 Abs. 1 Nr. 4 KWG)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('trig-012')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Albert Jost (1390 Stimmen), Wahlvorschlag „CDU“, Gemeindevertretung Niederaula-Land:',
      'Anlass: Zusammenschluss von Gemeinden (§ 33 Abs. 1 Nr. 4 KWG).',
      'Ergebnis: Niemand rückt nach; § 34 KWG ist beim Zusammenschluss nicht anzuwenden (§ 33 Abs. 1 Nr. 4 KWG).',
    ])
  })

  it('a seat waiver not declared in writing to the returning officer is ineffective: the member keeps the seat (§ 33 Abs. 2 KWG)', async () => {
    const m = await freshShort()
    const { case: c, determination: d } = vector('form-007')
    expect(m.explainShort(c, d)).toEqual([
      'Ausscheiden von Werner Krüger (1105 Stimmen), Wahlvorschlag „BÜNDNIS 90/DIE GRÜNEN“, Gemeindevertretung Wettenberg-Süd:',
      'Anlass: Verzicht auf den Sitz (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG).',
      'Ergebnis: Der Verzicht ist nicht schriftlich gegenüber dem Wahlleiter erklärt und daher unwirksam (§ 33 Abs. 2 KWG); der Vertreter behält den Sitz.',
    ])
  })
})

describe('outline numbering of the opinions', () => {
  it('Roman numerals use every digit and subtractive pair (I, IV, V, IX, X, XL, L, XC, C, CD, D, CM, M)', async () => {
    const m = await freshOutline()
    expect([1, 2, 3, 4, 5, 6, 9, 10, 14, 40, 50, 90, 100, 400, 500, 900, 1000, 1994, 2024, 3888, 3999].map(m.roman)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'IX',
      'X',
      'XIV',
      'XL',
      'L',
      'XC',
      'C',
      'CD',
      'D',
      'CM',
      'M',
      'MCMXCIV',
      'MMXXIV',
      'MMMDCCCLXXXVIII',
      'MMMCMXCIX',
    ])
  })

  it('the second level of headings is numbered I., II., … (through the freshly loaded table)', async () => {
    const m = await freshOutline()
    expect([1, 2, 4, 9, 12].map((n) => m.outlineLabel(1, n))).toEqual(['I.', 'II.', 'IV.', 'IX.', 'XII.'])
  })

  it('letters count bijectively in base 26: z is the 26th, aa the 27th, az the 52nd, zz the 702nd', async () => {
    const m = await freshOutline()
    expect([1, 2, 25, 26, 27, 52, 53, 78, 702, 703].map((n) => m.outlineLabel(3, n))).toEqual([
      'a)',
      'b)',
      'y)',
      'z)',
      'aa)',
      'az)',
      'ba)',
      'bz)',
      'zz)',
      'aaa)',
    ])
    expect([1, 26, 27, 52].map((n) => m.outlineLabel(0, n))).toEqual(['A.', 'Z.', 'AA.', 'AZ.'])
  })
})
