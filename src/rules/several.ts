/**
 * Several vacancies on one list — reading R6, with `kwg34.3.s2` and
 * `kwg34.1a.lot`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: … so rückt der nächste noch nicht berufene
 * > Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; …
 *
 * The vacancies of a list are filled in the order of their departures (date,
 * then input order), each with the best candidate still not called.
 *
 * R6, revised (issue 18, P5): a pending matter — a candidate's proof week
 * (R1), or a lot not yet drawn — holds back only the seat it concerns. A later
 * vacancy of the list is determined at once with the best candidate who is
 * not party to a pending matter and is seated in every outcome of them: no
 * more candidates party to a pending matter rank above them than there are
 * earlier pending vacancies on the list (each of those takes at most one).
 * Otherwise it waits too (`blockedBy`): which candidate is left for it is not
 * yet known.
 *
 * > § 34 Abs. 3 Satz 1 KWG: Der Wahlleiter stellt das Ausscheiden des
 * > bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das
 * > Leerbleiben des Sitzes fest.
 *
 * @example
 * import { blockedBy } from './several.js'
 * blockedBy(departure, pendingLot, 31) // lotRequired, naming the earlier vacancy
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import { type AwaitingProof, type Considered, type LotRequired, lotRequired } from '../domain/determination.js'
import type { MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import type { Ranked } from './selection.js'
import { classifyDeparture } from './triggers.js'

/**
 * The determination of a later vacancy while `blocker`, an earlier one on the
 * same list, waits for its lot. Only a lot can hold back another seat: each
 * seat that waits for a proof reserves one candidate, so the candidates
 * reserved by proofs never outnumber the seats waiting (P5).
 *
 * @category rules @since 0.1.0
 */
export const blockedBy = (departure: MemberLeft, blocker: LotRequired, before: number): LotRequired => {
  const trigger = classifyDeparture(departure).rules
  const basis = {
    vacancy: departure.member,
    list: blocker.list,
    cause: departure.cause,
    trigger,
    memberCount: { before, after: before },
    considered: [],
    disregarded: blocker.disregarded,
    rules: sortNorms([...trigger, 'kwg34.1a.lot']),
  }
  return lotRequired(basis, blocker.tie, blocker.vacancy)
}

/** The pending matters of one list: the earliest lot (which a waiting seat names), how many earlier seats wait, and who is party to them. @category model @since 0.2.0 */
export interface PendingOnList {
  /** the earliest seat of the list that waits for its own lot; none: no seat can be held back */
  readonly blocker: LotRequired | null
  /** the earlier vacancies of the list that wait (for their own matter, or blocked) */
  readonly vacancies: number
  /** the candidates party to a pending matter, with their entry in `considered`: awaiting their proof, or tied for a lot not drawn */
  readonly reserved: ReadonlyMap<CandidateId, Considered>
}

/**
 * The candidates a pending determination makes party to its matter: the
 * candidate awaiting the proof, or those tied for the lot (none for a seat
 * that waits for an earlier one).
 *
 * @category rules @since 0.2.0
 */
export const partiesOf = (d: LotRequired | AwaitingProof): ReadonlyArray<readonly [CandidateId, Considered]> => {
  if (d.blockedBy !== null) return []
  if (d._tag === 'awaitingProof') return [[d.awaiting.candidate, { candidate: d.awaiting.candidate, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }]]
  return d.tie.among.map((id) => [id, { candidate: id, verdict: 'tied', rule: 'kwg34.1a.lot' }] as const)
}

/** The pending matters of a list after one more pending determination. @category rules @since 0.2.0 */
export const withPending = (before: PendingOnList | undefined, d: LotRequired | AwaitingProof): PendingOnList => ({
  blocker: before?.blocker ?? (d._tag === 'lotRequired' && d.blockedBy === null ? d : null),
  vacancies: (before?.vacancies ?? 0) + 1,
  reserved: new Map([...(before?.reserved ?? []), ...partiesOf(d)]),
})

/**
 * Whether a later vacancy can be determined now (P5): the candidates party to
 * a pending matter who rank above the first candidate neither skipped nor
 * party — or all of them, if there is none — are no more than the earlier
 * pending vacancies. Then whoever that first candidate is, or the empty seat,
 * is the same in every outcome.
 *
 * @category rules @since 0.2.0
 */
export const determinableNow = (ranked: Iterable<Ranked>, pending: PendingOnList): boolean => {
  let above = 0
  for (const r of ranked) {
    if (pending.reserved.has(r.candidate.id)) above += 1
    else if (r.standing._tag !== 'skipped') break
    if (above > pending.vacancies) return false
  }
  return true
}
