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
import { type AwaitingProof, awaitingProof, type Considered, type LotRequired, lotRequired } from '../domain/determination.js'
import type { MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { lotNeeded } from './majority.js'
import type { Ranked } from './selection.js'
import { classifyDeparture } from './triggers.js'

/**
 * The determination of a later vacancy while `blocker`, an earlier one on the
 * same list, waits for its lot — or for a proof on which a lot among the
 * candidate and others tied with him depends (R6, „Der Kreis des Loses“):
 * the later seat waits for the same matter and names the earlier seat. A
 * proof of a candidate tied with no one holds back no other seat: it reserves
 * one candidate for one waiting seat (P5).
 *
 * @category rules @since 0.1.0
 */
export const blockedBy = (departure: MemberLeft, blocker: Blocker, before: number): LotRequired | AwaitingProof => {
  const trigger = classifyDeparture(departure).rules
  const basis = {
    vacancy: departure.member,
    list: blocker.list,
    cause: departure.cause,
    trigger,
    memberCount: { before, after: before },
    considered: [],
    disregarded: blocker.disregarded,
    rules: sortNorms([...trigger, 'kwg34.1a.lot', ...(blocker._tag === 'awaitingProof' ? (['kwg34.3.s2'] as const) : [])]),
  }
  return blocker._tag === 'lotRequired' ? lotRequired(basis, blocker.tie, blocker.vacancy) : awaitingProof(basis, blocker.awaiting, blocker.vacancy)
}

/** A pending seat that can hold back a later one: its lot is not drawn, or a lot depends on its proof. @category model @since 0.2.0 */
export type Blocker = LotRequired | AwaitingProof

/**
 * The candidates tied with the one awaiting a proof for a lot that the proof
 * would make necessary: more of them, with him, than the seats of the list
 * decided on that day (`lotNeeded`); none when all of them would succeed that
 * day, or when he is tied with no one.
 */
const tiedBeside = (d: AwaitingProof, seatsOnTheDay: number): ReadonlyArray<Considered> => {
  const tied = d.considered.filter((x) => x.verdict === 'tied')
  return lotNeeded(tied.length + 1, seatsOnTheDay) ? tied : []
}

/** The pending matters of one list: the earliest lot (which a waiting seat names), how many earlier seats wait, and who is party to them. @category model @since 0.2.0 */
export interface PendingOnList {
  /** the earliest seat of the list that waits for its own lot, or for a proof a lot depends on; none: no seat can be held back */
  readonly blocker: Blocker | null
  /** the earlier vacancies of the list that wait (for their own matter, or blocked) */
  readonly vacancies: number
  /** the candidates party to a pending matter, with their entry in `considered`: awaiting their proof, or tied for a lot not drawn */
  readonly reserved: ReadonlyMap<CandidateId, Considered>
}

/**
 * The candidates a pending determination makes party to its matter: the
 * candidate awaiting the proof with those tied with him for a lot after it,
 * or those tied for the lot (none for a seat that waits for an earlier one).
 *
 * @category rules @since 0.2.0
 */
export const partiesOf = (d: LotRequired | AwaitingProof, seatsOnTheDay: number): ReadonlyArray<readonly [CandidateId, Considered]> => {
  // Stryker disable next-line ConditionalExpression: a seat that waits for an earlier one carries that seat's tie or awaited candidate and no `considered`, so its parties would be the earlier seat's, already reserved with the same entries (a map keeps a re-set key in its place); the guard only says so
  if (d.blockedBy !== null) return []
  if (d._tag === 'awaitingProof')
    return [[d.awaiting.candidate, { candidate: d.awaiting.candidate, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }], ...tiedBeside(d, seatsOnTheDay).map((x) => [x.candidate, x] as const)]
  return d.tie.among.map((id) => [id, { candidate: id, verdict: 'tied', rule: 'kwg34.1a.lot' }] as const)
}

/**
 * The pending matters of a list after one more pending determination, made
 * with `seatsOnTheDay` seats of the list decided on its day.
 *
 * @category rules @since 0.2.0
 */
export const withPending = (before: PendingOnList | undefined, d: LotRequired | AwaitingProof, seatsOnTheDay: number): PendingOnList => ({
  // a seat blocked by an earlier one finds that one as `before.blocker`: only an unblocked seat can become the blocker
  blocker: before?.blocker ?? (d._tag === 'lotRequired' || tiedBeside(d, seatsOnTheDay).length > 0 ? d : null),
  vacancies: (before?.vacancies ?? 0) + 1,
  reserved: new Map([...(before?.reserved ?? []), ...partiesOf(d, seatsOnTheDay)]),
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
    if (pending.reserved.has(r.candidate.id)) {
      above += 1
      if (above > pending.vacancies) return false
      continue
    }
    // Stryker disable next-line ConditionalExpression: a shortcut (the ranking is read lazily): the parties of every pending matter were the best candidates not called and not skipped when it arose, on the same ranking, so no party ranks below a candidate who is neither — reading on finds no more of them (the disable also hides `true`, which the vectors kill, checked by hand)
    if (r.standing._tag !== 'skipped') break
  }
  return true
}
