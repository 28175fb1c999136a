/**
 * What every command of the CLI shares: where it reads and writes, the exit
 * statuses, reading a document from a file or standard input (strict UTF-8,
 * a byte order mark accepted), reporting errors, and whether a stream may
 * get control sequences.
 *
 * @since 0.1.0
 */
import { decodeUtf8, parseJson } from '../codec/json.js'
import { type Failure, printable } from '../domain/error.js'

/**
 * Where the CLI reads and writes. Files and standard input come as bytes
 * (decoded strictly as UTF-8) or, from tests, as text.
 *
 * @category model @since 0.1.0
 */
export interface Io {
  readonly readStdin: () => Promise<string | Uint8Array>
  readonly readFile: (path: string) => string | Uint8Array
  readonly out: (s: string) => void
  readonly err: (s: string) => void
  /** bytes on standard output (a PDF), where the caller can write them */
  readonly outBytes?: (b: Uint8Array) => void
}

/** Exit statuses. @category model @since 0.1.0 */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const

/** An error's message and, where a rule is broken, its norm id: `message [norm]`. @category cli @since 0.1.0 */
export const messageWithNorm = (e: { readonly message: string; readonly rule: string | null }): string => `${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`

/** Errors on stderr as `path: message [norm]`; the exit status for the failure. @category cli @since 0.1.0 */
export const reportFailure = (io: Pick<Io, 'err'>, f: Failure): number => {
  for (const e of f.errors) {
    const where = e.path === '' ? '(document)' : e.path
    io.err(`${where}: ${messageWithNorm(e)}\n`)
  }
  return f._tag === 'unreadable' ? EXIT.usage : EXIT.rejected
}

/** A file, or standard input for `-`, as bytes or text (as the `Io` gives it). @category cli @since 0.2.0 */
export const readRaw = async (io: Io, file: string): Promise<{ ok: true; raw: string | Uint8Array } | { ok: false; message: string }> => {
  try {
    return { ok: true, raw: file === '-' ? await io.readStdin() : io.readFile(file) }
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : ''
    return { ok: false, message: `cannot read ${printable(file)}${code === '' ? '' : ` (${code})`}` }
  }
}

/**
 * A document from a file or standard input (`-`), parsed: the value, or the
 * exit status after the problem was reported on stderr — a file that cannot
 * be read (`nachruecken <command>: cannot read <file> (<code>)`), bytes that
 * are not UTF-8 (with the byte offset) or text that is not JSON: exit 2.
 *
 * @category cli @since 0.2.0
 */
export const loadJson = async (io: Io, command: string, file: string): Promise<{ readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly code: number }> => {
  const raw = await readRaw(io, file)
  if (!raw.ok) {
    io.err(`nachruecken ${command}: ${raw.message}\n`)
    return { ok: false, code: EXIT.usage }
  }
  const text = typeof raw.raw === 'string' ? ({ _tag: 'Right', right: raw.raw } as const) : decodeUtf8(raw.raw)
  if (text._tag === 'Left') return { ok: false, code: reportFailure(io, text.left) }
  const parsed = parseJson(text.right)
  return parsed._tag === 'Left' ? { ok: false, code: reportFailure(io, parsed.left) } : { ok: true, value: parsed.right }
}

/**
 * Whether a stream may get control sequences (a progress line rewritten in
 * place, colours): only a terminal, and not when `TERM=dumb`, `NO_COLOR`
 * (https://no-color.org) or `CI` is set.
 *
 * @category cli @since 0.2.0
 */
export const interactive = (isTTY: boolean | undefined, env: Readonly<Record<string, string | undefined>>): boolean =>
  isTTY === true && env['TERM'] !== 'dumb' && (env['NO_COLOR'] ?? '') === '' && (env['CI'] ?? '') === ''
