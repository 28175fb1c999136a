/**
 * The documents a returning officer signs under § 34 Abs. 3 KWG and
 * § 58 KWO, as text documents with a frame: the letterhead and the
 * Aktenzeichen of the office, the date, the signature — and, where the
 * document cannot be signed as it stands, a visible draft mark
 * ("Entwurf") with the reasons. The documents read the determination, the
 * state and the office profile; they decide nothing.
 *
 * @since 0.3.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { Office, Publication } from '../domain/office.js'
import { type Lang, list, type Paragraph, plain, type Section, section, type TextDocument } from '../explain/document.js'
import { formatDate, pick } from '../explain/words.js'
import { OBJECTION_PERIOD_DAYS, PROOF_PERIOD_DAYS } from '../rules/periods.js'
import { ACTION_PERIOD_MONTHS } from '../rules/publication.js'

/** The kinds of document. @category model @since 0.3.0 */
export type DocumentKind =
  /** the determination for the file (§ 34 Abs. 3 Satz 1 KWG) */
  | 'feststellung'
  /** its public notice (§ 34 Abs. 3 KWG i. V. m. § 58 KWO) */
  | 'bekanntmachung'
  /** the notification of the successor (§ 34 Abs. 3 Satz 2 i. V. m. § 23 KWG) */
  | 'benachrichtigung'
  /** the list of service (§ 58 Abs. 1 KWO) */
  | 'zustellung'
  /** the notice of the body's or the court's decision in review proceedings */
  | 'beschluss'
  /** the notice that the review is final */
  | 'unanfechtbar'
  /** a note why nothing can be signed yet */
  | 'vermerk'

/** @category model @since 0.3.0 */
export const DOCUMENT_KINDS: ReadonlyArray<DocumentKind> = ['feststellung', 'bekanntmachung', 'benachrichtigung', 'zustellung', 'beschluss', 'unanfechtbar', 'vermerk']

/** The public documents: none of them may name an internal id or an address other than the office's. @category model @since 0.3.0 */
export const PUBLIC_KINDS: ReadonlyArray<DocumentKind> = ['bekanntmachung', 'beschluss', 'unanfechtbar']

/** A document to sign: its kind, its own date, why it is a draft (empty: ready to sign), the text. @category model @since 0.3.0 */
export interface OfficialDocument {
  readonly kind: DocumentKind
  readonly date: IsoDate
  readonly draft: ReadonlyArray<string>
  readonly doc: TextDocument
}

/** What the documents are made for: the office and the publication, each possibly missing. @category model @since 0.3.0 */
export interface Setting {
  readonly lang: Lang
  readonly office: Office | null
  readonly publication: Publication | null
}

/** "zwei Wochen" / "einer Woche" (dative, after "binnen"), from the period in days. @category texts @since 0.3.0 */
export const weeksWords = (lang: Lang, days: number): string => {
  const weeks = days / 7
  const de: Readonly<Record<number, string>> = { 1: 'einer Woche', 2: 'zwei Wochen' }
  const en: Readonly<Record<number, string>> = { 1: 'one week', 2: 'two weeks' }
  return pick(lang, de[weeks] ?? `${days} Tagen`, en[weeks] ?? `${days} days`)
}

/** The objection period of § 25 Abs. 1 KWG in words. @category texts @since 0.3.0 */
export const objectionPeriodWords = (lang: Lang): string => weeksWords(lang, OBJECTION_PERIOD_DAYS)
/** The proof week of § 23 Abs. 2 Satz 2 KWG in words. @category texts @since 0.3.0 */
export const proofPeriodWords = (lang: Lang): string => weeksWords(lang, PROOF_PERIOD_DAYS)
/** "eines Monats" / "von 2 Monaten" (after "innerhalb"), from the period in months. @category texts @since 0.3.0 */
export const monthsWords = (lang: Lang, months: number): string => (months === 1 ? pick(lang, 'eines Monats', 'one month') : pick(lang, `von ${months} Monaten`, `${months} months`))
/** The month of § 27 KWG in words. @category texts @since 0.3.0 */
export const actionPeriodWords = (lang: Lang): string => monthsWords(lang, ACTION_PERIOD_MONTHS)

/** Why a document lacks the office or the publication. @category texts @since 0.3.0 */
export const settingReasons = (s: Setting, needsPublication: boolean): ReadonlyArray<string> => [
  ...(s.office === null
    ? [pick(s.lang, 'Kein Behördenprofil angegeben (--office): Behörde, Name und Amtsbezeichnung des Wahlleiters, Ort und Stelle für Einsprüche zur Niederschrift und Aktenzeichen fehlen.', 'No office profile (--office): the authority, the returning officer’s title and name, the place for objections on record and the file number are missing.')]
    : []),
  ...(needsPublication && s.publication === null
    ? [pick(s.lang, 'Tag und Ort der Veröffentlichung fehlen (--published, --in): das Ende der Einspruchsfrist kann nicht berechnet werden, denn sie läuft ab der öffentlichen Bekanntmachung.', 'The date and medium of publication are missing (--published, --in): the end of the objection period cannot be computed, since it runs from the public notice.')]
    : []),
]

const draftSection = (lang: Lang, reasons: ReadonlyArray<string>): Section =>
  section('draft', pick(lang, 'ENTWURF – nicht zur Unterschrift und nicht zur Veröffentlichung', 'DRAFT [Entwurf] – not to be signed or published'), [
    plain('draft.why', pick(lang, 'Dieses Schriftstück ist ein Entwurf, weil:', 'This document is a draft because:')),
    list('draft.reasons', false, reasons.map((r) => plain('draft.reason', r))),
  ])

const letterhead = (s: Setting): Section | null => {
  const o = s.office
  if (o === null) return null
  const lines: Paragraph[] = [
    ...(o.letterhead.length > 0 ? o.letterhead : [o.authority.name, o.officer.title]).map((l) => plain('letterhead.line', l)),
    ...(o.fileNumber === null ? [] : [plain('letterhead.file', `${pick(s.lang, 'Aktenzeichen', 'File number [Aktenzeichen]')}: ${o.fileNumber}`)]),
  ]
  return section('letterhead', '', lines)
}

/**
 * The officer's title with its article: "Die Gemeindewahlleiterin" /
 * "der Gemeindewahlleiterin" (dative and genitive), "Der Wahlleiter" /
 * "dem Wahlleiter" / "des Wahlleiters" — a title in the feminine form ends
 * in "-in".
 *
 * @category texts @since 0.3.0
 */
export const officerNoun = (office: Office | null): { readonly nom: string; readonly dat: string; readonly gen: string } => {
  const title = office?.officer.title ?? 'Wahlleiter'
  const feminine = /in$/.test(title)
  return { nom: `${feminine ? 'Die' : 'Der'} ${title}`, dat: `${feminine ? 'der' : 'dem'} ${title}`, gen: feminine ? `der ${title}` : `des ${title}s` }
}

/** Who signs a document: the returning officer, or the chair of the body for the body's own decisions (§ 34 Abs. 4 Satz 2 and 3 KWG). @category model @since 0.3.0 */
export type Signer = 'officer' | 'chair'

/** Why a document the chair signs is a draft: the chair is not named in the office profile. @category texts @since 0.3.0 */
export const chairReasons = (s: Setting, body: { readonly nom: string; readonly gen: string; readonly en: string }): ReadonlyArray<string> =>
  (s.office?.chair ?? null) === null
    ? [
        pick(
          s.lang,
          `Die Entscheidung trifft ${body.nom} (§ 34 Abs. 4 KWG); zu unterzeichnen ist sie von der oder dem Vorsitzenden ${body.gen}, nicht vom Wahlleiter, und deren oder dessen Name fehlt im Behördenprofil (chair).`,
          `The decision is taken by ${body.en} (§ 34 Abs. 4 KWG); it is signed by its chair, not by the returning officer, and the chair’s name is missing from the office profile (chair).`,
        ),
      ]
    : []

/** Place, date, the signer's title and name (or the placeholders of a draft). @category texts @since 0.3.0 */
export const signatureSection = (s: Setting, date: IsoDate, fallbackPlace: string, signer: Signer, bodyGen: string): Section => {
  const o = s.office
  const place = o?.place ?? fallbackPlace
  const chair = o?.chair ?? null
  const title =
    signer === 'chair'
      ? (chair?.title ?? pick(s.lang, `Die oder der Vorsitzende ${bodyGen}`, 'The chair [Vorsitz]'))
      : pick(s.lang, officerNoun(o).nom, o === null ? 'The returning officer [Wahlleiter]' : o.officer.title)
  const name = (signer === 'chair' ? chair?.name : o?.officer.name) ?? pick(s.lang, '(Name)', '(name)')
  return section('signature', '', [
    plain('signature.place', pick(s.lang, `${place}, den ${formatDate(s.lang, date)}`, `${place}, ${formatDate(s.lang, date)}`)),
    plain('signature.title', title),
    plain('signature.hand', pick(s.lang, `gez. ${name}`, `signed ${name}`)),
  ])
}

/** A framed document: draft mark, letterhead, the body sections, the signature, a footer. @category constructors @since 0.3.0 */
export const framed = (
  s: Setting,
  kind: DocumentKind,
  date: IsoDate,
  draft: ReadonlyArray<string>,
  title: string,
  subtitle: string | null,
  body: ReadonlyArray<Section>,
  signature: Section | null,
  footer: ReadonlyArray<Paragraph> = [],
): OfficialDocument => {
  const head = letterhead(s)
  const sections = [
    ...(draft.length > 0 ? [draftSection(s.lang, draft)] : []),
    ...(head === null ? [] : [head]),
    ...body,
    ...(signature === null ? [] : [signature]),
    ...(footer.length > 0 ? [section('footer', '', footer)] : []),
  ]
  return { kind, date, draft, doc: { kind: 'notice', lang: s.lang, title, subtitle, sections } }
}
