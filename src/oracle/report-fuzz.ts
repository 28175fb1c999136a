/**
 * The fuzzing result for people: agreement, or each minimal disagreement
 * with both answers, the first norm at which the two implementations
 * diverge, the command that replays it and the vector skeleton to add once a
 * person has worked out `expected` from the law; or the case on which the
 * other implementation failed, with its standard error; the flaky cases; and
 * why the run stopped early.
 *
 * @since 0.1.0
 */
import { coreView, showCore } from './core-view.js'
import type { Failure, Finding, FuzzReport } from './fuzz.js'

/** `1 generated case`, `2 generated cases`. */
const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

const show = (u: unknown): string => {
  const v = coreView(u)
  return v._tag === 'invalid' ? (JSON.stringify(u) ?? 'undefined').slice(0, 200) : showCore(v)
}

const finding = (r: Finding, kind: string): string[] => {
  const theirs = r.theirs._tag === 'result' ? show(r.theirs.result) : `${r.theirs._tag}: ${r.theirs.message}`
  return [
    `first divergence: ${r.divergence.norm} at ${r.divergence.where}`,
    `  ours:   ${r.divergence.ours}`,
    `  theirs: ${r.divergence.theirs}`,
    ...(kind === 'determination' ? [`core answers: ours ${show(r.ours)}; theirs ${theirs}`] : []),
    '',
    `replay: nachruecken fuzz --impl ${quote(r.replay.command)}${kind === 'determination' ? '' : ` --kind ${kind}`} --seed ${r.replay.seed} --path ${quote(r.replay.path)}`,
    '',
    'vector skeleton (for spec/conformance/vectors/; "expected" is left for a person to work out',
    "by hand from the law and spec/readings.md — neither implementation's output is the answer):",
    '',
    JSON.stringify(r.skeleton, null, 2),
    '',
  ]
}

const failureLines = (f: Failure, headline: string): string[] => [
  headline,
  `  ${f.message}`,
  ...(f.stderr.length === 0 ? [] : ['  standard error (last lines):', ...f.stderr.map((l) => `      ${l}`)]),
  `  the case: ${JSON.stringify(f.case)}`,
  '',
]

const tail = (r: Exclude<FuzzReport, { _tag: 'unavailable' }>): string[] => [
  ...r.flaky.flatMap((f) => failureLines(f, `flaky: case ${f.index} failed once and was answered on a fresh process:`)),
  ...(r.stopped === null || r.stopped.reason === 'maxFail' ? [] : [`fuzz: ${r.stopped.message}.`]),
]

/**
 * Render a fuzzing report.
 *
 * @category oracle @since 0.1.0
 */
export const reportFuzz = (r: FuzzReport): string => {
  if (r._tag === 'unavailable') return `fuzz: ${r.message}\n`
  const what = `${r.kind} queries at level ${r.level}`
  const skipped = r.skipped === 0 ? '' : `, ${r.skipped} skipped`
  switch (r._tag) {
    case 'agreed':
      return [`fuzz: the implementations agree on ${counted(r.compared, 'generated case')} (${what}, seed ${r.seed}${skipped})`, ...tail(r), ''].join('\n')
    case 'implementationFailure':
      return [
        ...failureLines(r.failure, `fuzz: the implementation failed on case ${r.failure.index} (${what}, seed ${r.seed}), and again on a fresh process:`),
        ...r.findings.flatMap((f) => finding(f, r.kind)),
        ...tail(r),
        '',
      ].join('\n')
    case 'disagreement':
      return [
        `fuzz: disagreement after ${counted(r.runs, 'generated case')} (${what}, seed ${r.seed}), shrunk in ${counted(r.shrinks, 'step')} to the case below.`,
        '',
        ...finding(r, r.kind),
        ...r.more.flatMap((f, i) => [`disagreement ${i + 2}, after ${counted(f.runs, 'generated case')}:`, '', ...finding(f, r.kind)]),
        ...tail(r),
      ].join('\n')
  }
}
