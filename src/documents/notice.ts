/**
 * The Feststellung for the file and its public notice (Bekanntmachung,
 * § 34 Abs. 3 KWG i. V. m. § 58 KWO), with the Rechtsbehelfsbelehrung of
 * § 34 Abs. 4 with §§ 25–27 KWG: who may object, the exclusion period of two
 * weeks from the publication and its last day, the support quorum with its
 * minimum of five and the 100 above 10,000, form, place and reasons, the
 * body's decision and the action of § 27 (one month, the parties and the
 * supervisory authority, no Widerspruch).
 *
 * @since 0.3.0
 */
import { type Lang, type Paragraph, para, plain, type Section, section } from '../explain/document.js'
import { type CaseIndex, capital, nameOf } from '../explain/facts.js'
import { departureSentence, skippedSentence } from '../explain/notice.js'
import { bodyNoun, enumerate, formatDate, formatNumber, pick, placeOf } from '../explain/words.js'
import { objectionPeriodEnd } from '../rules/periods.js'
import { PUBLICATION_NORM, SERVICE_NORM } from '../rules/publication.js'
import { QUORUM_CAP, QUORUM_CAP_ABOVE, QUORUM_MINIMUM, quorumOf } from '../rules/quorum.js'
import { ceasedSentence, deceasedSentence, type Finding, outcomeSentence, rankingList, serviceOf, tieSentence } from './finding.js'
import { actionPeriodWords, chairReasons, framed, objectionPeriodWords, officerNoun, type OfficialDocument, type Setting, settingReasons, signatureSection, type Signer } from './model.js'

/** The minimum of § 25 Abs. 1 Satz 2 KWG in words, as the law writes it ("mindestens jedoch fünf"); the only number the notice spells out. */
const NUMBER_WORDS: Readonly<Record<number, string>> = { 5: 'fünf' }
const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n)

/** The paragraphs of the determination itself (departure, successor or empty seat, tie, candidates left out). */
const findingParagraphs = (ix: CaseIndex, s: Setting, f: Finding): ReadonlyArray<Paragraph> => {
  const skipped = skippedSentence(ix, s.lang, f.announced)
  const tie = tieSentence(ix, s.lang, f.tie, s.office)
  const ceased = ceasedSentence(ix, s.lang, f)
  return [departureSentence(ix, s.lang, f.announced), outcomeSentence(ix, s.lang, f), ...(tie === null ? [] : [tie]), ...(skipped === null ? [] : [skipped]), ...(ceased === null ? [] : [ceased])]
}

const intro = (ix: CaseIndex, s: Setting, f: Finding): Paragraph => {
  const a = f.announced
  return a.by === 'body'
    ? para('finding.intro', (c) =>
        pick(
          s.lang,
          `${capital(bodyNoun(ix.case.body.kind).nom)} hat am ${formatDate(s.lang, a.determined)} anstelle des untätig gebliebenen Wahlleiters festgestellt (${c('kwg34.4.s3')}):`,
          `${capital(bodyNoun(ix.case.body.kind).en)} determined on ${formatDate(s.lang, a.determined)} in place of the inactive returning officer (${c('kwg34.4.s3')}):`,
        ),
      )
    : para('finding.intro', (c) => pick(s.lang, `Gemäß ${c('kwg34.3.s1')} stelle ich fest:`, `Under ${c('kwg34.3.s1')} I determine:`))
}

/** The quorum of § 25 Abs. 1 Satz 2 KWG in full, and what it means for this electoral district. */
const quorumParagraph = (ix: CaseIndex, lang: Lang): Paragraph => {
  const q = quorumOf(ix.case.body.eligibleVoters)
  const here =
    q._tag === 'unknown'
      ? ''
      : pick(
          lang,
          ` Im Wahlkreis sind ${formatNumber(lang, q.voters)} Personen wahlberechtigt; erforderlich sind somit mindestens ${formatNumber(lang, q.required)} Unterstützende.`,
          ` ${formatNumber(lang, q.voters)} persons are entitled to vote in the district; so at least ${formatNumber(lang, q.required)} supporters are needed.`,
        )
  return para('remedy.quorum', (c) =>
    pick(
      lang,
      `Der Einspruch einer wahlberechtigten Person, die nicht die Verletzung eigener Rechte geltend macht, ist nur zulässig, wenn ihn eins vom Hundert der Wahlberechtigten, mindestens jedoch ${numberWord(QUORUM_MINIMUM)} Wahlberechtigte, unterstützen; bei mehr als ${formatNumber(lang, QUORUM_CAP_ABOVE)} Wahlberechtigten müssen mindestens ${QUORUM_CAP} Wahlberechtigte den Einspruch unterstützen (${c('kwg25.1')}).${here}`,
      `An objection by a person entitled to vote who does not claim a violation of their own rights is admissible only with the support of one per cent of those entitled to vote, at least ${QUORUM_MINIMUM}; above ${formatNumber(lang, QUORUM_CAP_ABOVE)} persons entitled to vote, at least ${QUORUM_CAP} (${c('kwg25.1')}).${here}`,
    ),
  )
}

/** Where the objection is lodged: the office's official address, room and hours, or the returning officer in a draft. */
const deskWords = (ix: CaseIndex, s: Setting): string => {
  const o = s.office
  if (o === null) return pick(s.lang, `beim Wahlleiter in ${placeOf(ix.case.body.name)}`, `with the returning officer in ${placeOf(ix.case.body.name)}`)
  const where = [o.objection.address.join(', '), ...(o.objection.room === null ? [] : [o.objection.room])].join(', ')
  const hours = o.objection.hours === null ? '' : ` (${o.objection.hours})`
  return pick(s.lang, `bei ${officerNoun(o).dat}, ${where}${hours},`, `with the ${o.officer.title}, ${where}${hours},`)
}

const periodParagraph = (ix: CaseIndex, s: Setting): Paragraph => {
  const p = s.publication
  return para('remedy.objection', (c) =>
    pick(
      s.lang,
      `Gegen diese Feststellung kann jede wahlberechtigte Person des Wahlkreises binnen einer Ausschlussfrist von ${objectionPeriodWords('de')} nach dieser öffentlichen Bekanntmachung Einspruch erheben (${c('kwg34.4.s1')}, ${c('kwg25.1')}).${p === null ? ' Die Frist beginnt mit der Veröffentlichung.' : ` Diese Bekanntmachung ist am ${formatDate('de', p.date)} veröffentlicht (${p.medium}); die Frist endet mit Ablauf des ${formatDate('de', objectionPeriodEnd(p.date, ix.case.periodEnd))}.`}`,
      `Any person entitled to vote in the electoral district may object to this determination within an exclusion period [Ausschlussfrist] of ${objectionPeriodWords('en')} after this public notice (${c('kwg34.4.s1')}, ${c('kwg25.1')}).${p === null ? ' The period starts with the publication.' : ` This notice is published on ${formatDate('en', p.date)} (${p.medium}); the period ends at the end of ${formatDate('en', objectionPeriodEnd(p.date, ix.case.periodEnd))}.`}`,
    ),
  )
}

/** The action of § 27 KWG against the body's decision: one month, the parties and the supervisory authority, no Widerspruch. @category texts @since 0.3.0 */
export const actionParagraph = (lang: Lang, against: string): Paragraph =>
  para('remedy.action', (c) =>
    pick(
      lang,
      `Gegen ${against} steht den Beteiligten und der Aufsichtsbehörde innerhalb ${actionPeriodWords('de')} nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht zu; ein Widerspruchsverfahren findet nicht statt (${c('kwg27')}).`,
      `Against ${against}, the parties and the supervisory authority may bring an action before the administrative court within ${actionPeriodWords('en')} of service or pronouncement; there is no objection procedure [Widerspruch] first (${c('kwg27')}).`,
    ),
  )

const keepsSeat = (ix: CaseIndex, lang: Lang, f: Finding): Paragraph => {
  // an empty seat has no successor
  const s = f.announced.successor
  return para('remedy.abs5', (c) =>
    s !== null
      ? pick(lang, `${nameOf(ix, s)} behält den Sitz, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${c('kwg34.5')}).`, `${nameOf(ix, s)} keeps the seat until the review proceedings end with a final decision (${c('kwg34.5')}).`)
      : pick(lang, `Der Sitz bleibt unbesetzt, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${c('kwg34.5')}).`, `The seat stays empty until the review proceedings end with a final decision (${c('kwg34.5')}).`),
  )
}

/** The Rechtsbehelfsbelehrung of a determination. @category texts @since 0.3.0 */
export const remediesSection = (ix: CaseIndex, s: Setting, f: Finding): Section => {
  const body = bodyNoun(ix.case.body.kind)
  const lang = s.lang
  const title = pick(lang, 'Rechtsbehelfsbelehrung', 'Information on remedies [Rechtsbehelfsbelehrung]')
  if (f.announced.by === 'body')
    return section('remedies', title, [actionParagraph(lang, pick(lang, `die Feststellung ${body.gen}`, `the determination of ${body.en}`)), keepsSeat(ix, lang, f)])
  return section('remedies', title, [
    periodParagraph(ix, s),
    quorumParagraph(ix, lang),
    para('remedy.form', (c) =>
      pick(
        lang,
        `Der Einspruch ist schriftlich oder zur Niederschrift ${deskWords(ix, s)} einzulegen und innerhalb der Einspruchsfrist im Einzelnen zu begründen; nach Ablauf der Frist können weitere Gründe nicht mehr geltend gemacht werden (${c('kwg25.2')}).`,
        `The objection is lodged in writing or on record [zur Niederschrift] ${deskWords(ix, s)} and must be reasoned in detail within the period; no further grounds can be raised after it (${c('kwg25.2')}).`,
      ),
    ),
    para('remedy.decision', (c) =>
      pick(
        lang,
        `Über Einsprüche beschließt ${body.nom}; ${body.nom.startsWith('der ') ? 'er' : 'sie'} bestätigt die Feststellung, hebt sie auf oder ändert sie ab (${c('kwg34.4.s2')}, ${c('kwg26')}).`,
        `${capital(body.en)} decides on objections; it confirms, annuls or modifies the determination (${c('kwg34.4.s2')}, ${c('kwg26')}).`,
      ),
    ),
    actionParagraph(lang, pick(lang, `den Beschluss ${body.gen}`, `the resolution of ${body.en}`)),
    keepsSeat(ix, lang, f),
  ])
}

/** The body's own determination (after the returning officer's inaction, § 34 Abs. 4 Satz 3 KWG) is signed by its chair. */
const signerOf = (f: Finding): Signer => (f.announced.by === 'body' ? 'chair' : 'officer')
const signerReasons = (ix: CaseIndex, s: Setting, f: Finding): ReadonlyArray<string> => (signerOf(f) === 'chair' ? chairReasons(s, bodyNoun(ix.case.body.kind)) : [])

/** The Feststellung for the file: the finding, the ranking considered with the norms, service and publication. @category documents @since 0.3.0 */
export const feststellung = (ix: CaseIndex, s: Setting, f: Finding, extra: ReadonlyArray<string>): OfficialDocument => {
  const a = f.announced
  const lang = s.lang
  const service = serviceOf(ix, f)
  const authority = s.office?.supervisoryAuthority ?? pick(lang, 'die Kommunalaufsicht', 'the supervisory authority [Kommunalaufsicht]')
  const served = enumerate(lang, service.served.map((x) => (x._tag === 'supervisoryAuthority' ? authority : nameOf(ix, x.member))))
  const none = deceasedSentence(ix, lang, service)
  const body: Section[] = [
    section('finding', pick(lang, 'Feststellung', 'Determination [Feststellung]'), [intro(ix, s, f), ...findingParagraphs(ix, s, f)]),
    ...(f.considered.length === 0
      ? []
      : [
          section('ranking', pick(lang, 'Berücksichtigte Rangfolge', 'Ranking considered'), [
            plain('ranking.intro', pick(lang, 'Die noch nicht berufenen Bewerberinnen und Bewerber in der Reihenfolge ihrer Stimmenzahlen:', 'The candidates not yet called, in the order of their votes:')),
            rankingList(ix, lang, f.considered),
          ]),
        ]),
    section('service', pick(lang, 'Zustellung und Bekanntmachung', 'Service and publication'), [
      plain('service.to', pick(lang, `Zuzustellen nach ${SERVICE_NORM} an: ${served}.${none === null ? '' : ` ${none}`} Öffentlich bekannt zu machen nach § 34 Abs. 3 KWG i. V. m. ${PUBLICATION_NORM}.`, `To be served under ${SERVICE_NORM} on: ${served}.${none === null ? '' : ` ${none}`} To be published under § 34 Abs. 3 KWG with ${PUBLICATION_NORM}.`)),
    ]),
  ]
  const title = pick(lang, 'Feststellung nach § 34 Abs. 3 Satz 1 KWG', 'Determination under § 34 Abs. 3 Satz 1 KWG [Feststellung]')
  return framed(s, 'feststellung', a.determined, [...settingReasons(s, false), ...signerReasons(ix, s, f), ...extra], title, ix.case.body.name, body, signatureSection(s, a.determined, placeOf(ix.case.body.name), signerOf(f), bodyNoun(ix.case.body.kind).gen))
}

/** The public notice of the determination. @category documents @since 0.3.0 */
export const bekanntmachung = (ix: CaseIndex, s: Setting, f: Finding, extra: ReadonlyArray<string>): OfficialDocument => {
  const a = f.announced
  const lang = s.lang
  const p = s.publication
  const body: Section[] = [
    section('finding', '', [intro(ix, s, f), ...findingParagraphs(ix, s, f), plain('notice.basis', pick(lang, `Die Feststellung wird hiermit gemäß § 34 Abs. 3 KWG i. V. m. ${PUBLICATION_NORM} öffentlich bekannt gemacht.`, `The determination is hereby published under § 34 Abs. 3 KWG with ${PUBLICATION_NORM}.`))]),
    remediesSection(ix, s, f),
  ]
  const footer = p === null ? [] : [plain('footer.published', pick(lang, `Veröffentlicht am ${formatDate(lang, p.date)} in: ${p.medium}`, `Published on ${formatDate(lang, p.date)} in: ${p.medium}`))]
  const title = pick(lang, 'Öffentliche Bekanntmachung über das Nachrücken', 'Public notice of a succession [Öffentliche Bekanntmachung]')
  return framed(s, 'bekanntmachung', a.determined, [...settingReasons(s, a.by !== 'body'), ...signerReasons(ix, s, f), ...extra], title, ix.case.body.name, body, signatureSection(s, a.determined, placeOf(ix.case.body.name), signerOf(f), bodyNoun(ix.case.body.kind).gen), footer)
}
