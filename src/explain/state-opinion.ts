/**
 * The legal opinion on the state of a body on a date: for every vacancy the
 * trigger, the lawful determination (as of the day it was recorded, or as
 * due on the query date) with the walk over the ranking, the procedure of
 * § 34 Abs. 3–6 KWG with the objections and reviews, and an interim result;
 * then the legal member count, the members, pending proofs and rejected
 * events.
 *
 * @example
 * import { stateOpinion } from './state-opinion.js'
 * stateOpinion({ case: c, state: s, lang: 'de', findings: new Map(), audited: true, lawful: [] })
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Determination } from '../domain/determination.js'
import { type CaseError, eventIndexOf } from '../domain/error.js'
import type { CaseEvent, DepartureCause, Ground, MemberLeft } from '../domain/events.js'
import { isEffectiveWaiver } from '../rules/waiver.js'
import { ownDeterminationActionEnd } from '../rules/periods.js'
import type { NormId } from '../domain/norms.js'
import type { Finding } from '../replay/audit.js'
import type { BodyState, VacancyState } from '../replay/state.js'
import { factsList } from './considered.js'
import { exclusionDefinitions, exhaustionDefinition, rankingDefinition, triggerDefinition } from './definitions.js'
import { type Block, type Lang, type Paragraph, para, plain, type Section, section, type TextDocument } from './document.js'
import { type CaseIndex, departedPhrase, indexCase, label, nameOf, recordedOutcome } from './facts.js'
import { membersList } from './notice.js'
import { ceasedParagraph, vacancySections } from './opinion.js'
import { procedureBlocks } from './steps.js'
import { bodyNoun, formatDate, pick } from './words.js'

/** The lawful determination of one vacancy, with the case it was decided on and the date. @category model @since 0.2.0 */
export interface Lawful {
  readonly determination: Determination
  /** the case as decided (events up to the recorded determination) */
  readonly case: Case
  readonly asOf: IsoDate
  /** decided as of the day of a recorded determination (true) or as due on the query date (false) */
  readonly atRecord: boolean
}

/** @category model @since 0.2.0 */
export interface StateOpinionInput {
  readonly case: Case
  readonly state: BodyState
  readonly lang: Lang
  readonly findings: ReadonlyMap<number, Finding>
  readonly audited: boolean
  /** aligned with `state.vacancies`; null where it could not be decided */
  readonly lawful: ReadonlyArray<Lawful | null>
}

const departureOfVacancy = (ix: CaseIndex, v: VacancyState): MemberLeft | null => {
  if (v.event === null) return null
  const e = ix.byIndex.get(v.event)
  return e !== undefined && e._tag === 'memberLeft' ? e : null
}

type Cite = (id: NormId) => string

/** Why the departed member still holds the seat on the decision date (§ 33 Abs. 2 and 3 KWG). */
const stillHolds = (ix: CaseIndex, lang: Lang, v: VacancyState, departure: MemberLeft | null, c: Cite): string => {
  const name = nameOf(ix, v.vacancy)
  if (v.cause === 'seatWaiver')
    return departure !== null && departure.waiver !== null && !isEffectiveWaiver(departure.waiver)
      ? pick(
          lang,
          ` Am Stichtag hat ${name} den Sitz inne: Ein nicht schriftlich gegenüber dem Wahlleiter erklärter Verzicht ist unwirksam (${c('kwg33.2')}).`,
          ` On the decision date ${name} holds the seat: a waiver not declared in writing to the returning officer has no effect (${c('kwg33.2')}).`,
        )
      : v.leftOn === null
        ? pick(
            lang,
            ` Am Stichtag hat ${name} den Sitz noch inne: Der Verzicht wirkt erst mit der Feststellung des Wahlleiters (${c('kwg33.3')}).`,
            ` On the decision date ${name} still holds the seat: the waiver takes effect only with the returning officer's determination (${c('kwg33.3')}).`,
          )
        : pick(
            lang,
            ` Am Stichtag hat ${name} den Sitz noch inne: Der Verzicht ist mit Wirkung zum ${formatDate(lang, v.leftOn)} erklärt; erst dann scheidet ${name} aus (${c('kwg33.3')}).`,
            ` On the decision date ${name} still holds the seat: the waiver was declared with effect from ${formatDate(lang, v.leftOn)}; only then does ${name} leave (${c('kwg33.3')}).`,
          )
  return departure?.finalJudgment === true
    ? pick(
        lang,
        ` Am Stichtag hat ${name} den Sitz noch inne: Da der Grund durch rechtskräftiges Urteil festgestellt ist, tritt das Ausscheiden mit der Feststellung des Wahlleiters ein (${c('kwg33.3')}).`,
        ` On the decision date ${name} still holds the seat: as a final judgment establishes the ground, leaving takes effect with the returning officer's determination (${c('kwg33.3')}).`,
      )
    : pick(
        lang,
        ` Am Stichtag hat ${name} den Sitz noch inne: Das Ausscheiden tritt erst ein, wenn die Feststellung des Wahlleiters nicht mehr angefochten werden kann (${c('kwg33.3')}).`,
        ` On the decision date ${name} still holds the seat: leaving takes effect only when the returning officer's determination can no longer be challenged (${c('kwg33.3')}).`,
      )
}

/** Who holds the seat on the decision date: still the member, the successor due, or the one determined. */
const holderText = (ix: CaseIndex, lang: Lang, s: BodyState, v: VacancyState, departure: MemberLeft | null, c: Cite): string => {
  const holder = s.seats.flatMap((seat) => (seat.tenures.some((t) => t.member === v.vacancy) ? seat.tenures.filter((t) => t.to === null) : []))[0]
  if (holder === undefined) return ''
  if (holder.member === v.vacancy) return stillHolds(ix, lang, v, departure, c)
  return holder.basis === 'due'
    ? pick(
        lang,
        ` Am Stichtag steht der Sitz seit dem ${formatDate(lang, holder.from)} ${label(ix, lang, holder.member)} zu; die Rechtsstellung wird erst mit der Feststellung erworben (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
        ` On the decision date the seat has been due to ${label(ix, lang, holder.member)} since ${formatDate(lang, holder.from)}; the status is acquired only with the determination (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
      )
    : pick(
        lang,
        ` Am Stichtag hat ${label(ix, lang, holder.member)} den Sitz inne (seit dem ${formatDate(lang, holder.from)}).`,
        ` On the decision date ${label(ix, lang, holder.member)} holds the seat (since ${formatDate(lang, holder.from)}).`,
      )
}

/**
 * The source of a determination a final review changed: the body's resolution — unanfechtbar once the month of
 * § 27 KWG passed, or confirmed by the court's judgment — or the court's judgment, rechtskräftig.
 */
const changedSource = (lang: Lang, by: string, r: NonNullable<VacancyState['review']>, final: IsoDate): string => {
  if (r.by === 'body')
    return pick(lang, `in der Fassung des Beschlusses ${by} vom ${formatDate(lang, r.date)}, unanfechtbar seit dem ${formatDate(lang, final)}`, `as modified by the resolution ${by} of ${formatDate(lang, r.date)}, unchallengeable since ${formatDate(lang, final)},`)
  if (r.effect.by === 'body')
    return pick(lang, `in der Fassung des Beschlusses ${by}, bestätigt durch Urteil des Verwaltungsgerichts vom ${formatDate(lang, r.date)}, rechtskräftig seit dem ${formatDate(lang, final)}`, `as modified by the resolution ${by}, confirmed by the judgment of the administrative court of ${formatDate(lang, r.date)}, final since ${formatDate(lang, final)},`)
  return pick(lang, `in der Fassung des Urteils ${by} vom ${formatDate(lang, r.date)}, rechtskräftig seit dem ${formatDate(lang, final)}`, `as modified by the judgment ${by} of ${formatDate(lang, r.date)}, final since ${formatDate(lang, final)},`)
}

/** A determination stands — determined, under review, or final (§ 34 Abs. 5 KWG): which, since when, and at what stage. */
const standingResult = (ix: CaseIndex, lang: Lang, v: VacancyState, c: Cite, holds: () => string): string => {
  // determined, under review, final: a determination stands
  const d = v.determination as NonNullable<VacancyState['determination']>
  const what = recordedOutcome(ix, lang, d.outcome, d.successor)
  const by = d.by === 'returningOfficer' ? pick(lang, 'des Wahlleiters', 'of the returning officer') : d.by === 'body' ? pick(lang, `${bodyNoun(ix.case.body.kind).gen}`, `of ${bodyNoun(ix.case.body.kind).en}`) : pick(lang, 'des Verwaltungsgerichts', 'of the administrative court')
  // a determination changed in review stands from the day the change became final (spec/procedure.md, State): the
  // change is what the review did (its effect), which the court's confirmation of the body's modification leaves as
  // the body's
  const r = v.review
  const changed = r !== null && r.effect.decision === 'modify' && r.final !== null
  const source = changed ? changedSource(lang, by, r, r.final) : pick(lang, `${by} vom ${formatDate(lang, d.date)}`, `${by} of ${formatDate(lang, d.date)}`)
  // the sentence the determination in force rests on: a change in review (the body's resolution, the court's
  // judgment), the body's own determination upon inaction, or the returning officer's
  const basis: NormId = changed ? (d.by === 'court' ? 'kwg27' : 'kwg34.4.s2') : d.by === 'body' ? 'kwg34.4.s3' : 'kwg34.3.s1'
  const stage =
    v.status === 'underReview'
      ? pick(lang, ` Das Wahlprüfungsverfahren ist anhängig; bis zur rechtskräftigen Entscheidung bleibt es dabei (${c('kwg34.5')}).`, ` Review proceedings are pending; until a final decision this stands (${c('kwg34.5')}).`)
      : v.status === 'final'
        ? r?.final != null
          ? r.by === 'body'
            ? pick(lang, ` Das Wahlprüfungsverfahren ist seit dem ${formatDate(lang, r.final)} unanfechtbar abgeschlossen.`, ` The review proceedings have ended with a resolution unchallengeable since ${formatDate(lang, r.final)}.`)
            : pick(lang, ` Das Wahlprüfungsverfahren ist seit dem ${formatDate(lang, r.final)} rechtskräftig abgeschlossen.`, ` The review proceedings have ended with a decision final since ${formatDate(lang, r.final)}.`)
          : pick(lang, ' Das Wahlprüfungsverfahren ist rechtskräftig abgeschlossen.', ' The review proceedings have ended with a final decision.')
        : v.beyondObjection && d.by === 'body'
          ? // the body's own determination (§ 34 Abs. 4 Satz 3 KWG): the month of § 27 KWG passed without an action (R10)
            pick(
              lang,
              ` Bis zum Ablauf der Klagefrist am ${formatDate(lang, ownDeterminationActionEnd(d.date))} ist keine Klage erhoben worden; die Feststellung ist unanfechtbar (${c('kwg27')}).`,
              ` No action was brought by the end of the period for an action on ${formatDate(lang, ownDeterminationActionEnd(d.date))}; the determination can no longer be challenged (${c('kwg27')}).`,
            )
        : v.beyondObjection && v.objectionPeriodEnds !== null
          ? pick(
              lang,
              ` Bis zum Ablauf der Einspruchsfrist am ${formatDate(lang, v.objectionPeriodEnds)} ist kein zulässiger Einspruch eingegangen; die Feststellung ist unanfechtbar (${c('kwg25.1')}).`,
              ` No admissible objection arrived by the end of the objection period on ${formatDate(lang, v.objectionPeriodEnds)}; the determination can no longer be challenged (${c('kwg25.1')}).`,
            )
          : ''
  return pick(
    lang,
    `Maßgeblich ist die Feststellung ${source}: ${what} (${c(basis)}).${stage}${holds()}`,
    `The determination ${source} stands: ${what} (${c(basis)}).${stage}${holds()}`,
  )
}

const interim = (ix: CaseIndex, lang: Lang, s: BodyState, v: VacancyState, departure: MemberLeft | null): Paragraph => {
  const holds = (c: Cite): string => holderText(ix, lang, s, v, departure, c)
  return para(
    'vacancy.result',
    (c) => {
      // a recorded determination stands (§ 34 Abs. 5 KWG) and is told as such — also a "no succession" recorded for a
      // departure that triggers succession (a wrong one); after a merger § 33 Abs. 1 Nr. 4 KWG is the ground
      const recorded = v.determination !== null && v.cause !== 'merger'
      // Stryker disable next-line StringLiteral: a label that no case names leads to the default branch, which tells the recorded determination
      switch (recorded ? 'recorded' : v.status) {
        case 'noSuccession': {
          // only two departures are decided "no succession" (src/rules/succession.ts): a merger, to which § 34 does not
          // apply (§ 33 Abs. 1 Nr. 4 KWG), and a seat waiver not written to the returning officer, which has no effect
          // (§ 33 Abs. 2 KWG): it opened no vacancy, and nothing was determined for it (one recorded is rejected: noVacancy)
          const norm = v.cause === 'merger' ? c('kwg33.1.n4') : c('kwg33.2')
          return pick(lang, `Niemand rückt nach (${norm}).${holds(c)}`, `No one succeeds (${norm}).${holds(c)}`)
        }
        case 'open':
          return pick(
            lang,
            `Über den Sitz ist noch nicht zu entscheiden (${v.due?.outcome === 'lotRequired' ? c('kwg34.1a.lot') : c('kwg34.3.s2')})${v.due?.blockedBy == null ? '' : `; die Entscheidung ruht, bis über den Sitz von ${nameOf(ix, v.due.blockedBy)} entschieden ist`}.${holds(c)}`,
            `The seat cannot be decided yet (${v.due?.outcome === 'lotRequired' ? c('kwg34.1a.lot') : c('kwg34.3.s2')})${v.due?.blockedBy == null ? '' : `; it waits until the seat of ${nameOf(ix, v.due.blockedBy)} is decided`}.${holds(c)}`,
          )
        case 'due':
          return pick(
            lang,
            `Eine Feststellung ist noch nicht getroffen; der Wahlleiter hat festzustellen: ${recordedOutcome(ix, lang, v.due?.outcome ?? null, v.due?.successor ?? null)} (${c('kwg34.3.s1')}).${holds(c)}`,
            `No determination has been made yet; the returning officer must determine: ${recordedOutcome(ix, lang, v.due?.outcome ?? null, v.due?.successor ?? null)} (${c('kwg34.3.s1')}).${holds(c)}`,
          )
        default:
          return standingResult(ix, lang, v, c, () => holds(c))
      }
    },
    [v.vacancy],
  )
}

const vacancySection = (input: StateOpinionInput, ix: CaseIndex, v: VacancyState, i: number): Section => {
  const { lang, state } = input
  const lawful = input.lawful[i] ?? null
  const departure = departureOfVacancy(ix, v)
  const walk: ReadonlyArray<Section> =
    lawful === null
      ? [
          section('subsumtion.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), [
            // a departure event tells its own date; one the program derived has none to tell
            plain(
              'trigger',
              departure === null
                ? pick(lang, `${label(ix, lang, v.vacancy)} ist ausgeschieden (${formatDate(lang, v.arose)}).`, `${label(ix, lang, v.vacancy)} has left (${formatDate(lang, v.arose)}).`)
                : `${label(ix, lang, v.vacancy)} ${departedPhrase(ix, lang, departure)}.`,
              [v.vacancy],
            ),
          ]),
        ]
      : [
          ...(lawful.atRecord
            ? [
                section('vacancy.lawful', pick(lang, 'Prüfungszeitpunkt', 'Time of examination'), [
                  para('lawful.intro', (c) =>
                    pick(
                      lang,
                      `Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem ${formatDate(lang, lawful.asOf)} (${c('kwg34.3.s1')}).`,
                      `The determination is examined on the facts and the law on the day it was made, ${formatDate(lang, lawful.asOf)} (${c('kwg34.3.s1')}).`,
                    ),
                  ),
                ]),
              ]
            : []),
          ...vacancySections(indexCase(lawful.case), lang, lawful.determination, lawful.asOf, null, departure),
        ]
  const procedure = procedureBlocks(
    {
      ix,
      vacancy: v.vacancy,
      departureIndex: v.event,
      asOf: state.asOf,
      trace: state.trace,
      findings: input.findings,
      audited: input.audited,
      state: v,
      lawful: v.status === 'noSuccession' ? null : (lawful?.determination ?? null),
    },
    lang,
  )
  return section(
    'vacancy',
    pick(lang, `Sitz von ${label(ix, lang, v.vacancy)}`, `Seat of ${label(ix, lang, v.vacancy)}`),
    [],
    [
      ...walk,
      ...(procedure.length === 0 ? [] : [section('verfahren', pick(lang, 'Verfahren (§ 34 Abs. 3 bis 6 KWG)', 'Procedure [Verfahren] (§ 34 Abs. 3 to 6 KWG)'), procedure)]),
      section('vacancy.result', pick(lang, 'Zwischenergebnis', 'Interim result [Zwischenergebnis]'), [interim(ix, lang, state, v, departure)]),
    ],
  )
}

const REJECTED_HANDLED_IN_PROCEDURE: ReadonlySet<string> = new Set([
  'objectionLate',
  'objectionForm',
  'objectionUnreasoned',
  'objectionSupport',
  'objectionNoInaction',
  'objectionAgainstBody',
  'objectionAgainstJudgment',
  'objectionNotAnnounced',
  'alreadyDetermined',
  'bodyNotCompetent',
  'alreadyCalled',
  'nothingToAnnounce',
  'noObjection',
  'noBodyDecision',
  'noReview',
  'alreadyFinal',
])

/** The person an event is about: the candidate, the departed member, or the member whose seat it concerns. */
const subjectOf = (e: CaseEvent): CandidateId => ('candidate' in e ? e.candidate : e._tag === 'memberLeft' ? e.member : e.vacancy)

/** The ground of § 33 Abs. 1 Nr. 2 KWG an event named (a function, not a table: it is read when the text is made). */
const groundOpen = (lang: Lang, g: Ground): string =>
  g === 'eligibility'
    ? pick(lang, 'Verlust der Wählbarkeit', 'loss of eligibility')
    : g === 'officeCapacity'
      ? pick(lang, 'Verlust der Amtsfähigkeit', 'loss of the capacity to hold public office')
      : pick(lang, 'Hinderungsgrund', 'incompatibility')

/** A departure of someone whose call was changed in review: they count as never called. */
const voidedCall = (lang: Lang, who: string): string =>
  pick(
    lang,
    `${who} gilt als nie berufen: Die Feststellung, die ${who} berufen hat, ist im Wahlprüfungsverfahren rechtskräftig aufgehoben oder geändert worden`,
    `${who} counts as never called: the determination that called ${who} was annulled or modified in review with final effect`,
  )

/**
 * Why an event is refused, for every code that can reach the result (the
 * codes of the procedure are told in the seat's procedure; a decoding error
 * refuses the whole case); null for any other code. German and English say
 * the same.
 */
const refusal = (ix: CaseIndex, lang: Lang, e: CaseError, ev: CaseEvent, c: Cite): string | null => {
  const who = nameOf(ix, subjectOf(ev))
  switch (e.code) {
    case 'memberLeftTwice':
      return pick(lang, `${who} ist bereits zuvor ausgeschieden`, `${who} has already left`)
    case 'notAMember':
      return e.rule === 'kwg34.5'
        ? pick(lang, `${voidedCall(lang, who)}; das Ausscheiden eröffnet keinen Nachfolgefall`, `${voidedCall(lang, who)}; the departure opens no case of succession`)
        : pick(lang, `${who} ist an diesem Tag nicht Vertreter, da weder gewählt noch zuvor als Nachfolger festgestellt`, `${who} is no member on that day, neither elected nor determined as successor before`)
    case 'noVacancy':
      return pick(
        lang,
        `${e.rule === 'kwg34.5' ? voidedCall(lang, who) : `${who} ist nicht ausgeschieden`}; über den Sitz ist kein Verfahren zu führen`,
        `${e.rule === 'kwg34.5' ? voidedCall(lang, who) : `${who} has not left`}; there is no procedure on the seat`,
      )
    case 'cannotLeaveGroup':
      return pick(
        lang,
        `${who} gehörte bei der Aufstellung des Wahlvorschlags keiner Partei oder Wählergruppe an, die ihn eingereicht hat; ein Ausscheiden im Sinne dieser Vorschrift gibt es daher nicht`,
        `${who} was not a member of a party or voter group that submitted the list when it was set up; there is no leaving in the sense of this provision`,
      )
    case 'wrongKind':
      return pick(
        lang,
        `${who} ist an diesem Tag als festgestellter Nachfolger Vertreter; Tod, der Eintritt eines Grundes nach ${c('kwg33.1.n2')} oder ein Verzicht eines Vertreters ist sein Ausscheiden und als solches zu verzeichnen, nicht als Tatsache eines Bewerbers`,
        `${who} is a member on that day, as a successor determined; a member's death, a ground of ${c('kwg33.1.n2')} arising or a waiver is the member's departure and is to be recorded as such, not as a candidate's fact`,
      )
    case 'groundNotOpen': {
      const g = groundOpen(lang, 'ground' in ev ? ev.ground : 'incompatibility')
      return pick(lang, `Für ${who} ist kein fortbestehender ${g} verzeichnet; das Ereignis geht ins Leere`, `No continuing ${g} of ${who} is on record; the event has nothing to act on`)
    }
    default:
      return lotRefusal(lang, e, who, c)
  }
}

/** Why a recorded drawing of the lot is refused (`src/rules/procedure/lot.ts`, `src/rules/majority.ts`). */
const lotRefusal = (lang: Lang, e: CaseError, who: string, c: Cite): string | null => {
  switch (e.code) {
    case 'lotInProportional':
      return pick(
        lang,
        `Bei der Verhältniswahl wird nicht gelost; bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung im Wahlvorschlag (${c('kwg34.1.s1.tie')})`,
        `There is no lot in a proportional election; on equal votes the order of naming on the list decides (${c('kwg34.1.s1.tie')})`,
      )
    case 'lotBeforeVacancy':
      return pick(lang, `Bis zu diesem Tag ist ${who} nicht ausgeschieden; für den Sitz ist kein Los zu ziehen`, `${who} had not left by that day; there is no lot to draw for the seat`)
    case 'lotWinnerNotAmong':
      return pick(lang, 'Der gezogene Bewerber gehört nicht zu denen, unter denen das Los gezogen wurde', 'The candidate drawn is not among those the lot was drawn among')
    case 'lotDrawnTwice':
      return pick(lang, `Für den Sitz von ${who} ist das Los bereits gezogen worden`, `The lot for the seat of ${who} has already been drawn`)
    case 'lotMismatch':
      return pick(
        lang,
        `Das Los ist unter genau den Bewerbern zu ziehen, die für den Sitz von ${who} mit gleicher Stimmenzahl in Betracht kommen; dem entspricht die Ziehung nicht`,
        `The lot is to be drawn among exactly the candidates with equal votes who come into question for the seat of ${who}; the drawing does not match them`,
      )
    default:
      return null
  }
}

const rejectedParagraph = (ix: CaseIndex, lang: Lang, e: CaseError): Paragraph => {
  const i = eventIndexOf(e.path)
  const ev = i === null ? undefined : ix.byIndex.get(i)
  const when = ev === undefined ? '' : pick(lang, ` vom ${formatDate(lang, ev.date)}`, ` of ${formatDate(lang, ev.date)}`)
  // an event of the case is named by its date (the reason names the person), never by its place in the file
  const what = ev === undefined ? ` ${e.path}` : ''
  return para('state.rejected', (c) => {
    const norm = e.rule === null ? '' : ` (${c(e.rule)})`
    if (e.code === 'waiverRevoked' && ev !== undefined && 'candidate' in ev)
      return pick(
        lang,
        `Der Widerruf des Verzichts durch ${nameOf(ix, ev.candidate)}${when} ist ausgeschlossen${norm}: Der Verzicht kann nicht widerrufen werden; der Widerruf bleibt ohne Wirkung.`,
        `The attempt by ${nameOf(ix, ev.candidate)}${when} to revoke the waiver is excluded${norm}: a waiver cannot be revoked; the attempt has no effect.`,
      )
    const reason = ev === undefined ? null : refusal(ix, lang, e, ev, c)
    // the engine's messages are English: a code without a text of its own shows its message as such
    return reason === null
      ? pick(
          lang,
          `Das Ereignis${what}${when} bleibt unberücksichtigt (${e.rule === null ? '' : `${c(e.rule)}; `}Fehlercode ${e.code}, englische Meldung: „${e.message}“).`,
          `The event${what}${when} has no effect (${e.rule === null ? '' : `${c(e.rule)}; `}error code ${e.code}: “${e.message}”).`,
        )
      : pick(lang, `Das Ereignis${what}${when} bleibt unberücksichtigt${norm}: ${reason}.`, `The event${what}${when} has no effect${norm}: ${reason}.`)
  })
}

/** "1 Sitz" / "2 Sitze", with the verb in the same number. */
const seatsDe = (n: number): string => (n === 1 ? '1 Sitz' : `${n} Sitze`)
const isDe = (n: number): string => (n === 1 ? 'ist' : 'sind')
/** "1 seat is" / "2 seats are". */
const seatsEn = (n: number): string => (n === 1 ? '1 seat is' : `${n} seats are`)

const causesOf = (s: BodyState): ReadonlyArray<DepartureCause> => [...new Set(s.vacancies.map((v) => v.cause))]

/**
 * The legal opinion on the state of the body.
 *
 * @category texts @since 0.2.0
 */
/** The Ergebnis of the state: the legal member count, the members, pending proofs, rejected events, the § 82 HGO hint. */
const stateResult = (input: StateOpinionInput, ix: CaseIndex): ReadonlyArray<Block> => {
  const { lang, state: s } = input
  const body = bodyNoun(input.case.body.kind)
  const removed = input.case.body.statutoryMemberCount - s.legalMemberCount
  return [
    para('state.count', (c) => {
      const { occupied, open, unfilled } = s.counts
      return pick(
        lang,
        `Am ${formatDate(lang, s.asOf)} beträgt die gesetzliche Mitgliederzahl ${body.gen} ${s.legalMemberCount}${removed > 0 ? ` (${input.case.body.statutoryMemberCount} zu Beginn der Wahlzeit, vermindert nach ${c('kwg34.1.s2.count')})` : ''}. Davon ${isDe(occupied)} ${seatsDe(occupied)} besetzt, ${seatsDe(open)} ${isDe(open)} offen${unfilled > 0 ? `; ${seatsDe(unfilled)} ${isDe(unfilled)} in der Akte nicht erfasst oder nach ${c('kwg33.1.n4')} entfallen` : ''}.`,
        `The legal member count of ${body.en} on ${formatDate(lang, s.asOf)} is ${s.legalMemberCount}${removed > 0 ? ` (${input.case.body.statutoryMemberCount} at the start of the term, reduced under ${c('kwg34.1.s2.count')})` : ''}. Of these, ${seatsEn(occupied)} occupied and ${seatsEn(open)} open${unfilled > 0 ? `; ${seatsEn(unfilled)} not in the file, or lost under ${c('kwg33.1.n4')}` : ''}.`,
      )
    }),
    plain('state.members.intro', pick(lang, 'Mitglieder am Stichtag:', 'Members on the decision date:')),
    membersList(ix, lang, s.members),
    ...s.pendingProofs.map((p) =>
      para(
        'state.proof',
        (c) =>
          pick(
            lang,
            `${label(ix, lang, p.member)}: Hinderungsgrund, Mitteilung zugestellt am ${formatDate(lang, p.notified)}, Nachweisfrist bis zum Ablauf des ${formatDate(lang, p.due)} (${c('kwg23.2.s2')}) – ${p.status === 'running' ? 'die Frist läuft' : p.status === 'proven' ? 'rechtzeitig nachgewiesen' : `kein rechtzeitiger Nachweis; die Rechtsstellung gilt als nicht erworben (${c('kwg23.2.s3')})`}.`,
            `${label(ix, lang, p.member)}: incompatibility, notice served on ${formatDate(lang, p.notified)}, proof due by the end of ${formatDate(lang, p.due)} (${c('kwg23.2.s2')}) – ${p.status === 'running' ? 'the period is running' : p.status === 'proven' ? 'proven in time' : `no proof in time; the status counts as not acquired (${c('kwg23.2.s3')})`}.`,
          ),
        [p.member],
      ),
    ),
    ...s.rejected.filter((e) => !REJECTED_HANDLED_IN_PROCEDURE.has(e.code)).map((e) => rejectedParagraph(ix, lang, e)),
    ...ceasedOf(lang, input.case.body.kind, s),
  ]
}

/** The body ceased (R8): told as the state has it. */
const ceasedOf = (lang: Lang, kind: Case['body']['kind'], s: BodyState): ReadonlyArray<Paragraph> => {
  const p = ceasedParagraph(lang, kind, s.ceased, null)
  return p === null ? [] : [p]
}

export const stateOpinion = (input: StateOpinionInput): TextDocument => {
  const { lang, state: s } = input
  const ix = indexCase(input.case)
  const body = bodyNoun(input.case.body.kind)
  const causes = causesOf(s)
  const succession = s.vacancies.some((v) => v.cause !== 'merger')
  const result = stateResult(input, ix)
  const requirementsSection = section('voraussetzungen', pick(lang, 'Voraussetzungen', 'Requirements [Voraussetzungen]'), [], [
    section('voraussetzungen.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), [
      ...triggerDefinition(lang, 'death'),
      ...causes.flatMap((cause) => triggerDefinition(lang, cause).slice(2)),
    ]),
    ...(succession
      ? [
          section('voraussetzungen.rank', pick(lang, 'Der nachrückende Bewerber', 'The succeeding candidate [nachrückender Bewerber]'), rankingDefinition(lang, input.case.body.electionMode)),
          section('voraussetzungen.exclusions', pick(lang, 'Ausschlussgründe', 'Grounds for leaving a candidate out [Ausschlussgründe]'), exclusionDefinitions(lang)),
          section('voraussetzungen.vacant', pick(lang, 'Erschöpfter Wahlvorschlag', 'Exhausted list [erschöpfter Wahlvorschlag]'), exhaustionDefinition(lang)),
        ]
      : []),
  ])
  return {
    kind: 'opinion',
    lang,
    title: pick(lang, `Gutachten: Zusammensetzung ${body.gen} am ${formatDate(lang, s.asOf)}`, `Legal opinion [Gutachten]: composition of ${body.en} on ${formatDate(lang, s.asOf)}`),
    subtitle: `${input.case.body.name} · ${pick(lang, 'Stichtag', 'decision date [Stichtag]')} ${formatDate(lang, s.asOf)}`,
    sections: [
      section('sachverhalt', pick(lang, 'Sachverhalt (Auszug aus der Akte)', 'Facts [Sachverhalt] (from the file)'), [factsList(ix, lang, s.asOf)]),
      section('obersatz', pick(lang, 'Obersatz', 'Main proposition [Obersatz]'), [
        para('obersatz', (c) =>
          pick(
            lang,
            `Fraglich ist, wie sich ${body.nom} am ${formatDate(lang, s.asOf)} zusammensetzt: ob und gegebenenfalls welche Bewerber an die Stelle ausgeschiedener Vertreter getreten sind oder zu treten haben (${c('kwg34.1.s1.trigger')}), welche Sitze unbesetzt bleiben (${c('kwg34.1.s2.vacant')}), wie hoch die gesetzliche Mitgliederzahl ist (${c('kwg34.1.s2.count')}) und wie weit das Verfahren der Feststellung und der Wahlprüfung gediehen ist (${c('kwg34.3.s1')}, ${c('kwg34.5')}).`,
            `The question is how ${body.en} is composed on ${formatDate(lang, s.asOf)}: who has succeeded or must succeed departed members (${c('kwg34.1.s1.trigger')}), which seats stay empty (${c('kwg34.1.s2.vacant')}), what the legal member count is (${c('kwg34.1.s2.count')}), and how far the determination and the review proceedings have come (${c('kwg34.3.s1')}, ${c('kwg34.5')}).`,
          ),
        ),
      ]),
      requirementsSection,
      section(
        'subsumtion',
        pick(lang, 'Subsumtion', 'Application to the facts [Subsumtion]'),
        s.vacancies.length === 0 ? [plain('no.vacancy', pick(lang, 'Bis zum Stichtag ist kein Vertreter ausgeschieden.', 'No member has left by the decision date.'))] : [],
        s.vacancies.map((v, i) => vacancySection(input, ix, v, i)),
      ),
      section('ergebnis', pick(lang, 'Ergebnis', 'Result [Ergebnis]'), result),
    ],
  }
}
