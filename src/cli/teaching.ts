/**
 * `nachruecken explain`: the legal opinion in Gutachtenstil, as text,
 * Markdown or HTML, in German or English (`notice`: src/cli/documents.ts).
 *
 *     nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]
 *
 * Exit status: 0 with the text on stdout (also for a state query, a pending
 * decision or a case without anything to announce), 1 when the case breaks a
 * rule or is inconsistent, 2 for unreadable input or a usage error.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Failure } from '../domain/error.js'
import type { Lang, TextDocument } from '../explain/document.js'
import { FORMATS, LANGS, opinionOf, renderDocument } from '../texts.js'
import { type CommandSpec, parseOrAnswer, stringOption } from './args.js'
import { EXIT, type Io, loadJson, reportFailure } from './io.js'

const textSpec = (name: string, summary: string, examples: ReadonlyArray<string>): CommandSpec => ({
  name,
  summary,
  usage: `nachruecken ${name} <file|-> [--lang de|en] [--format text|markdown|html]`,
  examples,
  options: { lang: { type: 'string', short: 'l', default: 'de' }, format: { type: 'string', short: 'f', default: 'text' } },
  choices: { lang: LANGS, format: FORMATS },
  describe: { lang: 'de, or en with the German terms in brackets', format: 'text, markdown or html' },
  positionals: ['<file|->'],
  notes: 'Exit status: 0 the text (also for a pending decision or nothing to announce); 1 the case breaks a rule\nor is inconsistent; 2 unreadable input or a usage error.',
})

/** `explain`. @category cli @since 0.2.0 */
export const explainSpec: CommandSpec = textSpec('explain', 'the legal opinion in Gutachtenstil on the determination or on the state of the body', [
  'nachruecken explain spec/examples/musterstadt.case.json',
  'nachruecken explain spec/examples/review.case.json --format markdown > gutachten.md',
  'nachruecken explain spec/examples/musterstadt.case.json --lang=en --format=html > opinion.html',
])

const run = async (
  spec: CommandSpec,
  args: ReadonlyArray<string>,
  io: Io,
  make: (u: unknown, lang: Lang) => Either<Failure, TextDocument>,
): Promise<number> => {
  const a = parseOrAnswer(io, spec, args)
  if (typeof a === 'number') return a
  const input = await loadJson(io, spec.name, a.positionals[0] as string)
  if (!input.ok) return input.code
  // parseOrAnswer has checked both against their choices
  const lang = LANGS.find((l) => l === stringOption(a.values, 'lang')) ?? 'de'
  const format = FORMATS.find((f) => f === stringOption(a.values, 'format')) ?? 'text'
  const doc = make(input.value, lang)
  if (doc._tag === 'Left') return reportFailure(io, doc.left)
  io.out(renderDocument(doc.right, format))
  return EXIT.ok
}

/**
 * `explain <file|-> [--lang de|en] [--format text|markdown|html]`: the legal opinion.
 *
 * @category cli @since 0.2.0
 */
export const explainCommand = (args: ReadonlyArray<string>, io: Io): Promise<number> => run(explainSpec, args, io, opinionOf)
