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
 * (applied through § 34 Abs. 3 Satz 2). What a calendar or a text cites for a
 * period it reads here.
 *
 * @category rules @since 0.2.0
 */
export const PERIOD_NORMS = { objection: 'kwg25.1', proof: 'kwg23.2.s2' } as const satisfies Readonly<Record<string, NormId>>

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
