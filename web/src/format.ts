/**
 * Dates and numbers as people read them: "7. März 2022" and "1.834" on the
 * German page, "7 March 2022" and "1,834" on the English one. The case keeps
 * ISO dates (the wire format); only the page's words are formatted here.
 */
import { lang } from './i18n.js'

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

/** An ISO date in words ("7. März 2022"); anything else as it is, null as a dash. */
export const date = (iso: string | null | undefined): string => {
  if (iso === null || iso === undefined || iso === '') return '—'
  const m = ISO.exec(iso)
  const month = Number(m?.[2] ?? 0)
  if (m === null || month < 1 || month > 12) return iso
  const day = Number(m[3])
  return lang() === 'de' ? `${day}. ${MONTHS_DE[month - 1] ?? ''} ${m[1]}` : `${day} ${MONTHS_EN[month - 1] ?? ''} ${m[1]}`
}

/** A short date for narrow places ("07.03.2022" / "07/03/2022"). */
export const shortDate = (iso: string | null | undefined): string => {
  const m = ISO.exec(iso ?? '')
  if (m === null) return iso === null || iso === undefined || iso === '' ? '—' : iso
  return lang() === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`
}

/** Every ISO date inside a text, in words. */
export const datesIn = (text: string): string => text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (d) => date(d))

/** A whole number with the thousands separator of the page's language. */
export const num = (n: number | null | undefined): string =>
  typeof n === 'number' && Number.isFinite(n) ? n.toLocaleString(lang() === 'de' ? 'de-DE' : 'en-GB') : '—'
