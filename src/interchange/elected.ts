/**
 * Who was elected: given in the column `gewählt`, or derived from the number
 * of seats each list won. One rule, § 22 KWG: the seats that fall to a
 * nomination go to its candidates in the order of their personal votes, and
 * on equal votes the order of naming on the list decides (§ 22 Abs. 1 KWG:
 * the electoral committee determines "wie viele Sitze auf die einzelnen
 * Wahlvorschläge entfallen und welche Bewerber gewählt worden sind"). This is
 * the seat distribution within a list, not the succession of § 34, which
 * ranks only the candidates not yet called.
 *
 * In a majority election the candidates with the most votes are elected; on
 * equal votes at the last seat the lot decides, which no file records: the
 * import then asks for the column `gewählt` instead of guessing.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { type ImportError, type ImportFailure, importError, option } from './errors.js'
import type { VotedList } from './nominations.js'

/** @category model @since 0.2.0 */
export type Mode = 'proportional' | 'majority'

/**
 * The candidates in the order in which a list's seats go to them (§ 22 KWG):
 * most personal votes first, on equal votes the lower list position.
 *
 * @category rules @since 0.2.0
 */
export const seatOrder = <C extends { readonly position: { readonly value: number }; readonly votes: { readonly value: number } }>(candidates: ReadonlyArray<C>): ReadonlyArray<C> =>
  [...candidates].sort((a, b) => b.votes.value - a.votes.value || a.position.value - b.position.value)

/** The positions elected when the list won `seats` seats; a tie at the last seat of a majority election is an error. */
const electedPositions = (list: VotedList, seats: number, mode: Mode): Either<ImportError, ReadonlySet<number>> => {
  const where = option(`listSeats.${list.short.value}`)
  const ranked = seatOrder(list.candidates)
  if (seats > ranked.length) return left(importError(where, `${list.short.value} won ${seats} seats but has ${ranked.length === 1 ? 'one candidate' : `${ranked.length} candidates`}`))
  const last = ranked[seats - 1]
  const next = ranked[seats]
  if (mode === 'majority' && last !== undefined && next !== undefined && last.votes.value === next.votes.value)
    return left(
      importError(
        where,
        `equal votes (${last.votes.value}) at the last seat of a majority election: Listenplatz ${last.position.value} and ${next.position.value}; the lot drawn by the returning officer decided — give the column gewählt`,
      ),
    )
  return right(new Set(ranked.slice(0, seats).map((c) => c.position.value)))
}

/** The elected flag of each candidate, by list and position. @category model @since 0.2.0 */
export type Elected = ReadonlyMap<string, ReadonlySet<number>>

const seatsOf = (lists: ReadonlyArray<VotedList>, listSeats: Readonly<Record<string, number>>): ImportError[] => {
  const known = new Set(lists.map((l) => l.short.value))
  const errors = Object.keys(listSeats)
    .filter((k) => !known.has(k))
    .map((k) => importError(option(`listSeats.${k}`), `no list ${k} in the file (lists: ${[...known].join(', ')})`))
  for (const l of lists)
    if (!Object.prototype.hasOwnProperty.call(listSeats, l.short.value))
      errors.push(importError(option('listSeats'), `the seats of list ${l.short.value} are not given (give every list, 0 for none)`))
  for (const [k, n] of Object.entries(listSeats))
    if (!Number.isSafeInteger(n) || n < 0) errors.push(importError(option(`listSeats.${k}`), `expected a whole number of seats, got ${String(n)}`))
  return errors
}

/**
 * Who was elected, from the column gewählt or from the seats per list; not
 * both, and not neither.
 *
 * @category rules @since 0.2.0
 */
export const electedOf = (lists: ReadonlyArray<VotedList>, mode: Mode, listSeats: Readonly<Record<string, number>> | undefined): Either<ImportFailure, Elected> => {
  const given = lists.some((l) => l.candidates.some((c) => c.elected !== null))
  if (given && listSeats !== undefined)
    return left({ _tag: 'rejected', errors: [importError(option('listSeats'), 'the file has the column gewählt: give either it or the seats per list, not both')] })
  if (given) return right(new Map(lists.map((l) => [l.short.value, new Set(l.candidates.filter((c) => c.elected?.value === true).map((c) => c.position.value))])))
  if (listSeats === undefined)
    return left({ _tag: 'rejected', errors: [importError(option('listSeats'), 'who was elected is not given: fill the column gewählt or give the seats per list')] })
  const errors = seatsOf(lists, listSeats)
  if (errors.length > 0) return left({ _tag: 'rejected', errors })
  const elected = new Map<string, ReadonlySet<number>>()
  for (const l of lists) {
    const r = electedPositions(l, listSeats[l.short.value] as number, mode)
    if (r._tag === 'Left') errors.push(r.left)
    else elected.set(l.short.value, r.right)
  }
  return errors.length > 0 ? left({ _tag: 'rejected', errors }) : right(elected)
}
