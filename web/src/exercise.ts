/**
 * The exercise beside the case: Sachverhalt and Fallfrage (never the
 * solution), the variations to load, the hints in steps, and the two sheets
 * to print — a worksheet without the solution and a solution sheet.
 */
import type { Exercise, Variation } from './catalog.js'
import { h } from './dom.js'
import { t } from './i18n.js'
import { markdown } from './markdown.js'

export interface ExerciseView {
  readonly exercise: Exercise
  readonly variation: number
  readonly exam: boolean
  /** the result may be printed (not in exam mode before the commit) */
  readonly solved: boolean
  readonly load: (nr: number) => void
  readonly print: (sheet: 'worksheet' | 'solution') => void
  readonly hints: HTMLElement | null
}

export const variationOf = (ex: Exercise | null, nr: number): Variation | null => ex?.variations.find((v) => v.nr === nr) ?? null

/** Sachverhalt, Fallfrage and the variation's statement (Markdown as elements). */
export const taskText = (ex: Exercise, nr: number, level = 4): HTMLElement[] => {
  const v = variationOf(ex, nr)
  return [
    h('h' + String(level) as 'h4', {}, t('sachverhalt')),
    ...markdown(ex.sachverhalt, level),
    h('h' + String(level) as 'h4', {}, t('fallfrage')),
    ...markdown(ex.fallfrage, level),
    ...(v === null ? [] : [h('div', { class: 'current-variation', 'data-current-variation': v.nr }, h('h' + String(level) as 'h4', {}, t('variation', { nr: v.nr })), ...markdown(v.statement, level))]),
  ]
}

const variationButtons = (view: ExerciseView): HTMLElement | null => {
  const ex = view.exercise
  if (ex.variations.length === 0) return null
  const button = (nr: number, label: string): HTMLElement =>
    h('li', {}, h('button', { type: 'button', class: 'small', 'aria-pressed': String(view.variation === nr), 'data-variation': nr, onclick: () => view.load(nr) }, label))
  return h(
    'div',
    { class: 'variations' },
    h('h4', {}, t('variations')),
    h('ul', {}, button(0, t('baseCase')), ex.variations.map((v) => button(v.nr, `${t('variation', { nr: v.nr })}: ${v.change}`))),
  )
}

export const exerciseView = (view: ExerciseView): HTMLElement => {
  const ex = view.exercise
  return h(
    'div',
    {},
    h('h3', { id: 'exercise-h' }, `${t('exercise')}: ${ex.title}`),
    view.exam || ex.topics === '' ? null : h('p', { class: 'topics' }, h('em', {}, `${t('topics')}: ${ex.topics}`)),
    h('div', { lang: 'de', class: 'task' }, taskText(ex, view.variation)),
    h('p', { class: 'hint' }, view.exam ? t('examHint') : t('solutionByLab')),
    variationButtons(view),
    view.hints,
    h(
      'div',
      { class: 'print-buttons' },
      h('button', { type: 'button', class: 'small', id: 'print-worksheet', onclick: () => view.print('worksheet') }, t('printWorksheet')),
      view.solved ? h('button', { type: 'button', class: 'small', id: 'print-solution', onclick: () => view.print('solution') }, t('printSolution')) : null,
    ),
  )
}

/** The worksheet: the task and room for the answer, no solution. */
export const worksheet = (ex: Exercise, nr: number, body: string): HTMLElement =>
  h(
    'article',
    { class: 'sheet worksheet', lang: 'de' },
    h('p', { class: 'sheet-kind' }, t('worksheet')),
    h('h2', {}, ex.title),
    h('p', { class: 'sheet-meta' }, body),
    taskText(ex, nr, 3),
    h('h3', {}, t('yourAnswer')),
    h('div', { class: 'answer-lines', 'aria-hidden': 'true' }, Array.from({ length: 12 }, () => h('div', { class: 'line' }))),
  )

/** The solution sheet: the task, the result, the hand-worked notes and the opinion. */
export const solutionSheet = (ex: Exercise, nr: number, result: ReadonlyArray<HTMLElement>, opinion: HTMLElement | null): HTMLElement => {
  const v = variationOf(ex, nr)
  const notes = v !== null ? v.solution : ex.solutionNotes
  return h(
    'article',
    { class: 'sheet solution-sheet', lang: 'de' },
    h('p', { class: 'sheet-kind' }, t('solutionSheet')),
    h('h2', {}, ex.title),
    taskText(ex, nr, 3),
    h('h3', {}, t('solutionHeading')),
    result,
    notes === '' ? null : h('div', { class: 'solution-notes' }, h('h3', {}, t('handWorked')), ...markdown(notes, 3)),
    opinion,
  )
}
