/**
 * Words shared by the texts: the language switch, dates and numbers in
 * German and English form, quotation marks, and the names of the bodies
 * with their articles.
 *
 * @example
 * import { formatDate } from './words.js'
 * formatDate('de', '2023-08-15' as IsoDate) // '15. August 2023'
 * formatDate('en', '2023-08-15' as IsoDate) // '15 August 2023'
 *
 * @since 0.2.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { BodyKind } from '../domain/case.js'
import type { Lang } from './document.js'

/** The German or the English text. @category texts @since 0.2.0 */
export const pick = (lang: Lang, de: string, en: string): string => (lang === 'de' ? de : en)

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * A calendar date as written in prose: "15. August 2023" / "15 August 2023".
 * Anything that is not `YYYY-MM-DD` is returned as it is.
 *
 * @category texts @since 0.2.0
 */
export const formatDate = (lang: Lang, date: IsoDate | string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (m === null) return date
  const month = (lang === 'de' ? MONTHS_DE : MONTHS_EN)[Number(m[2]) - 1]
  if (month === undefined) return date
  const day = Number(m[3])
  const year = Number(m[1])
  return lang === 'de' ? `${day}. ${month} ${year}` : `${day} ${month} ${year}`
}

/** " am 15. August 2023" / " on 15 August 2023" (with another preposition if given), or '' without a date. @category texts @since 0.2.0 */
export const onDate = (lang: Lang, date: IsoDate | null | undefined, de = 'am', en = 'on'): string =>
  date == null ? '' : ` ${`${pick(lang, de, en)} `.trimStart()}${formatDate(lang, date)}`

/** A whole number with thousands separators: 12.480 / 12,480. @category texts @since 0.2.0 */
export const formatNumber = (lang: Lang, n: number): string => {
  if (!Number.isSafeInteger(n)) return String(n)
  const digits = String(Math.abs(n))
  const sep = lang === 'de' ? '.' : ','
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += sep
    out += digits[i]
  }
  return n < 0 ? `-${out}` : out
}

/** Quotation marks: „…“ / “…”. @category texts @since 0.2.0 */
export const quoted = (lang: Lang, s: string): string => (lang === 'de' ? `„${s}“` : `“${s}”`)

/** "A, B und C" / "A, B and C". @category texts @since 0.2.0 */
export const enumerate = (lang: Lang, items: ReadonlyArray<string>): string => {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${pick(lang, 'und', 'and')} ${items[items.length - 1] ?? ''}`
}

/** The cases of a German noun phrase for a body (with article), and its English name. @category model @since 0.2.0 */
export interface BodyNoun {
  readonly nom: string
  readonly dat: string
  readonly gen: string
  readonly en: string
}

const NOUNS: Readonly<Record<BodyKind, BodyNoun>> = {
  gemeindevertretung: { nom: 'die Gemeindevertretung', dat: 'der Gemeindevertretung', gen: 'der Gemeindevertretung', en: 'the municipal council [Gemeindevertretung]' },
  stadtverordnetenversammlung: {
    nom: 'die Stadtverordnetenversammlung',
    dat: 'der Stadtverordnetenversammlung',
    gen: 'der Stadtverordnetenversammlung',
    en: 'the town council [Stadtverordnetenversammlung]',
  },
  kreistag: { nom: 'der Kreistag', dat: 'dem Kreistag', gen: 'des Kreistags', en: 'the county council [Kreistag]' },
  ortsbeirat: { nom: 'der Ortsbeirat', dat: 'dem Ortsbeirat', gen: 'des Ortsbeirats', en: 'the local advisory council [Ortsbeirat]' },
  auslaenderbeirat: { nom: 'der Ausländerbeirat', dat: 'dem Ausländerbeirat', gen: 'des Ausländerbeirats', en: "the foreign residents' advisory council [Ausländerbeirat]" },
}

/** The body's noun phrase. @category texts @since 0.2.0 */
export const bodyNoun = (kind: BodyKind): BodyNoun => NOUNS[kind]

const PLACE_PREFIXES: ReadonlyArray<string> = [
  'Gemeindevertretung der Gemeinde ',
  'Stadtverordnetenversammlung der Stadt ',
  'Kreistag des Landkreises ',
  'Kreistag des Kreises ',
  'Ortsbeirat des Ortsbezirks ',
  'Ausländerbeirat der Stadt ',
  'Ausländerbeirat der Gemeinde ',
  'Gemeindevertretung ',
  'Stadtverordnetenversammlung ',
  'Kreistag ',
  'Ortsbeirat ',
  'Ausländerbeirat ',
]

/**
 * The place a body's name names ("Gemeindevertretung Musterstadt" →
 * "Musterstadt"), or the whole name — also when what follows the body is a
 * phrase in the genitive ("Kreistag des Wetteraukreises"), which names no
 * place one could write "in" before. @category texts @since 0.2.0
 */
export const placeOf = (bodyName: string): string => {
  for (const prefix of PLACE_PREFIXES)
    if (bodyName.startsWith(prefix) && bodyName.length > prefix.length) {
      const place = bodyName.slice(prefix.length)
      return /^(des|der) /.test(place) ? bodyName : place
    }
  return bodyName
}
