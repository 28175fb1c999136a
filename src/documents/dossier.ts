/**
 * The documents of a case in one call: for the vacancy the case asks about
 * (as the returning officer must make them on the query date), or for every
 * vacancy of the state (as recorded: the determination, its publication,
 * the review and its finality, each document on its own date). Without an
 * office profile or a publication, on a simulated lot, or where no
 * determination can be made (a lot to draw, a proof awaited, no
 * succession), each document is a draft that says why.
 *
 * @example
 * import { documentsOf } from './dossier.js'
 * documentsOf(JSON.parse(caseText), { lang: 'de', office, publication })
 *
 * @since 0.3.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { decideCase, replay } from '../api.js'
import type { Case } from '../domain/case.js'
import type { Determination } from '../domain/determination.js'
import { caseError, type Failure, rejected, unreadable } from '../domain/error.js'
import type { CaseEvent, Decision, MemberLeft } from '../domain/events.js'
import type { Review } from '../domain/ledger.js'
import type { Publication } from '../domain/office.js'
import type { BodyState, VacancyState } from '../replay/state.js'
import { type CaseIndex, indexCase, nameOf } from '../explain/facts.js'
import { departureOf } from '../explain/opinion.js'
import { pick } from '../explain/words.js'
import { asksForState, lawfulOf, recordOf, skippedBefore, whyNoNotice } from '../texts.js'
import type { Finding } from './finding.js'
import { benachrichtigung, beschluss, proofLetter, unanfechtbar, vermerk, zustellung } from './letters.js'
import { framed, type OfficialDocument, type Setting } from './model.js'
import { plain, section } from '../explain/document.js'
import { bekanntmachung, feststellung } from './notice.js'

type Json = Record<string, unknown>

/** Why a finding resting on a simulated lot is a draft. */
const lotReasons = (s: Setting, d: Determination): ReadonlyArray<string> =>
  d.tie?._tag === 'lotSeed'
    ? [pick(s.lang, `Die Feststellung beruht auf einem simulierten Los (Startwert „${d.tie.seed}“). Das Los ist vom Wahlleiter zu ziehen und die Ziehung in der Akte festzuhalten (§ 34 Abs. 1a Hs. 2 KWG).`, `The determination rests on a simulated lot (seed “${d.tie.seed}”). The lot must be drawn by the returning officer and the drawing recorded (§ 34 Abs. 1a Hs. 2 KWG).`)]
    : []

/** The documents of one determination (successor or empty seat). */
const determinationDocuments = (ix: CaseIndex, s: Setting, f: Finding, extra: ReadonlyArray<string>): ReadonlyArray<OfficialDocument> => {
  const letter = benachrichtigung(ix, s, f, extra)
  return [feststellung(ix, s, f, extra), bekanntmachung(ix, s, f, extra), ...(letter === null ? [] : [letter]), zustellung(ix, s, f, extra)]
}

const notADetermination = (s: Setting): string =>
  pick(s.lang, 'Eine Feststellung nach § 34 Abs. 3 Satz 1 KWG kann noch nicht oder nicht getroffen werden (siehe Vermerk).', 'No determination under § 34 Abs. 3 Satz 1 KWG can be made (yet); see the note.')

/** The publication cannot precede the determination it publishes. */
const checkPublication = (s: Setting, determined: Case['query']['asOf']): Failure | null =>
  s.publication !== null && s.publication.date < determined
    ? rejected([caseError('--published', 'invalidValue', `the notice cannot be published (${s.publication.date}) before the determination it announces (${determined})`)])
    : null

const decisionDocuments = (u: unknown, s: Setting): Either<Failure, ReadonlyArray<OfficialDocument>> => {
  const r = decideCase(u)
  if (r._tag === 'Left') return r
  const { case: c, determination: d } = r.right
  const ix = indexCase(c)
  const asOf = c.query.asOf
  if (d._tag !== 'successor' && d._tag !== 'vacant') {
    const why = whyNoNotice(ix, s.lang, d, (id) => nameOf(ix, id))
    const note = vermerk(ix, s, d.vacancy, asOf, why, [notADetermination(s)])
    const proof = d._tag === 'awaitingProof' && d.blockedBy === null ? [proofLetter(ix, s, d.awaiting, d.awaiting.notified ?? asOf, [notADetermination(s)])] : []
    return right([note, ...proof])
  }
  const bad = checkPublication(s, asOf)
  if (bad !== null) return left(bad)
  const f: Finding = {
    announced: {
      vacancy: d.vacancy,
      list: d.list,
      departure: departureOf(ix, d.vacancy, asOf),
      outcome: d._tag,
      successor: d._tag === 'successor' ? d.successor : null,
      memberCount: d.memberCount.after,
      skipped: skippedBefore(d),
      determined: asOf,
      date: s.publication?.date ?? asOf,
      by: 'returningOfficer',
      review: null,
    },
    tie: d.tie,
    considered: d.considered,
    reasoned: true,
    // the day the body ceased with this empty seat (always null on a successor)
    ceased: d.ceased,
  }
  return right(determinationDocuments(ix, s, f, lotReasons(s, d)))
}

/** The publication of a recorded determination: the recorded announcement's date, in the medium given. */
const recordedPublication = (s: Setting, state: BodyState, v: VacancyState): Publication | null => {
  const announced = state.trace.find((x) => x._tag === 'accepted' && x.kind === 'announcement' && x.event.vacancy === v.vacancy)?.event.date
  if (announced === undefined) return s.publication
  return s.publication === null ? null : { date: announced, medium: s.publication.medium }
}

/**
 * The body's decision an action brought before the court (§ 27 KWG), as the
 * review it was before the court decided: its own notice with its own remedy
 * stays among the documents. Read from the trace: the body's decision the
 * record accepted for this vacancy.
 */
const bodyBefore = (state: BodyState, v: VacancyState, r: Review): ReadonlyArray<Review> => {
  if (r.by !== 'court') return []
  const decisions = state.trace.flatMap((x): ReadonlyArray<Decision> => {
    const e: CaseEvent = x.event
    return x._tag === 'accepted' && e._tag === 'bodyDecision' && e.vacancy === v.vacancy ? [e] : []
  })
  return decisions.slice(-1).map((e) => ({ ...r, decision: e.decision, by: 'body', outcome: e.outcome, successor: e.successor, date: e.date, final: null, servedOn: e.servedOn, event: e.index }))
}

/** The documents of one vacancy of the state, each on its own date. */
const vacancyDocuments = (u: Json, s: Setting, ix: CaseIndex, state: BodyState, v: VacancyState, memberCount: number): ReadonlyArray<OfficialDocument> => {
  const recorded = recordOf(state, v).record ?? null
  const outcome = recorded?.outcome ?? v.due?.outcome
  const walk = lawfulOf(u, state, v)
  if (outcome !== 'successor' && outcome !== 'vacant') {
    const why = walk === null ? '' : whyNoNotice(indexCase(walk.case), s.lang, walk.determination, (id) => nameOf(ix, id))
    return [vermerk(ix, s, v.vacancy, state.asOf, why === '' ? pick(s.lang, 'Für diesen Sitz ist keine Feststellung bekannt zu machen.', 'There is no determination to announce for this seat.') : why, [notADetermination(s)])]
  }
  const determined = recorded?.date ?? state.asOf
  const successor = recorded === null ? (v.due?.successor ?? null) : recorded.successor
  // the lawful determination when it gives this outcome; null when the record deviates from it (or it cannot be made)
  const law = walk !== null && ((walk.determination._tag === 'successor' && walk.determination.successor === successor) || (walk.determination._tag === 'vacant' && outcome === 'vacant')) ? walk.determination : null
  const here: Setting = { ...s, publication: recordedPublication(s, state, v) }
  const f: Finding = {
    announced: {
      vacancy: v.vacancy,
      list: v.list,
      departure: v.event === null ? null : ((ix.byIndex.get(v.event) as MemberLeft | undefined) ?? null),
      outcome,
      successor,
      memberCount,
      skipped: law === null ? [] : skippedBefore(law),
      determined,
      date: here.publication?.date ?? determined,
      by: recorded?.by ?? 'returningOfficer',
      review: null,
    },
    tie: law === null ? null : law.tie,
    considered: law === null ? [] : law.considered,
    reasoned: law !== null,
    // the ceasing as the lawful determination of this seat has it (a recorded determination that deviates is reproduced without it)
    ceased: law === null ? null : law.ceased,
  }
  const extra = law === null ? [] : lotReasons(s, law)
  const r = v.review
  const review = r === null ? [] : [...bodyBefore(state, v, r).map((b) => beschluss(ix, s, b, f, extra)), beschluss(ix, s, r, f, extra), ...[unanfechtbar(ix, s, r, f, extra)].filter((x): x is OfficialDocument => x !== null)]
  return [...determinationDocuments(ix, here, f, extra), ...review]
}

const stateDocuments = (u: Json, s: Setting): Either<Failure, ReadonlyArray<OfficialDocument>> => {
  const r = replay(u)
  if (r._tag === 'Left') return r
  const { case: c, state } = r.right
  const ix = indexCase(c)
  let vacantSoFar = 0
  const docs = state.vacancies.flatMap((v) => {
    const recorded = recordOf(state, v).record ?? null
    if ((recorded?.outcome ?? v.due?.outcome) === 'vacant') vacantSoFar += 1
    return vacancyDocuments(u, s, ix, state, v, c.body.statutoryMemberCount - vacantSoFar)
  })
  if (docs.length > 0) return right(docs)
  // no member has left by the query date: a note says so
  const none = pick(s.lang, 'Bis zum Stichtag ist kein Vertreter ausgeschieden; es ist nichts festzustellen und nichts bekannt zu machen.', 'No member has left by the query date; there is nothing to determine or announce.')
  return right([framed(s, 'vermerk', state.asOf, [notADetermination(s)], pick(s.lang, 'Vermerk', 'Note [Vermerk]'), c.body.name, [section('note', '', [plain('note.why', none)])], null)])
}

/**
 * Every document of a parsed case, in the order they are made (for a state:
 * seat by seat, each seat's in the order of their dates).
 *
 * @category api @since 0.3.0
 */
export const documentsOf = (u: unknown, s: Setting): Either<Failure, ReadonlyArray<OfficialDocument>> => {
  try {
    return asksForState(u) ? stateDocuments(u, s) : decisionDocuments(u, s)
  } catch (e) {
    // total: a value that is not JSON (a throwing getter) is an error value, never an exception
    return left(unreadable([caseError('', 'invalidValue', `internal error: ${e instanceof Error ? e.message : String(e)}`)]))
  }
}
