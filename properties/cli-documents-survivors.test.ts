// The commands notice, notice-check, explain, replay and audit as a user of
// the command line sees them: what each option does, what is written where,
// the exit statuses, the messages and the help texts (README.md, the
// commands' --help, spec/documents.md, spec/procedure.md).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { main } from '../src/cli/main.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const read = (...p: ReadonlyArray<string>): string => readFileSync(join(ROOT, ...p), 'utf8')
const musterstadt = read('spec', 'examples', 'musterstadt.case.json')
const review = read('spec', 'examples', 'review.case.json')
const officeProfile = read('spec', 'examples', 'musterstadt.office.json')
const zierenberg = read('spec', 'notice-check', 'zierenberg-2024.txt')
/** The Zierenberg notice with the right norm: nothing wrong in it but what depends on the number of voters. */
const corrected = zierenberg.replace('§ 55 KWO', '§ 58 KWO')

const files = { 'c.json': musterstadt, 'r.json': review, 'o.json': officeProfile, 'z.txt': zierenberg, 'ok.txt': corrected }
const cli = (args: ReadonlyArray<string>, more: Readonly<Record<string, string>> = {}, stdin = '') => runCli(args, stdin, { ...files, ...more })

const NOTICE_USAGE = 'nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM] [--document KIND] [--lang de|en] [--format text|markdown|html|pdf] [--out FILE]'
const noticeUsageError = (message: string): string => `nachruecken notice: ${message}\nUsage: ${NOTICE_USAGE}\nTry: nachruecken notice --help\n`
const CHECK_USAGE = 'nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]'
const checkUsageError = (message: string): string => `nachruecken notice-check: ${message}\nUsage: ${CHECK_USAGE}\nTry: nachruecken notice-check --help\n`

/** The kinds of documents of the Musterstadt example, in the order the command writes them. */
const MUSTERSTADT_KINDS = ['feststellung', 'bekanntmachung', 'benachrichtigung', 'zustellung'] as const

/** What `notice c.json --document KIND` writes on stdout in a format. */
const single = async (kind: string, format: string): Promise<string> => {
  const r = await cli(['notice', 'c.json', '--document', kind, '--format', format])
  expect(r).toMatchObject({ code: 0, err: '' })
  return r.out
}

/** The text of an option's line in a help: what follows the option's label. */
const optionText = (help: string, label: string): string | undefined => {
  const line = help.split('\n').find((l) => l.startsWith(`  ${label} `))
  return line?.slice(label.length + 2).trim()
}

const scratch = mkdtempSync(join(tmpdir(), 'nachruecken-notice-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('nachruecken notice', () => {
  it('writes every document of the case in plain text, one after the other, separated by a form feed on a line of its own', async () => {
    const all = await cli(['notice', 'c.json'])
    expect(all.code).toBe(0)
    expect(all.err).toBe('')
    const parts = await Promise.all(MUSTERSTADT_KINDS.map((k) => single(k, 'text')))
    expect(all.out).toBe(parts.join('\n\f\n'))
    expect(parts[1]).toMatch(/^Öffentliche Bekanntmachung über das Nachrücken\n={46}\n/)
  })

  it('writes the documents in Markdown with --format markdown, separated by a horizontal rule', async () => {
    const all = await cli(['notice', 'c.json', '--format', 'markdown'])
    expect(all.code).toBe(0)
    const parts = await Promise.all(MUSTERSTADT_KINDS.map((k) => single(k, 'markdown')))
    expect(all.out).toBe(parts.join('\n---\n\n'))
    expect(parts[1]).toMatch(/^# Öffentliche Bekanntmachung über das Nachrücken\n\n\*Gemeindevertretung Musterstadt\*\n/)
  })

  it('writes the documents as one HTML page with --format html, one document after the other', async () => {
    const all = await cli(['notice', 'c.json', '--format', 'html'])
    expect(all.code).toBe(0)
    expect(all.out.startsWith('<!DOCTYPE html>\n<html lang="de">\n')).toBe(true)
    expect(all.out.match(/<!DOCTYPE html>/g)).toHaveLength(1)
    expect(all.out.match(/<\/html>/g)).toHaveLength(1)
    const one = await single('bekanntmachung', 'html')
    expect(one.startsWith('<!DOCTYPE html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<title>Öffentliche Bekanntmachung über das Nachrücken</title>')).toBe(true)
  })

  it('writes only the document of the kind --document names', async () => {
    const r = await cli(['notice', 'c.json', '--document', 'bekanntmachung'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^Öffentliche Bekanntmachung über das Nachrücken\n/)
    expect(r.out).not.toContain('\f')
    const decision = await cli(['notice', 'r.json', '--document', 'beschluss'])
    expect(decision.code).toBe(0)
    expect(decision.out).toMatch(/^Bekanntmachung des Beschlusses der Gemeindevertretung über Einsprüche\n/)
    expect(decision.out).not.toContain('\f')
  })

  it('exits 1 and names the kinds the case has when it has no document of the kind --document names', async () => {
    expect(await cli(['notice', 'c.json', '--document', 'beschluss'])).toEqual({
      code: 1,
      out: '',
      err: 'nachruecken notice: this case has no document of the kind beschluss; it has: feststellung, bekanntmachung, benachrichtigung, zustellung\n',
    })
  })

  it('writes the documents in English with the German terms in brackets with --lang en', async () => {
    const en = await single('bekanntmachung', 'text')
    expect(en).toMatch(/^Öffentliche Bekanntmachung/)
    const r = await cli(['notice', 'c.json', '--document', 'bekanntmachung', '--lang', 'en'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^Public notice of a succession \[Öffentliche Bekanntmachung\]\n/)
    expect(r.out).toContain('DRAFT [Entwurf] – not to be signed or published')
    const html = await cli(['notice', 'c.json', '--document', 'bekanntmachung', '--lang', 'en', '--format', 'html'])
    expect(html.out).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
  })

  it('without --office, --published and --in writes a draft that says why', async () => {
    const r = await single('bekanntmachung', 'text')
    expect(r).toContain('ENTWURF – nicht zur Unterschrift und nicht zur Veröffentlichung')
    expect(r).toContain('Dieses Schriftstück ist ein Entwurf, weil:')
  })

  it('with --office, --published and --in writes the notice to sign, with the letterhead and the file number', async () => {
    const r = await cli(['notice', 'c.json', '--office', 'o.json', '--published', '2023-09-01', '--in', 'Musterstädter Anzeiger Nr. 35', '--document', 'bekanntmachung'])
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(r.out).not.toContain('ENTWURF')
    expect(r.out).toContain('Gemeinde Musterstadt\n\nDie Gemeindewahlleiterin\n\nAktenzeichen: WL 034-2023/07\n')
  })

  it('refuses --published without --in, and --in without --published: a usage error, exit 2', async () => {
    const message = noticeUsageError('--published and --in go together: the day and the medium of the publication')
    expect(await cli(['notice', 'c.json', '--published', '2023-09-01'])).toEqual({ code: 2, out: '', err: message })
    expect(await cli(['notice', 'c.json', '--office', 'o.json', '--in', 'Amtsblatt'])).toEqual({ code: 2, out: '', err: message })
  })

  it('exits 1 when the publication precedes the determination it announces', async () => {
    expect(await cli(['notice', 'c.json', '--office', 'o.json', '--published', '2020-09-01', '--in', 'X'])).toEqual({
      code: 1,
      out: '',
      err: '--published: the notice cannot be published (2020-09-01) before the determination it announces (2023-08-30)\n',
    })
  })

  it('reports an office profile that cannot be read with the command and the file, exit 2', async () => {
    expect(await cli(['notice', 'c.json', '--office', 'missing.json'])).toEqual({ code: 2, out: '', err: 'nachruecken notice: cannot read missing.json (ENOENT)\n' })
  })

  it('reports each error of a bad office profile with the file and the path, the whole document as (document), exit 2', async () => {
    expect(await cli(['notice', 'c.json', '--office', 'bad.json'], { 'bad.json': '[]' })).toEqual({
      code: 2,
      out: '',
      err: 'bad.json: (document): expected an office profile, got an array\n',
    })
    const fields = await cli(['notice', 'c.json', '--office', 'bad.json'], { 'bad.json': '{}' })
    expect(fields.code).toBe(2)
    expect(fields.out).toBe('')
    expect(fields.err.split('\n')[0]).toBe('bad.json: format: missing required field')
  })

  it('writes the documents to the file --out names, and nothing on standard output', async () => {
    const out = join(scratch, 'feststellung.txt')
    const r = await cli(['notice', 'c.json', '--document', 'feststellung', '--out', out])
    expect(r).toEqual({ code: 0, out: '', err: '' })
    expect(readFileSync(out, 'utf8')).toBe(await single('feststellung', 'text'))
  })

  it('writes an A4 PDF to the file --out names', async () => {
    const out = join(scratch, 'feststellung.pdf')
    const r = await cli(['notice', 'c.json', '--document', 'feststellung', '--format', 'pdf', '--out', out])
    expect(r).toEqual({ code: 0, out: '', err: '' })
    const pdf = readFileSync(out)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
  })

  it('refuses a PDF where it has nowhere to write bytes and no --out is given: a usage error, exit 2', async () => {
    expect(await cli(['notice', 'c.json', '--format', 'pdf'])).toEqual({ code: 2, out: '', err: noticeUsageError('a PDF needs --out FILE here') })
  })

  it('says which fonts to install when no font for the PDF is found, exit 2, and writes no file', async () => {
    vi.resetModules()
    vi.doMock('../src/documents/render-pdf.js', async (original) => ({
      ...(await original<typeof import('../src/documents/render-pdf.js')>()),
      findFonts: () => null,
      renderPdf: async (docs: never, fonts: unknown = null) => (await original<typeof import('../src/documents/render-pdf.js')>()).renderPdf(docs, fonts as null),
    }))
    try {
      const { main: fresh } = await import('../src/cli/main.js')
      let err = ''
      const out = join(scratch, 'nofont.pdf')
      const code = await fresh(['notice', 'c.json', '--format', 'pdf', '--out', out], {
        readStdin: async () => '',
        readFile: () => musterstadt,
        out: () => undefined,
        err: (s) => {
          err += s
        },
      })
      expect(code).toBe(2)
      expect(err).toBe(
        "nachruecken notice: no TrueType font for the PDF: install Debian's fonts-dejavu-core (or fonts-liberation2), or set NACHRUECKEN_FONT_DIR to a folder with DejaVuSerif.ttf and DejaVuSerif-Bold.ttf\n",
      )
      expect(existsSync(out)).toBe(false)
    } finally {
      vi.doUnmock('../src/documents/render-pdf.js')
      vi.resetModules()
    }
  })

  it('--help shows the options with what they do and their defaults, examples and the exit statuses', async () => {
    const r = await cli(['notice', '--help'])
    expect(r.code).toBe(0)
    const help = r.out
    expect(help.split('\n').slice(0, 7)).toEqual([
      'nachruecken notice — the documents to sign: Feststellung, Bekanntmachung, Benachrichtigung, service list (§ 58 KWO), review notices',
      '',
      'Usage:',
      '  nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM]',
      '      [--document KIND] [--lang de|en] [--format text|markdown|html|pdf]',
      '      [--out FILE]',
      '',
    ])
    expect(optionText(help, '-l, --lang de|en')).toBe('de, or en with the German terms in brackets (for teaching) (default: de)')
    expect(optionText(help, '-f, --format text|markdown|html|pdf')).toBe('text, markdown, html (A4 print style sheet) or pdf (A4, embedded fonts) (default: text)')
    expect(optionText(help, '    --office <value>')).toBe(
      'the office profile (nachruecken.office/1, `nachruecken schema office`): authority, officer, place for objections, Aktenzeichen',
    )
    expect(optionText(help, '    --published <value>')).toBe('the day the notice is published (YYYY-MM-DD); the objection period runs from it (with --in)')
    expect(optionText(help, '    --in <value>')).toBe('where it is published ("Amtsblatt Nr. 35", "Musterstädter Anzeiger") (with --published)')
    expect(optionText(help, '-d, --document <value>')).toBe('all, or one kind: feststellung, bekanntmachung, benachrichtigung, zustellung, beschluss, unanfechtbar, vermerk (default: all)')
    expect(optionText(help, '-o, --out <value>')).toBe('write to this file instead of standard output')
    const examples = help.slice(help.indexOf('Examples:\n')).split('\n').slice(1, 4)
    expect(examples[0]).toMatch(/^ {2}nachruecken notice spec\/examples\/musterstadt\.case\.json +# drafts, with the reasons$/)
    expect(examples[1]).toMatch(
      /^ {2}nachruecken notice spec\/examples\/musterstadt\.case\.json --office spec\/examples\/musterstadt\.office\.json --published 2023-09-01 --in "Musterstädter Anzeiger Nr\. 35" --document bekanntmachung --format pdf --out bekanntmachung\.pdf$/,
    )
    expect(examples[2]).toBe('  nachruecken notice spec/examples/review.case.json --document beschluss --format html > beschluss.html')
    expect(help.endsWith(
      '\n\nWithout --office, --published and --in every document is a draft ("Entwurf") that says why; so is one\n' +
        'resting on a simulated lot, and a note where no determination can be made (a lot to draw, a proof awaited).\n' +
        'Exit status: 0 the documents; 1 the case breaks a rule or is inconsistent, the publication precedes the\n' +
        'determination, or the case has no document of the kind --document names; 2 unreadable input, a bad office\n' +
        'profile, no font for the PDF, or a usage error.\n',
    )).toBe(true)
  })

  it('--help keeps the options column narrow: --document shows <value> in its label and lists its eight choices once, with the default once', async () => {
    const help = (await cli(['notice', '--help'])).out
    // the descriptions start two places after the widest label, -f, --format text|markdown|html|pdf
    const column = help.split('\n').find((l) => l.endsWith('this help'))?.indexOf('this help')
    expect(column).toBe('  -f, --format text|markdown|html|pdf  '.length)
    expect(help).toContain(
      `\n${'  -d, --document <value>'.padEnd(column ?? 0)}all, or one kind: feststellung, bekanntmachung, benachrichtigung, zustellung, beschluss, unanfechtbar, vermerk (default: all)\n`,
    )
    expect(help.match(/\(default: all\)|all \(default\)/g)).toEqual(['(default: all)'])
  })

  it('--help names every exit status the command has: 1 for a kind of document the case lacks, 2 for a PDF without a font', async () => {
    const help = (await cli(['notice', '--help'])).out
    expect(help).toContain('1 the case breaks a rule or is inconsistent, the publication precedes the\ndetermination, or the case has no document of the kind --document names;')
    expect(help).toContain('2 unreadable input, a bad office\nprofile, no font for the PDF, or a usage error.')
  })

  it('--help shows --published and --in as one group in the usage line, and its PDF example writes one document to its file', async () => {
    const help = (await cli(['notice', '--help'])).out
    expect(help).toContain(' [--published DATE --in MEDIUM]')
    expect(help).not.toContain('[--published DATE]')
    const pdf = help.split('\n').find((l) => l.includes('--format pdf'))
    expect(pdf).toMatch(/ --document bekanntmachung --format pdf --out bekanntmachung\.pdf$/)
  })

  it('the examples of --help that write to standard output run as shown', async () => {
    const draft = await runCli(['notice', 'spec/examples/musterstadt.case.json'], '', { 'spec/examples/musterstadt.case.json': musterstadt })
    expect(draft.code).toBe(0)
    expect(draft.out).toContain('ENTWURF')
    const decision = await runCli(['notice', 'spec/examples/review.case.json', '--document', 'beschluss', '--format', 'html'], '', { 'spec/examples/review.case.json': review })
    expect(decision.code).toBe(0)
    expect(decision.out).toMatch(/^<!DOCTYPE html>/)
  })
})

describe('nachruecken notice-check', () => {
  it('prints a finding without a line as FILE: severity [code] message (norm), and one with a line as FILE:LINE: …', async () => {
    const r = await cli(['notice-check', 'z.txt'])
    expect(r.code).toBe(1)
    expect(r.out).toBe(
      'z.txt:6: error [wrongNorm] cites § 55 KWO, which concerns the publication of the election result; the determination under § 34 KWG is served and published under § 58 KWO (§ 58 Abs. 1 KWO, § 58 Abs. 2 KWO)\n' +
        'z.txt: warning [quorumCap] the 100 supporters above 10.000 persons entitled to vote are not stated (give --case or --voters to tell whether they matter here) (§ 25 Abs. 1 KWG)\n',
    )
    expect(r.err).toBe('z.txt: 1 error\n')
  })

  it('counts two errors in the plural on stderr and exits 1', async () => {
    const r = await cli(['notice-check', 'z.txt', '--voters', '12480'])
    expect(r.code).toBe(1)
    expect(r.out.split('\n').filter((l) => l !== '').map((l) => l.replace(/ .*/, ''))).toEqual(['z.txt:', 'z.txt:6:'])
    expect(r.out).toContain('z.txt: error [quorumCap] the district has 12.480 persons entitled to vote: the notice must say that above 10.000 at least 100 must support the objection (§ 25 Abs. 1 KWG)\n')
    expect(r.err).toBe('z.txt: 2 errors\n')
  })

  it('says "no error" and exits 0 for a notice without findings', async () => {
    expect(await cli(['notice-check', 'ok.txt', '--voters', '8000'])).toEqual({ code: 0, out: '', err: 'ok.txt: no error\n' })
  })

  it('exits 0 on warnings alone, and counts them after "no error" (one warning, two warnings)', async () => {
    const one = await cli(['notice-check', 'ok.txt'])
    expect(one.code).toBe(0)
    expect(one.out).toMatch(/^ok\.txt: warning \[quorumCap\] [^\n]*\n$/)
    expect(one.err).toBe('ok.txt: no error (1 warning)\n')
    const two = await cli(['notice-check', '-'], {}, `${corrected}\nAnna Arnold, wohnhaft in Musterstadt\n`)
    expect(two.code).toBe(0)
    expect(two.out.split('\n').filter((l) => l !== '')).toHaveLength(2)
    expect(two.out).toMatch(/^-:\d+: warning \[privateAddress\] /m)
    expect(two.err).toBe('-: no error (2 warnings)\n')
  })

  it('with --case reads the number of voters from the case: above 10,000 the 100 supporters must be stated', async () => {
    const r = await cli(['notice-check', 'ok.txt', '--case', 'c.json'])
    expect(r.code).toBe(1)
    expect(r.out).toBe(
      'ok.txt: error [quorumCap] the district has 12.480 persons entitled to vote: the notice must say that above 10.000 at least 100 must support the objection (§ 25 Abs. 1 KWG)\n',
    )
    expect(r.err).toBe('ok.txt: 1 error\n')
  })

  it('with --case of a district of up to 10,000 voters (none at all included) finds nothing about the 100 supporters', async () => {
    const small = (n: number): string => JSON.stringify({ body: { eligibleVoters: n } })
    expect(await cli(['notice-check', 'ok.txt', '--case', 's.json'], { 's.json': small(8000) })).toEqual({ code: 0, out: '', err: 'ok.txt: no error\n' })
    expect(await cli(['notice-check', 'ok.txt', '--case', 's.json'], { 's.json': small(0) })).toEqual({ code: 0, out: '', err: 'ok.txt: no error\n' })
  })

  it('with --case whose number of voters is missing treats the number as unknown: a warning that asks for --voters', async () => {
    const r = await cli(['notice-check', 'ok.txt', '--case', 's.json'], { 's.json': JSON.stringify({ body: {} }) })
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^ok\.txt: warning \[quorumCap\] [^\n]*\(s\.json has no body\.eligibleVoters: give --voters to tell whether they matter here\)[^\n]*\n$/)
    expect(r.err).toBe('ok.txt: no error (1 warning)\n')
  })

  it('with --case whose number of voters is unusable (negative, not a number, or no object at all) names the file and the JSON path, exit 2', async () => {
    for (const [c, err] of [
      [JSON.stringify({ body: { eligibleVoters: -5 } }), 's.json: body.eligibleVoters: expected a non-negative integer, got -5\n'],
      [JSON.stringify({ body: { eligibleVoters: '12480' } }), 's.json: body.eligibleVoters: expected a non-negative integer, got "12480"\n'],
      [JSON.stringify({ body: { eligibleVoters: 1.5 } }), 's.json: body.eligibleVoters: expected a non-negative integer, got 1.5\n'],
      [JSON.stringify({ body: null }), 's.json: body: expected an object\n'],
      [JSON.stringify({}), 's.json: body: expected an object\n'],
      ['null', 's.json: (document): expected a case (a JSON object)\n'],
      ['42', 's.json: (document): expected a case (a JSON object)\n'],
      ['[]', 's.json: (document): expected a case (a JSON object)\n'],
    ] as const)
      expect(await cli(['notice-check', 'ok.txt', '--case', 's.json'], { 's.json': c }), c).toEqual({ code: 2, out: '', err })
  })

  it('reports a case file that cannot be read with the command and the file, exit 2', async () => {
    expect(await cli(['notice-check', 'ok.txt', '--case', 'missing.json'])).toEqual({ code: 2, out: '', err: 'nachruecken notice-check: cannot read missing.json (ENOENT)\n' })
  })

  it('needs exactly one notice to check: a usage error saying so in words, exit 2', async () => {
    const needs = 'notice-check needs one notice to check (a text file, or - for standard input): <notice.txt|->'
    expect(await cli(['notice-check'])).toEqual({ code: 2, out: '', err: checkUsageError(needs) })
    expect(await cli(['notice-check', 'z.txt', 'ok.txt'])).toEqual({ code: 2, out: '', err: checkUsageError(`${needs}; unexpected argument "ok.txt"`) })
  })

  it('refuses --case together with --voters: a usage error, exit 2', async () => {
    expect(await cli(['notice-check', 'ok.txt', '--case', 'c.json', '--voters', '8000'])).toEqual({ code: 2, out: '', err: checkUsageError('give --case or --voters, not both') })
  })

  it('refuses a --voters that is not a whole number, also with digits at only one end: a usage error, exit 2', async () => {
    for (const v of ['12abc', 'abc12', '-5', '1.5', ''])
      expect(await cli(['notice-check', 'ok.txt', `--voters=${v}`])).toEqual({ code: 2, out: '', err: checkUsageError(`--voters must be a whole number of at most 9 digits (got ${JSON.stringify(v)})`) })
  })

  it('refuses a --voters of ten digits with a message that names the limit of nine; nine digits are taken', async () => {
    expect(await cli(['notice-check', 'ok.txt', '--voters', '1234567890'])).toEqual({
      code: 2,
      out: '',
      err: checkUsageError('--voters must be a whole number of at most 9 digits (got "1234567890")'),
    })
    expect(await cli(['notice-check', 'ok.txt', '--voters', '999999999'])).toMatchObject({ code: 1, err: 'ok.txt: 1 error\n' })
  })

  it('names a file it cannot read, with the system error code where there is one', async () => {
    const run = async (error: unknown): Promise<{ code: number; err: string }> => {
      let err = ''
      const code = await main(['notice-check', 'n.txt'], {
        readStdin: async () => '',
        readFile: () => {
          throw error
        },
        out: () => undefined,
        err: (s) => {
          err += s
        },
      })
      return { code, err }
    }
    expect(await run(Object.assign(new Error('permission denied'), { code: 'EACCES' }))).toEqual({ code: 2, err: 'nachruecken notice-check: cannot read n.txt (EACCES)\n' })
    expect(await run(new Error('gone'))).toEqual({ code: 2, err: 'nachruecken notice-check: cannot read n.txt\n' })
  })

  it('--help shows the usage, the options, examples, the form of a finding and the exit statuses', async () => {
    expect(await cli(['notice-check', '--help'])).toEqual({
      code: 0,
      err: '',
      out: [
        'nachruecken notice-check — check the plain text of a notice written elsewhere: missing or wrong elements of §§ 25–27, 34 KWG and § 58 KWO',
        '',
        'Usage:',
        '  nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]',
        '',
        'Options:',
        '      --case <value>    the case (its body.eligibleVoters tells whether the 100 above 10,000 matter)',
        '      --voters <value>  the number of persons entitled to vote in the district (a whole number, at most 9 digits)',
        '  -h, --help            this help',
        '',
        'Examples:',
        '  nachruecken notice-check bekanntmachung.txt --voters 12480',
        '  nachruecken notice-check spec/notice-check/zierenberg-2024.txt --case spec/examples/musterstadt.case.json',
        '  pdftotext amtsblatt.pdf - | nachruecken notice-check -',
        '',
        'Each finding on stdout as FILE[:LINE]: error|warning [code] message (norm).',
        'Exit status: 0 no error (warnings may be printed); 1 an element is missing or wrong; 2 unreadable input (also a',
        '--case whose body.eligibleVoters is not a whole number) or a usage error.',
        '',
      ].join('\n'),
    })
  })
})

describe('nachruecken explain', () => {
  it('--help shows the usage, the options with their defaults, examples and the exit statuses', async () => {
    expect(await cli(['explain', '--help'])).toEqual({
      code: 0,
      err: '',
      out: [
        'nachruecken explain — the legal opinion in Gutachtenstil on the determination or on the state of the body',
        '',
        'Usage:',
        '  nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]',
        '',
        'Options:',
        '  -l, --lang de|en                 de, or en with the German terms in brackets (default: de)',
        '  -f, --format text|markdown|html  text, markdown or html (default: text)',
        '  -h, --help                       this help',
        '',
        'Examples:',
        '  nachruecken explain spec/examples/musterstadt.case.json',
        '  nachruecken explain spec/examples/review.case.json --format markdown > gutachten.md',
        '  nachruecken explain spec/examples/musterstadt.case.json --lang=en --format=html > opinion.html',
        '',
        'Exit status: 0 the text (also for a pending decision or nothing to announce); 1 the case breaks a rule',
        'or is inconsistent; 2 unreadable input or a usage error.',
        '',
      ].join('\n'),
    })
  })
})

describe('nachruecken replay', () => {
  it('--format text shows a vacancy that waits for an earlier one as "blocked by" that vacancy', async () => {
    const v = JSON.parse(read('spec', 'conformance', 'vectors', 'fid-047.json')) as { case: unknown }
    const r = await runCli(['replay', '-', '--format', 'text'], JSON.stringify(v.case))
    expect(r.code).toBe(0)
    expect(r.out.split('\n')).toContain('  KB-4            death               arose 2024-02-19, left 2024-02-19  open        due: lotRequired (blocked by KB-2)')
  })

  it('--help shows the usage, the format option, examples and the exit statuses', async () => {
    expect(await cli(['replay', '--help'])).toEqual({
      code: 0,
      err: '',
      out: [
        'nachruecken replay — the state of the body on the query date: members, seats over the term, vacancies and their procedure',
        '',
        'Usage:',
        '  nachruecken replay <file|-> [--format json|text]',
        '',
        'Options:',
        '  -f, --format json|text  json: the nachruecken.state/1 document; text: a table (default: json)',
        '  -h, --help              this help',
        '',
        'Examples:',
        '  nachruecken replay spec/examples/review.case.json --format text',
        '  nachruecken replay spec/examples/review.case.json > state.json   # nachruecken.state/1',
        '',
        'Exit status: 0 the state; 1 events were rejected (listed on stderr, the state is printed all the same)',
        'or the case cannot be replayed; 2 unreadable input or a usage error.',
        '',
      ].join('\n'),
    })
  })
})

describe('nachruecken audit', () => {
  it('--help shows the usage, the format option, examples and the exit statuses', async () => {
    expect(await cli(['audit', '--help'])).toEqual({
      code: 0,
      err: '',
      out: [
        'nachruecken audit — each recorded determination that deviates from the law, with the reason and the norm',
        '',
        'Usage:',
        '  nachruecken audit <file|-> [--format json]',
        '',
        'Options:',
        '  -f, --format json  json: the nachruecken.audit/1 document (default: json)',
        '  -h, --help         this help',
        '',
        'Examples:',
        '  nachruecken audit spec/examples/review.case.json',
        '  nachruecken audit - < case.json | jq .findings',
        '',
        'Exit status: 0 the audit (findings are a result); 1 the case cannot be read as a term; 2 unreadable input or a usage error.',
        '',
      ].join('\n'),
    })
  })
})
