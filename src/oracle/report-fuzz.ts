/**
 * The fuzzing result for people: agreement, or the minimal disagreement with
 * both core answers, the first norm at which the two implementations
 * diverge, the command that replays it, and the vector skeleton to add once
 * a person has worked out `expected` from the law.
 *
 * @since 0.1.0
 */
import { coreView, showCore } from './core-view.js'
import type { FuzzReport } from './fuzz.js'

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

/**
 * Render a fuzzing report.
 *
 * @category oracle @since 0.1.0
 */
export const reportFuzz = (r: FuzzReport): string => {
  switch (r._tag) {
    case 'unavailable':
      return `fuzz: ${r.message}\n`
    case 'agreed':
      return `fuzz: the implementations agree on ${r.runs} generated cases (seed ${r.seed}${r.skipped === 0 ? '' : `, ${r.skipped} skipped`})\n`
    case 'disagreement': {
      const theirs = r.theirs._tag === 'result' ? showCore(coreView(r.theirs.result)) : `${r.theirs._tag}: ${r.theirs.message}`
      return [
        `fuzz: disagreement after ${r.runs} generated cases (seed ${r.seed}), shrunk in ${r.shrinks} steps to the case below.`,
        '',
        `first divergence: ${r.divergence.norm} at ${r.divergence.where}`,
        `  ours:   ${r.divergence.ours}`,
        `  theirs: ${r.divergence.theirs}`,
        `core answers: ours ${showCore(coreView(r.ours))}; theirs ${theirs}`,
        '',
        `replay: nachruecken fuzz --impl ${quote(r.replay.command)} --seed ${r.seed} --path ${quote(r.replay.path)}`,
        '',
        'vector skeleton (for spec/conformance/vectors/; "expected" is left for a person to work out',
        'by hand from the law and spec/readings.md — neither implementation\'s output is the answer):',
        '',
        JSON.stringify(r.skeleton, null, 2),
        '',
      ].join('\n')
    }
  }
}
