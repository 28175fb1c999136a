/**
 * Several implementations in one pass (`--impl NAME=COMMAND`, repeated):
 * each gets its own conformance report; the comparison puts them side by
 * side — a line per implementation, the table per norm with one column per
 * implementation (passed of those that ran), and the vectors on which they
 * differ.
 *
 * @since 0.2.0
 */
import type { ConformanceReport, Status } from './conformance.js'

/** @category model @since 0.2.0 */
export interface NamedReport {
  readonly name: string
  readonly report: ConformanceReport
}

/** The JSON comparison (`nachruecken.conformance-comparison/1`). @category model @since 0.2.0 */
export interface Comparison {
  readonly format: 'nachruecken.conformance-comparison/1'
  readonly implementations: ReadonlyArray<NamedReport>
  /** Vectors whose status is not the same for all, in vector order. */
  readonly differing: ReadonlyArray<{ readonly id: string; readonly statuses: Readonly<Record<string, Status | null>> }>
  readonly conforms: boolean
}

/**
 * Compare the reports of one pass.
 *
 * @category oracle @since 0.2.0
 */
export const compareRuns = (runs: ReadonlyArray<NamedReport>): Comparison => {
  const ids = [...new Set(runs.flatMap((r) => r.report.cases.map((c) => c.id)))]
  const statusOf = (r: NamedReport, id: string): Status | null => r.report.cases.find((c) => c.id === id)?.status ?? null
  const differing = ids
    .map((id) => ({ id, statuses: Object.fromEntries(runs.map((r) => [r.name, statusOf(r, id)])) }))
    .filter((d) => new Set(Object.values(d.statuses)).size > 1)
  return { format: 'nachruecken.conformance-comparison/1', implementations: runs, differing, conforms: runs.every((r) => r.report.summary.conforms) }
}

const cell = (r: ConformanceReport, norm: string): string => {
  const row = r.norms.find((n) => n.norm === norm)
  return row === undefined ? '–' : `${row.pass}/${row.pass + row.fail + row.error}`
}

/**
 * The comparison for people (Markdown).
 *
 * @category oracle @since 0.2.0
 */
export const reportComparison = (c: Comparison): string => {
  const names = c.implementations.map((r) => r.name)
  const lines = [`# Conformance of ${names.length} implementations`, '']
  lines.push('| implementation | command | passed | failed | skipped | errors | not run | conforms |', '|---|---|---:|---:|---:|---:|---:|---|')
  for (const { name, report: r } of c.implementations) {
    const s = r.summary
    lines.push(`| ${name} | \`${r.command}\` | ${s.pass} | ${s.fail} | ${s.skip} | ${s.error} | ${s.notRun} | ${s.conforms ? 'yes' : 'no'} |`)
  }
  const norms = [...new Set(c.implementations.flatMap((r) => r.report.norms.map((n) => n.norm)))]
  lines.push('', `| norm | ${names.join(' | ')} |`, `|---|${names.map(() => '---:|').join('')}`)
  for (const n of norms) lines.push(`| ${n} | ${c.implementations.map((r) => cell(r.report, n)).join(' | ')} |`)
  lines.push('')
  if (c.differing.length > 0) {
    lines.push('## Vectors on which they differ', '', `| vector | ${names.join(' | ')} |`, `|---|${names.map(() => '---|').join('')}`)
    for (const d of c.differing) lines.push(`| ${d.id} | ${names.map((n) => d.statuses[n] ?? '–').join(' | ')} |`)
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}
