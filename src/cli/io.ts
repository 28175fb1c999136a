/**
 * What every command of the CLI shares: where it reads and writes, the exit
 * statuses, reading a file or standard input, reporting errors.
 *
 * @since 0.1.0
 */
import { type Failure, printable } from '../domain/error.js'

/** Where the CLI reads and writes. @category model @since 0.1.0 */
export interface Io {
  readonly readStdin: () => Promise<string>
  readonly readFile: (path: string) => string
  readonly out: (s: string) => void
  readonly err: (s: string) => void
}

/** Exit statuses. @category model @since 0.1.0 */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const

/** An error's message and, where a rule is broken, its norm id: `message [norm]`. @category cli @since 0.1.0 */
export const messageWithNorm = (e: { readonly message: string; readonly rule: string | null }): string => `${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`

/** Errors on stderr as `path: message [norm]`; the exit status for the failure. @category cli @since 0.1.0 */
export const reportFailure = (io: Io, f: Failure): number => {
  for (const e of f.errors) {
    const where = e.path === '' ? '(document)' : e.path
    io.err(`${where}: ${messageWithNorm(e)}\n`)
  }
  return f._tag === 'unreadable' ? EXIT.usage : EXIT.rejected
}

/** A file, or standard input for `-`. @category cli @since 0.1.0 */
export const readInput = async (io: Io, file: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> => {
  try {
    return { ok: true, text: file === '-' ? await io.readStdin() : io.readFile(file) }
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : ''
    return { ok: false, message: `cannot read ${file}${code === '' ? '' : ` (${code})`}` }
  }
}

/** A usage error: the message and a hint, exit 2. @category cli @since 0.1.0 */
export const usage = (io: Io, message: string): number => {
  io.err(`${printable(message)}\nTry: nachruecken --help\n`)
  return EXIT.usage
}
