/**
 * The case codec (`nachruecken.case/1`, spec/wire-format.md): io-ts decoders
 * for the wire format, then the conversion to the domain (`_tag`, input
 * index, defaults), then the consistency checks.
 *
 * @example
 * import { decodeCase } from './case.js'
 * decodeCase(JSON.parse(text)) // Either<Failure, Case>
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { type Case, type ElectionList, INCOMPATIBILITY_READINGS, PERIOD_END_READINGS } from '../domain/case.js'
import { isIdText, isPositionNumber, isVotesNumber } from '../domain/brand.js'
import { caseError, rejected, unreadable, type Failure } from '../domain/error.js'
import {
  type CaseEvent,
  DEPARTURE_CAUSES,
  type DepartureCause,
  EVENT_TAGS,
  type EventTag,
} from '../domain/events.js'
import { checkConsistency, checkStructure } from './consistency.js'
import { reportErrors } from './report.js'
import { closed, describe } from './strict.js'
import {
  arrayOf,
  BooleanC,
  CandidateIdC,
  CountC,
  exactly,
  IsoDateC,
  ListIdC,
  NullC,
  nullable,
  oneOf,
  PositionC,
  PositiveCountC,
  StringC,
  VotesC,
} from './primitives.js'

/** @category codecs @since 0.1.0 */
export const CASE_FORMAT = 'nachruecken.case/1'

const CAUSES = DEPARTURE_CAUSES
const AddresseeC = oneOf(['returningOfficer', 'party', 'body', 'other'] as const)
const GroundC = oneOf(['eligibility', 'officeCapacity', 'incompatibility'] as const)

const dated = { date: IsoDateC } as const
const aboutCandidate = { ...dated, type: StringC, candidate: CandidateIdC } as const

const GROUND_CAUSES: ReadonlyArray<DepartureCause> = ['eligibilityLost', 'officeCapacityLost', 'incompatibility']
const aboutVacancy = { ...dated, type: StringC, vacancy: CandidateIdC } as const
const ModifiedC = { outcome: oneOf(['successor', 'vacant'] as const) } as const
const SERVED = { servedOn: IsoDateC } as const

const EVENT_CODECS = {
  // death, statusNotAcquired, reviewDecision, merger — and a cause not known, whose message names all causes
  memberLeft: closed('a memberLeft event', { ...dated, type: StringC, member: CandidateIdC, cause: oneOf(CAUSES) }),
  memberLeftGround: closed(
    'a memberLeft event',
    { ...dated, type: StringC, member: CandidateIdC, cause: oneOf(GROUND_CAUSES) },
    { finalJudgment: BooleanC },
  ),
  seatWaiver: closed(
    'a memberLeft event',
    { ...dated, type: StringC, member: CandidateIdC, cause: exactly('seatWaiver'), written: BooleanC, to: AddresseeC },
    { effective: IsoDateC },
  ),
  candidateLeftGroup: closed('a candidateLeftGroup event', aboutCandidate),
  candidateJoinedGroup: closed('a candidateJoinedGroup event', aboutCandidate),
  candidateWaived: closed('a candidateWaived event', { ...aboutCandidate, written: BooleanC, to: AddresseeC }),
  candidateWaiverRevoked: closed('a candidateWaiverRevoked event', aboutCandidate),
  candidateDied: closed('a candidateDied event', aboutCandidate),
  candidateGroundArose: closed('a candidateGroundArose event', { ...aboutCandidate, ground: GroundC }),
  candidateGroundEnded: closed('a candidateGroundEnded event', { ...aboutCandidate, ground: GroundC }),
  incompatibilityNotified: closed('an incompatibilityNotified event', aboutCandidate),
  incompatibilityProven: closed('an incompatibilityProven event', aboutCandidate),
  lotDrawn: closed('a lotDrawn event', {
    ...dated,
    type: StringC,
    vacancy: CandidateIdC,
    among: arrayOf(CandidateIdC, 2, true),
    winner: CandidateIdC,
  }),
  determination: closed('a determination event', {
    ...aboutVacancy,
    by: oneOf(['returningOfficer', 'body'] as const),
    outcome: exactly('successor'),
    successor: CandidateIdC,
  }),
  determinationWithoutSuccessor: closed('a determination event', {
    ...aboutVacancy,
    by: oneOf(['returningOfficer', 'body'] as const),
    outcome: oneOf(['successor', 'vacant', 'noSuccession'] as const),
    successor: NullC,
  }),
  announcement: closed('an announcement event', aboutVacancy),
  objection: closed('an objection event', {
    ...aboutVacancy,
    against: oneOf(['determination', 'inaction'] as const),
    form: oneOf(['written', 'onRecord', 'oral', 'email'] as const),
    reasonedOn: nullable(IsoDateC),
    ownRights: BooleanC,
    supporters: CountC,
  }),
  decision: closed('a decision event', { ...aboutVacancy, decision: oneOf(['confirm', 'annul', 'modify'] as const) }),
  modifyToSuccessor: closed('a decision event', { ...aboutVacancy, decision: exactly('modify'), ...ModifiedC, successor: CandidateIdC }),
  modifyToVacant: closed('a decision event', {
    ...aboutVacancy,
    decision: exactly('modify'),
    outcome: oneOf(['successor', 'vacant'] as const),
    successor: NullC,
  }),
  // the body's decision may name the day it was served (§ 27 KWG: the month runs from Zustellung or Verkündung)
  bodyDecision: closed('a decision event', { ...aboutVacancy, decision: oneOf(['confirm', 'annul', 'modify'] as const) }, SERVED),
  bodyModifyToSuccessor: closed('a decision event', { ...aboutVacancy, decision: exactly('modify'), ...ModifiedC, successor: CandidateIdC }, SERVED),
  bodyModifyToVacant: closed(
    'a decision event',
    { ...aboutVacancy, decision: exactly('modify'), outcome: oneOf(['successor', 'vacant'] as const), successor: NullC },
    SERVED,
  ),
  action: closed('an action event', aboutVacancy),
  final: closed('a final event', aboutVacancy),
} as const

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const codecFor = (u: Record<string, unknown>): t.Mixed | null => {
  const type = u['type']
  if (typeof type !== 'string' || !(EVENT_TAGS as ReadonlyArray<string>).includes(type)) return null
  switch (type) {
    case 'memberLeft': {
      const cause = u['cause']
      if (cause === 'seatWaiver') return EVENT_CODECS.seatWaiver
      if (GROUND_CAUSES.includes(cause as DepartureCause)) return EVENT_CODECS.memberLeftGround
      return EVENT_CODECS.memberLeft
    }
    case 'determination':
      return u['outcome'] === 'successor' ? EVENT_CODECS.determination : EVENT_CODECS.determinationWithoutSuccessor
    case 'bodyDecision':
      if (u['decision'] !== 'modify') return EVENT_CODECS.bodyDecision
      return u['outcome'] === 'successor' ? EVENT_CODECS.bodyModifyToSuccessor : EVENT_CODECS.bodyModifyToVacant
    case 'courtDecision':
      if (u['decision'] !== 'modify') return EVENT_CODECS.decision
      return u['outcome'] === 'successor' ? EVENT_CODECS.modifyToSuccessor : EVENT_CODECS.modifyToVacant
    default:
      return EVENT_CODECS[type as Exclude<EventTag, 'memberLeft' | 'determination' | 'bodyDecision' | 'courtDecision'>]
  }
}

type WireEvent = { readonly type: EventTag } & Record<string, unknown>

/** An event: dispatched on `type`, so that errors point at the right field. @category codecs @since 0.1.0 */
export const EventC: t.Type<WireEvent, unknown, unknown> = new t.Type<WireEvent, unknown, unknown>(
  'an event object',
  (u): u is WireEvent => {
    if (!isRecord(u)) return false
    const codec = codecFor(u)
    return codec !== null && codec.is(u)
  },
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c, `expected ${EventC.name}, got ${describe(u)}`)
    const codec = codecFor(u)
    if (codec === null) {
      const type = u['type']
      return t.failure(
        type,
        t.appendContext(c, 'type', t.string, type),
        type === undefined ? 'missing required field' : `expected one of ${EVENT_TAGS.map((x) => JSON.stringify(x)).join(', ')}, got ${describe(type)}`,
      )
    }
    return codec.validate(u, c) as t.Validation<WireEvent>
  },
  t.identity,
)

const CandidateFields = closed(
  'a candidate',
  { id: CandidateIdC, name: StringC, position: PositionC, votes: VotesC, elected: BooleanC },
  { memberAtSetUp: BooleanC },
)

const CANDIDATE_KEYS: ReadonlySet<string> = new Set(['id', 'name', 'position', 'votes', 'elected', 'memberAtSetUp'])
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k)

/**
 * `CandidateFields.is` written out for the most frequent object of a case:
 * the same fields, the same primitive checks (src/domain/brand.ts), read as
 * named properties instead of by a loop over the codec's fields.
 */
const isWireCandidate = (u: unknown): boolean => {
  if (!isRecord(u)) return false
  for (const key in u) if (!CANDIDATE_KEYS.has(key)) return false
  // field by field in the codec's order, each read only after its presence is known, as `closed` does
  let x: unknown
  if (!hasOwn(u, 'id') || typeof (x = u['id']) !== 'string' || !isIdText(x)) return false
  if (!hasOwn(u, 'name') || typeof u['name'] !== 'string') return false
  if (!hasOwn(u, 'position') || typeof (x = u['position']) !== 'number' || !isPositionNumber(x)) return false
  if (!hasOwn(u, 'votes') || typeof (x = u['votes']) !== 'number' || !isVotesNumber(x)) return false
  if (!hasOwn(u, 'elected') || typeof u['elected'] !== 'boolean') return false
  return !hasOwn(u, 'memberAtSetUp') || typeof u['memberAtSetUp'] === 'boolean'
}

const CandidateC = new t.Type<t.TypeOf<typeof CandidateFields>, unknown, unknown>(
  CandidateFields.name,
  (u): u is t.TypeOf<typeof CandidateFields> => isWireCandidate(u),
  (u, c) => CandidateFields.validate(u, c),
  t.identity,
)

const ListC = closed('a list', {
  id: ListIdC,
  name: StringC,
  group: nullable(oneOf(['party', 'voterGroup'] as const)),
  setUp: nullable(IsoDateC),
  candidates: arrayOf(CandidateC, 1),
})

const BodyC = closed(
  'a body',
  {
    name: StringC,
    kind: oneOf(['gemeindevertretung', 'stadtverordnetenversammlung', 'kreistag', 'ortsbeirat', 'auslaenderbeirat'] as const),
    statutoryMemberCount: PositiveCountC,
    electionMode: oneOf(['proportional', 'majority'] as const),
    term: closed('a term', { start: IsoDateC, end: IsoDateC }),
  },
  { eligibleVoters: CountC },
)

// One name for the query and its two forms: which form is read is decided on a
// record, so only the name of the vacancy form reaches a message ("expected a
// query, got 1"); the three share it.
const QUERY = 'a query'
const VacancyQueryC = closed(QUERY, { vacancy: CandidateIdC, asOf: IsoDateC })
const StateQueryC = closed(QUERY, { state: closed('a state query', { asOf: IsoDateC }) })

/** `{vacancy, asOf}` or `{state: {asOf}}`. @category codecs @since 0.1.0 */
export const QueryC = new t.Type<t.TypeOf<typeof VacancyQueryC> | t.TypeOf<typeof StateQueryC>, unknown, unknown>(
  QUERY,
  (u): u is t.TypeOf<typeof VacancyQueryC> | t.TypeOf<typeof StateQueryC> =>
    isRecord(u) && ('state' in u ? StateQueryC.is(u) : VacancyQueryC.is(u)),
  (u, c) => (isRecord(u) && 'state' in u ? StateQueryC.validate(u, c) : VacancyQueryC.validate(u, c)),
  t.identity,
)

/** The whole case document as it is on the wire. @category codecs @since 0.1.0 */
export const WireCaseC = closed(
  'a case',
  {
    format: exactly(CASE_FORMAT),
    body: BodyC,
    lists: arrayOf(ListC, 1),
    events: arrayOf(EventC),
    query: QueryC,
  },
  {
    lot: closed('a lot', { seed: StringC }),
    interpretation: closed('an interpretation', {}, { incompatibility: oneOf(INCOMPATIBILITY_READINGS), periodEnd: oneOf(PERIOD_END_READINGS) }),
  },
)

/** @category codecs @since 0.1.0 */
export type WireCase = t.TypeOf<typeof WireCaseC>

const toEvent = (e: WireEvent, index: number): CaseEvent => {
  const { type, ...rest } = e
  switch (type) {
    case 'memberLeft': {
      const { written, to, effective, finalJudgment, ...other } = rest
      return {
        _tag: 'memberLeft',
        index,
        ...(other as object),
        waiver: written === undefined ? null : { written, to },
        effective: effective ?? null,
        finalJudgment: finalJudgment === true,
        synthetic: false,
      } as CaseEvent
    }
    case 'bodyDecision':
    case 'courtDecision':
      return { _tag: type, index, outcome: null, successor: null, servedOn: null, ...(rest as object) } as CaseEvent
    case 'final':
      return { _tag: type, index, ...(rest as object), synthetic: false } as CaseEvent
    default:
      return { _tag: type, index, ...(rest as object) } as CaseEvent
  }
}

/**
 * The domain case from a decoded wire case (defaults filled in).
 *
 * @category conversions @since 0.1.0
 */
export const fromWire = (w: WireCase): Case => ({
  body: {
    name: w.body.name,
    kind: w.body.kind,
    statutoryMemberCount: w.body.statutoryMemberCount,
    electionMode: w.body.electionMode,
    term: w.body.term,
    eligibleVoters: w.body.eligibleVoters ?? null,
  },
  lists: w.lists.map(
    (l): ElectionList => ({
      id: l.id,
      name: l.name,
      group: l.group,
      setUp: l.setUp,
      candidates: l.candidates.map((k) => ({
        id: k.id,
        name: k.name,
        position: k.position,
        votes: k.votes,
        elected: k.elected,
        memberAtSetUp: k.memberAtSetUp ?? true,
      })),
    }),
  ),
  events: w.events.map(toEvent),
  query: 'state' in w.query ? { vacancy: null, asOf: w.query.state.asOf } : w.query,
  lotSeed: w.lot?.seed ?? null,
  incompatibility: w.interpretation?.incompatibility ?? 'proofPeriod',
  periodEnd: w.interpretation?.periodEnd ?? 'calendar',
})

/**
 * Decode a parsed JSON value as a case: `unreadable` when it does not match
 * the wire format, `rejected` when it is inconsistent. With `rules: false`
 * only the structure and the references are checked (a replay reports the
 * events that break a rule instead).
 *
 * @category codecs @since 0.1.0
 */
export const decodeCase = (u: unknown, options: { readonly rules?: boolean } = {}): Either<Failure, Case> => {
  let decoded: t.Validation<WireCase>
  try {
    // fast path: a valid document needs no validation contexts; io-ts decodes only to report errors
    decoded = WireCaseC.is(u) ? t.success(u) : WireCaseC.decode(u)
  } catch (e) {
    // a value that is not JSON (a throwing getter, a proxy): an error value, never an exception
    return left(unreadable([caseError('', 'invalidValue', `not a JSON value: ${e instanceof Error ? e.message : String(e)}`)]))
  }
  if (decoded._tag === 'Left') return left(unreadable(reportErrors(decoded.left)))
  const c = fromWire(decoded.right)
  const errors = options.rules === false ? checkStructure(c) : checkConsistency(c)
  return errors.length > 0 ? left(rejected(errors)) : right(c)
}
