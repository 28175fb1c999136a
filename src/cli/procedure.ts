/**
 * `nachruecken replay` and `nachruecken audit`: the procedure over a term.
 *
 * @since 0.1.0
 */
import { audit, replay } from '../api.js'
import { encodeAudit, encodeState } from '../codec/state.js'
import type { BodyState } from '../replay/state.js'
import { type CommandSpec, parseOrAnswer, stringOption } from './args.js'
import { EXIT, type Io, loadJson, messageWithNorm, reportFailure } from './io.js'

/** `replay`. @category cli @since 0.2.0 */
export const replaySpec: CommandSpec = {
  name: 'replay',
  summary: 'the state of the body on the query date: members, seats over the term, vacancies and their procedure',
  usage: 'nachruecken replay <file|-> [--format json|text]',
  examples: [
    'nachruecken replay spec/examples/review.case.json --format text',
    'nachruecken replay spec/examples/review.case.json > state.json   # nachruecken.state/1',
  ],
  options: { format: { type: 'string', short: 'f', default: 'json' } },
  choices: { format: ['json', 'text'] },
  describe: { format: 'json: the nachruecken.state/1 document; text: a table' },
  positionals: ['<file|->'],
  notes: 'Exit status: 0 the state; 1 events were rejected (listed on stderr, the state is printed all the same)\nor the case cannot be replayed; 2 unreadable input or a usage error.',
}

/** `audit`. @category cli @since 0.2.0 */
export const auditSpec: CommandSpec = {
  name: 'audit',
  summary: 'each recorded determination that deviates from the law, with the reason and the norm',
  usage: 'nachruecken audit <file|-> [--format json]',
  examples: ['nachruecken audit spec/examples/review.case.json', 'nachruecken audit - < case.json | jq .findings'],
  options: { format: { type: 'string', short: 'f', default: 'json' } },
  choices: { format: ['json'] },
  describe: { format: 'json: the nachruecken.audit/1 document' },
  positionals: ['<file|->'],
  notes: 'Exit status: 0 the audit (findings are a result); 1 the case cannot be read as a term; 2 unreadable input or a usage error.',
}

/** A column of width n, and always at least one space after the value (a long id does not run into the next column). */
const pad = (s: string, n: number): string => `${s.padEnd(n - 1)} `

/**
 * The state as a readable table.
 *
 * @category cli @since 0.1.0
 */
export const stateAsText = (s: BodyState): string => {
  const lines = [
    `State on ${s.asOf}: legal member count ${s.legalMemberCount} (occupied ${s.counts.occupied}, open ${s.counts.open}, unfilled ${s.counts.unfilled})`,
    '',
    'Seats:',
    ...s.seats.flatMap((seat) => [
      `  ${pad(String(seat.seat), 4)}${seat.list}`,
      ...seat.tenures.map((t) => `      ${pad(t.member, 16)}${t.from} – ${t.to ?? '       …  '}  ${pad(t.basis, 14)}${t.endedBy ?? ''}`),
    ]),
    '',
    'Vacancies:',
    ...(s.vacancies.length === 0 ? ['  none'] : []),
    ...s.vacancies.map((v) => {
      const what =
        v.determination !== null
          ? `${v.determination.outcome}${v.determination.successor === null ? '' : ` ${v.determination.successor}`} (determined ${v.determination.date} by ${v.determination.by})`
          : v.due !== null
            ? `due: ${v.due.outcome}${v.due.successor === null ? '' : ` ${v.due.successor}`}${v.due.blockedBy === null ? '' : ` (blocked by ${v.due.blockedBy})`}`
            : // Stryker disable next-line StringLiteral: unreachable — due is null only when a determination is recorded
              ''
      return `  ${pad(v.vacancy, 16)}${pad(v.cause, 20)}arose ${v.arose}, left ${v.leftOn ?? 'not yet'}  ${pad(v.status, 12)}${what}`
    }),
    ...(s.pendingProofs.length === 0 ? [] : ['', 'Proofs of incompatibility (§ 23 Abs. 2 KWG):', ...s.pendingProofs.map((p) => `  ${pad(p.member, 16)}notified ${p.notified}, due ${p.due}: ${p.status}`)]),
    ...(s.rejected.length === 0 ? [] : ['', 'Rejected events:', ...s.rejected.map((e) => `  ${e.path}: ${messageWithNorm(e)}`)]),
    ...(s.notes.length === 0 ? [] : ['', 'Notes:', ...s.notes.map((n) => `  [${n.rule}] ${n.text}`)]),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * `replay <file|-> [--format json|text]`: exit 0, or 1 when events were
 * rejected (they are listed; the state is printed all the same).
 *
 * @category cli @since 0.1.0
 */
export const replayCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, replaySpec, args)
  if (typeof a === 'number') return a
  const loaded = await loadJson(io, 'replay', a.positionals[0] as string)
  if (!loaded.ok) return loaded.code
  const r = replay(loaded.value)
  if (r._tag === 'Left') return reportFailure(io, r.left)
  const s = r.right.state
  io.out(stringOption(a.values, 'format') === 'text' ? stateAsText(s) : `${JSON.stringify(encodeState(s), null, 2)}\n`)
  for (const e of s.rejected) io.err(`rejected: ${e.path}: ${messageWithNorm(e)}\n`)
  return s.rejected.length > 0 ? EXIT.rejected : EXIT.ok
}

/**
 * `audit <file|->`: the report on stdout; exit 0 (findings are a result).
 *
 * @category cli @since 0.1.0
 */
export const auditCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, auditSpec, args)
  if (typeof a === 'number') return a
  const loaded = await loadJson(io, 'audit', a.positionals[0] as string)
  if (!loaded.ok) return loaded.code
  const r = audit(loaded.value)
  if (r._tag === 'Left') return reportFailure(io, r.left)
  io.out(`${JSON.stringify(encodeAudit(r.right.audit), null, 2)}\n`)
  return EXIT.ok
}
