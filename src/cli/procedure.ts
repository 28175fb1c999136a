/**
 * `nachruecken replay` and `nachruecken audit`: the procedure over a term.
 *
 * @since 0.1.0
 */
import { audit, replay } from '../api.js'
import { parseJson } from '../codec/json.js'
import { encodeAudit, encodeState } from '../codec/state.js'
import type { BodyState } from '../replay/state.js'
import { EXIT, type Io, messageWithNorm, readInput, reportFailure, usage } from './io.js'

const parseArgs = (
  command: string,
  args: ReadonlyArray<string>,
  formats: ReadonlyArray<string>,
): { ok: true; file: string; format: string } | { ok: false; message: string } => {
  // Stryker disable next-line StringLiteral: every format but text prints JSON, so the default's name is never compared
  let format = 'json'
  const files: string[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === '--format') {
      const f = args[++i]
      if (f === undefined || !formats.includes(f)) return { ok: false, message: `--format needs one of: ${formats.join(', ')}` }
      format = f
    } else files.push(a)
  }
  const file = files[0]
  return files.length === 1 && file !== undefined
    ? { ok: true, file, format }
    : { ok: false, message: `${command} needs exactly one file (or - for standard input)` }
}

const load = async (io: Io, file: string): Promise<{ ok: true; value: unknown } | { ok: false; code: number }> => {
  const input = await readInput(io, file)
  if (!input.ok) return { ok: false, code: usage(io, input.message) }
  const parsed = parseJson(input.text)
  return parsed._tag === 'Left' ? { ok: false, code: reportFailure(io, parsed.left) } : { ok: true, value: parsed.right }
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
  const a = parseArgs('replay', args, ['json', 'text'])
  if (!a.ok) return usage(io, a.message)
  const loaded = await load(io, a.file)
  if (!loaded.ok) return loaded.code
  const r = replay(loaded.value)
  if (r._tag === 'Left') return reportFailure(io, r.left)
  const s = r.right.state
  io.out(a.format === 'text' ? stateAsText(s) : `${JSON.stringify(encodeState(s), null, 2)}\n`)
  for (const e of s.rejected) io.err(`rejected: ${e.path}: ${messageWithNorm(e)}\n`)
  return s.rejected.length > 0 ? EXIT.rejected : EXIT.ok
}

/**
 * `audit <file|->`: the report on stdout; exit 0 (findings are a result).
 *
 * @category cli @since 0.1.0
 */
export const auditCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseArgs('audit', args, ['json'])
  if (!a.ok) return usage(io, a.message)
  const loaded = await load(io, a.file)
  if (!loaded.ok) return loaded.code
  const r = audit(loaded.value)
  if (r._tag === 'Left') return reportFailure(io, r.left)
  io.out(`${JSON.stringify(encodeAudit(r.right.audit), null, 2)}\n`)
  return EXIT.ok
}
