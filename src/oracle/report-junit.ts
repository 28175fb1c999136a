/**
 * The conformance report as JUnit XML, for CI systems: one test suite per
 * vector family (the id without its number), one test case per vector;
 * a failure carries the differences, an error the implementation's failure
 * and the tail of its standard error.
 *
 * @since 0.1.0
 */
import type { CaseReport, ConformanceReport } from './conformance.js'

/** Escape for XML text and attributes, dropping characters XML 1.0 forbids. @category oracle @since 0.1.0 */
export const xmlEscape = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const family = (id: string): string => id.replace(/-\d+$/, '')
const secs = (ms: number): string => (ms / 1000).toFixed(3)

const body = (c: CaseReport): string => {
  const diffs = c.differences.map((d) => `${d.path}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`)
  return [...diffs, ...(c.message === null ? [] : [c.message]), ...c.stderr.map((l) => `stderr: ${l}`)].join('\n')
}

const testcase = (c: CaseReport): string => {
  const open = `    <testcase classname="conformance.${xmlEscape(family(c.id))}" name="${xmlEscape(c.id)}" time="${secs(c.durationMs)}"`
  const text = xmlEscape(body(c))
  switch (c.status) {
    case 'pass':
      return `${open}/>`
    case 'notRun':
    case 'skip':
      return `${open}>\n      <skipped message="${xmlEscape(c.message ?? '')}"/>\n    </testcase>`
    case 'fail':
      if (c.expectedFailure) return `${open}>\n      <skipped message="expected failure: ${xmlEscape(c.differences.map((d) => d.path).join(', '))}"/>\n    </testcase>`
      return `${open}>\n      <failure message="${xmlEscape(c.differences.map((d) => d.path).join(', '))}" type="difference">${text}</failure>\n    </testcase>`
    case 'error':
      if (c.expectedFailure) return `${open}>\n      <skipped message="expected failure: ${xmlEscape((c.message ?? '').slice(0, 200))}"/>\n    </testcase>`
      return `${open}>\n      <error message="${xmlEscape((c.message ?? '').slice(0, 200))}" type="implementation">${text}</error>\n    </testcase>`
  }
}

/**
 * Render the report as JUnit XML.
 *
 * @category oracle @since 0.1.0
 */
export const reportJunit = (r: ConformanceReport): string => {
  const families = [...new Set(r.cases.map((c) => family(c.id)))]
  const suites = families.map((f) => {
    const cs = r.cases.filter((c) => family(c.id) === f)
    const n = (s: string): number => cs.filter((c) => c.status === s && !c.expectedFailure).length
    const time = secs(cs.reduce((t, c) => t + c.durationMs, 0))
    return [
      `  <testsuite name="${xmlEscape(f)}" tests="${cs.length}" failures="${n('fail')}" errors="${n('error')}" skipped="${cs.length - n('pass') - n('fail') - n('error')}" time="${time}">`,
      ...cs.map(testcase),
      '  </testsuite>',
    ].join('\n')
  })
  const s = r.summary
  const name = `nachruecken conformance (suite ${r.suite.version ?? '?'}, level ${r.level})`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(name)}" tests="${s.total}" failures="${r.cases.filter((c) => c.status === 'fail' && !c.expectedFailure).length}" errors="${r.cases.filter((c) => c.status === 'error' && !c.expectedFailure).length}" skipped="${r.cases.filter((c) => c.status === 'skip' || c.status === 'notRun' || c.expectedFailure).length}" time="${secs(r.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n')
}
