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
  usage: 'nachruecken notice <file|-> [--office FILE] [--published DATE] [--in MEDIUM] [--document KIND] [--lang de|en] [--format text|markdown|html|pdf] [--out FILE]',
  examples: [
    'nachruecken notice spec/examples/musterstadt.case.json                      # drafts, with the reasons',
    'nachruecken notice spec/examples/musterstadt.case.json --office spec/examples/musterstadt.office.json --published 2023-09-01 --in "Musterstädter Anzeiger Nr. 35" --format pdf --out bekanntmachung.pdf',
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
    published: 'the day the notice is published (YYYY-MM-DD); the objection period runs from it',
    in: 'where it is published ("Amtsblatt Nr. 35", "Musterstädter Anzeiger")',
    document: `all (default) or one kind: ${DOCUMENT_KINDS.join(', ')}`,
    out: 'write to this file instead of standard output',
  },
  positionals: ['<file|->'],
  notes:
    'Without --office, --published and --in every document is a draft ("Entwurf") that says why; so is one\nresting on a simulated lot, and a note where no determination can be made (a lot to draw, a proof awaited).\nExit status: 0 the documents; 1 the case breaks a rule or is inconsistent, or the publication precedes the\ndetermination; 2 unreadable input, a bad office profile or a usage error.',
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
  const sep = f === 'text' ? '\n\f\n' : f === 'markdown' ? '\n---\n\n' : ''
  const text = f === 'html' ? renderHtmlPages(docs.map((d) => d.doc)) : docs.map((d) => renderDocument(d.doc, f)).join(sep)
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
  const kind = stringOption(a.values, 'document') ?? 'all'
  const chosen = kind === 'all' ? docs.right : docs.right.filter((d) => d.kind === kind)
  if (chosen.length === 0) {
    io.err(`nachruecken notice: this case has no document of the kind ${kind}; it has: ${[...new Set(docs.right.map((d) => d.kind))].join(', ')}\n`)
    return EXIT.rejected
  }
  return write(io, chosen, stringOption(a.values, 'format') ?? 'text', stringOption(a.values, 'out'))
}
