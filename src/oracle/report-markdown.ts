/**
 * The conformance report for people (Markdown, also readable as plain
 * text): a headline, the table per norm (pass, fail, skip, error), the
 * first differences in detail, and the other failing and skipped vectors by
 * id.
 *
 * @since 0.1.0
 */
import type { CaseReport, ConformanceReport } from './conformance.js'

const show = (u: unknown): string => {
  const s = JSON.stringify(u)
  return s === undefined ? '(missing)' : s.length > 400 ? `${s.slice(0, 400)}…` : s
}

const detail = (c: CaseReport): string[] => {
  const head = `### ${c.id} — ${c.status}${c.norms.length === 0 ? '' : ` (${c.norms.join(', ')})`}`
  const lines = [head, '']
  if (c.description !== '') lines.push(c.description, '')
  for (const d of c.differences) lines.push(`- \`${d.path}\`: expected ${show(d.expected)}, got ${show(d.actual)}`)
  if (c.message !== null) lines.push(`- ${c.message}`)
  if (c.stderr.length > 0) lines.push('', '  standard error (last lines):', '', ...c.stderr.map((l) => `      ${l}`))
  lines.push('')
  return lines
}

/**
 * Render the report; `details` is how many failing or erroring vectors are
 * shown in full.
 *
 * @category oracle @since 0.1.0
 */
export const reportMarkdown = (r: ConformanceReport, details = 10): string => {
  const impl = r.implementation === null ? r.command : `${r.implementation.name} ${r.implementation.version} (${r.implementation.language})`
  const s = r.summary
  const chosen = r.selection.filters.length === 0 ? '' : ` · ${r.selection.chosen} chosen by ${r.selection.filters.join(' ')}`
  const notRun = s.notRun === 0 ? '' : `, ${s.notRun} not run`
  const xfail = s.expectedFailures + s.unexpectedPasses === 0 ? '' : ` (${s.expectedFailures} expected ${s.expectedFailures === 1 ? 'failure' : 'failures'}, ${s.unexpectedPasses} unexpectedly passing)`
  const lines = [
    `# Conformance: ${impl}`,
    '',
    `Suite ${r.suite.version ?? '(no VERSION)'} · ${r.suite.vectors} vectors${chosen} · level ${r.level} · command \`${r.command}\``,
    '',
    `**${s.pass} passed**, ${s.fail} failed, ${s.skip} skipped, ${s.error} ${s.error === 1 ? 'error' : 'errors'}${notRun} of ${s.total}` +
      ` (${s.selected} selected)${xfail} — ${s.conforms ? 'conforms' : 'does not conform'}`,
    '',
  ]
  if (r.stopped !== null) lines.push(`The run stopped early: ${r.stopped.message}.`, '')
  if (r.startProblem !== null) {
    lines.push(`The implementation could not be started: ${r.startProblem}`, '')
    if (r.startStderr.length > 0) lines.push('  standard error (last lines):', '', ...r.startStderr.map((l) => `      ${l}`), '')
  }
  const wide = s.notRun > 0
  lines.push(
    `| norm | citation | pass | fail | skip | error |${wide ? ' not run |' : ''}`,
    `|---|---|---:|---:|---:|---:|${wide ? '---:|' : ''}`,
  )
  for (const n of r.norms) lines.push(`| ${n.norm} | ${n.citation} | ${n.pass} | ${n.fail} | ${n.skip} | ${n.error} |${wide ? ` ${n.notRun} |` : ''}`)
  lines.push(`| **all vectors** | | ${s.pass} | ${s.fail} | ${s.skip} | ${s.error} |${wide ? ` ${s.notRun} |` : ''}`, '')
  const unexpected = r.cases.filter((c) => c.expectedFailure && c.status === 'pass')
  if (unexpected.length > 0) lines.push(`Listed as expected failures but passing (remove them from the list): ${unexpected.map((c) => c.id).join(', ')}`, '')
  const bad = r.cases.filter((c) => (c.status === 'fail' || c.status === 'error') && !c.expectedFailure)
  const expected = r.cases.filter((c) => (c.status === 'fail' || c.status === 'error') && c.expectedFailure)
  if (bad.length > 0) {
    lines.push(`## First differences${bad.length > details ? ` (${details} of ${bad.length})` : ''}`, '')
    for (const c of bad.slice(0, details)) lines.push(...detail(c))
    if (bad.length > details) lines.push(`Also not passing: ${bad.slice(details).map((c) => c.id).join(', ')}`, '')
  }
  if (expected.length > 0) lines.push(`Failing as expected (--expected-failures): ${expected.map((c) => c.id).join(', ')}`, '')
  const skipped = r.cases.filter((c) => c.status === 'skip')
  if (skipped.length > 0) {
    lines.push('## Skipped', '')
    const byReason = new Map<string, string[]>()
    for (const c of skipped) byReason.set(c.message ?? '', [...(byReason.get(c.message ?? '') ?? []), c.id])
    for (const [reason, ids] of byReason) lines.push(`- ${reason}: ${ids.join(', ')}`)
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}
