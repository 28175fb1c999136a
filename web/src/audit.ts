/** The audit of the recorded determinations: each one that deviates from the law, with the norm. */
import type { Analysis } from './analysis.js'
import { h } from './dom.js'
import { date } from './format.js'
import { optionLabel, t } from './i18n.js'
import { norm, person } from './results.js'

export const auditView = (a: Analysis): HTMLElement | null => {
  const au = a.audit
  const c = a.state?.case
  if (au === null || au.checked === 0 || c === undefined) return null
  const outcome = (o: { outcome: string; successor: string | null }): string => `${optionLabel('outcome', o.outcome)}${o.successor === null ? '' : `: ${person(c, o.successor)}`}`
  return h(
    'div',
    { class: 'audit' },
    h('p', {}, t('auditChecked', { n: au.checked, findings: au.findings.length })),
    au.findings.length === 0
      ? null
      : h(
          'ul',
          {},
          au.findings.map((f) =>
            h('li', {}, `#${f.event} (${date(f.date)}), ${t('vacancy')} ${person(c, f.vacancy)}: `, t('auditLine', { recorded: outcome(f.recorded), lawful: outcome(f.lawful) }), ' ', norm(f.rule)),
          ),
        ),
  )
}
