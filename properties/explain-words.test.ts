// The shared words of the texts (src/explain/words.ts) and the readings R1
// and R6 (src/explain/interpretation.ts), pinned as whole strings.
//
// words.ts keeps its tables (month names, the nouns of the bodies, the
// prefixes of body names) in module-level constants, which are built when the
// module loads. A mutant, which Stryker switches on only while a test runs,
// is seen in such a table only if the test imports the module afresh: those
// tests call vi.resetModules() and import words.js inside the test.
//
// The expected strings are written by hand: German dates as "1. März 2026"
// (day with full stop, no leading zero), English dates as "1 March 2026"
// (British order), German thousands with a full stop, English with a comma,
// German quotation marks „…“, English “…”.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import { readingR1, readingR6 } from '../src/explain/interpretation.js'

type Words = typeof import('../src/explain/words.js')

const fresh = async (): Promise<Words> => {
  vi.resetModules()
  return import('../src/explain/words.js')
}
const iso = (s: string): IsoDate => s as IsoDate

describe('dates in prose (formatDate, onDate)', () => {
  it('every month has its German name: "1. März 2026", day without leading zero', async () => {
    const m = await fresh()
    const got = Array.from({ length: 12 }, (_, i) => m.formatDate('de', iso(`2026-${String(i + 1).padStart(2, '0')}-01`)))
    expect(got).toEqual([
      '1. Januar 2026',
      '1. Februar 2026',
      '1. März 2026',
      '1. April 2026',
      '1. Mai 2026',
      '1. Juni 2026',
      '1. Juli 2026',
      '1. August 2026',
      '1. September 2026',
      '1. Oktober 2026',
      '1. November 2026',
      '1. Dezember 2026',
    ])
  })

  it('every month has its English name: "1 March 2026", day before month, no full stop', async () => {
    const m = await fresh()
    const got = Array.from({ length: 12 }, (_, i) => m.formatDate('en', iso(`2026-${String(i + 1).padStart(2, '0')}-01`)))
    expect(got).toEqual([
      '1 January 2026',
      '1 February 2026',
      '1 March 2026',
      '1 April 2026',
      '1 May 2026',
      '1 June 2026',
      '1 July 2026',
      '1 August 2026',
      '1 September 2026',
      '1 October 2026',
      '1 November 2026',
      '1 December 2026',
    ])
  })

  it('German and English agree with the long date forms of de-DE and en-GB', async () => {
    const m = await fresh()
    const de = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    const en = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const text = d.toISOString().slice(0, 10)
        expect(m.formatDate('de', iso(text))).toBe(de.format(d))
        expect(m.formatDate('en', iso(text))).toBe(en.format(d))
      }),
    )
  })

  it('a two-digit day and the end of the year', async () => {
    const m = await fresh()
    expect(m.formatDate('de', iso('2023-08-15'))).toBe('15. August 2023')
    expect(m.formatDate('en', iso('2023-08-15'))).toBe('15 August 2023')
    expect(m.formatDate('de', iso('2025-12-31'))).toBe('31. Dezember 2025')
    expect(m.formatDate('en', iso('2025-12-31'))).toBe('31 December 2025')
  })

  it('only a whole YYYY-MM-DD is a date: text before or after it is returned as it is', async () => {
    const m = await fresh()
    for (const lang of ['de', 'en'] as const) {
      expect(m.formatDate(lang, 'x2023-08-15')).toBe('x2023-08-15')
      expect(m.formatDate(lang, '2023-08-15x')).toBe('2023-08-15x')
      expect(m.formatDate(lang, 'am 2023-08-15')).toBe('am 2023-08-15')
      expect(m.formatDate(lang, '2023-08-15T00:00:00Z')).toBe('2023-08-15T00:00:00Z')
      expect(m.formatDate(lang, '2023-00-15')).toBe('2023-00-15')
    }
  })

  it('onDate: " am …" / " on …", another preposition if given, nothing without a date', async () => {
    const m = await fresh()
    expect(m.onDate('de', iso('2026-03-01'))).toBe(' am 1. März 2026')
    expect(m.onDate('en', iso('2026-03-01'))).toBe(' on 1 March 2026')
    expect(m.onDate('de', iso('2026-03-01'), 'seit dem', 'since')).toBe(' seit dem 1. März 2026')
    expect(m.onDate('en', iso('2026-03-01'), 'seit dem', 'since')).toBe(' since 1 March 2026')
    // with an empty preposition, one space only ("mit Ablauf des 1. März 2026")
    expect(m.onDate('de', iso('2026-03-01'), '', '')).toBe(' 1. März 2026')
    expect(m.onDate('en', iso('2026-03-01'), '', '')).toBe(' 1 March 2026')
    expect(m.onDate('de', null)).toBe('')
    expect(m.onDate('en', undefined)).toBe('')
  })
})

describe('numbers (formatNumber)', () => {
  it('German groups thousands with a full stop, English with a comma', async () => {
    const m = await fresh()
    expect(m.formatNumber('de', 12480)).toBe('12.480')
    expect(m.formatNumber('en', 12480)).toBe('12,480')
    expect(m.formatNumber('de', 1234567)).toBe('1.234.567')
    expect(m.formatNumber('en', 1234567)).toBe('1,234,567')
    expect(m.formatNumber('en', -1234567)).toBe('-1,234,567')
    expect(m.formatNumber('de', 999)).toBe('999')
    expect(m.formatNumber('en', 1000)).toBe('1,000')
    expect(m.formatNumber('de', 0)).toBe('0')
  })

  it('a number that is not a safe whole number is written as JavaScript writes it, without separators', async () => {
    const m = await fresh()
    for (const lang of ['de', 'en'] as const) {
      expect(m.formatNumber(lang, 12345.5)).toBe('12345.5')
      expect(m.formatNumber(lang, Infinity)).toBe('Infinity')
      expect(m.formatNumber(lang, 2 ** 60)).toBe('1152921504606847000')
      expect(m.formatNumber(lang, 1e21)).toBe('1e+21')
    }
  })
})

describe('quotation marks and enumerations', () => {
  it('German „…“, English “…”', async () => {
    const m = await fresh()
    expect(m.quoted('de', 'exclude')).toBe('„exclude“')
    expect(m.quoted('en', 'exclude')).toBe('“exclude”')
  })

  it('"A, B und C" / "A, B and C"; one item alone; none is empty', async () => {
    const m = await fresh()
    expect(m.enumerate('de', ['A', 'B', 'C'])).toBe('A, B und C')
    expect(m.enumerate('en', ['A', 'B', 'C'])).toBe('A, B and C')
    expect(m.enumerate('de', ['A', 'B'])).toBe('A und B')
    expect(m.enumerate('en', ['A'])).toBe('A')
    expect(m.enumerate('de', [])).toBe('')
  })

  it('a hole in the list counts as an empty item, as Array.prototype.join counts it', async () => {
    const m = await fresh()
    const holey = new Array<string>(2)
    holey[0] = 'A'
    expect(m.enumerate('de', holey)).toBe('A und ')
    expect(m.enumerate('en', holey)).toBe('A and ')
  })
})

describe('the nouns of the bodies (bodyNoun)', () => {
  it('each body with its article in nominative, dative and genitive, and its English name with the German one in brackets', async () => {
    const m = await fresh()
    expect(m.bodyNoun('gemeindevertretung')).toEqual({
      nom: 'die Gemeindevertretung',
      dat: 'der Gemeindevertretung',
      gen: 'der Gemeindevertretung',
      en: 'the municipal council [Gemeindevertretung]',
    })
    expect(m.bodyNoun('stadtverordnetenversammlung')).toEqual({
      nom: 'die Stadtverordnetenversammlung',
      dat: 'der Stadtverordnetenversammlung',
      gen: 'der Stadtverordnetenversammlung',
      en: 'the town council [Stadtverordnetenversammlung]',
    })
    expect(m.bodyNoun('kreistag')).toEqual({ nom: 'der Kreistag', dat: 'dem Kreistag', gen: 'des Kreistags', en: 'the county council [Kreistag]' })
    expect(m.bodyNoun('ortsbeirat')).toEqual({ nom: 'der Ortsbeirat', dat: 'dem Ortsbeirat', gen: 'des Ortsbeirats', en: 'the local advisory council [Ortsbeirat]' })
    expect(m.bodyNoun('auslaenderbeirat')).toEqual({
      nom: 'der Ausländerbeirat',
      dat: 'dem Ausländerbeirat',
      gen: 'des Ausländerbeirats',
      en: "the foreign residents' advisory council [Ausländerbeirat]",
    })
  })
})

describe('the place a body name names (placeOf)', () => {
  it('each form of a body name gives the bare place', async () => {
    const m = await fresh()
    const got = [
      'Gemeindevertretung der Gemeinde Musterdorf',
      'Stadtverordnetenversammlung der Stadt Lahnfeld',
      'Kreistag des Landkreises Kassel',
      'Kreistag des Kreises Bergstraße',
      'Ortsbeirat des Ortsbezirks Nordend',
      'Ausländerbeirat der Stadt Hanau',
      'Ausländerbeirat der Gemeinde Biebertal',
      'Gemeindevertretung Musterstadt',
      'Stadtverordnetenversammlung Wetzlar',
      'Kreistag Vogelsberg',
      'Ortsbeirat Bockenheim',
      'Ausländerbeirat Gießen',
    ].map((name) => m.placeOf(name))
    expect(got).toEqual(['Musterdorf', 'Lahnfeld', 'Kassel', 'Bergstraße', 'Nordend', 'Hanau', 'Biebertal', 'Musterstadt', 'Wetzlar', 'Vogelsberg', 'Bockenheim', 'Gießen'])
  })

  it('a name that is only the body, or not a body name at all, is its own place', async () => {
    const m = await fresh()
    expect(m.placeOf('Gemeindevertretung')).toBe('Gemeindevertretung')
    expect(m.placeOf('Kreistag ')).toBe('Kreistag ')
    expect(m.placeOf('Musterstadt')).toBe('Musterstadt')
  })

  it('a body named with a genitive phrase names no place: "beim Wahlleiter in des Wetteraukreises" is not German', async () => {
    const m = await fresh()
    expect(m.placeOf('Kreistag des Wetteraukreises')).toBe('Kreistag des Wetteraukreises')
    expect(m.placeOf('Kreistag des Main-Kinzig-Kreises')).toBe('Kreistag des Main-Kinzig-Kreises')
    expect(m.placeOf('Ortsbeirat der Altstadt')).toBe('Ortsbeirat der Altstadt')
    // an article only as part of the place's own name, or inside it, is kept
    expect(m.placeOf('Gemeindevertretung Desenberg')).toBe('Desenberg')
    expect(m.placeOf('Ortsbeirat Nied an der Nidda')).toBe('Nied an der Nidda')
    expect(m.placeOf('Ortsbeirat Derental')).toBe('Derental')
  })
})

// Reading R1 (spec/readings.md): the view taken here, the other view, and
// what the other view would give. Citations as spec/norms.json gives them.
const HEAD_DE = 'Streitig ist, wie ein Hinderungsgrund eines Bewerbers zu behandeln ist.'
const HEAD_EN = 'It is disputed how an incompatibility [Hinderungsgrund] of a candidate is to be treated.'
const PROOF_DE =
  'ist § 34 Abs. 2 Nr. 3 Alt. 2 KWG im Zusammenhang mit § 34 Abs. 3 Satz 2 KWG zu lesen, der § 23 KWG für anwendbar erklärt: Wie ein gewählter Vertreter kann auch der Nachrücker die Beseitigung eines Hinderungsgrundes binnen einer Woche nach Zustellung der Mitteilung nachweisen (§ 23 Abs. 2 Satz 2 KWG); erst wenn der Nachweis ausbleibt, bleibt der Bewerber unberücksichtigt, und der nächste Bewerber ist zu prüfen. So verfährt auch die Praxis, etwa die Kreiswahlleiterin des Odenwaldkreises in ihrer Bekanntmachung vom 9. September 2025 (Nachweislösung)'
const PROOF_EN =
  '§ 34 Abs. 2 Nr. 3 Alt. 2 KWG is read together with § 34 Abs. 3 Satz 2 KWG, which applies § 23 KWG: like an elected representative, a successor may prove the removal of an incompatibility within one week of being served the notice (§ 23 Abs. 2 Satz 2 KWG); only if no proof arrives is the candidate left out and the next one examined. Practice proceeds this way, for instance the returning officer of the Odenwaldkreis in her notice of 9 September 2025 (proof-period view [Nachweislösung])'
const LITERAL_DE =
  'schließt ein Hinderungsgrund schon nach dem Wortlaut von § 34 Abs. 2 Nr. 3 Alt. 2 KWG sofort aus, weil dort jeder Grund nach § 33 Abs. 1 Nr. 2 KWG genannt ist (Wortlautlösung)'
const LITERAL_EN = 'an incompatibility excludes at once under the literal text of § 34 Abs. 2 Nr. 3 Alt. 2 KWG, which names every ground under § 33 Abs. 1 Nr. 2 KWG (literal view [Wortlautlösung])'

const ROUTE_DE = 'ist der Bewerber trotz des Hinderungsgrundes als Nachrücker festzustellen, weil die Feststellung nach § 34 Abs. 3 Satz 2 KWG an die Stelle der Feststellung des Wahlergebnisses tritt: Erst danach weist der Wahlleiter ihn auf den Hinderungsgrund hin, die Woche läuft ab Zustellung dieser Mitteilung (§ 23 Abs. 2 Satz 2 KWG), bis zum Nachweis kann er keine Rechte ausüben, und bleibt der Nachweis aus, gilt die Rechtsstellung als nicht erworben (§ 23 Abs. 2 Satz 3 KWG), so dass ein neuer Nachfolgefall entsteht (Feststellungslösung)'
const ROUTE_EN = 'the candidate is determined as successor despite the incompatibility, because under § 34 Abs. 3 Satz 2 KWG the determination takes the place of the election result: only then does the returning officer point out the incompatibility, the week runs from the service of that notice (§ 23 Abs. 2 Satz 2 KWG), until the proof no rights can be exercised, and without proof the status counts as not acquired (§ 23 Abs. 2 Satz 3 KWG), so that a new case of succession arises (determination-first view [Feststellungslösung])'
const SOURCES_DE = 'Die Nachweislösung belegt die Praxis (Odenwaldkreis, Bekanntmachung vom 9. September 2025); die Wortlautlösung folgt dem Wortlaut des § 34 Abs. 2 Nr. 3 KWG, die Feststellungslösung der Verweisung des § 34 Abs. 3 Satz 2 KWG auf § 23 KWG; beide hat das Projekt zu Lehrzwecken ausgearbeitet, eine Praxis oder Rechtsprechung dazu ist ihm nicht bekannt.'
const SOURCES_EN = 'The proof-period view is documented in practice (Odenwaldkreis, notice of 9 September 2025); the literal view follows the wording of § 34 Abs. 2 Nr. 3 KWG, the determination-first view the reference of § 34 Abs. 3 Satz 2 KWG to § 23 KWG; the project worked out both for teaching and knows of no practice or court decision on them.'

describe('reading R1: an incompatibility of a candidate, as a dispute', () => {
  it('proofPeriod applied: the view taken here is the proof period, the other view excludes at once (German)', () => {
    const body = `${HEAD_DE} Nach der hier vertretenen Auffassung ${PROOF_DE}. Nach anderer Ansicht ${LITERAL_DE}. Nach einer dritten Ansicht ${ROUTE_DE}. ${SOURCES_DE}`
    const p = readingR1('de', 'proofPeriod', null)
    expect(p.key).toBe('reading.R1')
    expect(p.text).toBe(body)
    expect(p.norms).toEqual(['kwg34.2.n3.ground', 'kwg34.3.s2', 'kwg23.2.s2', 'kwg23.2.s3'])
    expect(readingR1('de', 'proofPeriod', { same: true, words: 'unused' }).text).toBe(`${body} Nach der anderen Ansicht ergäbe sich hier dasselbe Ergebnis.`)
    expect(readingR1('de', 'proofPeriod', { same: false, words: 'Nadine Koch rückt nach.' }).text).toBe(`${body} Nach der anderen Ansicht ergäbe sich: Nadine Koch rückt nach.`)
  })

  it('exclude applied (the file prescribes it): the view taken here excludes at once (German)', () => {
    const body = `${HEAD_DE} Nach der hier – wie von der Akte vorgegeben – vertretenen Auffassung ${LITERAL_DE}. Nach anderer Ansicht ${PROOF_DE}. Nach einer dritten Ansicht ${ROUTE_DE}. ${SOURCES_DE}`
    expect(readingR1('de', 'exclude', null).text).toBe(body)
    expect(readingR1('de', 'exclude', { same: true, words: 'unused' }).text).toBe(`${body} Nach der anderen Ansicht ergäbe sich hier dasselbe Ergebnis.`)
    expect(readingR1('de', 'exclude', { same: false, words: 'Niemand rückt nach.' }).text).toBe(`${body} Nach der anderen Ansicht ergäbe sich: Niemand rückt nach.`)
  })

  it('proofPeriod applied (English)', () => {
    const body = `${HEAD_EN} According to the view taken here [nach der hier vertretenen Auffassung], ${PROOF_EN}. According to another view [nach anderer Ansicht], ${LITERAL_EN}. According to a third view, ${ROUTE_EN}. ${SOURCES_EN}`
    expect(readingR1('en', 'proofPeriod', null).text).toBe(body)
    expect(readingR1('en', 'proofPeriod', { same: true, words: 'unused' }).text).toBe(`${body} Under the other view the result here would be the same.`)
    expect(readingR1('en', 'proofPeriod', { same: false, words: 'Nadine Koch succeeds.' }).text).toBe(`${body} Under the other view the result would be: Nadine Koch succeeds.`)
  })

  it('exclude applied (English)', () => {
    const body = `${HEAD_EN} According to the view taken here (as the file prescribes) [nach der hier vertretenen Auffassung], ${LITERAL_EN}. According to another view [nach anderer Ansicht], ${PROOF_EN}. According to a third view, ${ROUTE_EN}. ${SOURCES_EN}`
    const p = readingR1('en', 'exclude', null)
    expect(p.text).toBe(body)
    expect(p.norms).toEqual(['kwg34.2.n3.ground', 'kwg34.3.s2', 'kwg23.2.s2', 'kwg23.2.s3'])
    expect(readingR1('en', 'exclude', { same: true, words: 'unused' }).text).toBe(`${body} Under the other view the result here would be the same.`)
    expect(readingR1('en', 'exclude', { same: false, words: 'No one succeeds.' }).text).toBe(`${body} Under the other view the result would be: No one succeeds.`)
  })
})

describe('reading R6: several vacancies on one list', () => {
  // each seat gets the best remaining candidate by the rank rule of the election: § 34 Abs. 1 Satz 1 Hs. 1 KWG, in a majority election § 34 Abs. 1a Hs. 1 KWG
  const de = (rank: string): string =>
    `Werden mehrere Sitze desselben Wahlvorschlags frei, so werden sie nach der hier vertretenen Auffassung in der Reihenfolge ihres Freiwerdens besetzt, bei gleichem Datum in der Reihenfolge der Akte; jeder Sitz erhält den jeweils besten verbliebenen Bewerber (${rank}), und alle werden auf denselben Stichtag entschieden. Was festgestellt werden kann, stellt der Wahlleiter fest (§ 34 Abs. 3 Satz 1 KWG): Ist über einen früheren Sitz noch nicht zu entscheiden, weil ein Bewerber die Beseitigung eines Hinderungsgrundes noch nachweisen kann, so ruht nur dieser Sitz; ein späterer Sitz erhält schon jetzt den Bewerber, der in jedem Ausgang berufen wird. Entscheidet über den früheren Sitz noch das Los, oder hängt von dem Nachweis ein Los unter mehr gleichauf liegenden Bewerbern ab, als an diesem Tag Sitze zu besetzen sind, so ruht auch der spätere Sitz, denn das Los bestimmt, wer zuerst nachrückt. Nach einer anderen, für die Lehre gebildeten Ansicht sind gleichzeitig frei gewordene Sitze gemeinsam zu besetzen; wer nachrückt, ändert sich dadurch nicht, wohl aber, wer wessen Nachfolger ist.`
  const en = (rank: string): string =>
    `When several seats of the same list become free, according to the view taken here [nach der hier vertretenen Auffassung] they are filled in the order in which they became free, on the same date in the order of the file; each seat receives the best remaining candidate (${rank}), and all are decided as of the same date. The returning officer determines what can be determined (§ 34 Abs. 3 Satz 1 KWG): while an earlier seat cannot be decided yet because a candidate may still prove the removal of an incompatibility, only that seat waits; a later seat receives now the candidate who is called in every outcome. While a lot still decides the earlier seat, or the proof decides whether a lot is drawn among more tied candidates than there are seats on that day, the later seat waits too, since the lot decides who succeeds first. According to another view, constructed for teaching [nach anderer Ansicht], seats that became free at the same time are filled together; who succeeds does not change, only whose successor each one is.`

  it('a proportional election cites § 34 Abs. 1 Satz 1 Hs. 1 KWG', () => {
    const p = readingR6('de', 'proportional', true)
    expect([p.key, p.text, p.norms, p.candidates]).toEqual(['reading.R6', de('§ 34 Abs. 1 Satz 1 Hs. 1 KWG'), ['kwg34.1.s1.rank', 'kwg34.3.s1'], []])
    expect(readingR6('en', 'proportional', true).text).toBe(en('§ 34 Abs. 1 Satz 1 Hs. 1 KWG'))
  })

  it('a majority election cites § 34 Abs. 1a Hs. 1 KWG', () => {
    const p = readingR6('de', 'majority', true)
    expect([p.text, p.norms]).toEqual([de('§ 34 Abs. 1a Hs. 1 KWG'), ['kwg34.1a.rank', 'kwg34.3.s1']])
    expect(readingR6('en', 'majority', true).text).toBe(en('§ 34 Abs. 1a Hs. 1 KWG'))
  })

  it('a majority election without an admitted list names no Wahlvorschlag', () => {
    expect(readingR6('de', 'majority', false).text).toBe(de('§ 34 Abs. 1a Hs. 1 KWG').replace(' desselben Wahlvorschlags', ''))
    expect(readingR6('en', 'majority', false).text).toBe(en('§ 34 Abs. 1a Hs. 1 KWG').replace(' of the same list', ''))
  })
})
