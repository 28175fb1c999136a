/**
 * The last step of shrinking a disagreement: the case itself made smaller
 * while the disagreement stays — whole lists dropped (with their candidates
 * and every event that names one of them), then single events, then
 * candidates who were not elected (with their events), as long as the case
 * still asks about something it contains. fast-check shrinks the choices of
 * the generator; this shrinks what they built, which the generator's
 * choices cannot always reach (a list cannot be dropped without moving
 * every member chosen by number).
 *
 * @since 0.2.0
 */

type Json = Record<string, unknown>

const isRecord = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)
const arr = (u: unknown): unknown[] => (Array.isArray(u) ? u : [])

const REFERENCES = ['candidate', 'member', 'vacancy', 'successor', 'winner'] as const

/** Whether the event names one of the ids. */
const names = (e: unknown, ids: ReadonlySet<unknown>): boolean => isRecord(e) && (REFERENCES.some((k) => ids.has(e[k])) || arr(e['among']).some((x) => ids.has(x)))

const queried = (c: Json): string | null => {
  const q = c['query']
  return isRecord(q) && typeof q['vacancy'] === 'string' ? q['vacancy'] : null
}

const withoutIds = (c: Json, ids: ReadonlySet<string>, lists: unknown[]): Json | null => {
  const q = queried(c)
  if (q !== null && ids.has(q)) return null
  return { ...c, lists, events: arr(c['events']).filter((e) => !names(e, ids)) }
}

const idsOf = (l: unknown): Set<string> =>
  new Set(
    arr(isRecord(l) ? l['candidates'] : undefined).flatMap((k) =>
      isRecord(k) && typeof k['id'] === 'string'
        ? [k['id']]
        : // Stryker disable next-line ArrayDeclaration: a made-up id for a candidate without one could only drop an event naming that very string
          [],
    ),
  )

/** The smaller cases to try, in order: a list less, an event less, a candidate not elected less. */
const smaller = function* (c: Json): Generator<Json> {
  const lists = arr(c['lists'])
  if (lists.length > 1)
    for (let i = lists.length - 1; i >= 0; i--) {
      const d = withoutIds(c, idsOf(lists[i]), lists.filter((_, j) => j !== i))
      if (d !== null) yield d
    }
  const events = arr(c['events'])
  for (let i = events.length - 1; i >= 0; i--) yield { ...c, events: events.filter((_, j) => j !== i) }
  for (const [i, l] of lists.entries()) {
    if (!isRecord(l)) continue
    const ks = arr(l['candidates'])
    for (const j of [...ks.keys()].reverse()) {
      const k = ks[j]
      if (!isRecord(k) || k['elected'] === true || ks.length === 1 || typeof k['id'] !== 'string') continue
      const others = lists.map((m, x) => (x === i ? { ...l, candidates: ks.filter((_, y) => y !== j) } : m))
      const d = withoutIds(c, new Set([k['id']]), others)
      if (d !== null) yield d
    }
  }
}

/**
 * Reduce the case while `keeps` holds (each try asks it once; at most
 * `budget` tries).
 *
 * @category oracle @since 0.2.0
 */
export const reduceCase = async (c: unknown, keeps: (c: unknown) => Promise<boolean>, budget = 400): Promise<unknown> => {
  if (!isRecord(c)) return c
  let current: Json = c
  let tries = 0
  let changed = true
  while (changed) {
    changed = false
    for (const d of smaller(current)) {
      if (tries++ >= budget) break
      if (await keeps(d)) {
        current = d
        changed = true
        break
      }
    }
  }
  return current
}
