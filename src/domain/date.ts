/**
 * Calendar arithmetic on ISO dates (reading R5: dates are calendar days).
 *
 * `YYYY-MM-DD` strings compare correctly as strings, so ordering needs no
 * parsing; adding days goes through UTC to stay clear of time zones.
 *
 * @since 0.1.0
 */
import type { IsoDate } from './brand.js'

/** Three-way comparison for sorting. @category ordering @since 0.1.0 */
export const compareDates = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0)

const LAST_DAY = '9999-12-31' as IsoDate
const FIRST_DAY = '0000-01-01' as IsoDate

/**
 * The date `days` calendar days after `date`, within 0000-01-01 … 9999-12-31
 * (a result beyond is clamped; a non-integer `days` leaves the date). A week period (§ 23 Abs. 2
 * Satz 2 KWG with §§ 187, 188 Abs. 2 BGB) served on `n` ends with day `n + 7`.
 *
 * @category arithmetic @since 0.1.0
 */
export const addDays = (date: IsoDate, days: number): IsoDate => {
  if (!Number.isSafeInteger(days)) return date
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const t = new Date(0)
  t.setUTCFullYear(y, m - 1, d + days)
  // the format has four-digit years: a period that runs past them ends with the calendar
  if (t.getUTCFullYear() > 9999) return LAST_DAY
  if (t.getUTCFullYear() < 0) return FIRST_DAY
  const yyyy = String(t.getUTCFullYear()).padStart(4, '0')
  const mm = String(t.getUTCMonth() + 1).padStart(2, '0')
  const dd = String(t.getUTCDate()).padStart(2, '0')
  return `${yyyy}-${mm}-${dd}` as IsoDate
}

/** The day before `date`: the last day of a tenure that ends when another begins. @category arithmetic @since 0.1.0 */
export const dayBefore = (date: IsoDate): IsoDate => addDays(date, -1)
