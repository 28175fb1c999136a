/**
 * votemanager results joined with the candidate list by nomination number
 * (`n` of `D<n>_…` = `Wahlvorschlag`) and list position (`k` = `Listenplatz`).
 * Each side must have what the other has: a list or a position missing in
 * one file is an error at its place in the other, never a guess.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { type ImportError, type ImportFailure, importError } from './errors.js'
import type { ListEntry, Voted, VotedList } from './nominations.js'
import type { ListResult, Results } from './votemanager.js'

/** The names of the two files, for the messages. */
interface Files {
  readonly candidates: string
  readonly results: string
}

const joinList = (list: ListEntry, result: ListResult, files: Files, errors: ImportError[]): VotedList => {
  const candidates: Voted[] = []
  for (const c of list.candidates) {
    const votes = result.positions.get(c.position.value)
    if (votes === undefined)
      errors.push(importError(c.position.place, `Listenplatz ${c.position.value} of Wahlvorschlag ${list.number.value} (${list.short.value}) has no votes in ${files.results}`))
    else candidates.push({ ...c, votes })
  }
  const named = new Set(list.candidates.map((c) => c.position.value))
  for (const [position, votes] of result.positions)
    if (!named.has(position))
      errors.push(importError(votes.place, `list position ${position} of Wahlvorschlag ${list.number.value} (${list.short.value}) has votes but no candidate in ${files.candidates}`))
  return { ...list, candidates }
}

/**
 * The nominations with the votes of the results.
 *
 * @category parsing @since 0.2.0
 */
export const joinResults = (lists: ReadonlyArray<ListEntry>, results: Results, files: Files): Either<ImportFailure, ReadonlyArray<VotedList>> => {
  const errors: ImportError[] = []
  const byNumber = new Map(results.lists.map((r) => [r.number, r]))
  const joined = lists.flatMap((l) => {
    const result = byNumber.get(l.number.value)
    if (result !== undefined) return [joinList(l, result, files, errors)]
    errors.push(importError(l.number.place, `Wahlvorschlag ${l.number.value} (${l.short.value}) is not in ${files.results} (no columns of list positions D${l.number.value}_…)`))
    return []
  })
  const known = new Set(lists.map((l) => l.number.value))
  for (const r of results.lists)
    if (!known.has(r.number)) errors.push(importError(r.place, `Wahlvorschlag ${r.number} of the results is not in ${files.candidates}`))
  return errors.length > 0 ? left({ _tag: 'rejected', errors }) : right(joined)
}
