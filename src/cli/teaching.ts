/**
 * `nachruecken explain` and `nachruecken notice`: the legal opinion in
 * Gutachtenstil and the public notice, as text, Markdown or HTML, in German
 * or English.
 *
 *     nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]
 *     nachruecken notice  <file|-> [--lang de|en] [--format text|markdown|html]
 *
 * Exit status: 0 with the text on stdout (also for a state query, a pending
 * decision or a case without anything to announce), 1 when the case breaks a
 * rule or is inconsistent, 2 for unreadable input or a usage error.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { parseJson } from '../codec/json.js'
import type { Failure } from '../domain/error.js'
import type { Lang, TextDocument } from '../explain/document.js'
import { type Format, FORMATS, LANGS, noticeOf, opinionOf, renderDocument } from '../texts.js'
import { EXIT, type Io, readInput, reportFailure, usage } from './io.js'

type Args = { readonly ok: true; readonly file: string; readonly lang: Lang; readonly format: Format } | { readonly ok: false; readonly message: string }

const parseArgs = (command: string, args: ReadonlyArray<string>): Args => {
  let lang: Lang = 'de'
  let format: Format = 'text'
  const files: string[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === '--lang') {
      const l = args[++i]
      const found = LANGS.find((x) => x === l)
      if (found === undefined) return { ok: false, message: `--lang needs one of: ${LANGS.join(', ')}` }
      lang = found
    } else if (a === '--format') {
      const f = args[++i]
      const found = FORMATS.find((x) => x === f)
      if (found === undefined) return { ok: false, message: `--format needs one of: ${FORMATS.join(', ')}` }
      format = found
    } else files.push(a)
  }
  const file = files[0]
  return files.length === 1 && file !== undefined
    ? { ok: true, file, lang, format }
    : { ok: false, message: `${command} needs exactly one file (or - for standard input)` }
}

const run = async (
  command: string,
  args: ReadonlyArray<string>,
  io: Io,
  make: (u: unknown, lang: Lang) => Either<Failure, TextDocument>,
): Promise<number> => {
  const a = parseArgs(command, args)
  if (!a.ok) return usage(io, a.message)
  const input = await readInput(io, a.file)
  if (!input.ok) return usage(io, input.message)
  const parsed = parseJson(input.text)
  if (parsed._tag === 'Left') return reportFailure(io, parsed.left)
  const doc = make(parsed.right, a.lang)
  if (doc._tag === 'Left') return reportFailure(io, doc.left)
  io.out(renderDocument(doc.right, a.format))
  return EXIT.ok
}

/**
 * `explain <file|-> [--lang de|en] [--format text|markdown|html]`: the legal opinion.
 *
 * @category cli @since 0.2.0
 */
export const explainCommand = (args: ReadonlyArray<string>, io: Io): Promise<number> => run('explain', args, io, opinionOf)

/**
 * `notice <file|-> [--lang de|en] [--format text|markdown|html]`: the public notice.
 *
 * @category cli @since 0.2.0
 */
export const noticeCommand = (args: ReadonlyArray<string>, io: Io): Promise<number> => run('notice', args, io, noticeOf)
