/**
 * `nachruecken conformance diff OLD.json NEW.json`: what changed between two
 * JSON reports of the runner — new failures (passed before, or new, and now
 * failing or erroring), fixed vectors (failing or erroring before, passing
 * now), other changes of status or of the differences, and vectors added or
 * removed.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'

/** One vector in a report, as far as the diff reads it. @category model @since 0.2.0 */
export interface CaseStatus {
  readonly id: string
  readonly status: string
  readonly differences: string
}

/** @category model @since 0.2.0 */
export interface StatusChange {
  readonly id: string
  readonly was: string | null
  readonly now: string | null
}

/** @category model @since 0.2.0 */
export interface ReportDiff {
  readonly newFailures: ReadonlyArray<StatusChange>
  readonly fixed: ReadonlyArray<StatusChange>
  readonly changed: ReadonlyArray<StatusChange>
  readonly added: ReadonlyArray<string>
  readonly removed: ReadonlyArray<string>
}

// Parsed JSON (same realm): an object or an array; an array then fails the
// checks of the named properties (`format`, `id`), which it never has.
const isObject = (u: unknown): u is Record<string, unknown> => u instanceof Object

/**
 * The vectors of a parsed JSON report, or what is wrong with it.
 *
 * @category parsing @since 0.2.0
 */
export const casesOf = (u: unknown, name: string): Either<string, ReadonlyArray<CaseStatus>> => {
  if (!isObject(u) || u['format'] !== 'nachruecken.conformance-report/1' || !Array.isArray(u['cases']))
    return left(`${name}: not a JSON report of nachruecken conformance (format nachruecken.conformance-report/1)`)
  const out: CaseStatus[] = []
  for (const [i, c] of (u['cases'] as unknown[]).entries()) {
    if (!isObject(c) || typeof c['id'] !== 'string' || typeof c['status'] !== 'string') return left(`${name}: cases[${i}] needs an "id" and a "status"`)
    out.push({ id: c['id'], status: c['status'], differences: JSON.stringify(c['differences'] ?? []) })
  }
  return right(out)
}

const bad = (s: string | null): boolean => s === 'fail' || s === 'error'

/**
 * Compare two reports' vectors.
 *
 * @category oracle @since 0.2.0
 */
export const diffReports = (old: ReadonlyArray<CaseStatus>, neu: ReadonlyArray<CaseStatus>): ReportDiff => {
  const before = new Map(old.map((c) => [c.id, c]))
  const after = new Map(neu.map((c) => [c.id, c]))
  const newFailures: StatusChange[] = []
  const fixed: StatusChange[] = []
  const changed: StatusChange[] = []
  for (const c of neu) {
    const o = before.get(c.id)
    const was = o?.status ?? null
    const change = { id: c.id, was, now: c.status }
    if (bad(c.status) && !bad(was)) newFailures.push(change)
    else if (bad(was) && c.status === 'pass') fixed.push(change)
    else if (o !== undefined && (was !== c.status || o.differences !== c.differences)) changed.push(change)
  }
  return {
    newFailures,
    fixed,
    changed,
    added: neu.filter((c) => !before.has(c.id)).map((c) => c.id),
    removed: old.filter((c) => !after.has(c.id)).map((c) => c.id),
  }
}

const section = (title: string, items: ReadonlyArray<StatusChange>): string[] =>
  items.length === 0 ? [] : [`## ${title} (${items.length})`, '', ...items.map((c) => `- ${c.id}: ${c.was ?? '(new)'} → ${c.now ?? '(removed)'}`), '']

/**
 * The diff for people (Markdown).
 *
 * @category oracle @since 0.2.0
 */
export const reportDiff = (d: ReportDiff, oldName: string, newName: string): string => {
  const lines = [
    `# Conformance: ${oldName} → ${newName}`,
    '',
    `${d.newFailures.length} new ${d.newFailures.length === 1 ? 'failure' : 'failures'}, ${d.fixed.length} fixed, ${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed`,
    '',
    ...section('New failures', d.newFailures),
    ...section('Fixed', d.fixed),
    ...section('Changed', d.changed),
  ]
  if (d.added.length > 0) lines.push(`Added: ${d.added.join(', ')}`, '')
  if (d.removed.length > 0) lines.push(`Removed: ${d.removed.join(', ')}`, '')
  return `${lines.join('\n').trimEnd()}\n`
}
