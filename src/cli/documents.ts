/**
 * `nachruecken notice`: the documents a returning officer signs — the
 * Feststellung, the Bekanntmachung, the Benachrichtigung of the successor,
 * the list of service of § 58 Abs. 1 KWO, and after a review the notices of
 * the decision and of its finality — as text, Markdown, HTML (with a print
 * style sheet) or an A4 PDF.
 *
 *     nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM] [--document KIND] [--format text|markdown|html|pdf] [--out FILE]
 *
 * Without `--office`, `--published` and `--in`, the documents are drafts and
 * say so ("Entwurf") with the reasons.
 *
 * @since 0.3.0
 */
import { writeFileSync } from 'node:fs'
import { decodeUtf8 } from '../codec/json.js'
import { checkNotice, type NoticeContext, type NoticeIssue } from '../documents/check.js'
import { printable } from '../domain/error.js'
import { decodeOffice, decodePublication } from '../codec/office.js'
import type { Office, Publication } from '../domain/office.js'
import { documentsOf } from '../documents/dossier.js'
import { DOCUMENT_KINDS, type OfficialDocument, type Setting } from '../documents/model.js'
import { renderHtmlPages } from '../explain/render-html.js'
import { FORMATS, LANGS, renderDocument } from '../texts.js'
import { type CommandSpec, parseOrAnswer, stringOption, usageError } from './args.js'
import { EXIT, type Io, loadJson, reportFailure } from './io.js'

const DOC_FORMATS = [...FORMATS, 'pdf'] as const
const DOCUMENTS = ['all', ...DOCUMENT_KINDS] as const

/** `notice`. @category cli @since 0.3.0 */
export const noticeSpec: CommandSpec = {
  name: 'notice',
  summary: 'the documents to sign: Feststellung, Bekanntmachung, Benachrichtigung, service list (§ 58 KWO), review notices',
  usage: 'nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM] [--document KIND] [--lang de|en] [--format text|markdown|html|pdf] [--out FILE]',
  examples: [
    'nachruecken notice spec/examples/musterstadt.case.json                      # drafts, with the reasons',
    'nachruecken notice spec/examples/musterstadt.case.json --office spec/examples/musterstadt.office.json --published 2023-09-01 --in "Musterstädter Anzeiger Nr. 35" --document bekanntmachung --format pdf --out bekanntmachung.pdf',
    'nachruecken notice spec/examples/review.case.json --document beschluss --format html > beschluss.html',
  ],
  options: {
    lang: { type: 'string', short: 'l', default: 'de' },
    format: { type: 'string', short: 'f', default: 'text' },
    office: { type: 'string' },
    published: { type: 'string' },
    in: { type: 'string' },
    document: { type: 'string', short: 'd', default: 'all' },
    out: { type: 'string', short: 'o' },
  },
  choices: { lang: LANGS, format: DOC_FORMATS, document: DOCUMENTS },
  describe: {
    lang: 'de, or en with the German terms in brackets (for teaching)',
    format: 'text, markdown, html (A4 print style sheet) or pdf (A4, embedded fonts)',
    office: 'the office profile (nachruecken.office/1, `nachruecken schema office`): authority, officer, place for objections, Aktenzeichen',
    published: 'the day the notice is published (YYYY-MM-DD); the objection period runs from it (with --in)',
    in: 'where it is published ("Amtsblatt Nr. 35", "Musterstädter Anzeiger") (with --published)',
    document: `all, or one kind: ${DOCUMENT_KINDS.join(', ')}`,
    out: 'write to this file instead of standard output',
  },
  positionals: ['<file|->'],
  notes:
    'Without --office, --published and --in every document is a draft ("Entwurf") that says why; so is one\nresting on a simulated lot, and a note where no determination can be made (a lot to draw, a proof awaited).\nExit status: 0 the documents; 1 the case breaks a rule or is inconsistent, the publication precedes the\ndetermination, or the case has no document of the kind --document names; 2 unreadable input, a bad office\nprofile, no font for the PDF, or a usage error.',
}

const loadOffice = async (io: Io, file: string | undefined): Promise<{ ok: true; office: Office | null } | { ok: false; code: number }> => {
  if (file === undefined) return { ok: true, office: null }
  const raw = await loadJson(io, 'notice', file)
  if (!raw.ok) return raw
  const o = decodeOffice(raw.value)
  if (o._tag === 'Left') {
    for (const e of o.left.errors) io.err(`${file}: ${e.path === '' ? '(document)' : e.path}: ${e.message}\n`)
    return { ok: false, code: EXIT.usage }
  }
  return { ok: true, office: o.right }
}

const publicationOf = (io: Io, date: string | undefined, medium: string | undefined): { ok: true; publication: Publication | null } | { ok: false; code: number } => {
  if (date === undefined && medium === undefined) return { ok: true, publication: null }
  if (date === undefined || medium === undefined) return { ok: false, code: usageError(io, noticeSpec, '--published and --in go together: the day and the medium of the publication') }
  const p = decodePublication(date, medium)
  return p._tag === 'Left' ? { ok: false, code: reportFailure(io, p.left) } : { ok: true, publication: p.right }
}

const write = async (io: Io, docs: ReadonlyArray<OfficialDocument>, format: string, out: string | undefined): Promise<number> => {
  if (format === 'pdf') {
    const { renderPdf } = await import('../documents/render-pdf.js')
    const pdf = await renderPdf(docs)
    if (pdf._tag === 'Left') {
      io.err(`nachruecken notice: ${pdf.left}\n`)
      return EXIT.usage
    }
    if (out !== undefined) writeFileSync(out, pdf.right)
    else if (io.outBytes !== undefined) io.outBytes(pdf.right)
    else return usageError(io, noticeSpec, 'a PDF needs --out FILE here')
    return EXIT.ok
  }
  const f = FORMATS.find((x) => x === format) ?? 'text'
  // between the documents: a form feed in text, a rule in Markdown; HTML has pages of its own
  const text = f === 'html' ? renderHtmlPages(docs.map((d) => d.doc)) : docs.map((d) => renderDocument(d.doc, f)).join(f === 'text' ? '\n\f\n' : '\n---\n\n')
  if (out !== undefined) writeFileSync(out, text)
  else io.out(text)
  return EXIT.ok
}

/**
 * `notice <file|-> …`: the documents to sign.
 *
 * @category cli @since 0.3.0
 */
export const noticeCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, noticeSpec, args)
  if (typeof a === 'number') return a
  const input = await loadJson(io, 'notice', a.positionals[0] as string)
  if (!input.ok) return input.code
  const office = await loadOffice(io, stringOption(a.values, 'office'))
  if (!office.ok) return office.code
  const publication = publicationOf(io, stringOption(a.values, 'published'), stringOption(a.values, 'in'))
  if (!publication.ok) return publication.code
  const setting: Setting = { lang: LANGS.find((l) => l === stringOption(a.values, 'lang')) ?? 'de', office: office.office, publication: publication.publication }
  const docs = documentsOf(input.value, setting)
  if (docs._tag === 'Left') return reportFailure(io, docs.left)
  // the parser gives --document and --format their defaults
  const kind = stringOption(a.values, 'document') as string
  const chosen = kind === 'all' ? docs.right : docs.right.filter((d) => d.kind === kind)
  if (chosen.length === 0) {
    io.err(`nachruecken notice: this case has no document of the kind ${kind}; it has: ${[...new Set(docs.right.map((d) => d.kind))].join(', ')}\n`)
    return EXIT.rejected
  }
  return write(io, chosen, stringOption(a.values, 'format') as string, stringOption(a.values, 'out'))
}

/** `notice-check`. @category cli @since 0.3.0 */
export const noticeCheckSpec: CommandSpec = {
  name: 'notice-check',
  summary: 'check the plain text of a notice written elsewhere: missing or wrong elements of §§ 25–27, 34 KWG and § 58 KWO',
  usage: 'nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]',
  examples: [
    'nachruecken notice-check bekanntmachung.txt --voters 12480',
    'nachruecken notice-check spec/notice-check/zierenberg-2024.txt --case spec/examples/musterstadt.case.json',
    'pdftotext amtsblatt.pdf - | nachruecken notice-check -',
  ],
  options: { case: { type: 'string' }, voters: { type: 'string' } },
  describe: { case: 'the case (its body.eligibleVoters tells whether the 100 above 10,000 matter)', voters: 'the number of persons entitled to vote in the district (a whole number, at most 9 digits)' },
  positionals: ['<notice.txt|->'],
  needs: 'one notice to check (a text file, or - for standard input)',
  notes:
    'Each finding on stdout as FILE[:LINE]: error|warning [code] message (norm).\nExit status: 0 no error (warnings may be printed); 1 an element is missing or wrong; 2 unreadable input (also a\n--case whose body.eligibleVoters is not a whole number) or a usage error.',
}

/** The text of a notice, as written: bytes decoded strictly as UTF-8 (which drops a leading byte order mark). */
const loadText = async (io: Io, file: string): Promise<{ ok: true; text: string } | { ok: false; code: number }> => {
  let raw: string | Uint8Array
  try {
    raw = file === '-' ? await io.readStdin() : io.readFile(file)
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String((e as { code: unknown }).code)})` : ''
    io.err(`nachruecken notice-check: cannot read ${printable(file)}${code}\n`)
    return { ok: false, code: EXIT.usage }
  }
  const text = typeof raw === 'string' ? ({ _tag: 'Right', right: raw } as const) : decodeUtf8(raw)
  return text._tag === 'Left' ? { ok: false, code: reportFailure(io, text.left) } : { ok: true, text: text.right }
}

/** `body.eligibleVoters` of the case of --case: the number, null where the case does not give it, or what is wrong at which JSON path. */
const eligibleVotersOf = (u: unknown): number | null | { readonly path: string; readonly message: string } => {
  const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
  if (!isObject(u)) return { path: '(document)', message: 'expected a case (a JSON object)' }
  if (!isObject(u['body'])) return { path: 'body', message: 'expected an object' }
  const n = u['body']['eligibleVoters']
  if (n === undefined) return null
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : { path: 'body.eligibleVoters', message: `expected a non-negative integer, got ${JSON.stringify(n)}` }
}

const votersOf = async (io: Io, caseFile: string | undefined, voters: string | undefined): Promise<{ ok: true; context: NoticeContext } | { ok: false; code: number }> => {
  if (caseFile !== undefined && voters !== undefined) return { ok: false, code: usageError(io, noticeCheckSpec, 'give --case or --voters, not both') }
  if (voters !== undefined)
    return /^\d{1,9}$/.test(voters)
      ? { ok: true, context: { voters: Number(voters) } }
      : { ok: false, code: usageError(io, noticeCheckSpec, `--voters must be a whole number of at most 9 digits (got ${JSON.stringify(printable(voters))})`) }
  if (caseFile === undefined) return { ok: true, context: { voters: null } }
  const c = await loadJson(io, 'notice-check', caseFile)
  if (!c.ok) return c
  const n = eligibleVotersOf(c.value)
  if (n !== null && typeof n === 'object') {
    io.err(`${printable(caseFile)}: ${n.path}: ${printable(n.message)}\n`)
    return { ok: false, code: EXIT.usage }
  }
  return { ok: true, context: n === null ? { voters: null, votersHint: `${printable(caseFile)} has no body.eligibleVoters: give --voters` } : { voters: n } }
}

const issueLine = (file: string, i: NoticeIssue): string => `${file}${i.line === null ? '' : `:${i.line}`}: ${i.severity} [${i.code}] ${i.message} (${i.norm})\n`

/**
 * `notice-check <notice.txt|-> [--case FILE | --voters N]`: the linter of notices written elsewhere.
 *
 * @category cli @since 0.3.0
 */
export const noticeCheckCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, noticeCheckSpec, args)
  if (typeof a === 'number') return a
  const file = a.positionals[0] as string
  const text = await loadText(io, file)
  if (!text.ok) return text.code
  const voters = await votersOf(io, stringOption(a.values, 'case'), stringOption(a.values, 'voters'))
  if (!voters.ok) return voters.code
  const issues = checkNotice(text.text, voters.context)
  for (const i of issues) io.out(issueLine(file, i))
  const errors = issues.filter((i) => i.severity === 'error').length
  io.err(errors === 0 ? `${file}: no error${issues.length > 0 ? ` (${issues.length} warning${issues.length === 1 ? '' : 's'})` : ''}\n` : `${file}: ${errors} error${errors === 1 ? '' : 's'}\n`)
  return errors === 0 ? EXIT.ok : EXIT.rejected
}
