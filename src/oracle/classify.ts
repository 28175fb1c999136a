/**
 * Where two implementations part ways on one case: the first norm at which
 * they diverge. In this order:
 *
 * 1. one rejects the case and the other decides it → the rule of the first
 *    error (or `(format and consistency)` when it names none);
 * 2. one finds no succession and the other does → its `reason` (§ 33);
 * 3. the `considered` walks, entry by entry: the first entry that differs.
 *    The same candidate skipped by one and not by the other → the rule that
 *    skipped it; the same candidate with another verdict or rule → our rule;
 *    different candidates → the ranking (`kwg34.1.s1.rank`, `kwg34.1a.rank`,
 *    or on equal votes `kwg34.1.s1.tie`, `kwg34.1a.lot`);
 * 4. equal walks: a different outcome (vacant → `kwg34.1.s2.vacant`,
 *    lotRequired → `kwg34.1a.lot`, awaitingProof → `kwg34.3.s2`), a
 *    different successor (the ranking), a different `memberCount.after`
 *    (`kwg34.1.s2.count`).
 *
 * @since 0.1.0
 */
import type { Answer } from './answer.js'
import { coreView, showCore } from './core-view.js'

/** @category model @since 0.1.0 */
export interface Divergence {
  /** A norm id, or a bracketed label when no norm applies. */
  readonly norm: string
  /** Where in the result: `errors`, `outcome`, `considered[2]`, `successor`, `memberCount.after`. */
  readonly where: string
  readonly ours: string
  readonly theirs: string
}

type Json = Record<string, unknown>
interface Entry {
  readonly candidate: unknown
  readonly verdict: unknown
  readonly rule: unknown
}

const isRecord = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)
const walkOf = (r: Json): ReadonlyArray<Entry> =>
  Array.isArray(r['considered']) ? r['considered'].map((e: unknown) => (isRecord(e) ? (e as unknown as Entry) : { candidate: e, verdict: null, rule: null })) : []
const showEntry = (e: Entry | undefined): string =>
  e === undefined ? '(no entry)' : `${String(e.candidate)} ${String(e.verdict)} [${String(e.rule)}]`
const sameEntry = (a: Entry | undefined, b: Entry | undefined): boolean =>
  a !== undefined && b !== undefined && a.candidate === b.candidate && a.verdict === b.verdict && a.rule === b.rule

const majority = (c: unknown): boolean => isRecord(c) && isRecord(c['body']) && c['body']['electionMode'] === 'majority'

const votesOf = (c: unknown, id: unknown): unknown => {
  if (!isRecord(c) || !Array.isArray(c['lists'])) return undefined
  for (const l of c['lists'] as unknown[])
    if (isRecord(l) && Array.isArray(l['candidates']))
      for (const k of l['candidates'] as unknown[]) if (isRecord(k) && k['id'] === id) return k['votes']
  return undefined
}

const rankingNorm = (c: unknown, a: unknown, b: unknown): string => {
  const tie = a !== undefined && b !== undefined && votesOf(c, a) !== undefined && votesOf(c, a) === votesOf(c, b)
  return majority(c) ? (tie ? 'kwg34.1a.lot' : 'kwg34.1a.rank') : tie ? 'kwg34.1.s1.tie' : 'kwg34.1.s1.rank'
}

const walkDivergence = (c: unknown, ours: Json, theirs: Json): Divergence | null => {
  const a = walkOf(ours)
  const b = walkOf(theirs)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (sameEntry(x, y)) continue
    const where = `considered[${i}]`
    const seen = { where, ours: showEntry(x), theirs: showEntry(y) }
    if (x === undefined || y === undefined) return { norm: String((x ?? y)?.rule), ...seen }
    if (x.candidate !== y.candidate) return { norm: rankingNorm(c, x.candidate, y.candidate), ...seen }
    const skippedX = x.verdict === 'skipped'
    const skippedY = y.verdict === 'skipped'
    return { norm: String(skippedY && !skippedX ? y.rule : x.rule), ...seen }
  }
  return null
}

const OUTCOME_NORMS: Readonly<Record<string, string>> = {
  vacant: 'kwg34.1.s2.vacant',
  lotRequired: 'kwg34.1a.lot',
  awaitingProof: 'kwg34.3.s2',
}

/**
 * The first divergence between our result and the other implementation's
 * answer for the case.
 *
 * @category oracle @since 0.1.0
 */
export const firstDivergence = (c: unknown, ours: unknown, theirs: Answer): Divergence => {
  const o = coreView(ours)
  if (theirs._tag !== 'result')
    return { norm: '(implementation failure)', where: 'answer', ours: showCore(o), theirs: `${theirs._tag}: ${theirs.message}` }
  const t = coreView(theirs.result)
  const seen = { ours: showCore(o), theirs: showCore(t) }
  if (o._tag !== 'decided' || t._tag !== 'decided') {
    if (o._tag === t._tag) return { norm: '(none)', where: 'result', ...seen }
    const rejecting = o._tag === 'rejected' ? o : t._tag === 'rejected' ? t : null
    const rule = rejecting?.errors[0]?.rule
    return { norm: typeof rule === 'string' ? rule : '(format and consistency)', where: rejecting === null ? 'result' : 'errors', ...seen }
  }
  const ourDoc = ours as Json
  const theirDoc = theirs.result as Json
  if ((o.outcome === 'noSuccession') !== (t.outcome === 'noSuccession')) {
    const reason = (o.outcome === 'noSuccession' ? ourDoc : theirDoc)['reason']
    return { norm: typeof reason === 'string' ? reason : 'kwg34.1.s1.trigger', where: 'outcome', ...seen }
  }
  const walk = walkDivergence(c, ourDoc, theirDoc)
  if (walk !== null) return walk
  if (o.outcome !== t.outcome) {
    const key = [o.outcome, t.outcome].find((x) => typeof x === 'string' && x in OUTCOME_NORMS) as string | undefined
    return { norm: key === undefined ? '(unknown outcome)' : (OUTCOME_NORMS[key] as string), where: 'outcome', ...seen }
  }
  if (o.successor !== t.successor) return { norm: rankingNorm(c, o.successor, t.successor), where: 'successor', ...seen }
  if (o.after !== t.after) return { norm: 'kwg34.1.s2.count', where: 'memberCount.after', ...seen }
  return { norm: '(none)', where: 'result', ...seen }
}
