/**
 * What the returning officer determines (§ 34 Abs. 3 Satz 1 KWG), in the
 * words of a document to sign: the departure, the successor with the reason
 * he or she is next (most votes, the order of naming, the lot drawn) or the
 * empty seat with the new legal member count, the candidates left out, and
 * for the file the whole ranking considered with the norms. Persons are
 * named by name, never by an internal id.
 *
 * @since 0.3.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Ceased, Considered, Tie } from '../domain/determination.js'
import type { Office } from '../domain/office.js'
import { type Lang, list, type ListBlock, type Paragraph, para } from '../explain/document.js'
import { type CaseIndex, listName, nameOf } from '../explain/facts.js'
import { type Announced, skipReason } from '../explain/notice.js'
import type { NormId } from '../domain/norms.js'
import { officerNoun } from './model.js'
import { bodyNoun, enumerate, formatDate, formatNumber, pick } from '../explain/words.js'
import { FEWEST_MEMBERS } from '../rules/ceasing.js'
import { type ServiceList, serviceListOf } from '../rules/publication.js'

/** A determination to put in a document: the announced facts, how a tie was resolved, the walk over the ranking. @category model @since 0.3.0 */
export interface Finding {
  readonly announced: Announced
  readonly tie: Tie | null
  readonly considered: ReadonlyArray<Considered>
  /** whether the lawful walk over the ranking gives this outcome (a recorded determination may deviate: then no reason is stated) */
  readonly reasoned: boolean
  /** the body ceased with this empty seat (R8): the day and the norm, as the determination has it (never recomputed here) */
  readonly ceased: Ceased | null
}

/** "655 Stimmen"; nothing for a candidate the case does not know. */
const votesOf = (ix: CaseIndex, lang: Lang, id: CandidateId): string => {
  const k = ix.candidates.get(id)
  // Stryker disable next-line StringLiteral: not reached from a case — every candidate a determination names is one of the case's (the codec checks every reference, codec/consistency.ts)
  if (k === undefined) return ''
  return `${formatNumber(lang, k.candidate.votes)} ${pick(lang, 'Stimmen', 'votes')}`
}

/** "Listenplatz 9, 820 Stimmen"; nothing for a candidate the case does not know. */
const standingOf = (ix: CaseIndex, lang: Lang, id: CandidateId): string => {
  const k = ix.candidates.get(id)
  // Stryker disable next-line StringLiteral: not reached from a case, as for `votesOf`
  if (k === undefined) return ''
  return `${pick(lang, 'Listenplatz', 'list position')} ${k.candidate.position}, ${votesOf(ix, lang, id)}`
}

const unlisted = (ix: CaseIndex, a: Announced): boolean => ix.lists.get(a.list)?.group === null

/** Who drew the lot: the officer of the profile, or the returning officer (§ 34 Abs. 1a Hs. 2 KWG says who must). */
const drawer = (lang: Lang, office: Office | null): string =>
  office === null ? pick(lang, 'vom Wahlleiter', 'by the returning officer') : pick(lang, `von ${officerNoun(office).dat} ${office.officer.name}`, `by the ${office.officer.title} ${office.officer.name}`)

/** The sentence on a tie, or null. @category texts @since 0.3.0 */
export const tieSentence = (ix: CaseIndex, lang: Lang, tie: Tie | null, office: Office | null): Paragraph | null => {
  if (tie === null) return null
  const names = enumerate(lang, tie.among.map((id) => nameOf(ix, id)))
  const votes = formatNumber(lang, tie.votes)
  switch (tie._tag) {
    case 'listOrder':
      return para('finding.tie', (c) =>
        pick(lang, `${names} haben je ${votes} Stimmen erhalten; bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung im Wahlvorschlag (${c('kwg34.1.s1.tie')}).`, `${names} each received ${votes} votes; on equal votes the order of naming on the list decides (${c('kwg34.1.s1.tie')}).`),
      )
    case 'lotDrawn':
      return para('finding.lot', (c) =>
        pick(
          lang,
          `${names} haben je ${votes} Stimmen erhalten. Das am ${formatDate(lang, tie.drawn.date)} ${drawer(lang, office)} gezogene Los hat für ${nameOf(ix, tie.drawn.winner)} entschieden (${c('kwg34.1a.lot')}).`,
          `${names} each received ${votes} votes. The lot drawn on ${formatDate(lang, tie.drawn.date)} ${drawer(lang, office)} decided for ${nameOf(ix, tie.drawn.winner)} (${c('kwg34.1a.lot')}).`,
        ),
      )
    case 'lotSeed':
      return para('finding.lot', (c) =>
        pick(
          lang,
          `${names} haben je ${votes} Stimmen erhalten. Das Los ist nicht gezogen; das Ergebnis für ${nameOf(ix, tie.winner)} beruht auf einem simulierten Los (${c('kwg34.1a.lot')}).`,
          `${names} each received ${votes} votes. No lot has been drawn; the result for ${nameOf(ix, tie.winner)} rests on a simulated lot (${c('kwg34.1a.lot')}).`,
        ),
      )
    case 'unresolved':
      return null
  }
}

/** The successor and why, or the empty seat and the new legal member count. @category texts @since 0.3.0 */
export const outcomeSentence = (ix: CaseIndex, lang: Lang, f: Finding): Paragraph => {
  const a = f.announced
  const body = bodyNoun(ix.case.body.kind)
  const majority = ix.case.body.electionMode === 'majority'
  const rank: NormId = majority ? 'kwg34.1a.rank' : 'kwg34.1.s1.rank'
  const of = unlisted(ix, a) ? '' : pick(lang, ` des Wahlvorschlags ${listName(ix, lang, a.list)}`, ` of the list ${listName(ix, lang, a.list)}`)
  const s = a.successor
  // a successor is named exactly when the outcome is one (the codec of a recorded determination, the engine)
  if (s !== null)
    return para(
      'finding.successor',
      (c) =>
        pick(
          lang,
          `An die Stelle von ${nameOf(ix, a.vacancy)} rückt ${nameOf(ix, s)} als Mitglied ${body.gen} nach (${c('kwg34.1.s1.trigger')}, ${c('kwg34.3.s1')}).${f.reasoned ? ` ${nameOf(ix, s)} hat unter den noch nicht berufenen Bewerberinnen und Bewerbern${of} die meisten Stimmen (${votesOf(ix, lang, s)}) und ist nicht ausgeschlossen (${c(rank)}).` : ''} ${nameOf(ix, s)} erwirbt die Rechtsstellung als Vertreterin oder Vertreter mit dieser Feststellung (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
          `${nameOf(ix, s)} succeeds ${nameOf(ix, a.vacancy)} as a member of ${body.en} (${c('kwg34.1.s1.trigger')}, ${c('kwg34.3.s1')}).${f.reasoned ? ` Among the candidates not yet called${of}, ${nameOf(ix, s)} has the most votes (${votesOf(ix, lang, s)}) and is not excluded (${c(rank)}).` : ''} ${nameOf(ix, s)} acquires the status of a representative with this determination (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
        ),
      [a.vacancy, s],
    )
  return para(
    'finding.vacant',
    (c) =>
      pick(
        lang,
        `${emptyReason(ix, lang, f)}Der Sitz von ${nameOf(ix, a.vacancy)} bleibt unbesetzt; die gesetzliche Mitgliederzahl ${body.gen} vermindert sich für die laufende Wahlzeit auf ${a.memberCount} (${c('kwg34.1.s2.vacant')}, ${c('kwg34.1.s2.count')}).`,
        `${emptyReason(ix, lang, f)}The seat of ${nameOf(ix, a.vacancy)} stays empty; the legal member count of ${body.en} is now ${a.memberCount} for the current term (${c('kwg34.1.s2.vacant')}, ${c('kwg34.1.s2.count')}).`,
      ),
    [a.vacancy],
  )
}

/**
 * Why the seat stays empty, with a space after it: the list is exhausted, or
 * (an election without lists) no candidate is left — nothing when a recorded
 * determination deviates from the law (spec/documents.md: the documents
 * reproduce it without a reason the law would not bear).
 */
const emptyReason = (ix: CaseIndex, lang: Lang, f: Finding): string => {
  if (!f.reasoned) return ''
  const a = f.announced
  return unlisted(ix, a)
    ? pick(lang, 'Eine noch nicht berufene Bewerberin oder ein noch nicht berufener Bewerber, die oder der nachrücken könnte, ist nicht vorhanden. ', 'No candidate not yet called is left who could succeed. ')
    : pick(lang, `Der Wahlvorschlag ${listName(ix, lang, a.list)} ist erschöpft. `, `The list ${listName(ix, lang, a.list)} is exhausted. `)
}

const verdictWords = (lang: Lang, x: Considered): string => {
  switch (x.verdict) {
    case 'skipped':
      return pick(lang, `bleibt unberücksichtigt: ${skipReason('de', x.rule)}`, `left out: ${skipReason('en', x.rule)}`)
    case 'successor':
      return pick(lang, 'rückt nach', 'succeeds')
    case 'tied':
      return pick(lang, 'gleiche Stimmenzahl', 'equal votes')
    case 'lotLost':
      return pick(lang, 'das Los hat nicht für sie oder ihn entschieden', 'the lot did not fall on this candidate')
    case 'awaitingProof':
      return pick(lang, 'der Nachweis des Wegfalls eines Hinderungsgrundes steht aus', 'the proof that an incompatibility ended is awaited')
  }
}

/** The ranking considered, in the order walked, each with its verdict and norm (for the file). @category texts @since 0.3.0 */
export const rankingList = (ix: CaseIndex, lang: Lang, considered: ReadonlyArray<Considered>): ListBlock =>
  list(
    'finding.ranking',
    true,
    considered.map((x) => para('finding.rank', (c) => `${nameOf(ix, x.candidate)} (${standingOf(ix, lang, x.candidate)}): ${verdictWords(lang, x)} (${c(x.rule)})`, [x.candidate])),
  )

/** The service list of § 58 Abs. 1 KWO of a finding, as the rules have it (`serviceListOf`). @category documents @since 0.3.0 */
export const serviceOf = (ix: CaseIndex, f: Finding): ServiceList => serviceListOf(ix.case.events, { left: f.announced.vacancy, successor: f.announced.successor, day: f.announced.determined })

/** "Keine Zustellung an Erika Brandt (verstorben)." for each member concerned who died, or null. @category texts @since 0.3.0 */
export const deceasedSentence = (ix: CaseIndex, lang: Lang, list: ServiceList): string | null =>
  list.deceased.length === 0 ? null : pick(lang, `Keine Zustellung an ${enumerate(lang, list.deceased.map((id) => nameOf(ix, id)))} (verstorben).`, `Nothing is served on ${enumerate(lang, list.deceased.map((id) => nameOf(ix, id)))} (deceased).`)

const FEW_DE: Readonly<Record<number, string>> = { 0: 'kein Mitglied mehr', 1: 'nur noch ein Mitglied' }
const FEW_EN: Readonly<Record<number, string>> = { 0: 'no member left', 1: 'only one member' }
/** „weniger als drei Mitglieder“ in words (the number is `FEWEST_MEMBERS`). */
const FEWEST_WORDS: Readonly<Record<number, readonly [string, string]>> = { 3: ['drei', 'three'] }

/**
 * The body ceased with this empty seat (§ 82 Abs. 1 Satz 6, § 86 Abs. 1
 * Satz 3 HGO): "Die Einrichtung des Ortsbeirats entfällt für die restliche
 * Dauer der Wahlzeit mit dem …", the day and the norm read from the
 * determination (`Finding.ceased`), or null.
 *
 * @category texts @since 0.3.0
 */
export const ceasedSentence = (ix: CaseIndex, lang: Lang, f: Finding): Paragraph | null => {
  const ceased = f.ceased
  if (ceased === null) return null
  const body = bodyNoun(ix.case.body.kind)
  const n = f.announced.memberCount
  const [de, en] = FEWEST_WORDS[FEWEST_MEMBERS] as readonly [string, string]
  return para('finding.ceased', (c) =>
    pick(
      lang,
      `Damit hat ${body.nom} infolge des Ausscheidens von Vertretern ${FEW_DE[n] ?? `nur noch ${n} Mitglieder`}, also weniger als ${de}. Die Einrichtung ${body.gen} entfällt für die restliche Dauer der Wahlzeit mit dem ${formatDate(lang, ceased.on)} (${c(ceased.rule)}); für später ausscheidende Mitglieder rückt niemand nach.`,
      `After the departures ${body.en} thus has ${FEW_EN[n] ?? `only ${n} members`}, fewer than ${en}. It ceases [entfällt] for the rest of the term as of ${formatDate(lang, ceased.on)} (${c(ceased.rule)}); no one succeeds a member who leaves later.`,
    ),
  )
}
