/**
 * Who was elected: given in the column `gewählt`, or derived from the number
 * of seats each list won, by the rule of `src/rules/election.ts` (§ 22 KWG):
 * the seats that fall to a nomination go to its candidates in the order of
 * their personal votes, on equal votes the order of naming on the list; in a
 * majority election equal votes at the last seat went to the lot drawn by
 * the returning officer, which no file records: the import then asks for the
 * column `gewählt` instead of guessing. This module checks the seats given
 * and reports; the order is the rule's.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { ElectionMode } from '../domain/case.js'
import { electedOrder, lotAtLastSeat, type Placed } from '../rules/election.js'
import { type ImportError, type ImportFailure, importError, option } from './errors.js'
import type { VotedList } from './nominations.js'

/** @category model @since 0.2.0 */
export type Mode = ElectionMode

const placed = (c: { readonly position: { readonly value: number }; readonly votes: { readonly value: number } }): Placed => ({ votes: c.votes.value, position: c.position.value })

/**
 * The candidates in the order in which a list's seats go to them (§ 22 KWG,
 * `electedOrder` of `src/rules/election.ts`): most personal votes first, on
 * equal votes the lower list position.
 *
 * @category rules @since 0.2.0
 */
export const seatOrder = <C extends { readonly position: { readonly value: number }; readonly votes: { readonly value: number } }>(candidates: ReadonlyArray<C>): ReadonlyArray<C> =>
  electedOrder(candidates, placed)

/** The positions elected when the list won `seats` seats; a tie at the last seat of a majority election is an error. */
const electedPositions = (list: VotedList, seats: number, mode: Mode): Either<ImportError, ReadonlySet<number>> => {
  const where = option(`listSeats.${list.short.value}`)
  const ranked = seatOrder(list.candidates)
  if (seats > ranked.length) return left(importError(where, `${list.short.value} won ${seats} seats but has ${ranked.length === 1 ? 'one candidate' : `${ranked.length} candidates`}`))
  const lot = lotAtLastSeat(mode, ranked, seats, placed)
  if (lot !== null)
    return left(
      importError(
        where,
        `equal votes (${lot[0].votes.value}) at the last seat of a majority election: Listenplatz ${lot[0].position.value} and ${lot[1].position.value}; the lot drawn by the returning officer decided — give the column gewählt`,
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
  // Stryker disable next-line MethodExpression: the column gewählt is filled for every candidate or for none (nominations.ts rejects a file filled in part), so some and every agree here
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
