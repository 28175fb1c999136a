/**
 * What differential fuzzing compares, per kind of query and per conformance
 * level (spec/protocol.md, "What a fuzzer does"):
 *
 * - `determination`: core — outcome, successor, `memberCount.after`, or
 *   rejected vs decided; full — also the `considered` walk (candidate,
 *   verdict, rule);
 * - `state`: core — the legal member count, the counts, the members (member,
 *   list, since, basis), the vacancies (vacancy, status, leftOn) and the
 *   rejected events (path, rule); full — also each vacancy's determination,
 *   due decision, announcement, period, objections and review, the pending
 *   proofs, the seats with their tenures and the codes of rejected events;
 * - `audit`: core — how many determinations were checked and the findings
 *   (event, rule); full — also what was recorded and what was lawful;
 * - `invalid` (cases that must be rejected): both reject, and the other
 *   implementation's errors contain one at the path of our first error with
 *   its code (core) and also its rule (full).
 *
 * @since 0.2.0
 */
import type { Answer } from './answer.js'
import { type Difference, firstDifference } from './compare.js'
import type { Level } from './protocol.js'

/** What a fuzz run generates and asks. @category model @since 0.2.0 */
export type FuzzKind = 'determination' | 'state' | 'audit' | 'invalid'

/** @category model @since 0.2.0 */
export const FUZZ_KINDS: ReadonlyArray<FuzzKind> = ['determination', 'state', 'audit', 'invalid']

type Json = Record<string, unknown>
const isRecord = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)
const arr = (u: unknown): unknown[] => (Array.isArray(u) ? u : [])
const pick = (u: unknown, keys: ReadonlyArray<string>): Json => (isRecord(u) ? Object.fromEntries(keys.map((k) => [k, u[k] ?? null])) : { invalid: u ?? null })

const errorsOf = (u: unknown): Json[] => arr(isRecord(u) ? u['errors'] : undefined).map((e) => pick(e, ['path', 'code', 'rule']))

const formatOf = (u: unknown): unknown => (isRecord(u) ? u['format'] : undefined)

const stateView = (u: Json, full: boolean): Json => ({
  legalMemberCount: u['legalMemberCount'] ?? null,
  counts: u['counts'] ?? null,
  members: arr(u['members']).map((m) => pick(m, ['member', 'list', 'since', 'basis'])),
  vacancies: arr(u['vacancies']).map((v) =>
    pick(v, full ? ['vacancy', 'status', 'leftOn', 'determination', 'due', 'announced', 'objectionPeriodEnds', 'actionPeriod', 'objections', 'review'] : ['vacancy', 'status', 'leftOn']),
  ),
  rejected: arr(u['rejected']).map((r) => pick(r, full ? ['path', 'code', 'rule'] : ['path', 'rule'])),
  ...(full ? { pendingProofs: u['pendingProofs'] ?? null, seats: u['seats'] ?? null } : {}),
})

const auditView = (u: Json, full: boolean): Json => ({
  checked: u['checked'] ?? null,
  findings: arr(u['findings']).map((f) => pick(f, full ? ['event', 'rule', 'vacancy', 'date', 'recorded', 'lawful'] : ['event', 'rule'])),
})

const DETERMINATION = 'nachruecken.determination/1'
const ERROR = 'nachruecken.error/1'

/**
 * The part of a result that is compared, for a kind and level.
 *
 * @category oracle @since 0.2.0
 */
export const viewOf = (kind: FuzzKind, level: Level, result: unknown): unknown => {
  const full = level === 'full'
  const format = formatOf(result)
  if (!isRecord(result)) return { invalid: result ?? null }
  if (format === ERROR) return kind === 'invalid' ? { rejected: errorsOf(result) } : { rejected: true }
  if (kind === 'state' && format === 'nachruecken.state/1') return stateView(result, full)
  if (kind === 'audit' && format === 'nachruecken.audit/1') return auditView(result, full)
  if (format === DETERMINATION) {
    const core = { outcome: result['outcome'] ?? null, successor: result['successor'] ?? null, after: isRecord(result['memberCount']) ? result['memberCount']['after'] : null }
    if (kind === 'invalid') return { decided: core }
    return full ? { ...core, considered: arr(result['considered']).map((e) => pick(e, ['candidate', 'verdict', 'rule'])) } : core
  }
  return { format: format ?? null }
}

/**
 * Where the other answer departs from ours, or null when they agree.
 *
 * @category oracle @since 0.2.0
 */
export const departure = (kind: FuzzKind, level: Level, ours: unknown, theirs: Answer): Difference | null => {
  if (theirs._tag !== 'result') return { path: 'answer', expected: viewOf(kind, level, ours), actual: `${theirs._tag}: ${theirs.message}` }
  const mine = viewOf(kind, level, ours)
  const other = viewOf(kind, level, theirs.result)
  if (kind === 'invalid' && isRecord(mine) && Array.isArray(mine['rejected']) && isRecord(other) && Array.isArray(other['rejected'])) {
    const first = mine['rejected'][0] as Json | undefined
    const keys = level === 'full' ? ['path', 'code', 'rule'] : ['path', 'code']
    const hit = first === undefined || other['rejected'].some((e) => keys.every((k) => (e as Json)[k] === first[k]))
    return hit ? null : { path: 'errors', expected: pick(first, keys), actual: other['rejected'] }
  }
  return firstDifference(other, mine, '') ?? firstDifference(mine, other, '')
}

/**
 * The norm at a departure: the rule of the entry where the two answers
 * differ (a rejected event, a finding, an error), or a bracketed label.
 *
 * @category oracle @since 0.2.0
 */
export const normAt = (kind: FuzzKind, ours: unknown, theirs: unknown, d: Difference): string => {
  const m = /^(rejected|findings)(?:\[(\d+)\])?/.exec(d.path)
  const key = m?.[1] === 'findings' ? 'findings' : 'rejected'
  const index = Number(m?.[2] ?? 0)
  const ruleIn = (u: unknown): unknown => (isRecord(u) ? (arr(u[key])[index] as Json | undefined)?.['rule'] : undefined)
  if (kind === 'invalid') {
    const first = errorsOf(ours)[0]
    return typeof first?.['rule'] === 'string' ? first['rule'] : '(format and consistency)'
  }
  const rule = m === null ? undefined : (ruleIn(ours) ?? ruleIn(theirs))
  return typeof rule === 'string' ? rule : `(${kind}: ${d.path === '' ? 'document' : d.path})`
}
