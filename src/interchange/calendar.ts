/**
 * The periods that run on the query date, as an iCalendar file (RFC 5545,
 * written by ical-generator): one all-day entry on the last day of each
 * period, with the norm — its citation in the summary, its id in
 * `X-NACHRUECKEN-NORM` — and the day the period began.
 *
 * The periods come from the state document (`nachruecken.state/1`) and
 * nowhere else: `PERIODS` says, per kind of period, where the state carries
 * it, and `PERIOD_NORMS` of `src/rules/periods.ts` the norm of each.
 * A period the state does not carry is not in the calendar. The month of
 * § 27 KWG for a decision of the body is carried since 0.4.0 (`actionPeriod`).
 *
 * @since 0.2.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import ical from 'ical-generator'
import type { IsoDate } from '../domain/brand.js'
import { addDays, compareDates } from '../domain/date.js'
import type { CaseError, Failure } from '../domain/error.js'
import type { NormId } from '../domain/norms.js'
import { cite } from '../explain/citations.js'
import { PERIOD_NORMS } from '../rules/periods.js'
import { namesOf, replayed } from './state.js'
import type { StateDocument } from './state-document.js'

/** A period as the state carries it. @category model @since 0.2.0 */
export interface Period {
  readonly kind: 'objection' | 'proof' | 'action'
  readonly norm: NormId
  /** The member whose seat the period concerns (the vacancy), or who must prove (the proof). */
  readonly subject: string
  /** The day that started the period (the announcement, the service of the notification, the service or date of the body's decision). */
  readonly from: IsoDate
  /** The last day of the period. */
  readonly until: IsoDate
}

/** Where the state carries each kind of period, and which of them run on its date. @category model @since 0.2.0 */
export const PERIODS: ReadonlyArray<(s: StateDocument) => ReadonlyArray<Period>> = [
  // § 25 Abs. 1 KWG through § 34 Abs. 4 Satz 1: two weeks after the public announcement of the determination
  (s) =>
    s.vacancies.flatMap((v) =>
      v.announced === null || v.objectionPeriodEnds === null || v.objectionPeriodEnds < s.asOf
        ? []
        : [{ kind: 'objection' as const, norm: PERIOD_NORMS.objection, subject: v.vacancy, from: v.announced, until: v.objectionPeriodEnds }],
    ),
  // § 23 Abs. 2 Satz 2 KWG through § 34 Abs. 3 Satz 2: one week from the service of the notification
  (s) =>
    s.pendingProofs.flatMap((p) => (p.status === 'running' ? [{ kind: 'proof' as const, norm: PERIOD_NORMS.proof, subject: p.member, from: p.notified, until: p.due }] : [])),
  // § 27 KWG: one month from the service or pronouncement of the body's decision
  (s) =>
    s.vacancies.flatMap((v) =>
      v.actionPeriod === undefined || v.actionPeriod === null || v.actionPeriod.ends < s.asOf
        ? []
        : [{ kind: 'action' as const, norm: PERIOD_NORMS.action, subject: v.vacancy, from: v.actionPeriod.from, until: v.actionPeriod.ends }],
    ),
]

/** The periods that run on the state's date, by their last day. @category api @since 0.2.0 */
export const periodsOf = (s: StateDocument): ReadonlyArray<Period> =>
  PERIODS.flatMap((read) => read(s)).sort((a, b) => compareDates(a.until, b.until))

/** `TT.MM.JJJJ`. */
const german = (d: IsoDate): string => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`

/** The summary and the sentence of an entry, by kind of period. */
const TEXTS: Readonly<Record<Period['kind'], { readonly summary: string; readonly sentence: (person: string, from: string) => string }>> = {
  objection: {
    summary: 'Fristende Einspruch',
    sentence: (person, from) => `Einspruchsfrist gegen die Feststellung über die Nachfolge für ${person} (öffentlich bekannt gemacht am ${from})`,
  },
  action: {
    summary: 'Fristende Klage',
    sentence: (person, from) => `Frist für die Klage gegen die Entscheidung der Vertretungskörperschaft über die Nachfolge für ${person} (zugestellt oder verkündet am ${from})`,
  },
  proof: {
    summary: 'Fristende Nachweis',
    sentence: (person, from) => `Frist für ${person}, die Beseitigung des Hinderungsgrundes nachzuweisen (Mitteilung zugestellt am ${from})`,
  },
}

/** @category model @since 0.2.0 */
export interface Deadlines {
  readonly periods: ReadonlyArray<Period>
  /** The iCalendar file. */
  readonly ics: string
  readonly rejected: ReadonlyArray<CaseError>
}

/**
 * The periods that run on the query date of a parsed case, as iCalendar.
 *
 * @category api @since 0.2.0
 */
export const deadlinesOf = (u: unknown): Either<Failure, Deadlines> => {
  const r = replayed(u)
  if (r._tag === 'Left') return r
  const { state } = r.right
  const body = r.right.case.body
  const nameOf = namesOf(r.right.case)
  const periods = periodsOf(state)
  const calendar = ical({ name: `Fristen – ${body.name}`, prodId: { company: 'nachruecken', product: 'deadlines', language: 'DE' } })
  for (const p of periods) {
    const t = TEXTS[p.kind]
    const person = `${nameOf(p.subject)} (${p.subject})`
    calendar.createEvent({
      id: `${p.kind}-${p.subject}-${p.until}@nachruecken`,
      start: p.until,
      // the end of an all-day entry is the day after (RFC 5545: DTEND is not part of the event)
      end: addDays(p.until, 1),
      allDay: true,
      stamp: `${state.asOf}T00:00:00Z`,
      summary: `${t.summary} (${cite(p.norm)}): ${person}`,
      description: `${t.sentence(person, german(p.from))}; sie endet mit Ablauf des ${german(p.until)}. ${cite(p.norm)} [${p.norm}]. ${body.name}, Stand ${german(state.asOf)}.`,
      x: [{ key: 'X-NACHRUECKEN-NORM', value: p.norm }],
    })
  }
  // RFC 5545: every content line ends with CRLF, the last one too
  return right({ periods, ics: `${calendar.toString()}\r\n`, rejected: r.right.rejected })
}
