/**
 * The editor for one's own exercise: Sachverhalt, Fallfrage, hints in three
 * steps and the expected answer, over the case in the form beside it. The
 * library validates the case and says whether it reaches the expected
 * answer; the exercise travels in the link with the case.
 */
import { encodeDetermination } from './library.js'
import type { Analysis } from './analysis.js'
import type { ExpectedAnswer, Exercise } from './catalog.js'
import { h } from './dom.js'
import { OUTCOMES } from './exam.js'
import { optionLabel, t } from './i18n.js'
import { errorSentence } from './messages.js'
import { candidateChoices, clone, type Json } from './model.js'
import { person } from './results.js'

/** What the teacher writes. */
export interface Draft {
  title: string
  sachverhalt: string
  fallfrage: string
  hints: [string, string, string]
  expected: ExpectedAnswer
}

export const draftOf = (ex: Exercise | null): Draft => ({
  title: ex?.title ?? '',
  sachverhalt: ex?.sachverhalt ?? '',
  fallfrage: ex?.fallfrage ?? '',
  hints: [ex?.hints[0] ?? '', ex?.hints[1] ?? '', ex?.hints[2] ?? ''],
  expected: ex?.expected ?? { outcome: 'successor', successor: null },
})

export const exerciseOf = (d: Draft, doc: Json): Exercise => ({
  id: null,
  title: d.title.trim() === '' ? t('ownExercise') : d.title.trim(),
  topics: '',
  sachverhalt: d.sachverhalt,
  fallfrage: d.fallfrage,
  solutionNotes: '',
  base: clone(doc),
  variations: [],
  hints: d.hints.filter((x) => x.trim() !== ''),
  expected: d.expected,
})

/** The exercise as it travels in the link (`ex=`), and back. */
export const wireOf = (ex: Exercise): Record<string, unknown> => ({ title: ex.title, sachverhalt: ex.sachverhalt, fallfrage: ex.fallfrage, hints: ex.hints, expected: ex.expected })

export const fromWire = (u: unknown, doc: Json): Exercise | null => {
  if (typeof u !== 'object' || u === null) return null
  const o = u as Record<string, unknown>
  const s = (k: string): string => (typeof o[k] === 'string' ? (o[k] as string) : '')
  const e = (typeof o['expected'] === 'object' && o['expected'] !== null ? o['expected'] : {}) as Record<string, unknown>
  const hints = Array.isArray(o['hints']) ? o['hints'].filter((x): x is string => typeof x === 'string') : []
  return exerciseOf(
    {
      title: s('title'),
      sachverhalt: s('sachverhalt'),
      fallfrage: s('fallfrage'),
      hints: [hints[0] ?? '', hints[1] ?? '', hints[2] ?? ''],
      expected: { outcome: typeof e['outcome'] === 'string' ? e['outcome'] : 'successor', successor: typeof e['successor'] === 'string' ? e['successor'] : null },
    },
    doc,
  )
}

/** Does the library reach the answer the teacher expects? */
export const checkView = (a: Analysis, d: Draft, doc: unknown): HTMLElement => {
  const missing = [d.sachverhalt, d.fallfrage].some((x) => x.trim() === '')
  if (a.decided === null) {
    const errors = a.decisionErrors.length > 0 ? a.decisionErrors : a.errors
    return h('div', { id: 'editor-check', 'data-valid': 'false' }, h('p', { class: 'mismatch' }, t('editorInvalid')), h('ul', {}, errors.map((e) => h('li', {}, errorSentence(doc, e)))))
  }
  const { case: c, determination: det } = a.decided
  const outcome = encodeDetermination(det).outcome as string
  const successor = det._tag === 'successor' ? (det.successor as string) : null
  const agrees = d.expected.outcome === outcome && (outcome !== 'successor' || d.expected.successor === successor)
  const library = `${optionLabel('examOutcome', outcome)}${successor === null ? '' : `: ${person(c, successor)}`}`
  return h(
    'div',
    { id: 'editor-check', 'data-valid': String(agrees && !missing) },
    h('p', { class: agrees ? 'match' : 'mismatch', 'data-agrees': String(agrees) }, agrees ? `✓ ${t('editorAgrees', { library })}` : `✗ ${t('editorDisagrees', { library })}`),
    missing ? h('p', { class: 'mismatch' }, t('editorMissing')) : null,
  )
}

const area = (id: string, label: string, value: string, rows: number, set: (v: string) => void): HTMLElement =>
  h('div', { class: 'field wide' }, h('label', { for: id }, label), h('textarea', { id, rows, value, oninput: (e: Event) => set((e.target as HTMLTextAreaElement).value) }))

export interface EditorContext {
  readonly draft: Draft
  readonly doc: () => unknown
  readonly changed: () => void
  readonly apply: () => void
  readonly share: () => void
  readonly close: () => void
}

export const editorView = (ctx: EditorContext): HTMLElement => {
  const d = ctx.draft
  const people = candidateChoices(ctx.doc())
  const set = (f: () => void) => () => {
    f()
    ctx.changed()
  }
  return h(
    'div',
    { class: 'editor' },
    h('h3', { id: 'editor-h' }, t('editorHeading')),
    h('p', { class: 'hint' }, t('editorIntro')),
    h('div', { class: 'field wide' }, h('label', { for: 'ed-title' }, t('editorTitle')), h('input', { id: 'ed-title', type: 'text', value: d.title, oninput: (e: Event) => ((d.title = (e.target as HTMLInputElement).value), ctx.changed()) })),
    area('ed-sachverhalt', t('sachverhalt'), d.sachverhalt, 6, (v) => set(() => (d.sachverhalt = v))()),
    area('ed-fallfrage', t('fallfrage'), d.fallfrage, 2, (v) => set(() => (d.fallfrage = v))()),
    [0, 1, 2].map((i) => area(`ed-hint-${i + 1}`, t(`editorHint${i + 1}`), d.hints[i] ?? '', 2, (v) => set(() => (d.hints[i] = v))())),
    h(
      'fieldset',
      { class: 'section' },
      h('legend', {}, t('editorExpected')),
      h(
        'div',
        { class: 'grid' },
        h('div', { class: 'field' }, h('label', { for: 'ed-outcome' }, t('examOutcome')), h('select', { id: 'ed-outcome', onchange: (e: Event) => ((d.expected = { ...d.expected, outcome: (e.target as HTMLSelectElement).value }), ctx.changed()) }, OUTCOMES.map((o) => h('option', { value: o, selected: o === d.expected.outcome }, optionLabel('examOutcome', o))))),
        h('div', { class: 'field' }, h('label', { for: 'ed-successor' }, t('examSuccessor')), h('select', { id: 'ed-successor', onchange: (e: Event) => ((d.expected = { ...d.expected, successor: (e.target as HTMLSelectElement).value || null }), ctx.changed()) }, h('option', { value: '' }, t('examNobody')), people.map(([id, label]) => h('option', { value: id, selected: id === d.expected.successor }, label)))),
      ),
    ),
    h('div', { id: 'editor-check-box', 'aria-live': 'polite' }),
    h(
      'p',
      { class: 'row-buttons' },
      h('button', { type: 'button', class: 'primary', id: 'ed-apply', onclick: ctx.apply }, t('editorApply')),
      h('button', { type: 'button', id: 'ed-share', onclick: ctx.share }, t('editorShare')),
      h('button', { type: 'button', id: 'ed-close', onclick: ctx.close }, t('editorClose')),
    ),
  )
}

/** A small exercise to start from, matching `blankCase()` (worked by hand: Dana Dorn, 450 votes, before Cem Cakir, 300). */
export const BLANK_EXERCISE: Draft = {
  title: 'Eigene Aufgabe: Übungsdorf',
  sachverhalt:
    'Die Gemeindevertretung Übungsdorf hat drei Mitglieder. Auf dem Wahlvorschlag der Liste A wurden 2021 Ada Albrecht und Ben Brandt gewählt; nicht gewählt wurden Cem Cakir (Platz 3, 300 Stimmen) und Dana Dorn (Platz 4, 450 Stimmen). Am 2. Mai 2023 stirbt Ada Albrecht.',
  fallfrage: 'Wer rückt für Ada Albrecht nach? Prüfen Sie auf den 31. Mai 2023.',
  hints: ['Vergleichen Sie die Stimmen der nicht gewählten Bewerber der Liste A.', 'Lesen Sie § 34 Abs. 1 Satz 1 KWG: Was entscheidet – der Listenplatz oder die Stimmenzahl?', 'Dana Dorn hat mit 450 Stimmen mehr als Cem Cakir (300); sie rückt nach, obwohl sie auf dem späteren Listenplatz steht.'],
  expected: { outcome: 'successor', successor: 'A-4' },
}
