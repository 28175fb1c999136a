/**
 * The facts of a case as prose: an index of the candidates, how a person is
 * named ("Emil Engel (655 Stimmen)": the name and the votes, never the
 * internal id of the file), and one sentence per event, in
 * German or English (with the German terms in brackets).
 *
 * @example
 * import { indexCase, narrateEvent } from './facts.js'
 * const ix = indexCase(theCase)
 * narrateEvent(ix, 'de', theCase.events[0]) // 'Bernd Bauer (820 Stimmen) erklärt dem Wahlleiter schriftlich …'
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate, ListId } from '../domain/brand.js'
import type { Candidate, Case, ElectionList } from '../domain/case.js'
import type { Addressee, CaseEvent, Decision, DepartureCause, MemberLeft, Objection, ObjectionForm } from '../domain/events.js'
import { eventsInOrder } from '../domain/order.js'
import type { Lang } from './document.js'
import { type BodyNoun, bodyNoun, enumerate, formatDate, formatNumber, pick, quoted } from './words.js'

/** A candidate with the list that named them. @category model @since 0.2.0 */
export interface Named {
  readonly candidate: Candidate
  readonly list: ElectionList
}

/** A case prepared for the texts. @category model @since 0.2.0 */
export interface CaseIndex {
  readonly case: Case
  readonly candidates: ReadonlyMap<CandidateId, Named>
  readonly lists: ReadonlyMap<ListId, ElectionList>
  /** every event by its index in the input */
  readonly byIndex: ReadonlyMap<number, CaseEvent>
  /** every event in application order (date, then input order) */
  readonly ordered: ReadonlyArray<CaseEvent>
  /** the events about a candidate (candidate events, and a member's own departures), in application order */
  readonly factsOf: (id: CandidateId) => ReadonlyArray<CaseEvent>
}

/** Whether the list is no admitted list: a majority election without one has no Wahlvorschlag to name. @category model @since 0.3.0 */
export const unlisted = (ix: CaseIndex, list: ListId): boolean => ix.lists.get(list)?.group === null

/** „desselben Wahlvorschlags“ / "of the same list" (German, English) after a seat, or nothing where no list was admitted. @category texts @since 0.3.0 */
export const sameListWords = (listed: boolean): readonly [string, string] => (listed ? [' desselben Wahlvorschlags', ' of the same list'] : ['', ''])

/** Index a case once (linear in its size). @category constructors @since 0.2.0 */
export const indexCase = (c: Case): CaseIndex => {
  const candidates = new Map<CandidateId, Named>()
  const lists = new Map<ListId, ElectionList>()
  for (const list of c.lists) {
    lists.set(list.id, list)
    for (const candidate of list.candidates) candidates.set(candidate.id, { candidate, list })
  }
  const ordered = eventsInOrder(c.events)
  const facts = new Map<CandidateId, CaseEvent[]>()
  for (const e of ordered) {
    const who = 'candidate' in e ? e.candidate : e._tag === 'memberLeft' ? e.member : null
    if (who === null) continue
    const own = facts.get(who)
    if (own === undefined) facts.set(who, [e])
    else own.push(e)
  }
  const none: ReadonlyArray<CaseEvent> = []
  return { case: c, candidates, lists, byIndex: new Map(c.events.map((e) => [e.index, e])), ordered, factsOf: (id) => facts.get(id) ?? none }
}

/** The name of a person, or the id when the case does not know it. @category texts @since 0.2.0 */
export const nameOf = (ix: CaseIndex, id: CandidateId): string => ix.candidates.get(id)?.candidate.name ?? id

/**
 * "Emil Engel (655 Stimmen)" / "Emil Engel (655 votes)": the name and the
 * votes; the id of the file (SPD-4) is an internal label and stays out of the
 * prose (issue 19 P5). @category texts @since 0.2.0
 */
export const label = (ix: CaseIndex, lang: Lang, id: CandidateId): string => {
  const k = ix.candidates.get(id)
  if (k === undefined) return id
  return `${k.candidate.name} (${formatNumber(lang, k.candidate.votes)} ${pick(lang, 'Stimmen', 'votes')})`
}

/** The name of the candidate a pending decision waits for ('' when none). @category texts @since 0.2.0 */
export const awaitingName = (ix: CaseIndex, awaiting: { readonly candidate: CandidateId } | null): string =>
  awaiting === null ? '' : nameOf(ix, awaiting.candidate)

/** "Platz 4" / "position 4". @category texts @since 0.2.0 */
export const positionOf = (ix: CaseIndex, lang: Lang, id: CandidateId): string => {
  const k = ix.candidates.get(id)
  return k === undefined ? '' : `${pick(lang, 'Platz', 'position')} ${k.candidate.position}`
}

/**
 * A departure told in the perfect tense, with its date ("hat am 15. August
 * 2023 schriftlich gegenüber dem Wahlleiter den Verzicht auf den Sitz
 * erklärt").
 *
 * @category texts @since 0.2.0
 */
export const departedPhrase = (ix: CaseIndex, lang: Lang, e: MemberLeft): string => {
  const d = formatDate(lang, e.date)
  const judgment = e.finalJudgment ? pick(lang, '; der Grund ist durch rechtskräftiges Urteil festgestellt', '; a final judgment establishes the ground') : ''
  switch (e.cause) {
    case 'death':
      return pick(lang, `ist am ${d} verstorben`, `died on ${d}`)
    case 'statusNotAcquired':
      return pick(
        lang,
        `hat die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen und ist deshalb am ${d} ausgeschieden; die Rechtsstellung gilt als nicht erworben`,
        `did not prove the removal of an incompatibility in time and therefore left on ${d}; the status counts as not acquired`,
      )
    case 'seatWaiver': {
      const w = e.waiver ?? { written: true, to: 'returningOfficer' as const }
      const eff = e.effective === null ? '' : pick(lang, ` mit Wirkung zum ${formatDate(lang, e.effective)}`, ` with effect from ${formatDate(lang, e.effective)}`)
      return pick(
        lang,
        `hat am ${d} ${writtenWord(lang, w.written)} gegenüber ${addressee(lang, w.to, ix.candidates.get(e.member)?.list)} den Verzicht auf den Sitz${eff} erklärt`,
        `declared on ${d} ${writtenWord(lang, w.written)} to ${addressee(lang, w.to, ix.candidates.get(e.member)?.list)} the waiver of the seat [Verzicht auf den Sitz]${eff}`,
      )
    }
    case 'eligibilityLost':
      return pick(lang, `hat am ${d} die Wählbarkeit verloren${judgment}`, `lost eligibility [Wählbarkeit] on ${d}${judgment}`)
    case 'officeCapacityLost':
      return pick(lang, `hat am ${d} die Amtsfähigkeit verloren${judgment}`, `lost the capacity to hold public office [Amtsfähigkeit] on ${d}${judgment}`)
    case 'incompatibility':
      return pick(lang, `ist seit dem ${d} von einem Hinderungsgrund betroffen und verliert deshalb den Sitz${judgment}`, `is subject to an incompatibility [Hinderungsgrund] since ${d} and therefore loses the seat${judgment}`)
    case 'reviewDecision':
      return pick(
        lang,
        `hat den Sitz durch die am ${d} rechtskräftig gewordene Entscheidung im Wahlprüfungsverfahren verloren`,
        `lost the seat by the decision in review proceedings that became final on ${d}`,
      )
    case 'merger':
      return pick(
        lang,
        `ist am ${d} ausgeschieden, weil die Gemeinde durch Vereinbarung eingegliedert wurde und die Vertreterin oder der Vertreter der aufnehmenden Vertretungskörperschaft nicht angehört`,
        `left on ${d} because the municipality was incorporated into another by agreement, and does not belong to the receiving body`,
      )
  }
}

/** The list, named: „SPD“ / “SPD”. @category texts @since 0.2.0 */
export const listName = (ix: CaseIndex, lang: Lang, id: ListId): string => quoted(lang, ix.lists.get(id)?.name ?? id)

/** "der Partei" / "der Wählergruppe" of a list, in the dative. @category texts @since 0.2.0 */
export const groupDative = (lang: Lang, list: ElectionList | undefined): string =>
  list?.group === 'voterGroup' ? pick(lang, 'der Wählergruppe', 'the voter group [Wählergruppe]') : pick(lang, 'der Partei', 'the party [Partei]')

const ADDRESSEE_DE: Readonly<Record<Addressee, string>> = {
  returningOfficer: 'dem Wahlleiter',
  party: 'der Partei oder Wählergruppe',
  body: 'der Vertretungskörperschaft',
  other: 'einem Dritten',
}
const ADDRESSEE_EN: Readonly<Record<Addressee, string>> = {
  returningOfficer: 'the returning officer [Wahlleiter]',
  party: 'the party or voter group',
  body: 'the representative body [Vertretungskörperschaft]',
  other: 'a third person',
}

/** To whom a declaration was made (dative); "the party" is the list's party or voter group when the list is known. @category texts @since 0.2.0 */
export const addressee = (lang: Lang, to: Addressee, list?: ElectionList): string =>
  to === 'party' && list !== undefined && list.group !== null ? groupDative(lang, list) : lang === 'de' ? ADDRESSEE_DE[to] : ADDRESSEE_EN[to]

/** "schriftlich" / "mündlich". @category texts @since 0.2.0 */
export const writtenWord = (lang: Lang, written: boolean): string =>
  written ? pick(lang, 'schriftlich', 'in writing [schriftlich]') : pick(lang, 'mündlich', 'orally [mündlich]')

const FORM_DE: Readonly<Record<ObjectionForm, string>> = { written: 'schriftlich', onRecord: 'zur Niederschrift', oral: 'mündlich', email: 'per E-Mail' }
const FORM_EN: Readonly<Record<ObjectionForm, string>> = {
  written: 'in writing [schriftlich]',
  onRecord: 'on record [zur Niederschrift]',
  oral: 'orally [mündlich]',
  email: 'by e-mail',
}

/** The form of an objection. @category texts @since 0.2.0 */
export const objectionForm = (lang: Lang, form: ObjectionForm): string => (lang === 'de' ? FORM_DE[form] : FORM_EN[form])

const CAUSE_DE: Readonly<Record<DepartureCause, string>> = {
  death: 'stirbt',
  statusNotAcquired: 'verliert die Rechtsstellung als Vertreter: sie gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde',
  seatWaiver: 'verzichtet auf den Sitz',
  eligibilityLost: 'verliert die Wählbarkeit',
  officeCapacityLost: 'verliert die Amtsfähigkeit',
  incompatibility: 'verliert den Sitz wegen eines Hinderungsgrundes (Unvereinbarkeit von Amt und Mandat)',
  reviewDecision: 'verliert den Sitz durch eine rechtskräftige Entscheidung im Wahlprüfungsverfahren',
  merger: 'scheidet aus, weil die Gemeinde durch Vereinbarung eingegliedert wird und die Vertreterin oder der Vertreter der aufnehmenden Vertretungskörperschaft nicht angehört',
}
const CAUSE_EN: Readonly<Record<DepartureCause, string>> = {
  death: 'dies',
  statusNotAcquired: 'loses the status of a representative: it counts as never acquired [gilt als nicht erworben], because the removal of an incompatibility was not proven in time',
  seatWaiver: 'waives the seat [Verzicht auf den Sitz]',
  eligibilityLost: 'loses eligibility [Wählbarkeit]',
  officeCapacityLost: 'loses the capacity to hold public office [Amtsfähigkeit]',
  incompatibility: 'loses the seat because of an incompatibility [Hinderungsgrund]',
  reviewDecision: 'loses the seat by a final decision in review proceedings [Wahlprüfungsverfahren]',
  merger: 'leaves because the municipality is incorporated into another by agreement and the member does not belong to the receiving body [Eingemeindung]',
}

/** What a departure is (a verb phrase after the member's name). @category texts @since 0.2.0 */
export const causePhrase = (lang: Lang, e: MemberLeft): string => {
  const base = lang === 'de' ? CAUSE_DE[e.cause] : CAUSE_EN[e.cause]
  const waiver =
    e.waiver === null
      ? ''
      : lang === 'de'
        ? ` (${writtenWord(lang, e.waiver.written)} gegenüber ${addressee(lang, e.waiver.to)})`
        : ` (${writtenWord(lang, e.waiver.written)}, to ${addressee(lang, e.waiver.to)})`
  const effective = e.effective === null ? '' : pick(lang, `, mit Wirkung zum ${formatDate(lang, e.effective)}`, `, with effect from ${formatDate(lang, e.effective)}`)
  const judgment = e.finalJudgment ? pick(lang, '; der Grund ist durch rechtskräftiges Urteil festgestellt', '; the ground is established by a final court judgment') : ''
  const synthetic = e.synthetic ? pick(lang, ' (vom Programm aus dem Fristablauf abgeleitet)', ' (derived by the program from the expired period)') : ''
  return `${base}${waiver}${effective}${judgment}${synthetic}`
}

const GROUND_LOST_DE = { eligibility: 'verliert die Wählbarkeit', officeCapacity: 'verliert die Amtsfähigkeit', incompatibility: 'ist von einem Hinderungsgrund betroffen (Unvereinbarkeit von Amt und Mandat)' } as const
const GROUND_LOST_EN = {
  eligibility: 'loses eligibility [Wählbarkeit]',
  officeCapacity: 'loses the capacity to hold public office [Amtsfähigkeit]',
  incompatibility: 'becomes subject to an incompatibility [Hinderungsgrund]',
} as const
const GROUND_ENDED_DE = { eligibility: 'ist wieder wählbar', officeCapacity: 'hat die Amtsfähigkeit wiedererlangt', incompatibility: 'ist nicht mehr von dem Hinderungsgrund betroffen' } as const
const GROUND_ENDED_EN = {
  eligibility: 'is eligible again [wieder wählbar]',
  officeCapacity: 'has regained the capacity to hold public office',
  incompatibility: 'is no longer subject to the incompatibility',
} as const

const outcomeWords = (ix: CaseIndex, lang: Lang, outcome: string | null, successor: CandidateId | null): string => {
  if (outcome === 'successor' && successor !== null) return pick(lang, `${label(ix, lang, successor)} rückt nach`, `${label(ix, lang, successor)} succeeds`)
  if (outcome === 'vacant') return pick(lang, 'der Sitz bleibt unbesetzt', 'the seat stays empty')
  if (outcome === 'noSuccession') return pick(lang, 'niemand rückt nach', 'no one succeeds')
  return pick(lang, 'ohne Angabe', 'unspecified')
}

/** The result a recorded determination or decision names. @category texts @since 0.2.0 */
export const recordedOutcome = outcomeWords

/** What a narrator of one event knows. */
interface Narration {
  readonly ix: CaseIndex
  readonly lang: Lang
  readonly body: BodyNoun
  /** a person with id and votes */
  readonly who: (id: CandidateId) => string
}

type Narrator<E extends CaseEvent> = (n: Narration, e: E) => string

const objectionSentence: Narrator<Objection> = ({ lang, who }, e) => {
  const against =
    e.against === 'determination'
      ? pick(lang, 'gegen die Feststellung über den Sitz', 'against the determination')
      : pick(lang, 'gegen die Untätigkeit des Wahlleiters hinsichtlich des Sitzes', "against the returning officer's inaction [Untätigkeit]")
  const reasoned =
    e.reasonedOn === null
      ? pick(lang, 'ohne Begründung', 'without reasons')
      : pick(lang, `begründet am ${formatDate(lang, e.reasonedOn)}`, `reasoned on ${formatDate(lang, e.reasonedOn)}`)
  const support = e.ownRights
    ? pick(lang, 'wegen Verletzung eigener Rechte', 'claiming a violation of own rights')
    : pick(lang, `unterstützt von ${formatNumber(lang, e.supporters)} Wahlberechtigten`, `supported by ${formatNumber(lang, e.supporters)} persons entitled to vote`)
  return pick(
    lang,
    `Einspruch ${against} von ${who(e.vacancy)}, ${objectionForm(lang, e.form)} eingelegt, ${reasoned}, ${support}.`,
    `Objection [Einspruch] ${against} for the seat of ${who(e.vacancy)}, lodged ${objectionForm(lang, e.form)}, ${reasoned}, ${support}.`,
  )
}

const decisionSentence: Narrator<Decision> = ({ ix, lang, body, who }, e) => {
  const by = e._tag === 'bodyDecision' ? pick(lang, capital(body.nom), capital(body.en)) : pick(lang, 'Das Verwaltungsgericht', 'The administrative court [Verwaltungsgericht]')
  const what =
    e.decision === 'confirm'
      ? pick(lang, 'bestätigt die Feststellung', 'confirms the determination [bestätigt]')
      : e.decision === 'annul'
        ? pick(lang, 'hebt die Feststellung auf', 'annuls the determination [hebt auf]')
        : pick(lang, `ändert die Feststellung ab: ${outcomeWords(ix, lang, e.outcome, e.successor)}`, `modifies the determination [ändert ab]: ${outcomeWords(ix, lang, e.outcome, e.successor)}`)
  // the court decides on the body's decision (P7)
  const court =
    e.decision === 'confirm'
      ? pick(lang, `bestätigt den Beschluss ${body.gen}`, `confirms the resolution of ${body.en} [bestätigt]`)
      : e.decision === 'annul'
        ? pick(lang, `hebt den Beschluss ${body.gen} auf; die Feststellung des Wahlleiters gilt wieder`, `annuls the resolution of ${body.en} [hebt auf]; the returning officer's determination applies again`)
        : pick(lang, `ändert den Beschluss ${body.gen} ab: ${outcomeWords(ix, lang, e.outcome, e.successor)}`, `modifies the resolution of ${body.en} [ändert ab]: ${outcomeWords(ix, lang, e.outcome, e.successor)}`)
  const served = e.servedOn === null ? '' : pick(lang, ` Der Beschluss wird am ${formatDate(lang, e.servedOn)} zugestellt.`, ` The resolution is served on ${formatDate(lang, e.servedOn)}.`)
  return e._tag === 'courtDecision'
    ? pick(lang, `${by} ${court} (Sitz von ${who(e.vacancy)}).`, `${by} ${court} (seat of ${who(e.vacancy)}).`)
    : pick(lang, `${by} ${what} (Sitz von ${who(e.vacancy)}).${served}`, `${by} ${what} (seat of ${who(e.vacancy)}).${served}`)
}

/** One narrator per kind of event. */
const NARRATORS: { readonly [K in CaseEvent['_tag']]: Narrator<Extract<CaseEvent, { _tag: K }>> } = {
  memberLeft: ({ lang, who }, e) => `${who(e.member)} ${causePhrase(lang, e)}.`,
  candidateLeftGroup: ({ ix, lang, who }, e) => {
    const list = ix.candidates.get(e.candidate)?.list
    // the decoder rejects an unknown candidate (unknownReference): `?? ''` only satisfies the type
    // Stryker disable next-line StringLiteral: unreachable fallback
    const name = list?.name ?? ''
    return pick(lang, `${who(e.candidate)} tritt aus ${groupDative(lang, list)} ${quoted(lang, name)} aus.`, `${who(e.candidate)} leaves ${groupDative(lang, list)} ${quoted(lang, name)}.`)
  },
  candidateJoinedGroup: ({ ix, lang, who }, e) => {
    const list = ix.candidates.get(e.candidate)?.list
    // Stryker disable next-line StringLiteral: unreachable fallback (the decoder rejects an unknown candidate)
    const name = list?.name ?? ''
    return pick(lang, `${who(e.candidate)} tritt ${groupDative(lang, list)} ${quoted(lang, name)} bei.`, `${who(e.candidate)} joins ${groupDative(lang, list)} ${quoted(lang, name)}.`)
  },
  candidateWaived: ({ ix, lang, who }, e) =>
    pick(
      lang,
      `${who(e.candidate)} erklärt ${writtenWord(lang, e.written)} gegenüber ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)} den Verzicht auf die Anwartschaft.`,
      `${who(e.candidate)} declares ${writtenWord(lang, e.written)} to ${addressee(lang, e.to, ix.candidates.get(e.candidate)?.list)} a waiver of the expectancy [Verzicht auf die Anwartschaft].`,
    ),
  candidateWaiverRevoked: ({ lang, who }, e) => pick(lang, `${who(e.candidate)} widerruft den Verzicht auf die Anwartschaft.`, `${who(e.candidate)} tries to revoke the waiver [Widerruf].`),
  candidateDied: ({ lang, who }, e) => pick(lang, `${who(e.candidate)} stirbt.`, `${who(e.candidate)} dies.`),
  candidateGroundArose: ({ lang, who }, e) => `${who(e.candidate)} ${lang === 'de' ? GROUND_LOST_DE[e.ground] : GROUND_LOST_EN[e.ground]}.`,
  candidateGroundEnded: ({ lang, who }, e) => `${who(e.candidate)} ${lang === 'de' ? GROUND_ENDED_DE[e.ground] : GROUND_ENDED_EN[e.ground]}.`,
  incompatibilityNotified: ({ lang, who }, e) =>
    pick(
      lang,
      `${who(e.candidate)} wird die Mitteilung zugestellt, dass die Beseitigung des Hinderungsgrundes binnen einer Woche nachzuweisen ist.`,
      `${who(e.candidate)} is served notice [Zustellung der Mitteilung] that the removal of the incompatibility must be proven within one week.`,
    ),
  incompatibilityProven: ({ lang, who }, e) =>
    pick(
      lang,
      `Der Nachweis, dass der Hinderungsgrund bei ${who(e.candidate)} beseitigt ist, geht beim Wahlleiter ein.`,
      `The proof that the incompatibility of ${who(e.candidate)} has ended [Nachweis der Beseitigung] reaches the returning officer.`,
    ),
  lotDrawn: ({ lang, who }, e) =>
    pick(
      lang,
      `Der Wahlleiter zieht für den Sitz von ${who(e.vacancy)} das Los zwischen ${enumerate(lang, e.among.map(who))}; gezogen wird ${who(e.winner)}.`,
      `The returning officer draws the lot [Los] for the seat of ${who(e.vacancy)} among ${enumerate(lang, e.among.map(who))}; ${who(e.winner)} is drawn.`,
    ),
  determination: ({ ix, lang, body, who }, e) =>
    pick(
      lang,
      `${e.by === 'body' ? `${capital(body.nom)} stellt anstelle des untätigen Wahlleiters` : 'Der Wahlleiter stellt'} für den Sitz von ${who(e.vacancy)} fest: ${outcomeWords(ix, lang, e.outcome, e.successor)}.`,
      `${e.by === 'body' ? `${capital(body.en)}, in place of the inactive returning officer, determines` : 'The returning officer determines [Feststellung]'} for the seat of ${who(e.vacancy)}: ${outcomeWords(ix, lang, e.outcome, e.successor)}.`,
    ),
  announcement: ({ lang, who }, e) =>
    pick(lang, `Die Feststellung über den Sitz von ${who(e.vacancy)} wird öffentlich bekannt gemacht.`, `The determination for the seat of ${who(e.vacancy)} is publicly announced [Bekanntmachung].`),
  objection: objectionSentence,
  bodyDecision: decisionSentence,
  courtDecision: decisionSentence,
  action: ({ lang, body, who }, e) =>
    pick(
      lang,
      `Gegen den Beschluss ${body.gen} über den Sitz von ${who(e.vacancy)} wird Klage beim Verwaltungsgericht erhoben.`,
      `An action [Klage] against the resolution of ${body.en} on the seat of ${who(e.vacancy)} is brought before the administrative court.`,
    ),
  final: ({ lang, who }, e) =>
    pick(lang, `Die Entscheidung im Wahlprüfungsverfahren über den Sitz von ${who(e.vacancy)} wird rechtskräftig.`, `The decision in the review proceedings for the seat of ${who(e.vacancy)} becomes final [rechtskräftig].`),
}

/** One event as a sentence (without its date). @category texts @since 0.1.0 */
export const narrateEvent = (ix: CaseIndex, lang: Lang, e: CaseEvent): string => {
  const narrator = NARRATORS[e._tag] as Narrator<CaseEvent>
  return narrator({ ix, lang, body: bodyNoun(ix.case.body.kind), who: (id) => label(ix, lang, id) }, e)
}

/** "15. August 2023: …". @category texts @since 0.2.0 */
export const datedFact = (ix: CaseIndex, lang: Lang, e: CaseEvent): string => `${formatDate(lang, e.date)}: ${narrateEvent(ix, lang, e)}`

/** The first letter in upper case. @category texts @since 0.2.0 */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** The events dated on or before a date, in application order. @category combinators @since 0.2.0 */
export const upTo = (events: ReadonlyArray<CaseEvent>, asOf: IsoDate): ReadonlyArray<CaseEvent> => events.filter((e) => e.date <= asOf)
