/**
 * For a conformance vector or a case-book variation: does the library give
 * what was worked out by hand? The comparison follows the conformance
 * runner (spec/conformance/README.md): objects by the keys given, arrays
 * element by element with equal length.
 */
import { encodeAudit, encodeDetermination, encodeState } from './library.js'
import type { Analysis } from './analysis.js'
import { h } from './dom.js'
import { optionLabel, t } from './i18n.js'
import { subjectOf } from './messages.js'
import { arr, isObject, nameOf, str } from './model.js'

/** The first place where `actual` does not contain `expected`, or null. */
export const firstDifference = (actual: unknown, expected: unknown, path: string): string | null => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return path
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(actual[i], expected[i], `${path}[${i}]`)
      if (d !== null) return d
    }
    return null
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return path
    for (const [k, v] of Object.entries(expected)) {
      const d = firstDifference(actual[k], v, path === '' ? k : `${path}.${k}`)
      if (d !== null) return d
    }
    return null
  }
  return actual === expected ? null : path
}

const FIELD_WORDS: Readonly<Record<string, string>> = { outcome: 'diffOutcome', successor: 'diffSuccessor', considered: 'diffConsidered', memberCount: 'diffCount', tie: 'diffTie' }
const differsIn = (path: string): string => t(FIELD_WORDS[path.split(/[.[]/)[0] ?? ''] ?? 'diffOther', { path })

const verdict = (ok: boolean, what: string, differs: string | null = null): HTMLElement =>
  h('p', { class: ok ? 'match' : 'mismatch', 'data-match': String(ok) }, `${ok ? '✓' : '✗'} ${what}`, ok || differs === null ? '' : ` — ${differsIn(differs)}`)

const details = (expected: unknown): HTMLElement => h('details', { class: 'tech' }, h('summary', {}, t('expectedJson')), h('pre', {}, JSON.stringify(expected, null, 2)))

const determinationCheck = (a: Analysis, ed: Record<string, unknown>, doc: unknown): [boolean, string, string | null] => {
  const got = a.decided === null || a.derived ? null : (encodeDetermination(a.decided.determination) as unknown as Record<string, unknown>)
  const want: Record<string, unknown> = {}
  for (const k of ['outcome', 'successor', 'considered'] as const) if (k in ed) want[k] = ed[k]
  if (isObject(ed['memberCount']) && 'after' in ed['memberCount']) want['memberCount'] = { after: ed['memberCount']['after'] }
  const differs = got === null ? 'outcome' : firstDifference(got, want, '')
  const outcome = optionLabel('outcome', str(ed['outcome']))
  const what = typeof ed['successor'] === 'string' ? t('expectedSuccessor', { who: nameOf(doc, ed['successor']) }) : t('expectedOutcome', { outcome })
  return [differs === null, what, differs]
}

export const expectedView = (a: Analysis, expected: unknown, doc: unknown): HTMLElement | null => {
  if (!isObject(expected)) return null
  const ed = expected['determination']
  if (isObject(ed)) {
    const [ok, what, differs] = determinationCheck(a, ed, doc)
    return h('div', {}, verdict(ok, what, differs), details(expected))
  }
  const ee = expected['error']
  if (isObject(ee)) {
    const paths = typeof ee['path'] === 'string' ? [ee['path']] : arr(ee['errors']).map((e) => (isObject(e) ? str(e['path']) : ''))
    const errors = [...a.decisionErrors, ...a.errors]
    const ok = paths.every((p) => errors.some((e) => e.path === p && (!('rule' in ee) || e.rule === ee['rule'])))
    return h('div', {}, verdict(ok, t('expectedError', { where: paths.map((p) => subjectOf(doc, p).subject).join(', ') || t('theCase') })), details(expected))
  }
  const es = expected['state']
  if (isObject(es)) {
    const differs = a.state === null ? 'state' : firstDifference(encodeState(a.state.state), es, '')
    return h('div', {}, verdict(differs === null, t('expectedState'), differs), details(expected))
  }
  const ea = expected['audit']
  if (isObject(ea)) {
    const differs = a.audit === null ? 'audit' : firstDifference(encodeAudit(a.audit), ea, '')
    return h('div', {}, verdict(differs === null, t('expectedAudit'), differs), details(expected))
  }
  return h('div', {}, details(expected))
}
