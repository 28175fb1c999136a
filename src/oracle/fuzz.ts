/**
 * Differential fuzzing: fast-check generates valid cases that reach every
 * branch (src/oracle/arbitraries.ts), each goes to the other implementation
 * over the line protocol and to ours, and the core fields are compared
 * (outcome, successor, `memberCount.after`, or rejected vs decided). A
 * disagreement is shrunk by fast-check to a minimal case, classified by the
 * first norm at which the two diverge, and turned into a vector skeleton
 * with the seed and path to replay it. Cases the other implementation
 * declares or answers as unsupported are skipped.
 *
 * @since 0.1.0
 */
import fc from 'fast-check'
import { decide, encodeFailure } from '../index.js'
import type { Answer } from './answer.js'
import { validCase } from './arbitraries.js'
import { type Divergence, firstDivergence } from './classify.js'
import { coreView, sameCore } from './core-view.js'
import { readingOf } from './reading.js'
import type { Session } from './session.js'
import { type Replay, vectorSkeleton } from './skeleton.js'

/** @category model @since 0.1.0 */
export interface FuzzProgress {
  readonly phase: 'search' | 'shrink'
  /** Cases tried so far (search and shrinking). */
  readonly cases: number
}

/** @category model @since 0.1.0 */
export interface FuzzOptions {
  readonly session: Session
  readonly commandText: string
  readonly runs: number
  readonly seed: number
  /** Replay a counterexample path printed by an earlier run (with its seed). */
  readonly path?: string
  /** The generator; valid cases reaching every branch by default. */
  readonly arbitrary?: fc.Arbitrary<unknown>
  readonly onProgress?: (p: FuzzProgress) => void
}

/** @category model @since 0.1.0 */
export type FuzzReport =
  | { readonly _tag: 'agreed'; readonly seed: number; readonly runs: number; readonly skipped: number }
  | {
      readonly _tag: 'disagreement'
      readonly seed: number
      /** Runs up to and including the first disagreement (before shrinking). */
      readonly runs: number
      readonly shrinks: number
      readonly case: unknown
      readonly ours: unknown
      readonly theirs: Answer
      readonly divergence: Divergence
      readonly replay: Replay
      readonly skeleton: Record<string, unknown>
    }
  | { readonly _tag: 'unavailable'; readonly message: string }

/**
 * Our result for a case: the determination or the error document.
 *
 * @category oracle @since 0.1.0
 */
export const ourResult = (c: unknown): unknown => {
  const r = decide(c)
  return r._tag === 'Right' ? r.right : encodeFailure(r.left)
}

/**
 * Fuzz the implementation of the session against ours.
 *
 * @category oracle @since 0.1.0
 */
export const fuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const { session } = options
  const hello = await session.start()
  if (hello._tag === 'failed') return { _tag: 'unavailable', message: hello.message }
  const readings = hello.info.readings.incompatibility
  let cases = 0
  let phase: FuzzProgress['phase'] = 'search'
  const property = fc.asyncProperty(options.arbitrary ?? validCase(), async (c) => {
    cases++
    options.onProgress?.({ phase, cases })
    fc.pre(readings.includes(readingOf(c)))
    const theirs = await session.run(c)
    fc.pre(theirs._tag !== 'skipped')
    const agree = theirs._tag === 'result' && sameCore(coreView(ourResult(c)), coreView(theirs.result))
    if (!agree) phase = 'shrink'
    return agree
  })
  const details = await fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    ...(options.path === undefined ? {} : { path: options.path, endOnFailure: true }),
  })
  if (!details.failed) return { _tag: 'agreed', seed: details.seed, runs: details.numRuns, skipped: details.numSkips }
  if (details.counterexample === null)
    return { _tag: 'unavailable', message: `no comparable case: the implementation skipped or could not answer ${details.numSkips} of the generated cases` }
  const [c] = details.counterexample
  const ours = ourResult(c)
  const theirs = await session.run(c)
  const divergence = firstDivergence(c, ours, theirs)
  const replay = { seed: details.seed, path: details.counterexamplePath, command: options.commandText }
  return {
    _tag: 'disagreement',
    seed: details.seed,
    runs: details.numRuns,
    shrinks: details.numShrinks,
    case: c,
    ours,
    theirs,
    divergence,
    replay,
    skeleton: vectorSkeleton(c, divergence, replay),
  }
}
