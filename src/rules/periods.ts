/**
 * The periods of the procedure, in calendar days (reading R5) — `kwg25.1`
 * and `kwg23.2.s2`. Every period of the library is defined here once.
 *
 * > § 25 Abs. 1 Satz 1 KWG: Gegen die Gültigkeit der Wahl kann jeder
 * > Wahlberechtigte des Wahlkreises binnen einer Ausschlussfrist von zwei
 * > Wochen nach der öffentlichen Bekanntmachung des Wahlergebnisses Einspruch
 * > erheben.
 *
 * > § 23 Abs. 2 Satz 2 KWG: … so weist ihn der Wahlleiter darauf hin, dass er
 * > den Wegfall des Hinderungsgrundes nur binnen einer Woche nach Zustellung
 * > der Benachrichtigung nachweisen kann.
 *
 * A period of weeks that begins with an event on day `n` ends at the end of
 * the day of the same name `n + 7k` (§§ 187 Abs. 1, 188 Abs. 2 BGB); reading
 * R5: by default it is not extended when it ends on a weekend or holiday;
 * under `interpretation.periodEnd: "nextWorkingDay"` it ends on the next
 * working day (§ 193 BGB by analogy, `calendar.ts`).
 *
 * @example
 * import { objectionPeriodEnd } from './periods.js'
 * objectionPeriodEnd('2023-08-30' as IsoDate, 'calendar') // '2023-09-13'
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import { addDays } from '../domain/date.js'
import type { NormId } from '../domain/norms.js'
import type { PeriodEndReading } from '../domain/case.js'
import { lastDayOfPeriod } from './calendar.js'

/**
 * The norm of each period: the objection period of § 25 Abs. 1 KWG (applied
 * through § 34 Abs. 4 Satz 1), the proof week of § 23 Abs. 2 Satz 2 KWG
 * (applied through § 34 Abs. 3 Satz 2), the month of § 27 KWG for an action
 * against the body's decision. What a calendar or a text cites for a
 * period it reads here.
 *
 * @category rules @since 0.2.0
 */
export const PERIOD_NORMS = { objection: 'kwg25.1', proof: 'kwg23.2.s2', action: 'kwg27' } as const satisfies Readonly<Record<string, NormId>>

/** The objection period of § 25 Abs. 1 KWG: two weeks from the announcement. @category rules @since 0.1.0 */
export const OBJECTION_PERIOD_DAYS = 14

/** The week of § 23 Abs. 2 Satz 2 KWG, ending with day `n + 7` (§ 188 Abs. 2 BGB). @category rules @since 0.1.0 */
export const PROOF_PERIOD_DAYS = 7

/** The last day of the objection period after an announcement on `announced`, under reading R5 (`lastDayOfPeriod`). @category rules @since 0.1.0 */
export const objectionPeriodEnd = (announced: IsoDate, reading: PeriodEndReading): IsoDate => lastDayOfPeriod(addDays(announced, OBJECTION_PERIOD_DAYS), reading)

/**
 * The first day on which a determination announced on `announced` can no
 * longer be challenged when no admissible objection came: the day after the
 * objection period.
 *
 * @category rules @since 0.1.0
 */
export const unchallengeableFrom = (announced: IsoDate, reading: PeriodEndReading): IsoDate => addDays(objectionPeriodEnd(announced, reading), 1)

/** The last day of the proof week after the notice was served on `notified`, under reading R5 (`lastDayOfPeriod`). @category rules @since 0.1.0 */
export const proofDue = (notified: IsoDate, reading: PeriodEndReading): IsoDate => lastDayOfPeriod(addDays(notified, PROOF_PERIOD_DAYS), reading)

/**
 * The period of § 27 KWG for the action against the body's decision, in
 * months (§ 27 KWG: „innerhalb eines Monats nach Zustellung oder
 * Verkündung“). Every text and document reads it here.
 *
 * @category rules @since 0.3.0
 */
export const ACTION_PERIOD_MONTHS = 1

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/**
 * The last day of a period of `months` months that begins with an event on
 * `from`: the day of the later month with the same number, or the last day
 * of that month if it has none (§§ 187 Abs. 1, 188 Abs. 2, 3 BGB), before
 * any extension for a weekend or holiday (`actionPeriodEnd`).
 *
 * @example
 * import { monthPeriodEnd } from './periods.js'
 * monthPeriodEnd('2024-01-31' as IsoDate, 1) // '2024-02-29'
 *
 * @category rules @since 0.3.0
 */
export const monthPeriodEnd = (from: IsoDate, months: number): IsoDate => {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  // the format has four-digit years: a period that runs past them ends with the calendar (as addDays)
  if (year > 9999) return '9999-12-31' as IsoDate
  const month = (index % 12) + 1
  // day 0 of the following month is the last day of this one (§ 188 Abs. 3 BGB)
  const t = new Date(0)
  t.setUTCFullYear(year, month, 0)
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(d, t.getUTCDate()), 2)}` as IsoDate
}

/**
 * How the period of § 27 KWG ends on a weekend or holiday: it is the period
 * of an action in the administrative court, so the VwGO computes it, whatever
 * the case's reading R5 of the election periods.
 *
 * > § 27 Satz 2 KWG: Die allgemeinen Vorschriften über das
 * > verwaltungsgerichtliche Verfahren finden mit der Maßgabe Anwendung, …
 *
 * > § 57 Abs. 2 VwGO: Für die Fristen gelten die Vorschriften der §§ 222,
 * > 224 Abs. 2 und 3, §§ 225 und 226 der Zivilprozeßordnung.
 *
 * > § 222 Abs. 2 ZPO: Fällt das Ende einer Frist auf einen Sonntag, einen
 * > allgemeinen Feiertag oder einen Sonnabend, so endet die Frist mit Ablauf
 * > des nächsten Werktages.
 *
 * The holidays are those at the seat of the court, a Hessian administrative
 * court (`rules/calendar.ts`).
 *
 * @category rules @since 0.3.0
 */
export const ACTION_PERIOD_END: PeriodEndReading = 'nextWorkingDay'

/** The month of § 27 KWG for a decision of the body: the day of the event that starts the count (§ 187 Abs. 1 BGB: not itself counted) and its last day. @category model @since 0.3.0 */
export interface ActionPeriod {
  /** the service of the decision (`servedOn`, Zustellung), else its date (Verkündung, R10) */
  readonly from: IsoDate
  readonly ends: IsoDate
}

/**
 * The month of § 27 KWG for a decision of the body of `decided`, served on `servedOn` (or not: null): it runs from
 * the service, else from the decision's date (R10).
 *
 * @category rules @since 0.3.0
 */
export const actionPeriod = (decided: IsoDate, servedOn: IsoDate | null): ActionPeriod => {
  const from = servedOn ?? decided
  return { from, ends: lastDayOfPeriod(monthPeriodEnd(from, ACTION_PERIOD_MONTHS), ACTION_PERIOD_END) }
}

/**
 * The last day of the period of § 27 KWG for an action against the body's
 * decision: one month from its service (`servedOn`, Zustellung) when it was
 * served, else from its date (Verkündung, reading R10); a last day that is a
 * Saturday, Sunday or holiday moves to the next working day
 * (`ACTION_PERIOD_END`).
 *
 * @category rules @since 0.3.0
 */
export const actionPeriodEnd = (decided: IsoDate, servedOn: IsoDate | null): IsoDate => actionPeriod(decided, servedOn).ends

/**
 * The end of the month of § 27 KWG against the body's own determination
 * (§ 34 Abs. 4 Satz 3 KWG): a determination records no service, so the month
 * runs from its date, the Verkündung (R10).
 *
 * @category rules @since 0.3.0
 */
export const ownDeterminationActionEnd = (determined: IsoDate): IsoDate => actionPeriodEnd(determined, null)

/**
 * The day the body's decision becomes final when no action was brought in
 * time (§ 27 KWG, reading R10): the day after the period of the action.
 *
 * @category rules @since 0.3.0
 */
export const bodyDecisionFinalFrom = (decided: IsoDate, servedOn: IsoDate | null): IsoDate => addDays(actionPeriodEnd(decided, servedOn), 1)
