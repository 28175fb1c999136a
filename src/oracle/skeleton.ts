/**
 * A disagreement found by `nachruecken fuzz`, as a ready-to-add vector
 * skeleton (spec/conformance/README.md): the minimal case, the norm at which
 * the two implementations diverge, a hint at the readings involved — and
 * `expected` deliberately left as a note, because the expected result must
 * be worked out by hand from the law, never copied from a program's output.
 * The suite lint rejects the skeleton until a person has done that.
 *
 * @since 0.1.0
 */
import { isNormId } from '../domain/norms.js'
import type { Divergence } from './classify.js'
import { readingOf } from './reading.js'
import type { FuzzKind } from './views.js'

/** How to find the same case again. @category model @since 0.1.0 */
export interface Replay {
  readonly seed: number
  readonly path: string
  readonly command: string
}

/** The text left in `expected`. @category model @since 0.1.0 */
export const EXPECTED_BY_HAND =
  'FILL IN BY HAND: work out the expected determination (or error) by hand from the law (spec/law/kwg-34.txt) and spec/readings.md; never copy it from either implementation'

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const readingsHint = (c: unknown, norm: string): string[] => {
  const out: string[] = []
  if (norm === 'kwg34.2.n1') out.push('R2')
  if (norm === 'kwg34.2.n2' || norm === 'kwg33.2') out.push('R3')
  if (norm === 'kwg34.2.n3.ground' || norm === 'kwg34.3.s2') out.push(`R1.${readingOf(c)}`)
  const departures = isRecord(c) && Array.isArray(c['events']) ? (c['events'] as unknown[]).filter((e) => isRecord(e) && e['type'] === 'memberLeft').length : 0
  if (departures > 1) out.push('R6')
  return out
}

/**
 * The vector skeleton for a shrunk case.
 *
 * @category oracle @since 0.1.0
 */
export const vectorSkeleton = (c: unknown, divergence: Divergence, replay: Replay, kind: FuzzKind = 'determination'): Record<string, unknown> => ({
  id: kind === 'determination' ? `todo-fuzz-${Math.abs(replay.seed)}` : `todo-fuzz-${kind}-${Math.abs(replay.seed)}`,
  description: `FILL IN BY HAND: say in one sentence what this case shows (found by nachruecken fuzz --seed ${replay.seed} --path ${replay.path}; the implementations diverge at ${divergence.where}, ${divergence.norm})`,
  norms: ['kwg34.1.s1.trigger', divergence.norm].filter((n, i, all) => isNormId(n) && all.indexOf(n) === i),
  readings: readingsHint(c, divergence.norm),
  level: divergence.where.startsWith('considered') ? 'full' : 'core',
  features: [],
  ...(kind === 'invalid' ? { negative: { phase: 'FILL IN BY HAND: format, consistency or rule' } } : {}),
  case: c,
  expected: kind === 'determination' ? EXPECTED_BY_HAND : { [kind === 'invalid' ? 'error' : kind]: EXPECTED_BY_HAND },
})
