/**
 * The teacher's view: every case-book case with its topics, the norms the
 * library applies, the library's answer to the case and the hand-worked
 * answers to its variations — to choose an exercise and hand it out.
 */
import { cite, encodeDetermination } from './library.js'
import { analyse } from './analysis.js'
import { ENTRIES, type Exercise } from './catalog.js'
import { h } from './dom.js'
import { t, optionLabel } from './i18n.js'
import { isObject, nameOf, str } from './model.js'
import { person } from './results.js'

const answerOf = (ex: Exercise): { text: string; norms: string[] } => {
  const a = analyse(ex.base, null)
  if (a.decided === null) return { text: t('rejected'), norms: [] }
  const { case: c, determination: d } = a.decided
  const w = encodeDetermination(d)
  const who = d._tag === 'successor' ? `: ${person(c, d.successor)}` : ''
  const where = a.derived ? ` (${t('vacancy')} ${person(c, d.vacancy)})` : ''
  return { text: `${optionLabel('outcome', w.outcome)}${who}${where}`, norms: d.rules.map(cite) }
}

const expectedText = (doc: unknown, expected: unknown): string => {
  if (!isObject(expected)) return '—'
  const d = expected['determination']
  if (isObject(d)) return `${optionLabel('outcome', str(d['outcome']))}${typeof d['successor'] === 'string' ? `: ${nameOf(doc, d['successor'])}` : ''}`
  if (isObject(expected['error'])) return t('teacherRejected')
  if (isObject(expected['state'])) return t('teacherState')
  return '—'
}

const caseCard = (ex: Exercise, open: (id: string, exam: boolean) => void): HTMLElement => {
  const answer = answerOf(ex)
  return h(
    'li',
    { class: 'teacher-case', 'data-case': ex.id ?? '' },
    h('h3', {}, ex.title),
    h('p', {}, h('strong', {}, `${t('topics')}: `), ex.topics),
    h('p', {}, h('strong', {}, `${t('teacherNorms')}: `), answer.norms.join(', ')),
    h('p', { 'data-answer': 'base' }, h('strong', {}, `${t('teacherAnswer')}: `), answer.text),
    ex.answer === undefined || ex.answer === null ? null : h('p', { 'data-answer': 'hand' }, h('strong', {}, `${t('teacherByHand')}: `), expectedText(ex.base, ex.answer)),
    ex.variations.length === 0
      ? null
      : h(
          'ol',
          { class: 'teacher-variations' },
          ex.variations.map((v) => h('li', { 'data-answer': `v${v.nr}` }, `${v.change} → ${expectedText(ex.base, v.expected)}`)),
        ),
    h(
      'p',
      { class: 'row-buttons' },
      h('button', { type: 'button', class: 'small', 'data-open': ex.id ?? '', onclick: () => open(ex.id ?? '', false) }, t('teacherOpen')),
      h('button', { type: 'button', class: 'small', 'data-open-exam': ex.id ?? '', onclick: () => open(ex.id ?? '', true) }, t('teacherOpenExam')),
    ),
  )
}

/** The list of every case-book case (loads each case once). */
export const teacherView = async (open: (id: string, exam: boolean) => void): Promise<HTMLElement> => {
  const exercises = await Promise.all(ENTRIES.filter((e) => e.exercise !== undefined).map((e) => (e.exercise as () => Promise<Exercise>)()))
  return h(
    'div',
    {},
    h('p', {}, t('teacherIntro', { n: exercises.length })),
    h('ol', { class: 'teacher-cases' }, exercises.map((ex) => caseCard(ex, open))),
  )
}
