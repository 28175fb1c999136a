// An objection lies only against the returning officer's determination, and its period runs from the first
// announcement (spec/procedure.md, "No objection against the court's determination" and "The period runs from the
// first announcement", decided 2026-12-06). Rule level; the cases worked by hand are the vectors proc5-*.
//
// > § 34 Abs. 4 Satz 1 KWG: Gegen die Feststellung des Wahlleiters sind die Rechtsmittel nach §§ 25 bis 27 gegeben; …
// > § 34 Abs. 5 KWG: … bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.
// > § 25 Abs. 1 Satz 1 KWG: … binnen einer Ausschlussfrist von zwei Wochen nach der öffentlichen Bekanntmachung …
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays } from '../src/domain/date.js'
import { type Announcement, type Final, memberLeft, type Objection } from '../src/domain/events.js'
import { openLedger, type Recorded, type VacancyLedger } from '../src/domain/ledger.js'
import { announce, announcedPeriod, announcementNorms } from '../src/rules/procedure/announcement.js'
import type { Docket } from '../src/rules/procedure/docket.js'
import { admitObjection, beyondObjection, objectionLies, objectionPeriodOf } from '../src/rules/procedure/objection.js'
import { becomeFinal, bringAction, lapsedDecision, reviewDecision } from '../src/rules/procedure/review.js'
import { decision, objectionOf, spdDocket } from './support/ledger-events.js'
import * as api from './support/public.js'
import { paragraphsOf, type TextDocument } from '../src/explain/document.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VECTOR_DIR } from './support/vectors.js'
import { cid, day } from './support/brands.js'


const docket: Docket = spdDocket(['SPD-1', 'SPD-4'])

/** Monday 6 February 2023: SPD-2 dies. */
const departure = memberLeft(0, day('2023-02-06'), cid('SPD-2'), 'death')
const byOfficer: Recorded = { date: day('2023-02-13'), by: 'returningOfficer', outcome: 'successor', successor: cid('SPD-4'), event: 1 }
const byCourt: Recorded = { date: day('2023-10-17'), by: 'court', outcome: 'successor', successor: cid('SPD-4'), event: 7 }
const byBody: Recorded = { ...byCourt, by: 'body' }
const inForce = (r: Recorded | null): VacancyLedger => ({ ...openLedger(departure), inForce: r, firstDetermined: r?.date ?? null })

const announcement = (date: string, index = 2): Announcement => ({ _tag: 'announcement', index, date: day(date), vacancy: cid('SPD-2') })
const objection = objectionOf

const announced = (v: VacancyLedger, ...dates: ReadonlyArray<string>): VacancyLedger =>
  dates.reduce((w, d) => {
    const r = announce(w, announcement(d))
    if (r._tag === 'Left') throw new Error(r.left.message)
    return r.right
  }, v)
const outcome = (r: ReturnType<typeof admitObjection>): string => (r._tag === 'Left' ? `${r.left.path} ${r.left.code} ${r.left.rule}` : 'admitted')

describe('an objection lies only against the returning officer’s determination (§ 34 Abs. 4 Satz 1 KWG)', () => {
  it('it lies against the returning officer’s, not against the body’s, the court’s, or none', () => {
    expect(objectionLies(byOfficer)).toBe(true)
    expect(objectionLies(byBody)).toBe(false)
    expect(objectionLies(byCourt)).toBe(false)
    expect(objectionLies(null)).toBe(false)
  })

  it('an objection against the court’s determination is refused as decided with finality (objectionAgainstJudgment, § 34 Abs. 4 Satz 1 with Abs. 5), announced or not', () => {
    expect(outcome(admitObjection(docket, announced(inForce(byCourt), '2023-10-20'), objection('2023-10-25')))).toBe('events[9] objectionAgainstJudgment kwg34.4.s1')
    expect(outcome(admitObjection(docket, inForce(byCourt), objection('2023-10-25')))).toBe('events[9] objectionAgainstJudgment kwg34.4.s1')
  })

  it('the refusal names the court’s determination and its date', () => {
    const r = admitObjection(docket, inForce(byCourt), objection('2023-10-25'))
    expect(r._tag === 'Left' && r.left.message).toBe(
      "the determination in force (2023-10-17) is the court's, decided with finality in the review procedure (§ 34 Abs. 5 KWG): no objection lies against it",
    )
  })

  it('an objection against inaction while the court’s determination is in force is refused as no inaction, checked first', () => {
    expect(outcome(admitObjection(docket, inForce(byCourt), objection('2023-10-25', 'inaction')))).toBe('events[9] objectionNoInaction kwg34.4.s1')
  })

  it('the court’s determination, announced, has no objection period in the state', () => {
    expect(objectionPeriodOf(announced(inForce(byCourt), '2023-10-20'), 'calendar')).toBeNull()
    expect(objectionPeriodOf(announced(inForce(byOfficer), '2023-02-15'), 'calendar')).toBe('2023-03-01')
  })

  it('announcing the court’s determination starts no period and cites § 34 Abs. 5; announcing the body’s own starts the month of § 27 from its date', () => {
    const court = announcedPeriod(inForce(byCourt), day('2023-10-20'), 'calendar')
    expect(court).toEqual({ _tag: 'none', by: 'court' })
    expect(announcementNorms(court)).toEqual(['kwg34.4.s1', 'kwg34.5'])
    const body = announcedPeriod({ ...inForce(byBody), review: null }, day('2023-10-20'), 'calendar')
    expect(body).toEqual({ _tag: 'action', decided: '2023-10-17', ends: '2023-11-17', finalFrom: '2023-11-18' })
  })
})

describe('a second announcement is told as the determination it announces', () => {
  it('of the court’s determination: still none, with § 34 Abs. 5 — not a repeated objection period', () => {
    const p = announcedPeriod(announced(inForce(byCourt), '2023-10-20'), day('2023-10-25'), 'calendar')
    expect(p).toEqual({ _tag: 'none', by: 'court' })
  })

  it('of the body’s own determination: the month of § 27 from its date, as at the first', () => {
    const p = announcedPeriod(announced({ ...inForce(byBody), inactionObjection: true }, '2023-10-20'), day('2023-10-25'), 'calendar')
    expect(p).toEqual({ _tag: 'action', decided: '2023-10-17', ends: '2023-11-17', finalFrom: '2023-11-18' })
  })
})

describe('the reasons are due within the period (§ 25 Abs. 2 KWG: „innerhalb der Einspruchsfrist“)', () => {
  const v = (): VacancyLedger => announced(inForce(byOfficer), '2023-02-15')
  const reasoned = (date: string, reasonedOn: string | null): Objection => ({ ...objection(date), reasonedOn: reasonedOn === null ? null : day(reasonedOn) })

  it('reasons dated before the announcement are not reasons within the period', () => {
    const r = admitObjection(docket, v(), reasoned('2023-02-20', '2023-02-14'))
    expect(outcome(r)).toBe('events[9].reasonedOn objectionUnreasoned kwg25.2')
    expect(r._tag === 'Left' && r.left.message).toBe('the objection must be reasoned in detail from 2023-02-15 by 2023-03-01')
  })

  it('reasons on the day of the announcement and on the last day of the period are in time; a day later is not', () => {
    expect(outcome(admitObjection(docket, v(), reasoned('2023-02-20', '2023-02-15')))).toBe('admitted')
    expect(outcome(admitObjection(docket, v(), reasoned('2023-02-20', '2023-03-01')))).toBe('admitted')
    expect(outcome(admitObjection(docket, v(), reasoned('2023-02-20', '2023-03-02')))).toBe('events[9].reasonedOn objectionUnreasoned kwg25.2')
    expect(outcome(admitObjection(docket, v(), reasoned('2023-02-20', null)))).toBe('events[9].reasonedOn objectionUnreasoned kwg25.2')
  })

  it('against inaction: reasons by the objection’s own date, with no lower bound', () => {
    const inaction = (reasonedOn: string): Objection => ({ ...objection('2023-03-10', 'inaction'), reasonedOn: day(reasonedOn) })
    expect(outcome(admitObjection(docket, inForce(null), inaction('2023-01-05')))).toBe('admitted')
    const late = admitObjection(docket, inForce(null), inaction('2023-03-11'))
    expect(outcome(late)).toBe('events[9].reasonedOn objectionUnreasoned kwg25.2')
    expect(late._tag === 'Left' && late.left.message).toBe('the objection must be reasoned in detail by 2023-03-10')
  })
})

describe('the objection period runs from the first announcement (§ 25 Abs. 1 KWG: an Ausschlussfrist)', () => {
  it('a second announcement keeps the first date', () => {
    expect(announced(inForce(byOfficer), '2023-02-15', '2023-03-10').announced).toBe('2023-02-15')
  })

  it('an objection after the first period and within two weeks of a second announcement is late', () => {
    const v = announced(inForce(byOfficer), '2023-02-15', '2023-03-10')
    expect(outcome(admitObjection(docket, v, objection('2023-03-12')))).toBe('events[9] objectionLate kwg25.1')
    expect(outcome(admitObjection(docket, v, objection('2023-03-01')))).toBe('admitted')
  })

  it('a second announcement starts no period of its own: it names the first, and cites § 25 Abs. 1 alone', () => {
    const p = announcedPeriod(announced(inForce(byOfficer), '2023-02-15'), day('2023-03-10'), 'calendar')
    expect(p).toEqual({ _tag: 'repeated', first: '2023-02-15' })
    expect(announcementNorms(p)).toEqual(['kwg25.1'])
  })

  it('the first announcement of the returning officer’s determination starts the two weeks and cites § 34 Abs. 4 Satz 1 with § 25 Abs. 1', () => {
    const p = announcedPeriod(inForce(byOfficer), day('2023-02-15'), 'calendar')
    expect(p).toEqual({ _tag: 'objection', ends: '2023-03-01' })
    expect(announcementNorms(p)).toEqual(['kwg34.4.s1', 'kwg25.1'])
  })

  it('whatever the later announcements, the period is that of the first (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 4 }), (first, later) => {
        const dates = [first, ...later.map((d) => first + d)].map((d) => addDays(day('2023-02-13'), d))
        const v = announced(inForce(byOfficer), ...dates)
        expect(v.announced).toBe(dates[0])
        expect(objectionPeriodOf(v, 'calendar')).toBe(objectionPeriodOf(announced(inForce(byOfficer), dates[0] as string), 'calendar'))
      }),
    )
  })
})

const must = <A>(r: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}
/** The returning officer's determination of 13 February 2023, announced on the 15th, under an objection of the 20th; the body modifies it on 5 April 2023. */
const modifiedByBody = (): VacancyLedger => {
  const objected = must(admitObjection(docket, announced(inForce(byOfficer), '2023-02-15'), objection('2023-02-20', 'determination', 3)))
  return must(reviewDecision(docket, objected, decision('bodyDecision', '2023-04-05', 'modify', 'SPD-5'))).ledger
}
const final = (date: string): Final => ({ _tag: 'final', index: 8, date: day(date), vacancy: cid('SPD-2'), synthetic: false })

describe('a determination a final review put in force can no longer be challenged from that day', () => {
  it('the court’s modification, final on 17 October 2023 and not announced, is beyond objection from that day on', () => {
    const sued = must(bringAction(modifiedByBody(), { _tag: 'action', index: 5, date: day('2023-04-28'), vacancy: cid('SPD-2') }))
    const judged = must(reviewDecision(docket, sued, decision('courtDecision', '2023-09-12', 'modify', 'SPD-4', null, 6))).ledger
    const v = must(becomeFinal(docket, judged, final('2023-10-17'))).ledger
    expect(v.inForce?.by).toBe('court')
    expect(v.announced).toBeNull()
    expect(beyondObjection(v, day('2023-10-17'), 'calendar')).toBe(true)
    expect(beyondObjection(judged, day('2023-10-16'), 'calendar')).toBe(false)
  })

  it('the body’s modification, final when the month of § 27 passed without an action, is beyond objection from that day on', () => {
    const v0 = modifiedByBody()
    const lapsed = lapsedDecision(v0, day('2023-05-31'))
    expect(lapsed?.date).toBe('2023-05-06')
    const v = must(becomeFinal(docket, v0, lapsed as Final)).ledger
    expect(v.inForce?.by).toBe('body')
    expect(beyondObjection(v, day('2023-05-06'), 'calendar')).toBe(true)
  })
})

/** The paragraphs with `key` of the opinion on the case of a vector. */
const textsOf = (id: string, lang: 'de' | 'en', key: string): ReadonlyArray<string> => {
  const u = (JSON.parse(readFileSync(join(VECTOR_DIR, `${id}.json`), 'utf8')) as { case: unknown }).case
  const r = api.opinionOf(u, lang)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return paragraphsOf(r.right as TextDocument)
    .filter((p) => p.key === key)
    .map((p) => p.text)
}

describe('the opinion tells what the rules decided (texts read the trace)', () => {
  it('the court’s determination announced: no objection lies, the review is decided with finality — in German and English', () => {
    expect(textsOf('proc5-001', 'de', 'procedure.announcement').at(-1)).toBe(
      'Am 20. Oktober 2023 wurde die Feststellung öffentlich bekannt gemacht. Es ist die Feststellung in der Fassung des rechtskräftigen Urteils des Verwaltungsgerichts; über sie ist im Wahlprüfungsverfahren rechtskräftig entschieden (§ 34 Abs. 5 KWG). Der Einspruch ist nur gegen die Feststellung des Wahlleiters oder seine Untätigkeit gegeben (§ 34 Abs. 4 Satz 1 KWG); gegen sie findet er nicht statt.',
    )
    expect(textsOf('proc5-001', 'en', 'procedure.announcement').at(-1)).toBe(
      "On 20 October 2023 the determination was publicly announced [öffentlich bekannt gemacht]. It is the determination as the final judgment of the administrative court made it; the review procedure has decided on it with finality (§ 34 Abs. 5 KWG). An objection lies only against the returning officer's determination or his inaction (§ 34 Abs. 4 Satz 1 KWG); none lies against it.",
    )
  })

  it('the body’s modification, final and then announced: it is the body’s determination, no objection lies — not the court’s words', () => {
    const de = textsOf('proc5-010', 'de', 'procedure.announcement').at(-1) ?? ''
    expect(de).toMatch(/^Am 8\. Mai 2023 wurde die Feststellung öffentlich bekannt gemacht\. Es ist die Feststellung (der|des) .* selbst; gegen sie findet kein Einspruch statt \(§ 34 Abs\. 4 Satz 1 KWG\)\.$/)
    expect(de).not.toContain('Verwaltungsgericht')
  })

  it('a determination after the body ceased is refused in German with the reason of the HGO, not the rule’s English message', () => {
    expect(textsOf('r8-006', 'de', 'procedure.determination.rejected')).toEqual([
      'Die am 12. Mai 2022 verzeichnete Feststellung (Frank Fuchs (64 Stimmen) rückt nach) ist unbeachtlich (§ 82 Abs. 1 Satz 6 HGO): Die Einrichtung des Ortsbeirats ist entfallen, weil nur noch weniger als drei Mitglieder verblieben sind; das Ausscheiden von Bernd Brück eröffnet keine Nachfolge.',
    ])
  })

  it('the same refusal in English has the same content, with the names (issue 17: German and English give the same content)', () => {
    // worked by hand from the German sentence above: the body, the reason, the departed member by name
    expect(textsOf('r8-006', 'en', 'procedure.determination.rejected')).toEqual([
      'The determination recorded on 12 May 2022 (Frank Fuchs (64 votes) succeeds) has no effect (§ 82 Abs. 1 Satz 6 HGO): The local advisory council [Ortsbeirat] has ceased, because fewer than three members remained; the departure of Bernd Brück opens no succession.',
    ])
  })

  it('the objection against it is inadmissible, and the opinion says why', () => {
    const [de] = textsOf('proc5-002', 'de', 'procedure.objection.rejected')
    expect(de).toContain('Die geltende Feststellung beruht auf dem rechtskräftigen Urteil des Verwaltungsgerichts; über sie ist im Wahlprüfungsverfahren rechtskräftig entschieden (§ 34 Abs. 5 KWG). Der Einspruch ist nur gegen die Feststellung des Wahlleiters oder seine Untätigkeit gegeben (§ 34 Abs. 4 Satz 1 KWG).')
    const [en] = textsOf('proc5-002', 'en', 'procedure.objection.rejected')
    expect(en).toContain("The determination in force rests on the final judgment of the administrative court; the review procedure has decided on it with finality (§ 34 Abs. 5 KWG). An objection lies only against the returning officer's determination or his inaction (§ 34 Abs. 4 Satz 1 KWG).")
  })

  it('a second announcement: the period ran from the first, and the opinion names it', () => {
    const texts = textsOf('proc5-004', 'de', 'procedure.announcement')
    expect(texts).toHaveLength(2)
    expect(texts[0]).toContain('Damit begann die Einspruchsfrist von zwei Wochen')
    expect(texts[1]).toBe(
      'Am 5. Juli 2023 wurde die Feststellung öffentlich bekannt gemacht. Sie war bereits am 14. Juni 2023 bekannt gemacht worden; mit dieser ersten Bekanntmachung hat die Einspruchsfrist begonnen (§ 25 Abs. 1 KWG). Die erneute Bekanntmachung derselben Feststellung setzt die Frist, eine Ausschlussfrist, nicht erneut in Lauf.',
    )
    expect(textsOf('proc5-004', 'en', 'procedure.announcement')[1]).toBe(
      'On 5 July 2023 the determination was publicly announced [öffentlich bekannt gemacht]. It had already been announced on 14 June 2023; the objection period began with that first announcement (§ 25 Abs. 1 KWG). Announcing the same determination again does not start the period, a preclusive period [Ausschlussfrist], anew.',
    )
  })
})

describe('beyondObjection: whether the determination in force can no longer be challenged', () => {
  it('the returning officer’s, announced, from the day after the two weeks with no objection (§ 25 Abs. 1: an Ausschlussfrist)', () => {
    const v = announced(inForce(byOfficer), '2023-02-15')
    expect(beyondObjection(v, day('2023-03-01'), 'calendar')).toBe(false)
    expect(beyondObjection(v, day('2023-03-02'), 'calendar')).toBe(true)
    expect(beyondObjection(inForce(byOfficer), day('2023-12-31'), 'calendar')).toBe(false)
  })

  it('none in force — after a final annulment by the body — is nothing that can be beyond objection', () => {
    const v0 = must(admitObjection(docket, announced(inForce(byOfficer), '2023-02-15'), objection('2023-02-20', 'determination', 3)))
    const annulled = must(reviewDecision(docket, v0, decision('bodyDecision', '2023-04-05', 'annul'))).ledger
    const v = must(becomeFinal(docket, annulled, lapsedDecision(annulled, day('2023-05-31')) as Final)).ledger
    expect(v.inForce).toBeNull()
    expect(v.review?.final).toBe('2023-05-06')
    expect(beyondObjection(v, day('2023-05-31'), 'calendar')).toBe(false)
  })
})
