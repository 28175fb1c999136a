/**
 * The legal opinion (Gutachten) on one vacancy, in Gutachtenstil:
 * Sachverhalt (the facts), Obersatz (the question as a hypothesis),
 * Voraussetzungen (the requirements with their definitions), Subsumtion (the
 * trigger, the ranking, each considered candidate with the fact and the norm,
 * the tie, the readings where they matter), Verfahren (§ 34 Abs. 3–6 KWG) and
 * Ergebnis.
 *
 * @example
 * import { determinationOpinion } from './opinion.js'
 * const doc = determinationOpinion({ case: c, determination: d, lang: 'de', otherReading: null, procedure: null })
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import { type AwaitingProof, type Ceased, type Determination, isPassedOver, type LotRequired, type NoSuccession } from '../domain/determination.js'
import type { CandidateEvent, CaseEvent, MemberLeft } from '../domain/events.js'
import { memberOfGroup } from '../rules/exclusions.js'
import type { NormId } from '../domain/norms.js'
import type { Finding } from '../replay/audit.js'
import { recordCase } from '../record/record.js'
import { endsMembership } from '../rules/triggers.js'
import { nominations } from '../domain/nomination.js'
import type { VacancyState } from '../replay/state.js'
import type { Step } from '../record/trace.js'
import { candidateParagraph, factsList, groundHistory, listOrderParagraph, otherDisregarded, rankingList, tieParagraph } from './considered.js'
import { requirements } from './definitions.js'
import { type Block, type Lang, type Paragraph, para, type Section, section, type TextDocument } from './document.js'
import { awaitingName, type CaseIndex, capital, departedPhrase, indexCase, label, listName, nameOf, unlisted } from './facts.js'
import { readingName, readingR1, readingR2, readingR3, readingR6 } from './interpretation.js'
import { procedureBlocks } from './steps.js'
import { bodyNoun, enumerate, formatDate, pick } from './words.js'

/** What the procedure part knows (from the replay and the audit), or null when the case records no procedure. @category model @since 0.2.0 */
export interface ProcedureFacts {
  /** every event as the record and the decisions took it */
  readonly trace: ReadonlyArray<Step>
  readonly findings: ReadonlyMap<number, Finding>
  readonly audited: boolean
  readonly state: VacancyState | null
}

/** @category model @since 0.2.0 */
export interface OpinionInput {
  readonly case: Case
  readonly determination: Determination
  readonly lang: Lang
  /** the determination under the other reading of R1, when R1 matters */
  readonly otherReading: Determination | null
  readonly procedure: ProcedureFacts | null
}

/** The result of a determination in a few words (for "nach anderer Ansicht"). @category texts @since 0.2.0 */
export const resultWords = (ix: CaseIndex, lang: Lang, d: Determination): string => {
  switch (d._tag) {
    case 'successor':
      return pick(lang, `${label(ix, lang, d.successor)} rückt nach.`, `${label(ix, lang, d.successor)} succeeds.`)
    case 'vacant':
      return pick(lang, `Der Sitz bleibt unbesetzt; die gesetzliche Mitgliederzahl sinkt auf ${d.memberCount.after}.`, `The seat stays empty; the legal member count falls to ${d.memberCount.after}.`)
    case 'noSuccession':
      return pick(lang, 'Niemand rückt nach.', 'No one succeeds.')
    case 'bodyCeased':
      return pick(lang, `Niemand rückt nach; die Einrichtung ist am ${formatDate(lang, d.ceased.on)} entfallen.`, `No one succeeds; the body ceased on ${formatDate(lang, d.ceased.on)}.`)
    case 'lotRequired':
      return pick(lang, 'Das Los ist zu ziehen.', 'The lot must be drawn.')
    case 'awaitingProof':
      return pick(
        lang,
        `Der Nachweis von ${awaitingName(ix, d.awaiting)} ist abzuwarten.`,
        `The proof of ${awaitingName(ix, d.awaiting)} must be awaited.`,
      )
  }
}

/** The departure the determination is about: the member's latest departure on or before the decision date (null: made by the engine). @category texts @since 0.2.0 */
export const departureOf = (ix: CaseIndex, member: CandidateId, asOf: IsoDate): MemberLeft | null => {
  let found: MemberLeft | null = null
  for (const e of ix.factsOf(member)) if (e._tag === 'memberLeft' && e.date <= asOf) found = e
  return found
}

const triggerParagraph = (ix: CaseIndex, lang: Lang, d: Determination, departure: MemberLeft | null): Paragraph => {
  const who = label(ix, lang, d.vacancy)
  const list = listName(ix, lang, d.list)
  if (departure === null) {
    // the proof period as the engine ran it (a notice after the first week had run out changes nothing)
    // the record's proofs: of elected members, and of successors determined under the reading statusRoute
    const proof = recordCase(ix.case, ix.case.query.asOf).proofs.find((p) => p.member === d.vacancy && p.status === 'expired')
    const called = (c: (n: NormId) => string): string =>
      nominations(ix.case.lists).elected.has(d.vacancy)
        ? ''
        : pick(
          lang,
          ` Nach der ${readingName(lang, 'statusRoute')} war trotz des Hinderungsgrundes das Nachrücken von ${nameOf(ix, d.vacancy)} festgestellt worden; die Feststellung tritt an die Stelle der Feststellung des Wahlergebnisses (${c('kwg34.3.s2')}), und die Woche lief ab der Zustellung der Mitteilung nach der Feststellung.`,
          ` Under the ${readingName(lang, 'statusRoute')} ${who} had been determined as successor despite the incompatibility; the determination takes the place of the election result (${c('kwg34.3.s2')}), and the week ran from the service of the notice after the determination.`,
        )
    const when =
      proof === undefined
        ? ''
        : pick(
            lang,
            ` Die Mitteilung wurde am ${formatDate(lang, proof.notified)} zugestellt; die Woche endete mit Ablauf des ${formatDate(lang, proof.due)}.`,
            ` The notice was served on ${formatDate(lang, proof.notified)}; the week ended at the end of ${formatDate(lang, proof.due)}.`,
          )
    return para(
      'trigger',
      (c) =>
        pick(
          lang,
          `${who}, gewählt auf dem Wahlvorschlag ${list}, ist von einem Hinderungsgrund betroffen (${c('kwg23.2.s2')}) und hat dessen Beseitigung nicht binnen einer Woche nach Zustellung der Mitteilung nachgewiesen.${called(c)}${when} Die Rechtsstellung gilt daher als nicht erworben (${c('kwg23.2.s3')}). Somit liegt ein Nachfolgefall nach ${c('kwg34.1.s1.trigger')} vor.`,
          `${who}, elected on the list ${list}, is subject to an incompatibility (${c('kwg23.2.s2')}) and did not prove its removal within one week of being served the notice.${called(c)}${when} The status therefore counts as not acquired (${c('kwg23.2.s3')}). So this is a case of succession under ${c('kwg34.1.s1.trigger')}.`,
        ),
      [d.vacancy],
    )
  }
  const elected = unlisted(ix, d.list) ? pick(lang, 'gewählt in der Mehrheitswahl', 'elected in the majority election') : `${pick(lang, 'gewählt auf dem Wahlvorschlag', 'elected on the list')} ${list}`
  const what = `${who}, ${elected}, ${departedPhrase(ix, lang, departure)}.`
  return para(
    'trigger',
    (c) => {
      if (d._tag === 'noSuccession' && d.reason === 'kwg33.2')
        return `${what} ${pick(
          lang,
          `Den Sitz verliert durch Verzicht aber nur, wer ihn dem Wahlleiter schriftlich erklärt (${c('kwg33.1.n1')}, ${c('kwg33.2')}). Daran fehlt es; ${nameOf(ix, d.vacancy)} behält den Sitz, ein Nachfolgefall nach ${c('kwg34.1.s1.trigger')} liegt nicht vor.`,
          `But a seat is lost by waiver only when it is declared in writing to the returning officer (${c('kwg33.1.n1')}, ${c('kwg33.2')}). That is missing; ${nameOf(ix, d.vacancy)} keeps the seat, and there is no case of succession under ${c('kwg34.1.s1.trigger')}.`,
        )}`
      if (d._tag === 'noSuccession')
        return `${what} ${pick(
          lang,
          `Das ist ein Sitzverlust nach ${c('kwg33.1.n4')}; für ihn gilt § 34 KWG nicht. Ein Nachfolger ist nicht zu bestimmen.`,
          `This is a loss of the seat under ${c('kwg33.1.n4')}, to which § 34 KWG does not apply. No successor is to be determined.`,
        )}`
      // the norms of § 33 or § 23 the departure falls under, besides § 34 Abs. 1 Satz 1 (rules/triggers.ts)
      const under = d.trigger.filter((n) => n !== 'kwg34.1.s1.trigger').map(c)
      const via = under.length === 0 ? '' : pick(lang, ` i. V. m. ${enumerate(lang, under)}`, ` with ${enumerate(lang, under)}`)
      return `${what} ${pick(lang, `Somit liegt ein Nachfolgefall nach ${c('kwg34.1.s1.trigger')}${via} vor.`, `So this is a case of succession under ${c('kwg34.1.s1.trigger')}${via}.`)}`
    },
    [d.vacancy],
  )
}

const obersatz = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph =>
  para(
    'obersatz',
    (c) => {
      const rank = ix.case.body.electionMode === 'majority' ? c('kwg34.1a.rank') : c('kwg34.1.s1.trigger')
      // a majority election without an admitted list (no party or voter group): § 34 Abs. 1a KWG names no list
      const listed = !unlisted(ix, d.list)
      const candidate = listed ? pick(lang, ` des Wahlvorschlags ${listName(ix, lang, d.list)}`, ` of the list ${listName(ix, lang, d.list)}`) : ''
      const pool = listed ? pick(lang, ' dieses Wahlvorschlags', ' of this list') : ''
      return pick(
        lang,
        // the question first (Gutachtenstil): "Fraglich ist, ob und gegebenenfalls welcher Bewerber … an die Stelle von … tritt"
        // Stryker disable next-line Regex: every dative body noun starts with "dem " or "der "
        `Fraglich ist, ob und gegebenenfalls welcher Bewerber${candidate} nach ${rank} ${bodyNoun(ix.case.body.kind).dat.replace(/^dem /, 'im ').replace(/^der /, 'in der ')} an die Stelle von ${label(ix, lang, d.vacancy)} tritt oder ob der Sitz unbesetzt bleibt (${c('kwg34.1.s2.vacant')}). Ein Bewerber tritt an diese Stelle, wenn ein Nachfolgefall vorliegt und ein noch nicht berufener Bewerber${pool} vorhanden ist, der nicht nach § 34 Abs. 2 KWG unberücksichtigt bleibt.`,
        `The question is whether and, if so, which candidate${candidate} takes the place of ${label(ix, lang, d.vacancy)} in ${bodyNoun(ix.case.body.kind).en} under ${rank}, or whether the seat stays empty (${c('kwg34.1.s2.vacant')}). A candidate takes that place if there is a case of succession and a candidate${pool} not yet called who is not left out under § 34 Abs. 2 KWG.`,
      )
    },
    [d.vacancy],
  )

/**
 * The body ceased below three members (R8), as the rules found it
 * (`rules/ceasing.ts`): the texts only tell it.
 *
 * @category texts @since 0.2.0
 */
export const ceasedParagraph = (lang: Lang, kind: Case['body']['kind'], ceased: Ceased | null, count: number | null): Paragraph | null => {
  if (ceased === null) return null
  const body = bodyNoun(kind)
  const few = count === null ? pick(lang, 'nur noch weniger als drei', 'fewer than three') : pick(lang, `nur noch ${count} Mitglieder, also weniger als drei`, `only ${count} members, fewer than three`)
  return para('ceased', (c) =>
    pick(
      lang,
      `${capital(body.nom)} hat infolge des Ausscheidens von Vertretern ${few}${count === null ? ' Mitglieder' : ''}. Seine Einrichtung entfällt für die restliche Dauer der Wahlzeit mit dem ${formatDate(lang, ceased.on)} (${c(ceased.rule)}); danach rückt niemand mehr nach.`,
      `After the departures, ${body.en} has ${few}${count === null ? ' members' : ''}. It ceases for the rest of the term as of ${formatDate(lang, ceased.on)} (${c(ceased.rule)}); no one succeeds after that.`,
    ),
  )
}

/** The result while a proof is awaited for this seat (R1); a proof holds back no other seat (R6). */
const awaitingResult = (ix: CaseIndex, lang: Lang, d: AwaitingProof, c: (n: NormId) => string): string => {
  const a = d.awaiting
  const who = awaitingName(ix, a)
  const until =
    a.due === null
      ? pick(lang, 'binnen einer Woche nach Zustellung der noch ausstehenden Mitteilung', 'within one week of the notice still to be served')
      : pick(lang, `bis zum Ablauf des ${formatDate(lang, a.due)}`, `until the end of ${formatDate(lang, a.due)}`)
  if (d.blockedBy !== null)
    return pick(
      lang,
      `Ein Nachfolger kann noch nicht festgestellt werden: Zuvor ist über den früher frei gewordenen Sitz von ${nameOf(ix, d.blockedBy)} zu entscheiden, und das hängt davon ab, ob ${who} ${until} die Beseitigung des Hinderungsgrundes nachweist (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}).`,
      `No successor can be determined yet: first the seat of ${nameOf(ix, d.blockedBy)}, which became free earlier, must be decided, and that depends on whether ${who} proves the removal of the incompatibility ${until} (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}).`,
    )
  return pick(
    lang,
    `Ein Nachfolger kann noch nicht festgestellt werden: ${who} kann ${until} die Beseitigung des Hinderungsgrundes nachweisen (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). Gelingt der Nachweis, rückt ${who} nach; sonst bleibt ${who} unberücksichtigt (${c('kwg34.2.n3.ground')}), und der nächste Bewerber ist zu prüfen.`,
    `No successor can be determined yet: ${who} may prove the removal of the incompatibility ${until} (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}). With the proof, ${who} succeeds; otherwise ${who} is left out (${c('kwg34.2.n3.ground')}) and the next candidate is examined.`,
  )
}

/** Why no one succeeds: as recorded (§ 34 Abs. 5), after a merger (§ 33 Abs. 1 Nr. 4) or because the seat waiver had no effect (§ 33 Abs. 2). */
const noSuccessionResult = (lang: Lang, d: NoSuccession, name: string, c: (n: NormId) => string): string => {
  if (d.reason === 'kwg34.5')
    return pick(
      lang,
      `Der Wahlleiter hat festgestellt, dass niemand nachrückt; diese Feststellung ist maßgeblich, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${c('kwg34.5')}).`,
      `The returning officer determined that no one succeeds; that determination stands until the review proceedings end with a final decision (${c('kwg34.5')}).`,
    )
  return d.reason === 'kwg33.1.n4'
    ? pick(
        lang,
        `Niemand rückt nach; § 34 KWG ist beim Ausscheiden nach ${c('kwg33.1.n4')} nicht anzuwenden. Die gesetzliche Mitgliederzahl bleibt ${d.memberCount.after}.`,
        `No one succeeds; § 34 KWG does not apply to leaving under ${c('kwg33.1.n4')}. The legal member count stays ${d.memberCount.after}.`,
      )
    : pick(
        lang,
        `${name} behält den Sitz: Der Verzicht ist nicht schriftlich gegenüber dem Wahlleiter erklärt und daher unwirksam (${c('kwg33.2')}). Niemand rückt nach.`,
        `${name} keeps the seat: the waiver was not declared in writing to the returning officer and has no effect (${c('kwg33.2')}). No one succeeds.`,
      )
}

/** The lot still to be drawn: for this seat, or first for a seat that became free earlier (reading R6). */
const lotResult = (ix: CaseIndex, lang: Lang, d: LotRequired, c: (n: NormId) => string): string =>
  d.blockedBy !== null
    ? pick(
        lang,
        `Ein Nachfolger kann noch nicht festgestellt werden: Zuvor ist über den früher frei gewordenen Sitz von ${nameOf(ix, d.blockedBy)} durch das Los zu entscheiden (${c('kwg34.1a.lot')}).`,
        `No successor can be determined yet: first the lot must decide the seat of ${nameOf(ix, d.blockedBy)}, which became free earlier (${c('kwg34.1a.lot')}).`,
      )
    : pick(
        lang,
        `Ein Nachfolger kann noch nicht festgestellt werden: Zwischen ${enumerate(lang, d.tie.among.map((id) => nameOf(ix, id)))} entscheidet das vom Wahlleiter zu ziehende Los (${c('kwg34.1a.lot')}).`,
        `No successor can be determined yet: the lot drawn by the returning officer decides between ${enumerate(lang, d.tie.among.map((id) => nameOf(ix, id)))} (${c('kwg34.1a.lot')}).`,
      )

const resultParagraph = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph => {
  const body = bodyNoun(ix.case.body.kind)
  const name = nameOf(ix, d.vacancy)
  return para(
    'result',
    (c) => {
      switch (d._tag) {
        case 'successor': {
          const rule = d.considered.find((x) => x.candidate === d.successor)?.rule ?? 'kwg34.1.s1.rank'
          return pick(
            lang,
            `${label(ix, lang, d.successor)} rückt nach ${c(rule)} an die Stelle von ${name}. Der Wahlleiter stellt das Ausscheiden von ${name} und den Namen von ${nameOf(ix, d.successor)} fest (${c('kwg34.3.s1')}). Die gesetzliche Mitgliederzahl ${body.gen} bleibt ${d.memberCount.after}.`,
            `${label(ix, lang, d.successor)} succeeds ${name} under ${c(rule)}. The returning officer determines the departure of ${name} and the name of ${nameOf(ix, d.successor)} (${c('kwg34.3.s1')}). The legal member count of ${body.en} stays ${d.memberCount.after}.`,
          )
        }
        case 'vacant':
          return pick(
            lang,
            // a majority election without an admitted list has no Wahlvorschlag to be exhausted: no candidate is left
            `${unlisted(ix, d.list) ? 'Ein noch nicht berufener Bewerber, der nachrücken könnte, ist nicht mehr vorhanden' : `Der Wahlvorschlag ${listName(ix, lang, d.list)} ist erschöpft`}; der Sitz von ${name} bleibt unbesetzt (${c('kwg34.1.s2.vacant')}). Die gesetzliche Mitgliederzahl ${body.gen} vermindert sich für die Wahlzeit von ${d.memberCount.before} auf ${d.memberCount.after} (${c('kwg34.1.s2.count')}). Der Wahlleiter stellt das Leerbleiben des Sitzes fest (${c('kwg34.3.s1')}).`,
            `${unlisted(ix, d.list) ? 'No candidate not yet called is left who could succeed' : `The list ${listName(ix, lang, d.list)} is exhausted`}; the seat of ${name} stays empty (${c('kwg34.1.s2.vacant')}). The legal member count of ${body.en} falls for the term from ${d.memberCount.before} to ${d.memberCount.after} (${c('kwg34.1.s2.count')}). The returning officer determines that the seat stays empty (${c('kwg34.3.s1')}).`,
          )
        case 'bodyCeased':
          return pick(
            lang,
            `${capital(body.nom)} ist am ${formatDate(lang, d.ceased.on)} für die restliche Dauer der Wahlzeit entfallen, weil er infolge des Ausscheidens von Vertretern nur noch weniger als drei Mitglieder hatte (${c(d.ceased.rule)}). Für ${name} rückt daher niemand nach.`,
            `${capital(body.en)} ceased on ${formatDate(lang, d.ceased.on)} for the rest of the term, because the departures had left it with fewer than three members (${c(d.ceased.rule)}). No one therefore succeeds ${name}.`,
          )
        case 'noSuccession':
          return noSuccessionResult(lang, d, name, c)
        case 'lotRequired':
          return lotResult(ix, lang, d, c)
        case 'awaitingProof':
          return awaitingResult(ix, lang, d, c)
      }
    },
    resultCandidates(d),
  )
}

/** The candidates a result paragraph names besides the vacancy (a blocked result names the earlier seat's member first). */
const resultCandidates = (d: Determination): ReadonlyArray<CandidateId> => {
  switch (d._tag) {
    case 'successor':
      return [d.successor]
    case 'awaitingProof':
      return [d.awaiting.candidate]
    case 'lotRequired':
      return d.blockedBy === null ? d.tie.among : [d.blockedBy]
    default:
      return []
  }
}

/** Whether another member of the same list left on or before the decision date (R6 matters). */
const otherDepartures = (ix: CaseIndex, d: Determination, asOf: IsoDate): boolean =>
  ix.ordered.some(
    (e: CaseEvent) =>
      e._tag === 'memberLeft' &&
      e.date <= asOf &&
      e.member !== d.vacancy &&
      ix.candidates.get(e.member)?.list.id === d.list &&
      endsMembership(e),
  )

/** Whether reading R1 (incompatibility) matters for the determination. @category texts @since 0.2.0 */
export const dependsOnR1 = (ix: CaseIndex, d: Determination, asOf: IsoDate): boolean =>
  d.awaiting !== null || d.considered.some((x) => groundHistory(ix, x.candidate, asOf).some((g) => g.ground === 'incompatibility'))

/** The candidates of the facts without effect that match (each once, in the order of the determination). */
const disregardedCandidates = (ix: CaseIndex, d: Determination, which: (x: Determination['disregarded'][number]) => boolean): ReadonlyArray<CandidateId> => {
  const out: CandidateId[] = []
  for (const x of d.disregarded) {
    const e = ix.byIndex.get(x.event)
    if (which(x) && e !== undefined && 'candidate' in e && !out.includes(e.candidate)) out.push(e.candidate)
  }
  return out
}

/** Whether a candidate was examined and not left out: a fact about them can change who succeeds. */
const decisive = (d: Determination, id: CandidateId): boolean => d.considered.some((x) => x.candidate === id && x.verdict !== 'skipped')

/**
 * R2, where the other view (membership at the time of succession) would
 * change nothing: the candidates left out under Nr. 1 are still not members
 * (`rules/exclusions.ts`), and an exit before the set-up concerns no one who
 * could succeed. Null: the dispute matters.
 */
const r2Open = (ix: CaseIndex, d: Determination, asOf: IsoDate): { readonly left: ReadonlyArray<CandidateId>; readonly before: ReadonlyArray<CandidateId> } | null => {
  const left = d.considered.filter((x) => x.rule === 'kwg34.2.n1').map((x) => x.candidate)
  const rejoined = left.some((id) => {
    const k = ix.candidates.get(id)
    const facts = ix.factsOf(id).filter((e): e is CandidateEvent => e.date <= asOf && 'candidate' in e)
    return k !== undefined && memberOfGroup(k.list, k.candidate, facts)
  })
  const before = disregardedCandidates(ix, d, (x) => x.reason === 'leftBeforeSetUp')
  return rejoined || before.some((id) => decisive(d, id)) ? null : { left, before }
}

/** "kann dahinstehen" for R2: the dispute is named, not set out. */
const r2Moot = (ix: CaseIndex, lang: Lang, o: { readonly left: ReadonlyArray<CandidateId>; readonly before: ReadonlyArray<CandidateId> }): Paragraph =>
  para('reading.R2', (c) => {
    const names = (ids: ReadonlyArray<CandidateId>): string => enumerate(lang, ids.map((id) => nameOf(ix, id)))
    const one = (ids: ReadonlyArray<CandidateId>, de1: string, deN: string): string => (ids.length === 1 ? de1 : deN)
    const why = [
      o.left.length === 0
        ? ''
        : pick(
            lang,
            `${names(o.left)} ${one(o.left, 'ist', 'sind')} nicht wieder eingetreten und ${one(o.left, 'bliebe', 'blieben')} auch nach der anderen Ansicht unberücksichtigt`,
            `${names(o.left)} did not rejoin and would be left out under the other view too`,
          ),
      o.before.length === 0
        ? ''
        : pick(lang, `${names(o.before)} ${one(o.before, 'rückt', 'rücken')} auch ohne den Austritt vor der Aufstellung nicht nach`, `${names(o.before)} would not succeed even without the exit before the set-up`),
    ].filter((w) => w !== '')
    return pick(
      lang,
      `Ob es für ${c('kwg34.2.n1')} auf das Ausscheiden seit der Aufstellung des Wahlvorschlags oder auf die Mitgliedschaft im Zeitpunkt der Nachfolge ankommt, ist streitig, kann hier aber dahinstehen: ${why.join('; ')}.`,
      `Whether ${c('kwg34.2.n1')} looks at leaving since the set-up of the list or at membership at the time of succession is disputed but can be left open here [kann dahinstehen]: ${why.join('; ')}.`,
    )
  })

/** R3, where the form of a waiver changes nothing: every waiver without effect is of a candidate who does not succeed either way. Null: the dispute matters. */
const r3Open = (ix: CaseIndex, d: Determination): ReadonlyArray<CandidateId> | null => {
  // Stryker disable next-line ConditionalExpression: `true` does not compile (`reason` is no property of every Determination: tsc TS2339); the grouped checker (prioritizePerformanceOverAccuracy) lets it through
  if (d._tag === 'noSuccession' && d.reason === 'kwg33.2') return null
  const waived = disregardedCandidates(ix, d, (x) => x.reason !== 'leftBeforeSetUp')
  return waived.some((id) => decisive(d, id)) ? null : waived
}

/** "kann dahinstehen" for R3. */
const r3Moot = (ix: CaseIndex, lang: Lang, waived: ReadonlyArray<CandidateId>): Paragraph =>
  para('reading.R3', (c) => {
    const names = enumerate(lang, waived.map((id) => nameOf(ix, id)))
    return pick(
      lang,
      `Ob auch ein nicht schriftlich oder nicht gegenüber dem Wahlleiter erklärter Verzicht auf die Anwartschaft wirkt (${c('kwg34.2.n2')}), ist streitig, kann hier aber dahinstehen: ${names} ${waived.length === 1 ? 'rückt' : 'rücken'} auch ohne den Verzicht nicht nach.`,
      `Whether a waiver of the expectancy not declared in writing or not to the returning officer has effect (${c('kwg34.2.n2')}) is disputed but can be left open here [kann dahinstehen]: ${names} would not succeed even without the waiver.`,
    )
  })

/** The readings the case depends on; a dispute that does not matter is named and left open ("kann dahinstehen"). @category texts @since 0.2.0 */
export const readingParagraphs = (ix: CaseIndex, lang: Lang, d: Determination, asOf: IsoDate, other: Determination | null): ReadonlyArray<Paragraph> => {
  const out: Paragraph[] = []
  if (dependsOnR1(ix, d, asOf)) out.push(readingR1(lang, ix.case.incompatibility, other === null ? null : { same: sameResult(d, other), words: resultWords(ix, lang, other) }))
  if (d.considered.some((x) => x.rule === 'kwg34.2.n1') || d.disregarded.some((x) => x.reason === 'leftBeforeSetUp')) {
    const open = r2Open(ix, d, asOf)
    out.push(open === null ? readingR2(lang) : r2Moot(ix, lang, open))
  }
  if (d.disregarded.some((x) => x.reason !== 'leftBeforeSetUp') || (d._tag === 'noSuccession' && d.reason === 'kwg33.2')) {
    // every waiver without effect is a candidate's (`disregardedFact`), so a list that is not null names at least one
    const open = r3Open(ix, d)
    out.push(open === null ? readingR3(lang) : r3Moot(ix, lang, open))
  }
  const passedOver = d.considered.some((x) => isPassedOver(d, x))
  if (d.blockedBy !== null || passedOver || otherDepartures(ix, d, asOf)) out.push(readingR6(lang, ix.case.body.electionMode, !unlisted(ix, d.list)))
  return out
}

const sameResult = (a: Determination, b: Determination): boolean =>
  a._tag === b._tag && (a._tag !== 'successor' || (b._tag === 'successor' && a.successor === b.successor)) && a.awaiting?.candidate === b.awaiting?.candidate

const blockedParagraph = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph | null =>
  d.blockedBy === null ? null : para('blocked', (c) => blockedWords(ix, lang, d, d.blockedBy as CandidateId, c), [d.blockedBy])

/**
 * Why the seat waits for an earlier one: its lot is not drawn, or a lot depends on a proof (R6). A majority election
 * without an admitted list has no Wahlvorschlag: the earlier seat is named without one.
 */
const blockedWords = (ix: CaseIndex, lang: Lang, d: Determination, earlier: CandidateId, c: (n: NormId) => string): string => {
  const seat = `${label(ix, lang, earlier)}${unlisted(ix, d.list) ? '' : pick(lang, ' desselben Wahlvorschlags', ' on the same list')}`
  if (d._tag === 'awaitingProof') {
    const who = awaitingName(ix, d.awaiting)
    return pick(
      lang,
      `Über den früher frei gewordenen Sitz von ${seat} ist noch nicht entschieden: ${who} kann die Beseitigung des Hinderungsgrundes noch nachweisen (${c('kwg34.3.s2')}); gelingt der Nachweis, liegen mit ${who} mehr Bewerber mit gleicher Stimmenzahl gleichauf, als Sitze zu besetzen sind, und unter ihnen entscheidet das Los (${c('kwg34.1a.lot')}). Ein Bewerber, der in jedem Ausgang berufen wird, steht daher noch nicht fest, und die Entscheidung ruht.`,
      `The seat of ${seat}, which became free earlier, is not yet decided: ${who} may still prove the removal of the incompatibility (${c('kwg34.3.s2')}); with the proof, more candidates, ${who} included, are tied than there are seats to fill, and the lot decides among them (${c('kwg34.1a.lot')}). No candidate is yet certain to be called whatever the outcome, so the decision waits.`,
    )
  }
  return pick(
    lang,
    `Über den früher frei gewordenen Sitz von ${seat} entscheidet noch das Los (${c('kwg34.1a.lot')}). Wer es nicht gewinnt, käme für diesen Sitz in Betracht; ein Bewerber, der in jedem Ausgang berufen wird, steht daher noch nicht fest, und die Entscheidung ruht.`,
    `The seat of ${seat}, which became free earlier, still waits for the lot (${c('kwg34.1a.lot')}). Whoever does not win it would come into question for this seat; no candidate is yet certain to be called whatever the outcome, so the decision waits.`,
  )
}

/** How the candidates are ranked, and which are examined. */
const rankingIntro = (ix: CaseIndex, lang: Lang, d: Determination): Paragraph => {
  const mode = ix.case.body.electionMode
  return para('ranking.intro', (c) =>
    d.considered.length === 0
      ? pick(lang, 'Eine Rangfolge ist hier nicht zu prüfen.', 'No ranking is to be examined here.')
      : mode === 'proportional'
        ? pick(
            lang,
            `Die noch nicht berufenen Bewerber des Wahlvorschlags ${listName(ix, lang, d.list)} sind nach ihrer Stimmenzahl zu ordnen (${c('kwg34.1.s1.rank')}), bei gleicher Stimmenzahl nach der Reihenfolge der Benennung (${c('kwg34.1.s1.tie')}). ${d._tag === 'vacant' ? 'Zu prüfen sind alle:' : 'Zu prüfen sind, der Reihe nach, bis ein Bewerber nachrücken kann:'}`,
            `The candidates of the list ${listName(ix, lang, d.list)} not yet called are ranked by votes (${c('kwg34.1.s1.rank')}), on equal votes by the order of naming (${c('kwg34.1.s1.tie')}). ${d._tag === 'vacant' ? 'All of them are examined:' : 'They are examined in turn until one can succeed:'}`,
          )
        : pick(
            lang,
            `Die noch nicht berufenen Bewerber sind nach ihrer Stimmenzahl zu ordnen (${c('kwg34.1a.rank')}); der Listenplatz dient nur der Anzeige. Zu prüfen sind:`,
            `The candidates not yet called are ranked by votes (${c('kwg34.1a.rank')}); the list position is only a display order. To be examined:`,
          ),
  )
}

/** The list is exhausted: the seat stays empty, the legal member count falls (§ 34 Abs. 1 Satz 2 KWG). */
const exhaustedParagraph = (lang: Lang, d: Determination): Paragraph =>
  para('exhausted', (c) => {
    const exhausted =
      d.considered.length === 0
        ? pick(
            lang,
            `Ein noch nicht berufener Bewerber des Wahlvorschlags ist nicht mehr vorhanden; der Wahlvorschlag ist erschöpft (${c('kwg34.1.s2.vacant')}).`,
            `No candidate of the list remains who has not yet been called; the list is exhausted (${c('kwg34.1.s2.vacant')}).`,
          )
        : pick(
            lang,
            `Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt; der Wahlvorschlag ist erschöpft (${c('kwg34.1.s2.vacant')}).`,
            `Every candidate of the list not yet called is left out; the list is exhausted (${c('kwg34.1.s2.vacant')}).`,
          )
    return `${exhausted} ${pick(
      lang,
      `Die gesetzliche Mitgliederzahl vermindert sich von ${d.memberCount.before} auf ${d.memberCount.after} (${c('kwg34.1.s2.count')}).`,
      `The legal member count falls from ${d.memberCount.before} to ${d.memberCount.after} (${c('kwg34.1.s2.count')}).`,
    )}`
  })

/**
 * The Subsumtion and Ergebnis of one vacancy as sections (used by the
 * determination opinion and, per vacancy, by the state opinion).
 *
 * @category texts @since 0.2.0
 */
export const vacancySections = (ix: CaseIndex, lang: Lang, d: Determination, asOf: IsoDate, other: Determination | null, departure: MemberLeft | null): ReadonlyArray<Section> => {
  const succession = d._tag !== 'noSuccession'
  const trigger = section('subsumtion.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), [triggerParagraph(ix, lang, d, departure)])
  if (!succession) {
    const readings = readingParagraphs(ix, lang, d, asOf, other)
    return readings.length === 0 ? [trigger] : [trigger, section('subsumtion.readings', pick(lang, 'Streitige Auslegung', 'Disputed readings [Auslegung]'), readings)]
  }
  const intro = rankingIntro(ix, lang, d)
  const order = listOrderParagraph(ix, lang, d)
  const blocked = blockedParagraph(ix, lang, d)
  const rankingBlocks: Block[] = [intro, ...(d.considered.length === 0 ? [] : [rankingList(ix, lang, d)]), ...(order === null ? [] : [order]), ...(blocked === null ? [] : [blocked])]
  const tie = tieParagraph(ix, lang, d)
  const candidates: Block[] = [...d.considered.map((x) => candidateParagraph(ix, lang, d, x, asOf)), ...(tie === null ? [] : [tie]), ...otherDisregarded(ix, lang, d)]
  const vacant = d._tag === 'vacant' ? [exhaustedParagraph(lang, d)] : []
  const readings = readingParagraphs(ix, lang, d, asOf, other)
  return [
    trigger,
    section('subsumtion.ranking', pick(lang, 'Rangfolge', 'Ranking [Rangfolge]'), rankingBlocks),
    ...(candidates.length + vacant.length === 0
      ? []
      : [section('subsumtion.candidates', pick(lang, 'Prüfung der Bewerber', 'The candidates examined'), [...candidates, ...vacant])]),
    ...(readings.length === 0 ? [] : [section('subsumtion.readings', pick(lang, 'Streitige Auslegung', 'Disputed readings [Auslegung]'), readings)]),
  ]
}

const nonNull = <A>(a: A | null): ReadonlyArray<A> => (a === null ? [] : [a])

/** The Ergebnis paragraphs of one vacancy. @category texts @since 0.2.0 */
export const resultBlocks = (ix: CaseIndex, lang: Lang, d: Determination): ReadonlyArray<Paragraph> => [
  resultParagraph(ix, lang, d),
  ...(d._tag === 'vacant' ? nonNull(ceasedParagraph(lang, ix.case.body.kind, d.ceased, d.memberCount.after)) : []),
]

/**
 * The legal opinion on the vacancy the case asks about.
 *
 * @category texts @since 0.2.0
 */
export const determinationOpinion = (input: OpinionInput): TextDocument => {
  const { lang, determination: d } = input
  const ix = indexCase(input.case)
  const asOf = input.case.query.asOf
  const departure = departureOf(ix, d.vacancy, asOf)
  const p = input.procedure
  const procedure = procedureBlocks(
    {
      ix,
      vacancy: d.vacancy,
      departureIndex: departure?.index ?? null,
      asOf,
      trace: p?.trace ?? [],
      findings: p?.findings ?? new Map(),
      // Stryker disable next-line BooleanLiteral: without the facts of the procedure the trace is empty, and only a recorded determination of the trace reads `audited`
      audited: p?.audited ?? false,
      state: p?.state ?? null,
      lawful: d,
    },
    lang,
  )
  const succession = d._tag !== 'noSuccession'
  return {
    kind: 'opinion',
    lang,
    title: pick(lang, `Gutachten: Nachfolge für den Sitz von ${label(ix, lang, d.vacancy)}`, `Legal opinion [Gutachten]: succession to the seat of ${label(ix, lang, d.vacancy)}`),
    subtitle: `${input.case.body.name} · ${unlisted(ix, d.list) ? pick(lang, 'Mehrheitswahl', 'majority election') : `${pick(lang, 'Wahlvorschlag', 'list')} ${listName(ix, lang, d.list)}`} · ${pick(lang, 'Stichtag', 'decision date [Stichtag]')} ${formatDate(lang, asOf)}`,
    sections: [
      section('sachverhalt', pick(lang, 'Sachverhalt (Auszug aus der Akte)', 'Facts [Sachverhalt] (from the file)'), [factsList(ix, lang, asOf)]),
      section('obersatz', pick(lang, 'Obersatz', 'Main proposition [Obersatz]'), [obersatz(ix, lang, d)]),
      requirements(lang, departure?.cause ?? 'statusNotAcquired', ix.case.body.electionMode, succession),
      section('subsumtion', pick(lang, 'Subsumtion', 'Application to the facts [Subsumtion]'), [], vacancySections(ix, lang, d, asOf, input.otherReading, departure)),
      section('verfahren', pick(lang, 'Verfahren (§ 34 Abs. 3 bis 6 KWG)', 'Procedure [Verfahren] (§ 34 Abs. 3 to 6 KWG)'), procedure),
      section('ergebnis', pick(lang, 'Ergebnis', 'Result [Ergebnis]'), resultBlocks(ix, lang, d)),
    ],
  }
}
