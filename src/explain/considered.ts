/**
 * The walk over the ranking as prose: the ranking itself, one paragraph per
 * considered candidate with the fact and the norm that skips or selects them
 * (§ 34 Abs. 1, 1a and 2 KWG), the tie and how it was decided, and the facts
 * that have no legal effect.
 *
 * @example
 * import { candidateParagraph } from './considered.js'
 * candidateParagraph(ix, 'de', determination, determination.considered[0])
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import { type Considered, type Determination, type Disregarded, isPassedOver, type Tie } from '../domain/determination.js'
import type { CaseEvent, Ground } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import type { SkipRule } from '../domain/standing.js'
import { leftSinceSetUp } from '../rules/exclusions.js'
import { type GroundEpisode, groundEpisodes } from '../rules/grounds.js'
import { proofDue } from '../rules/periods.js'
import { isEffectiveWaiver } from '../rules/waiver.js'
import { type Lang, list, type ListBlock, type Paragraph, para } from './document.js'
import { readingName } from './interpretation.js'
import { type CaseIndex, addressee, datedFact, groupDative, label, nameOf, positionOf, sameListWords, unlisted, writtenWord } from './facts.js'
import { enumerate, formatDate, formatNumber, onDate, pick, quoted } from './words.js'

/** The facts about a candidate dated on or before the decision date. */
const factsBy = (ix: CaseIndex, id: CandidateId, asOf: IsoDate): ReadonlyArray<CaseEvent> => ix.factsOf(id).filter((e) => e.date <= asOf)

/** A ground's history up to the decision date: its last episode (`src/rules/grounds.ts`). @category model @since 0.1.0 */
export type GroundHistory = GroundEpisode

/** The grounds of § 33 Abs. 1 Nr. 2 KWG a candidate had up to the decision date (last episode of each). @category texts @since 0.1.0 */
export const groundHistory = (ix: CaseIndex, id: CandidateId, asOf: IsoDate): ReadonlyArray<GroundHistory> => groundEpisodes(factsBy(ix, id, asOf))

const GROUND_DE: Readonly<Record<Ground, string>> = {
  eligibility: 'die Wählbarkeit verloren',
  officeCapacity: 'die Amtsfähigkeit verloren',
  // Stryker disable next-line StringLiteral: the incompatibility entry is never read (an open incompatibility has texts of its own, by reading R1); the table is total over `Ground` so that no ground can be forgotten
  incompatibility: 'einen Hinderungsgrund',
}
const GROUND_EN: Readonly<Record<Ground, string>> = {
  eligibility: 'lost eligibility [Wählbarkeit]',
  officeCapacity: 'lost the capacity to hold public office [Amtsfähigkeit]',
  // Stryker disable next-line StringLiteral: never read, as for GROUND_DE
  incompatibility: 'an incompatibility [Hinderungsgrund]',
}

/** Sentences on a ground that arose and ended, or an incompatibility proven in time: why it does not exclude. */
const healedGrounds = (ix: CaseIndex, lang: Lang, id: CandidateId, asOf: IsoDate, c: (n: NormId) => string): string[] => {
  const name = nameOf(ix, id)
  const out: string[] = []
  for (const g of groundHistory(ix, id, asOf)) {
    if (g.ended !== null)
      out.push(
        g.ground === 'incompatibility'
          ? pick(
              lang,
              `Der am ${formatDate(lang, g.arose)} entstandene Hinderungsgrund ist am ${formatDate(lang, g.ended)} entfallen.`,
              `The incompatibility that arose on ${formatDate(lang, g.arose)} ended on ${formatDate(lang, g.ended)}.`,
            )
          : pick(
              lang,
              `${name} hatte am ${formatDate(lang, g.arose)} ${GROUND_DE[g.ground]}, der Grund ist aber am ${formatDate(lang, g.ended)} entfallen; am Stichtag liegt kein Grund nach § 33 Abs. 1 Nr. 2 KWG mehr vor, so dass ${c('kwg34.2.n3.ground')} nicht eingreift.`,
              `${name} had ${GROUND_EN[g.ground]} on ${formatDate(lang, g.arose)}, but the ground ended on ${formatDate(lang, g.ended)}; on the decision date no ground under § 33 Abs. 1 Nr. 2 KWG exists, so ${c('kwg34.2.n3.ground')} does not apply.`,
            ),
      )
    else if (g.proven !== null)
      out.push(
        pick(
          lang,
          `Bei ${name} bestand seit dem ${formatDate(lang, g.arose)} ein Hinderungsgrund; die Beseitigung ist am ${formatDate(lang, g.proven)} ${g.notified === null ? '' : `innerhalb der am ${formatDate(lang, g.notified)} in Lauf gesetzten Wochenfrist `}nachgewiesen (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). Der Hinderungsgrund schließt daher nicht aus.`,
          `${name} was subject to an incompatibility since ${formatDate(lang, g.arose)}; its removal was proven on ${formatDate(lang, g.proven)}${g.notified === null ? '' : ` within the week that began with the notice served on ${formatDate(lang, g.notified)}`} (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). The incompatibility therefore does not exclude.`,
        ),
      )
  }
  return out
}

/** A fact without legal effect, as a sentence with its norm. @category texts @since 0.2.0 */
export const disregardedSentence = (ix: CaseIndex, lang: Lang, x: Disregarded, e: CaseEvent | undefined, c: (n: NormId) => string): string => {
  if (e === undefined) return ''
  if (e._tag === 'candidateWaived') {
    const who = nameOf(ix, e.candidate)
    return x.reason === 'waiverNotWritten'
      ? pick(
          lang,
          `${who} hat am ${formatDate(lang, e.date)} nur ${writtenWord(lang, false)} gegenüber ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)} verzichtet. Nach ${c('kwg34.2.n2')} bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung.`,
          `${who} waived only ${writtenWord(lang, false)} to ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)} on ${formatDate(lang, e.date)}. Under ${c('kwg34.2.n2')} only a candidate who declared the waiver in writing to the returning officer is left out; an oral waiver has no effect.`,
        )
      : pick(
          lang,
          `${who} hat am ${formatDate(lang, e.date)} den Verzicht zwar ${writtenWord(lang, true)}, aber gegenüber ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)} erklärt. ${c('kwg34.2.n2')} verlangt die Erklärung gegenüber dem Wahlleiter; der Verzicht ist ohne Wirkung.`,
          `${who} declared the waiver ${writtenWord(lang, true)} on ${formatDate(lang, e.date)}, but to ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)}. ${c('kwg34.2.n2')} requires the declaration to the returning officer; the waiver has no effect.`,
        )
  }
  if (e._tag === 'candidateLeftGroup') {
    const list = ix.candidates.get(e.candidate)?.list
    return pick(
      lang,
      `${nameOf(ix, e.candidate)} ist am ${formatDate(lang, e.date)} aus ${groupDative(lang, list)} ausgetreten, also vor der Aufstellung des Wahlvorschlags${onDate(lang, list?.setUp)}. ${c('kwg34.2.n1')} erfasst nur ein Ausscheiden seit der Aufstellung; der Austritt ist unbeachtlich.`,
      `${nameOf(ix, e.candidate)} left ${groupDative(lang, list)} on ${formatDate(lang, e.date)}, before the list was set up [Aufstellung]${onDate(lang, list?.setUp)}. ${c('kwg34.2.n1')} covers only leaving since the set-up; the exit has no effect.`,
    )
  }
  return ''
}

/** What a sentence on a skipped candidate knows. */
interface Skip {
  readonly ix: CaseIndex
  readonly lang: Lang
  readonly candidate: CandidateId
  readonly asOf: IsoDate
  readonly c: (n: NormId) => string
  /** "Emil Engel (655 Stimmen)", "Platz 4", "Emil Engel" */
  readonly who: string
  readonly pos: string
  readonly name: string
}

/** Nr. 1: left the party or voter group since the set-up (R2). */
const leftGroupSentence = (k: Skip): string => {
  const { lang, c, who, pos, name } = k
  const nomination = k.ix.candidates.get(k.candidate)
  const list = nomination?.list
  const e = factsBy(k.ix, k.candidate, k.asOf).find((f) => f._tag === 'candidateLeftGroup' && list !== undefined && leftSinceSetUp(list, f))
  const group = `${groupDative(lang, list)} ${quoted(lang, String(list?.name))}`
  return pick(
    lang,
    `${who}, ${pos}, ist${onDate(lang, e?.date)} aus ${group} ausgetreten, also seit der Aufstellung des Wahlvorschlags${onDate(lang, list?.setUp)} ausgeschieden. ${name} bleibt somit nach ${c('kwg34.2.n1')} unberücksichtigt.`,
    `${who}, ${pos}, left ${group}${onDate(lang, e?.date)}, that is, since the list was set up${onDate(lang, list?.setUp)}. ${name} is therefore left out [bleibt unberücksichtigt] under ${c('kwg34.2.n1')}.`,
  )
}

/** Nr. 2: the waiver in the form of the law (R3). */
const waivedSentence = (k: Skip): string => {
  const { lang, c, who, pos, name } = k
  const e = factsBy(k.ix, k.candidate, k.asOf).find((f) => f._tag === 'candidateWaived' && isEffectiveWaiver(f))
  return pick(
    lang,
    `${who}, ${pos}, hat${onDate(lang, e?.date)} dem Wahlleiter schriftlich den Verzicht auf die Anwartschaft erklärt. Der Verzicht kann nicht widerrufen werden. ${name} bleibt somit nach ${c('kwg34.2.n2')} unberücksichtigt.`,
    `${who}, ${pos}, declared in writing to the returning officer${onDate(lang, e?.date)} a waiver of the expectancy [Verzicht auf die Anwartschaft]. The waiver cannot be revoked. ${name} is therefore left out under ${c('kwg34.2.n2')}.`,
  )
}

/** Nr. 3 Alt. 1: died. */
const diedSentence = (k: Skip): string => {
  const { lang, c, who, pos, name } = k
  const e = factsBy(k.ix, k.candidate, k.asOf).find((f) => f._tag === 'candidateDied')
  return pick(
    lang,
    `${who}, ${pos}, ist${onDate(lang, e?.date)} verstorben. ${name} bleibt somit nach ${c('kwg34.2.n3.death')} unberücksichtigt.`,
    `${who}, ${pos}, died${onDate(lang, e?.date)}. ${name} is therefore left out under ${c('kwg34.2.n3.death')}.`,
  )
}

/** Nr. 3 Alt. 2: an incompatibility that excludes — at once (reading "exclude"), or after the proof week ran out (R1). */
const incompatibleSentence = (k: Skip, inc: GroundEpisode | undefined): string => {
  const { lang, c, who, pos, name } = k
  const since = onDate(lang, inc?.arose, 'seit dem', 'since')
  if (k.ix.case.incompatibility === 'exclude')
    return pick(
      lang,
      `Bei ${who}, ${pos}, besteht${since} ein Hinderungsgrund (${c('kwg33.1.n2')}), dessen Beseitigung nicht nachgewiesen ist. Nach der in diesem Fall zugrunde gelegten Auffassung (${readingName(lang, 'exclude')}) bleibt ${name} somit sofort nach ${c('kwg34.2.n3.ground')} unberücksichtigt.`,
      `${who}, ${pos}, has been subject to an incompatibility [Hinderungsgrund]${since} (${c('kwg33.1.n2')}) whose removal has not been proven. Under the view applied in this case (the ${readingName(lang, 'exclude')}) ${name} is therefore left out at once under ${c('kwg34.2.n3.ground')}.`,
    )
  // skipped under proofPeriod: notice was served and the week ended without proof in time
  const notified = inc?.notified ?? null
  // the dates in the reader's language, once (pick evaluates both templates)
  const servedOn = onDate(lang, notified)
  const dueOn = onDate(lang, notified === null ? null : proofDue(notified, k.ix.case.periodEnd), '', '')
  return pick(
    lang,
    `Bei ${who}, ${pos}, besteht${since} ein Hinderungsgrund (${c('kwg33.1.n2')}). Die Mitteilung nach ${c('kwg23.2.s2')} wurde${servedOn} zugestellt; die Wochenfrist endete mit Ablauf des${dueOn} (${c('kwg34.3.s2')}). Ein rechtzeitiger Nachweis der Beseitigung liegt nicht vor; ein späterer Nachweis heilt nicht. ${name} bleibt somit nach ${c('kwg34.2.n3.ground')} unberücksichtigt.`,
    `${who}, ${pos}, has been subject to an incompatibility [Hinderungsgrund]${since} (${c('kwg33.1.n2')}). The notice under ${c('kwg23.2.s2')} was served${servedOn}; the week ended at the end of${dueOn} (${c('kwg34.3.s2')}). No proof of its removal arrived in time; a later proof does not heal this. ${name} is therefore left out under ${c('kwg34.2.n3.ground')}.`,
  )
}

/** Nr. 3 Alt. 2: a ground under § 33 Abs. 1 Nr. 2 KWG — a loss of eligibility or office capacity first, then an incompatibility. */
const groundSentence = (k: Skip): string => {
  const { lang, c, who, pos, name } = k
  const open = groundHistory(k.ix, k.candidate, k.asOf).filter((g) => g.ended === null)
  const hard = open.find((g) => g.ground !== 'incompatibility')
  if (hard === undefined) return incompatibleSentence(k, open[0]) // every open ground left is an incompatibility
  return pick(
    lang,
    `${who}, ${pos}, hat am ${formatDate(lang, hard.arose)} ${GROUND_DE[hard.ground]}; am Stichtag liegt damit ein Grund nach ${c('kwg33.1.n2')} vor. Folglich bleibt ${name} nach ${c('kwg34.2.n3.ground')} unberücksichtigt.`,
    `${who}, ${pos}, ${GROUND_EN[hard.ground]} on ${formatDate(lang, hard.arose)}; on the decision date a ground under ${c('kwg33.1.n2')} exists. ${name} is therefore left out under ${c('kwg34.2.n3.ground')}.`,
  )
}

/** One sentence per ground of § 34 Abs. 2 KWG. */
const SKIP_SENTENCES: Readonly<Record<SkipRule, (k: Skip) => string>> = {
  'kwg34.2.n1': leftGroupSentence,
  'kwg34.2.n2': waivedSentence,
  'kwg34.2.n3.death': diedSentence,
  'kwg34.2.n3.ground': groundSentence,
}

const grouped = new WeakMap<Determination, ReadonlyMap<CandidateId, ReadonlyArray<Disregarded>>>()

/** The facts without legal effect, by candidate (computed once per determination). */
const disregardedOf = (ix: CaseIndex, d: Determination): ReadonlyMap<CandidateId, ReadonlyArray<Disregarded>> => {
  const known = grouped.get(d)
  if (known !== undefined) return known
  const map = new Map<CandidateId, Disregarded[]>()
  for (const y of d.disregarded) {
    const e = ix.byIndex.get(y.event)
    if (e === undefined || !('candidate' in e)) continue
    const own = map.get(e.candidate)
    if (own === undefined) map.set(e.candidate, [y])
    else own.push(y)
  }
  grouped.set(d, map)
  return map
}

/** What a sentence on a considered candidate knows, besides the skip: the determination and the candidates level with them. */
interface Verdicts extends Skip {
  readonly d: Determination
  /** the candidates with the same votes, not skipped */
  readonly others: string
}

/** A successor's paragraph in Gutachtenstil: the opening fact, then (between them) the facts examined, then the conclusion. */
interface Verdict {
  readonly opening: string
  /** the conclusion, told after the examined facts (`examined`: some were told) */
  readonly conclusion: (examined: boolean) => string
}

/** "Ein Ausschlussgrund … liegt (somit) nicht vor. Folglich rückt … nach." */
const notExcluded = (lang: Lang, examined: boolean): string =>
  examined
    ? pick(lang, 'Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt somit nicht vor.', 'So no ground under § 34 Abs. 2 KWG applies.')
    : pick(lang, 'Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt nicht vor.', 'No ground under § 34 Abs. 2 KWG applies.')

/** Successor: by votes, by list order on equal votes, by the lot, or by votes in a majority election. */
const successorVerdict = (k: Verdicts, rule: Extract<Considered, { verdict: 'successor' }>['rule']): Verdict => {
  const { lang, c, who, pos, name, others } = k
  switch (rule) {
    case 'kwg34.1.s1.tie':
      return {
        opening: pick(lang, `${who}, ${pos}, hat ebenso viele Stimmen wie ${others}.`, `${who}, ${pos}, has as many votes as ${others}.`),
        conclusion: () =>
          pick(
            lang,
            `Bei gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag entscheidend (${c('kwg34.1.s1.tie')}); ${name} ist früher benannt. Folglich rückt ${name} nach.`,
            `On equal votes the order of naming on the list [Reihenfolge der Benennung] decides (${c('kwg34.1.s1.tie')}); ${name} is named earlier. Therefore ${name} succeeds.`,
          ),
      }
    case 'kwg34.1a.lot':
      return {
        opening: pick(lang, `${who}, ${pos}, hat die höchste Stimmenzahl, gleichauf mit ${others}.`, `${who}, ${pos}, has the highest number of votes, level with ${others}.`),
        conclusion: () =>
          pick(lang, `Das Los ist auf ${name} gefallen (${c('kwg34.1a.lot')}). Folglich rückt ${name} nach.`, `The lot fell on ${name} (${c('kwg34.1a.lot')}). Therefore ${name} succeeds.`),
      }
    case 'kwg34.1a.rank':
      return {
        opening: pick(lang, `${who} hat unter den noch nicht berufenen Bewerbern die höchste Stimmenzahl.`, `${who} has the highest number of votes among the candidates not yet called.`),
        conclusion: (examined) =>
          `${notExcluded(lang, examined)} ${pick(lang, `Folglich rückt ${name} nach ${c('kwg34.1a.rank')} nach.`, `Therefore ${name} succeeds under ${c('kwg34.1a.rank')}.`)}`,
      }
    case 'kwg34.1.s1.rank':
      return {
        opening: pick(
          lang,
          `${who}, ${pos}, hat unter den verbliebenen noch nicht berufenen Bewerbern die meisten Stimmen.`,
          `${who}, ${pos}, has the most votes among the remaining candidates not yet called [noch nicht berufen].`,
        ),
        conclusion: (examined) =>
          `${notExcluded(lang, examined)} ${pick(lang, `Folglich rückt ${name} nach ${c('kwg34.1.s1.rank')} nach.`, `Therefore ${name} succeeds under ${c('kwg34.1.s1.rank')}.`)}`,
      }
  }
}

/** Awaiting the proof that an incompatibility ended (R1): the week runs, or has not begun. */
/**
 * An awaited candidate in a determination that names another successor: the
 * proof is awaited for an earlier seat of the list, and this seat goes to one
 * who sits in every outcome (R6 revised).
 */
const passedOverSentence = (k: Verdicts): string => {
  const { lang, c, who, pos, name } = k
  const same = sameListWords(!unlisted(k.ix, k.d.list))
  return pick(
    lang,
    `${who}, ${pos}, kann die Beseitigung eines Hinderungsgrundes noch nachweisen (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}); davon hängt nur der früher frei gewordene Sitz${same[0]} ab. Über diesen Sitz ist schon jetzt zu entscheiden, denn der Wahlleiter stellt fest, was feststeht (${c('kwg34.3.s1')}): ${name} bleibt hier außer Betracht, ob der Nachweis gelingt oder nicht; der Sitz fällt an einen der folgenden Bewerber.`,
    `${who}, ${pos}, may still prove the removal of an incompatibility (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}); only the seat${same[1]} that became free earlier depends on it. This seat is to be determined now, since the returning officer determines what is certain (${c('kwg34.3.s1')}): ${name} is passed over here, whether or not the proof comes; the seat goes to one of the candidates that follow.`,
  )
}

const awaitingSentence = (k: Verdicts, x: Considered): string => {
  const { lang, c, who, pos, name, d } = k
  if (isPassedOver(d, x)) return passedOverSentence(k)
  const a = d.awaiting?.candidate === k.candidate ? d.awaiting : null
  const inc = groundHistory(k.ix, k.candidate, k.asOf).find((g) => g.ground === 'incompatibility' && g.ended === null)
  const since = inc === undefined ? '' : pick(lang, ` seit dem ${formatDate(lang, inc.arose)}`, ` since ${formatDate(lang, inc.arose)}`)
  return a?.notified != null && a.due !== null
    ? pick(
        lang,
        `Bei ${who}, ${pos}, besteht${since} ein Hinderungsgrund (${c('kwg33.1.n2')}). Die Mitteilung wurde am ${formatDate(lang, a.notified)} zugestellt; ${name} kann die Beseitigung bis zum Ablauf des ${formatDate(lang, a.due)} nachweisen (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). Bis dahin steht nicht fest, ob ${name} nachrückt.`,
        `${who}, ${pos}, has been subject to an incompatibility [Hinderungsgrund]${since} (${c('kwg33.1.n2')}). The notice was served on ${formatDate(lang, a.notified)}; ${name} may prove its removal until the end of ${formatDate(lang, a.due)} (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). Until then it is open whether ${name} succeeds.`,
      )
    : pick(
        lang,
        `Bei ${who}, ${pos}, besteht${since} ein Hinderungsgrund (${c('kwg33.1.n2')}). Die Mitteilung, mit der die Wochenfrist für den Nachweis seiner Beseitigung beginnt, ist noch nicht zugestellt (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}); die Frist läuft noch nicht. Bis zum Nachweis oder zum Ablauf der Frist steht nicht fest, ob ${name} nachrückt.`,
        `${who}, ${pos}, has been subject to an incompatibility [Hinderungsgrund]${since} (${c('kwg33.1.n2')}). The notice that starts the week for proving its removal has not been served yet (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}); the period is not running. Until the proof or the end of the period it is open whether ${name} succeeds.`,
      )
}

/** The sentence of the verdict on one considered candidate who does not succeed. */
const verdictSentence = (k: Verdicts, x: Exclude<Considered, { verdict: 'successor' }>): string => {
  const { lang, c, who, pos, others } = k
  switch (x.verdict) {
    case 'skipped':
      return SKIP_SENTENCES[x.rule](k)
    case 'lotLost':
      return pick(lang, `${who}, ${pos}, hat ebenso viele Stimmen, ist aber nicht gezogen worden (${c('kwg34.1a.lot')}).`, `${who}, ${pos}, has as many votes but was not drawn (${c('kwg34.1a.lot')}).`)
    case 'tied':
      return pick(
        lang,
        `${who}, ${pos}, hat die gleiche höchste Stimmenzahl wie ${others}. Bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (${c('kwg34.1a.lot')}).`,
        `${who}, ${pos}, has the same highest number of votes as ${others}. On equal votes the lot drawn by the returning officer decides (${c('kwg34.1a.lot')}).`,
      )
    case 'awaitingProof':
      return awaitingSentence(k, x)
  }
}

/**
 * The paragraph for one considered candidate: the fact and the norm that
 * skips or selects them, with facts that do not exclude (a healed ground, a
 * waiver without effect).
 *
 * @category texts @since 0.1.0
 */
export const candidateParagraph = (ix: CaseIndex, lang: Lang, d: Determination, x: Considered, asOf: IsoDate): Paragraph =>
  para(
    'candidate',
    (c) => {
      const votes = ix.candidates.get(x.candidate)?.candidate.votes
      const level = d.tie?.among ?? d.considered.filter((y) => y.verdict !== 'skipped' && ix.candidates.get(y.candidate)?.candidate.votes === votes).map((y) => y.candidate)
      const others = enumerate(lang, level.filter((id) => id !== x.candidate).map((id) => label(ix, lang, id)))
      const k: Verdicts = { ix, lang, candidate: x.candidate, asOf, c, who: label(ix, lang, x.candidate), pos: positionOf(ix, lang, x.candidate), name: nameOf(ix, x.candidate), d, others }
      // the facts that do not exclude (a waiver without effect, a healed ground); told in the order read, so the norms are in the order cited
      const notes = (): ReadonlyArray<string> =>
        [...(disregardedOf(ix, d).get(x.candidate) ?? []).map((y) => disregardedSentence(ix, lang, y, ix.byIndex.get(y.event), c)), ...healedGrounds(ix, lang, x.candidate, asOf, c)].filter(
          (s) => s !== '',
        )
      // Gutachtenstil: examine first, then conclude ("Folglich rückt … nach"; "… bleibt somit … unberücksichtigt")
      if (x.verdict === 'successor') {
        const v = successorVerdict(k, x.rule)
        const examined = notes()
        return [v.opening, ...examined, v.conclusion(examined.length > 0)].join(' ')
      }
      if (x.verdict === 'skipped') {
        const examined = notes()
        return [...examined, verdictSentence(k, x)].join(' ')
      }
      const core = verdictSentence(k, x)
      return [core, ...notes()].join(' ')
    },
    [x.candidate],
  )

/**
 * The ranking of the considered candidates, as a numbered list: name, votes, list position.
 *
 * @category texts @since 0.2.0
 */
export const rankingList = (ix: CaseIndex, lang: Lang, d: Determination): ListBlock =>
  list(
    'ranking',
    true,
    d.considered.map((x) =>
      para(null, () => `${label(ix, lang, x.candidate)}, ${positionOf(ix, lang, x.candidate)}`, [x.candidate]),
    ),
  )

/**
 * Votes against list order: the candidates named earlier on the list than
 * the successor who have fewer votes (at most five named).
 *
 * @category texts @since 0.2.0
 */
export const listOrderParagraph = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph | null => {
  if (d._tag !== 'successor' || ix.case.body.electionMode !== 'proportional') return null
  const s = ix.candidates.get(d.successor)
  if (s === undefined) return null
  const considered = new Set(d.considered.map((x) => x.candidate))
  // Stryker disable next-line EqualityOperator: `<=` adds only the successor itself (positions are unique in a list), whom the test of votes drops
  const namedEarlier = (position: number): boolean => position < s.candidate.position
  const earlier = s.list.candidates
    .filter((k) => !k.elected && !considered.has(k.id) && namedEarlier(k.position) && k.votes < s.candidate.votes)
    .sort((a, b) => a.position - b.position)
  const overtaken = d.considered.filter((x) => Number(ix.candidates.get(x.candidate)?.candidate.position) > s.candidate.position)
  if (earlier.length === 0 && overtaken.length === 0) return null
  const shown = earlier.slice(0, 5).map((k) => label(ix, lang, k.id))
  const more = earlier.length > 5 ? [pick(lang, `${earlier.length - 5} weitere`, `${earlier.length - 5} more`)] : []
  return para(
    'listOrder',
    (c) =>
      [
        earlier.length === 0
          ? ''
          : pick(
              lang,
              `${nameOf(ix, d.successor)} ist erst auf Platz ${s.candidate.position} benannt; ${enumerate(lang, [...shown, ...more])} ${earlier.length === 1 ? 'ist' : 'sind'} früher benannt, ${earlier.length === 1 ? 'hat' : 'haben'} aber weniger Stimmen und ${earlier.length === 1 ? 'ist' : 'sind'} daher, soweit noch nicht berufen, nachrangig.`,
              `${nameOf(ix, d.successor)} is named only at position ${s.candidate.position}; ${enumerate(lang, [...shown, ...more])} ${earlier.length === 1 ? 'is' : 'are'} named earlier but ${earlier.length === 1 ? 'has' : 'have'} fewer votes and, as far as not yet called, ${earlier.length === 1 ? 'ranks' : 'rank'} below.`,
            ),
        overtaken.length === 0
          ? ''
          : ((): string => {
              const names = enumerate(lang, overtaken.map((x) => `${nameOf(ix, x.candidate)} (${positionOf(ix, lang, x.candidate)})`))
              const verb = overtaken.length === 1 ? 'war' : 'waren'
              return pick(
                lang,
                earlier.length === 0
                  ? `${names} ${verb} trotz späterer Benennung wegen der höheren Stimmenzahl vor ${nameOf(ix, d.successor)} zu prüfen.`
                  : `Umgekehrt ${verb} ${names} trotz späterer Benennung wegen der höheren Stimmenzahl vor ${nameOf(ix, d.successor)} zu prüfen.`,
                `${earlier.length === 0 ? '' : 'Conversely, '}${names} had to be examined before ${nameOf(ix, d.successor)} despite being named later, because of more votes.`,
              )
            })(),
        pick(
          lang,
          `Nach ${c('kwg34.1.s1.rank')} entscheidet die Stimmenzahl; die Reihenfolge der Benennung gibt nur bei gleicher Stimmenzahl den Ausschlag (${c('kwg34.1.s1.tie')}).`,
          `Under ${c('kwg34.1.s1.rank')} the number of votes decides; the order of naming decides only on equal votes (${c('kwg34.1.s1.tie')}).`,
        ),
      ]
        .filter((x) => x !== '')
        .join(' '),
    [d.successor, ...earlier.slice(0, 5).map((k) => k.id)],
  )
}

/**
 * The tie and how it was decided: list order, the seeded lot with its seed
 * and order, the recorded drawing, or not yet.
 *
 * @category texts @since 0.2.0
 */
export const tieParagraph = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph | null => {
  const t = d.tie
  if (t === null) return null
  const among = t.among.map((id) => label(ix, lang, id))
  const votes = formatNumber(lang, t.votes)
  return para(
    'tie',
    (c) => {
      const head = pick(
        lang,
        `Stimmengleichheit: ${enumerate(lang, among)} haben je ${votes} Stimmen.`,
        `Equal votes [Stimmengleichheit]: ${enumerate(lang, among)} have ${votes} votes each.`,
      )
      return `${head} ${tieResolution(ix, lang, t, c)}`
    },
    t.among,
  )
}

/** How the tie was resolved, in words. */
const tieResolution = (ix: CaseIndex, lang: Lang, t: Tie, c: (n: NormId) => string): string => {
  switch (t._tag) {
    case 'listOrder':
      return pick(lang, `In der Verhältniswahl entscheidet die Reihenfolge der Benennung im Wahlvorschlag (${c('kwg34.1.s1.tie')}); ein Los findet nicht statt.`, `In a proportional election the order of naming on the list decides (${c('kwg34.1.s1.tie')}); there is no lot.`)
    case 'lotSeed': {
      const order = t.order.map((k) => nameOf(ix, k))
      const first = nameOf(ix, t.winner)
      return pick(
        lang,
        `In der Mehrheitswahl entscheidet das vom Wahlleiter zu ziehende Los (${c('kwg34.1a.lot')}). Hier ist das Los simuliert: mit dem Startwert ${quoted(lang, t.seed)} ergibt das Verfahren nach spec/readings.md (SHA-256) die Reihenfolge ${enumerate(lang, order)}; gezogen ist ${first}. Im wirklichen Verfahren zieht der Wahlleiter das Los selbst.`,
        `In a majority election the lot drawn by the returning officer decides (${c('kwg34.1a.lot')}). Here the lot is simulated: with the seed ${quoted(lang, t.seed)} the procedure of spec/readings.md (SHA-256) gives the order ${enumerate(lang, order)}; drawn is ${first}. In the real procedure the returning officer draws the lot.`,
      )
    }
    case 'lotDrawn': {
      const when = formatDate(lang, t.drawn.date)
      const winner = nameOf(ix, t.drawn.winner)
      return pick(lang, `Der Wahlleiter hat am ${when} das Los gezogen (${c('kwg34.1a.lot')}); gezogen wurde ${winner}.`, `The returning officer drew the lot on ${when} (${c('kwg34.1a.lot')}); ${winner} was drawn.`)
    }
    case 'unresolved':
      return pick(
        lang,
        `Das Los ist noch nicht gezogen (${c('kwg34.1a.lot')}). Der Wahlleiter muss es ziehen; bis dahin kann kein Nachfolger festgestellt werden, und nichts wird vermutet.`,
        `The lot has not been drawn yet (${c('kwg34.1a.lot')}). The returning officer must draw it; until then no successor can be determined, and nothing is guessed.`,
      )
  }
}

/**
 * Facts without legal effect about candidates who were not considered (the
 * others are told in their own paragraph).
 *
 * @category texts @since 0.2.0
 */
export const otherDisregarded = (ix: CaseIndex, lang: Lang, d: Determination): ReadonlyArray<Paragraph> => {
  const considered = new Set(d.considered.map((x) => x.candidate))
  const events = ix.byIndex
  return d.disregarded.flatMap((x) => {
    const e = events.get(x.event)
    if (e === undefined || !('candidate' in e) || considered.has(e.candidate)) return []
    return [para('disregarded', (c) => disregardedSentence(ix, lang, x, e, c), [e.candidate])]
  })
}

/** The facts dated on or before the decision date, one per line. @category texts @since 0.2.0 */
export const factsList = (ix: CaseIndex, lang: Lang, asOf: IsoDate): ListBlock =>
  list(
    'facts',
    false,
    ix.ordered.filter((e) => e.date <= asOf).map((e) => para(null, () => datedFact(ix, lang, e))),
  )
