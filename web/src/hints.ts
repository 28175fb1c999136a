/**
 * Hints in steps: first where to look, then which norms, then the solution.
 * Each step is put into the page only when the student asks for it. The
 * teacher's own hints (or the case book's, for the case itself) come first; otherwise the lab points at the facts of
 * the case, at the norms the library applied, and at the hand-worked
 * solution of the case book (or the library's result).
 */
import { cite, type Case, type Determination } from './library.js'
import type { Analysis } from './analysis.js'
import type { Exercise, Variation } from './catalog.js'
import { h } from './dom.js'
import { date } from './format.js'
import { optionLabel, t } from './i18n.js'
import { markdown } from './markdown.js'
import { nameIn } from './results.js'
import { wordingView } from './wording.js'

/** The facts worth a look: the departure and every event about a candidate of the same list, by date. */
const facts = (c: Case, d: Determination): string[] => {
  const list = new Set(c.lists.find((l) => l.id === d.list)?.candidates.map((k) => k.id as string) ?? [])
  return c.events
    .filter((e) => {
      const who = 'candidate' in e ? e.candidate : 'member' in e ? e.member : null
      return who !== null && list.has(who)
    })
    .map((e) => {
      const who = 'candidate' in e ? e.candidate : 'member' in e ? e.member : ''
      return `${date(e.date)}: ${optionLabel('eventType', e._tag)} – ${nameIn(c, who)}`
    })
}

const whereToLook = (a: Analysis, v: Variation | null): HTMLElement[] => {
  const out: HTMLElement[] = []
  if (v !== null) out.push(h('p', {}, `${t('hintChange')} `, ...markdown(v.statement, 5).flatMap((el) => [...el.childNodes])))
  if (a.decided === null) return [...out, h('p', {}, t('hintFixErrors'))]
  const { case: c, determination: d } = a.decided
  const list = c.lists.find((l) => l.id === d.list)
  out.push(h('p', {}, c.body.electionMode === 'majority' ? t('hintLookMajority') : t('hintLook', { list: list?.name ?? d.list })))
  const f = facts(c, d)
  if (f.length > 0) out.push(h('ul', {}, f.map((x) => h('li', {}, x))))
  return out
}

const whichNorms = (a: Analysis): HTMLElement[] => {
  if (a.decided === null) return [h('p', {}, t('hintFixErrors'))]
  const rules = a.decided.determination.rules
  return [h('p', {}, t('hintNorms')), h('ul', { class: 'hint-norms' }, rules.map((r) => h('li', {}, h('strong', {}, cite(r)), wordingView(r))))]
}

const solution = (v: Variation | null, outcome: () => string): HTMLElement[] =>
  v !== null && v.solution !== '' ? markdown(v.solution, 5) : [h('p', {}, outcome())]

/** The content of hint `step` (0, 1, 2). */
export const hintStep = (step: number, a: Analysis, ex: Exercise | null, v: Variation | null, outcome: () => string): HTMLElement[] => {
  // the hints written for an exercise (by a teacher, or in the case book) are for the case itself, not for a variation
  const own = v === null ? (ex?.hints[step]?.trim() ?? '') : ''
  if (own !== '') return markdown(own, 5)
  if (step === 0) return whereToLook(a, v)
  if (step === 1) return whichNorms(a)
  return solution(v, outcome)
}

export const HINT_TITLES = ['hintTitle1', 'hintTitle2', 'hintTitle3'] as const

/** The hints shown so far and the button for the next one. */
export const hintsView = (shown: number, content: (step: number) => HTMLElement[], next: () => void): HTMLElement =>
  h(
    'section',
    { class: 'hints', id: 'hints', 'aria-labelledby': 'hints-h' },
    h('h4', { id: 'hints-h' }, t('hints')),
    h(
      'ol',
      { class: 'hint-steps' },
      HINT_TITLES.slice(0, shown).map((title, i) => h('li', { 'data-hint': i + 1, tabindex: '-1' }, h('h5', {}, t(title)), content(i))),
    ),
    shown >= HINT_TITLES.length
      ? null
      : h('button', { type: 'button', class: 'small', id: 'next-hint', onclick: next }, t('nextHint', { n: shown + 1, all: HINT_TITLES.length, what: t(HINT_TITLES[shown] ?? 'hintTitle1') })),
  )
