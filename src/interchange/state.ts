/**
 * The state of the body as the exports read it: the library's replay,
 * encoded as the state document (`nachruecken.state/1`) and read back with
 * the codec of the parts the exports use — one source of law: the periods,
 * the statuses and the tenures come from the library, none is computed here.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { replay } from '../api.js'
import { encodeState } from '../codec/state.js'
import type { Case } from '../domain/case.js'
import type { CaseError, Failure } from '../domain/error.js'
import { type StateDocument, StateDocumentC } from './state-document.js'

/** A replayed case: the case, its state document, the events the replay rejected. @category model @since 0.2.0 */
export interface Replayed {
  readonly case: Case
  readonly state: StateDocument
  readonly rejected: ReadonlyArray<CaseError>
}

/**
 * Replay a parsed case and read its state document.
 *
 * @category api @since 0.2.0
 */
export const replayed = (u: unknown): Either<Failure, Replayed> => {
  const r = replay(u)
  if (r._tag === 'Left') return r
  const doc = StateDocumentC.decode(encodeState(r.right.state))
  // Stryker disable next-line all: the library's own encoder always writes a document this codec reads (checked on every vector and generated case in properties/interchange-exports.test.ts); the branch reports a defect of the library, should the state's form change, never an input problem
  if (doc._tag === 'Left') return left({ _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'internal error: the state document does not have the form the exports read', rule: null }] })
  return right({ case: r.right.case, state: doc.right, rejected: r.right.state.rejected })
}

/** The name of a candidate of the case, by id. @category texts @since 0.2.0 */
export const namesOf = (c: Case): ((id: string) => string) => {
  const names = new Map<string, string>(c.lists.flatMap((l) => l.candidates.map((k) => [k.id, k.name])))
  // Stryker disable next-line LogicalOperator: the state names only candidates of the case, so every id is found; the id stands in for a name no state can lack
  return (id) => names.get(id) ?? id
}
