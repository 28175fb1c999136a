/**
 * The end of a period on a weekend or a public holiday — reading R5,
 * `interpretation.periodEnd` (issue 18, P10).
 *
 * The Landtag act has a rule: § 53 Abs. 1 Satz 1 LWG, „Die in diesem Gesetz
 * vorgesehenen Fristen und Termine verlängern oder ändern sich nicht
 * dadurch, dass der letzte Tag der Frist oder ein Termin auf einen Sonnabend,
 * einen Sonntag oder einen gesetzlichen Feiertag fällt." No such provision
 * of the KWG or the KWO was found in our sources (spec/readings.md, R5), so
 * the point is a reading:
 *
 * - `calendar` (default): the period ends on its calendar day, as § 53
 *   Abs. 1 LWG says for the Landtag election (by analogy; election periods
 *   are meant to be short and certain);
 * - `nextWorkingDay`: § 193 BGB by analogy — „Ist an einem bestimmten Tage
 *   oder innerhalb einer Frist eine Willenserklärung abzugeben oder eine
 *   Leistung zu bewirken und fällt der bestimmte Tag oder der letzte Tag der
 *   Frist auf einen Sonntag, einen am Erklärungs- oder Leistungsort staatlich
 *   anerkannten allgemeinen Feiertag oder einen Sonnabend, so tritt an die
 *   Stelle eines solchen Tages der nächste Werktag." The holidays are those
 *   of Hesse (§ 1 Hessisches Feiertagsgesetz): 1 January, Good Friday,
 *   Easter Monday, 1 May, Ascension Day, Whit Monday, Corpus Christi,
 *   3 October, 25 and 26 December, and the Reformation Day of 2017 (a
 *   holiday once, in every Land).
 *
 * @example
 * import { lastDayOfPeriod } from './calendar.js'
 * lastDayOfPeriod('2023-04-08' as IsoDate, 'nextWorkingDay') // '2023-04-11' (Saturday, Easter Sunday, Easter Monday)
 *
 * @since 0.3.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { PeriodEndReading } from '../domain/case.js'
import { addDays } from '../domain/date.js'

/** Easter Sunday of a year of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). @category rules @since 0.3.0 */
export const easterSunday = (year: number): IsoDate => {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate
}

/** The fixed holidays of Hesse, as month-day. */
const FIXED = ['01-01', '05-01', '10-03', '12-25', '12-26']
/** The holidays that move with Easter, in days from Easter Sunday: Good Friday, Easter Monday, Ascension Day, Whit Monday, Corpus Christi. */
const FROM_EASTER = [-2, 1, 39, 50, 60]
/** Holidays of one year only: the 500th Reformation Day (31 October 2017). */
const ONCE = ['2017-10-31']

/** Whether the day is a public holiday in Hesse (§ 1 Hessisches Feiertagsgesetz). @category rules @since 0.3.0 */
export const isHessianHoliday = (day: IsoDate): boolean => {
  const easter = easterSunday(Number(day.slice(0, 4)))
  return FIXED.includes(day.slice(5)) || ONCE.includes(day) || FROM_EASTER.some((n) => addDays(easter, n) === day)
}

/** Whether the day is a Saturday or a Sunday. */
const isWeekend = (day: IsoDate): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** Whether the day is a working day: not a Saturday, a Sunday or a Hessian public holiday (§ 193 BGB). @category rules @since 0.3.0 */
export const isWorkingDay = (day: IsoDate): boolean => !isWeekend(day) && !isHessianHoliday(day)

/**
 * The last day of a period whose calendar end is `day`, under reading R5:
 * the day itself (`calendar`), or the next working day if it is none
 * (`nextWorkingDay`, § 193 BGB by analogy).
 *
 * @category rules @since 0.3.0
 */
export const lastDayOfPeriod = (day: IsoDate, reading: PeriodEndReading): IsoDate => {
  if (reading === 'calendar') return day
  let last = day
  while (!isWorkingDay(last)) last = addDays(last, 1)
  return last
}
