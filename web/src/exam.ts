/**
 * Exam mode: the student answers before the page shows anything the library
 * decided — the outcome, the successor, and for each candidate skipped the
 * ground with its norm. After the commit each step is marked right or wrong
 * against the library's determination, with the norm and the sentence of
 * the law, and a score. Before the commit nothing of the result is in the
 * page (main.ts renders the result only afterwards).
 */
import { cite, encodeDetermination, type Case, type Determination, type NormId } from './library.js'
import type { Analysis } from './analysis.js'
import { h } from './dom.js'
import { num } from './format.js'
import { optionLabel, t } from './i18n.js'
import { nameIn, norm, person, rows } from './results.js'
import { wordingView } from './wording.js'

export interface Answers {
  outcome: string | null
  successor: string | null
  /** candidate id → the norm of the ground the student names ('' for none) */
  grounds: Record<string, string>
}

export const emptyAnswers = (): Answers => ({ outcome: null, successor: null, grounds: {} })

/** The outcomes a student can choose (the wire format's, and a body that ceases). */
export const OUTCOMES = ['successor', 'vacant', 'lotRequired', 'awaitingProof', 'noSuccession', 'bodyCeased'] as const

/** The grounds of § 34 Abs. 2 KWG a student can name for a skipped candidate. */
export const GROUNDS: ReadonlyArray<NormId> = ['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground']

export interface Step {
  readonly key: string
  readonly label: string
  readonly ok: boolean
  readonly given: string
  readonly right: string
  readonly rule: NormId | null
}

/** The candidates of the departed member's list, in list order, without the member who left. */
const candidatesOf = (c: Case, d: Determination) =>
  [...(c.lists.find((l) => l.id === d.list)?.candidates ?? [])].filter((k) => k.id !== d.vacancy).sort((x, y) => x.position - y.position)

const select = (id: string, label: string, options: ReadonlyArray<[string, string]>, value: string | null, onchange: (v: string) => void): HTMLElement =>
  h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    h(
      'select',
      { id, onchange: (e: Event) => onchange((e.target as HTMLSelectElement).value) },
      options.map(([v, text]) => h('option', { value: v, selected: v === (value ?? '') }, text)),
    ),
  )

const groundsTable = (c: Case, d: Determination, answers: Answers, changed: () => void): HTMLElement => {
  const majority = c.body.electionMode === 'majority'
  const options: Array<[string, string]> = [['', t('examNoGround')], ...GROUNDS.map((g): [string, string] => [g, optionLabel('ground34short', g)])]
  return h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('examGroundsHeading') },
    h(
      'table',
      { class: 'exam-grounds cards' },
      h('caption', {}, t('examGroundsCaption')),
      h('thead', {}, h('tr', {}, [t('colCandidate'), ...(majority ? [] : [t('colPosition')]), t('colVotes'), t('colElected'), t('examGround')].map((x) => h('th', { scope: 'col' }, x)))),
      h(
        'tbody',
        {},
        candidatesOf(c, d).map((k) =>
          h(
            'tr',
            { 'data-exam-candidate': k.id },
            h('th', { scope: 'row' }, k.name),
            majority ? null : h('td', { class: 'num', 'data-label': t('colPosition') }, k.position),
            h('td', { class: 'num', 'data-label': t('colVotes') }, num(k.votes)),
            h('td', { 'data-label': t('colElected') }, k.elected ? t('yes') : t('no')),
            h(
              'td',
              { 'data-label': t('examGround') },
              h(
                'select',
                {
                  'aria-label': `${t('examGround')}: ${k.name}`,
                  'data-ground-for': k.id,
                  onchange: (e: Event) => {
                    answers.grounds[k.id] = (e.target as HTMLSelectElement).value
                    changed()
                  },
                },
                options.map(([v, text]) => h('option', { value: v, selected: v === (answers.grounds[k.id] ?? '') }, text)),
              ),
            ),
          ),
        ),
      ),
    ),
  )
}

/** The form the student fills in; nothing of the library's answer is in it. */
export const examForm = (a: Analysis, answers: Answers, changed: () => void, commit: () => void): HTMLElement => {
  if (a.decided === null) return h('p', { class: 'hint', id: 'exam-blocked' }, t('examBlocked'))
  const { case: c, determination: d } = a.decided
  const people = c.lists.flatMap((l) => l.candidates).filter((k) => k.id !== d.vacancy && !k.elected)
  return h(
    'form',
    {
      class: 'exam-form',
      id: 'exam-form',
      onsubmit: (e: Event) => {
        e.preventDefault()
        commit()
      },
    },
    h('p', {}, t('examIntro', { vacancy: person(c, d.vacancy) })),
    select('exam-outcome', t('examOutcome'), [['', t('choose')], ...OUTCOMES.map((o): [string, string] => [o, optionLabel('examOutcome', o)])], answers.outcome, (v) => {
      answers.outcome = v === '' ? null : v
      changed()
    }),
    select('exam-successor', t('examSuccessor'), [['', t('examNobody')], ...people.map((k): [string, string] => [k.id, k.name])], answers.successor, (v) => {
      answers.successor = v === '' ? null : v
      changed()
    }),
    h('h4', {}, t('examGroundsHeading')),
    groundsTable(c, d, answers, changed),
    h('p', {}, h('button', { type: 'submit', class: 'primary', id: 'exam-commit' }, t('examCommit'))),
  )
}

/** The norm that carries the library's outcome (one of the rules it cited). */
const outcomeRule = (d: Determination): NormId | null => {
  if (d._tag === 'noSuccession') return d.reason
  const last = d.considered[d.considered.length - 1]
  if (d._tag === 'vacant') return d.rules.includes('kwg34.1.s2.vacant') ? 'kwg34.1.s2.vacant' : null
  return last?.rule ?? null
}

const groundSteps = (a: Analysis, c: Case, d: Determination, answers: Answers): Step[] => {
  const skipped = new Map(d.considered.filter((x) => x.verdict === 'skipped').map((x) => [x.candidate as string, x.rule]))
  // a candidate the library considered but did not skip (awaiting a proof, tied, the successor): the norm of its verdict
  const verdictRule = new Map(d.considered.map((x) => [x.candidate as string, x.rule]))
  const statusOf = new Map(rows(c, d, a.state?.state ?? null).map((r) => [r.k.id as string, r.status]))
  const ids = candidatesOf(c, d)
    .map((k) => k.id as string)
    .filter((id) => skipped.has(id) || (answers.grounds[id] ?? '') !== '')
  return ids.map((id): Step => {
    const want = skipped.get(id) ?? null
    const given = answers.grounds[id] ?? ''
    const gave = given === '' ? t('examNoGround') : `${cite(given as NormId)} (${optionLabel('ground34', given)})`
    const right = want === null ? `${t('examNotSkipped')}: ${optionLabel('verdict', statusOf.get(id) ?? 'notReached')}` : `${cite(want)} (${optionLabel('ground34', want)})`
    return { key: `ground:${id}`, label: t('examStepGround', { who: nameIn(c, id) }), ok: given === (want ?? ''), given: gave, right, rule: want ?? verdictRule.get(id) ?? null }
  })
}

/** Each step of the student's answer against the library's determination. */
export const grade = (a: Analysis, answers: Answers): Step[] => {
  if (a.decided === null) return []
  const { case: c, determination: d } = a.decided
  const outcome = encodeDetermination(d).outcome as string
  const successor = d._tag === 'successor' ? (d.successor as string) : null
  return [
    {
      key: 'outcome',
      label: t('examStepOutcome'),
      ok: answers.outcome === outcome,
      given: answers.outcome === null ? t('examNoAnswer') : optionLabel('examOutcome', answers.outcome),
      right: optionLabel('examOutcome', outcome),
      rule: outcomeRule(d),
    },
    {
      key: 'successor',
      label: t('examStepSuccessor'),
      ok: answers.successor === successor,
      given: answers.successor === null ? t('examNobody') : nameIn(c, answers.successor),
      right: successor === null ? t('examNobody') : nameIn(c, successor),
      rule: d._tag === 'successor' ? outcomeRule(d) : null,
    },
    ...groundSteps(a, c, d, answers),
  ]
}

const firstTime = (seen: Set<string>, key: string): boolean => {
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

const stepView = (s: Step, quoted: Set<string>): HTMLElement =>
  h(
    'li',
    { class: `step ${s.ok ? 'right' : 'wrong'}`, 'data-step': s.key, 'data-ok': String(s.ok) },
    h('p', { class: 'step-head' }, h('span', { class: 'mark', 'aria-hidden': 'true' }, s.ok ? '✓' : '✗'), ' ', h('strong', {}, `${s.label}: `), s.ok ? t('examRight') : t('examWrong')),
    h('p', {}, `${t('examYours')}: ${s.given}`, s.ok ? null : [h('br'), `${t('examCorrect')}: ${s.right}`]),
    s.rule === null ? null : h('div', { class: 'step-law' }, norm(s.rule), firstTime(quoted, s.rule) ? wordingView(s.rule) : null),
  )

/** The feedback after the commit: each step, the score, the hints used. */
export const feedbackView = (steps: ReadonlyArray<Step>, hintsUsed: number, retry: () => void): HTMLElement => {
  const right = steps.filter((s) => s.ok).length
  const quoted = new Set<string>() // each sentence of the law once
  return h(
    'section',
    { class: 'feedback', id: 'feedback', 'aria-labelledby': 'feedback-h', tabindex: '-1' },
    h('h3', { id: 'feedback-h' }, t('examFeedback')),
    h('p', { class: 'score', id: 'exam-score' }, t('examScore', { right, all: steps.length }), hintsUsed === 0 ? '' : ` ${t('examHintsUsed', { n: hintsUsed })}`),
    h('ol', { class: 'steps' }, steps.map((s) => stepView(s, quoted))),
    h('p', {}, h('button', { type: 'button', id: 'exam-retry', onclick: retry }, t('examRetry'))),
  )
}
