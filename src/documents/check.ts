/**
 * A linter for notices written elsewhere: reads the plain text of a
 * Bekanntmachung a municipality published and reports the elements of
 * § 34 Abs. 4 with §§ 25–27 KWG and § 58 KWO that are missing or wrong —
 * the two weeks, "Ausschlussfrist", "des Wahlkreises", the support quorum
 * with its minimum of five and (above 10,000 persons entitled to vote) the
 * 100, form and reasons, § 58 KWO rather than § 55 KWO, and the § 27 remedy
 * where a decision of the body is announced. Every number and norm comes
 * from src/rules.
 *
 * @example
 * import { checkNotice } from './check.js'
 * checkNotice(text, { voters: 12_480 }) // [{ code: 'quorumMinimum', … }]
 *
 * @since 0.3.0
 */
import { cite } from '../explain/citations.js'
import { formatNumber } from '../explain/words.js'
import { OBJECTION_PERIOD_DAYS } from '../rules/periods.js'
import { PUBLICATION_NORM, SERVICE_NORM, WRONG_PUBLICATION_NORM } from '../rules/publication.js'
import { QUORUM_CAP, QUORUM_CAP_ABOVE, QUORUM_MINIMUM } from '../rules/quorum.js'

/** What the linter found: an element missing or wrong, where (a line, or the whole text), and the norm. @category model @since 0.3.0 */
export interface NoticeIssue {
  readonly code: string
  readonly severity: 'error' | 'warning'
  readonly message: string
  readonly norm: string
  /** the line (1-based) of a wrong element, or null for a missing one */
  readonly line: number | null
}

/** What the linter knows of the case: the number of persons entitled to vote (null: not known). @category model @since 0.3.0 */
export interface NoticeContext {
  readonly voters: number | null
  /** Where `voters` is null: how to give the number, for the warning (default: "give --case or --voters"). */
  readonly votersHint?: string
}

/** The numbers the rules give (two weeks, 14 days, five) in words. */
const WORDS: Readonly<Record<number, string>> = { 2: 'zwei', 5: 'fünf', 14: 'vierzehn' }
const either = (n: number): string => `(?:${n}|${WORDS[n] ?? n})`

/** The text as one line: hyphenation at line ends joined, white space collapsed. */
const flatten = (text: string): string => text.replace(/\u00ad/g, '').replace(/(\p{Ll})-\s*\n\s*(\p{Ll})/gu, '$1$2').replace(/\s+/g, ' ')

const lineOf = (text: string, re: RegExp): number | null => {
  const lines = text.split(/\r?\n/)
  const i = lines.findIndex((l) => re.test(l))
  return i < 0 ? null : i + 1
}

const missing = (code: string, message: string, norm: string, severity: NoticeIssue['severity'] = 'error'): NoticeIssue => ({ code, severity, message, norm, line: null })

/** The objection: two weeks, an exclusion period, the voters of the district, form and reasons. */
const objectionIssues = (flat: string): ReadonlyArray<NoticeIssue> => {
  const weeks = OBJECTION_PERIOD_DAYS / 7
  const out: NoticeIssue[] = []
  if (!new RegExp(`${either(weeks)} Wochen|${either(OBJECTION_PERIOD_DAYS)} Tage`, 'i').test(flat))
    out.push(missing('period', `the objection period of ${weeks} weeks after the public notice is missing`, cite('kwg25.1')))
  if (!/Ausschlussfrist/i.test(flat)) out.push(missing('exclusionPeriod', 'the period is not called an Ausschlussfrist (no reinstatement)', cite('kwg25.1')))
  if (!/des Wahlkreises/i.test(flat))
    out.push(missing('district', /des Wahlgebiet/i.test(flat) ? 'who may object: the statute says "des Wahlkreises", not "des Wahlgebiets"' : 'who may object is missing: every person entitled to vote "des Wahlkreises"', cite('kwg25.1')))
  if (!/schriftlich oder zur Niederschrift/i.test(flat)) out.push(missing('form', 'the form is missing: "schriftlich oder zur Niederschrift"', cite('kwg25.2')))
  if (!/im Einzelnen zu begründen/i.test(flat)) out.push(missing('reasons', 'the duty to give reasons in detail within the period is missing', cite('kwg25.2'), 'warning'))
  return out
}

/** The support quorum: one per cent, at least five; 100 above 10,000 where the district has more. */
const quorumIssues = (flat: string, ctx: NoticeContext): ReadonlyArray<NoticeIssue> => {
  const out: NoticeIssue[] = []
  const cap = formatNumber('de', QUORUM_CAP_ABOVE)
  if (!/(eins|1) vom Hundert|1 ?%|ein Prozent/i.test(flat)) out.push(missing('quorumPercent', 'the support quorum of one per cent of those entitled to vote is missing', cite('kwg25.1')))
  if (!new RegExp(`mindestens (?:jedoch |aber )?${either(QUORUM_MINIMUM)}`, 'i').test(flat))
    out.push(missing('quorumMinimum', `the quorum's minimum is missing: "mindestens jedoch ${WORDS[QUORUM_MINIMUM]} Wahlberechtigte"`, cite('kwg25.1')))
  const capped = new RegExp(`(?:mehr als|über) (?:${cap}|${QUORUM_CAP_ABOVE})[^.;]*${QUORUM_CAP}\\b`, 'i').test(flat)
  if (!capped && (ctx.voters === null || ctx.voters > QUORUM_CAP_ABOVE))
    out.push(
      missing(
        'quorumCap',
        ctx.voters === null
          ? `the ${QUORUM_CAP} supporters above ${cap} persons entitled to vote are not stated (${ctx.votersHint ?? 'give --case or --voters'} to tell whether they matter here)`
          : `the district has ${formatNumber('de', ctx.voters)} persons entitled to vote: the notice must say that above ${cap} at least ${QUORUM_CAP} must support the objection`,
        cite('kwg25.1'),
        ctx.voters === null ? 'warning' : 'error',
      ),
    )
  return out
}

/** § 58 KWO, not § 55 KWO. */
const normIssues = (text: string, flat: string): ReadonlyArray<NoticeIssue> => {
  // "§ 55 KWO", "§ 55 Abs. 1 KWO" or "§ 55 der Kommunalwahlordnung"
  const wrong = new RegExp(`${WRONG_PUBLICATION_NORM.replace(' KWO', '').replace(/ /g, '\\s*')}\\s*(Abs\\.\\s*\\d+\\s*)?(KWO|der Kommunalwahlordnung)`)
  const out: NoticeIssue[] = []
  if (wrong.test(flat))
    out.push({
      code: 'wrongNorm',
      severity: 'error',
      message: `cites ${WRONG_PUBLICATION_NORM}, which concerns the publication of the election result; the determination under § 34 KWG is served and published under § 58 KWO`,
      norm: `${SERVICE_NORM}, ${PUBLICATION_NORM}`,
      line: lineOf(text, wrong),
    })
  else if (!/§\s*58\s*(Abs\.\s*\d\s*)?(KWO|der Kommunalwahlordnung)/.test(flat)) out.push(missing('publicationNorm', 'the norm of the publication (§ 34 KWG i. V. m. § 58 KWO) is not cited', PUBLICATION_NORM, 'warning'))
  return out
}

const BODIES = 'Gemeindevertretung|Stadtverordnetenversammlung|Kreistag|Ortsbeirat|Ausländerbeirat'

/** Whether the notice announces a decision in review proceedings by one of `deciders`. */
const announcesDecisionBy = (flat: string, deciders: string): boolean => {
  const body = `(${deciders})`
  const verbs = '(beschlossen|zurückgewiesen|bestätigt|aufgehoben|abgeändert|festgestellt)'
  return new RegExp(`${body} hat [^;]{0,200}?${verbs}|hat (die|der|das) ${body} [^;]{0,200}?${verbs}|Beschluss (der|des) ${body}`, 'i').test(flat)
}

/** Whether the notice announces a decision of the body (or a court) in review proceedings. */
const announcesDecision = (flat: string): boolean => announcesDecisionBy(flat, `${BODIES}|Verwaltungsgericht`)

/** Whether it opens an objection (a determination's notice does; a notice of the body's decision need not). */
const opensObjection = (flat: string): boolean => /Einspruch (erheben|einlegen|einreichen)|Einspruch kann/i.test(flat)

/**
 * A decision of the body announced: its own remedy, the action of § 27 KWG
 * within one month. Not for a court's decision: the action of § 27 lies
 * against the body's decision, and the court's judgment carries its own
 * instruction on remedies (a notice of the returning officer need not repeat it).
 */
const decisionIssues = (flat: string): ReadonlyArray<NoticeIssue> => {
  // a court's decision names the body's resolution it decided on ("hat den Beschluss der Gemeindevertretung … aufgehoben")
  if (!announcesDecisionBy(flat, BODIES) || announcesDecisionBy(flat, 'Verwaltungsgericht')) return []
  const out: NoticeIssue[] = []
  if (!/Klage/i.test(flat) || !/Verwaltungs(streitverfahren|gericht)/i.test(flat)) out.push(missing('action', 'a decision of the body is announced without its remedy: the action before the administrative court', cite('kwg27')))
  else if (!/(eines|einem) Monats?/i.test(flat)) out.push(missing('actionPeriod', 'the action lies within one month of service or pronouncement; the month is not stated', cite('kwg27')))
  return out
}

/** Private addresses no longer belong in public notices (since 2025). */
const addressIssues = (text: string): ReadonlyArray<NoticeIssue> => {
  const re = /wohnhaft|wohnt in /i
  const line = lineOf(text, re)
  return line === null ? [] : [{ code: 'privateAddress', severity: 'warning', message: 'a private address or place of residence of a person: since 2025 it does not belong in a public notice', norm: 'KWO (Fassung 2025)', line }]
}

/**
 * Check the plain text of a notice. Errors first, then warnings, each group
 * in the order of the notice's parts.
 *
 * @category documents @since 0.3.0
 */
export const checkNotice = (text: string, ctx: NoticeContext): ReadonlyArray<NoticeIssue> => {
  const flat = flatten(text)
  const objection = opensObjection(flat) || !announcesDecision(flat) ? [...objectionIssues(flat), ...quorumIssues(flat, ctx)] : []
  const all = [...objection, ...normIssues(text, flat), ...decisionIssues(flat), ...addressIssues(text)]
  return [...all.filter((i) => i.severity === 'error'), ...all.filter((i) => i.severity === 'warning')]
}
