// `npx tsx bench/digest.ts`: one SHA-256 over every output of the library on every conformance vector, example and
// case-book case — the determination, state and audit answers (or their error documents), and the opinion and the
// notice in German and English in all three formats. A change made for speed must leave it unchanged (issue 24:
// outputs stay byte-identical); `--lines` prints one digest per input and output instead.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Answers, answer, encodeFailure } from '../src/api.js'
import { FORMATS, LANGS, noticeOf, opinionOf, renderDocument } from '../src/texts.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const filesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name)
      return statSync(p).isDirectory() ? filesUnder(p) : name.endsWith('.json') ? [p] : []
    })

/** Every case: the vectors' `case`, the examples and case-book cases that are case documents. */
const inputs = (): ReadonlyArray<readonly [string, unknown]> => [
  ...filesUnder(join(root, 'spec', 'conformance', 'vectors')).map((f) => [relative(root, f), (JSON.parse(readFileSync(f, 'utf8')) as { case: unknown }).case] as const),
  ...[...filesUnder(join(root, 'spec', 'examples')), ...filesUnder(join(root, 'spec', 'cases'))]
    .map((f) => [relative(root, f), JSON.parse(readFileSync(f, 'utf8')) as unknown] as const)
    .filter(([, u]) => typeof u === 'object' && u !== null && (u as { format?: unknown }).format === 'nachruecken.case/1'),
]

const KINDS: ReadonlyArray<keyof Answers> = ['determination', 'state', 'audit']

const outputsOf = (u: unknown): ReadonlyArray<readonly [string, string]> => [
  ...KINDS.map((k) => {
    const r = answer(u, k)
    return [k, JSON.stringify(r._tag === 'Right' ? r.right : encodeFailure(r.left))] as const
  }),
  ...LANGS.flatMap((lang) =>
    (
      [
        ['opinion', opinionOf],
        ['notice', noticeOf],
      ] as const
    ).flatMap(([name, of]) => {
      const d = of(u, lang)
      return FORMATS.map((f) => [`${name}.${lang}.${f}`, d._tag === 'Right' ? renderDocument(d.right, f) : JSON.stringify(encodeFailure(d.left))] as const)
    }),
  ),
]

const sha = (s: string): string => createHash('sha256').update(s).digest('hex')

const all = createHash('sha256')
let n = 0
for (const [file, u] of inputs()) {
  for (const [what, out] of outputsOf(u)) {
    n++
    all.update(`${file} ${what}\n${out}\n`)
    if (process.argv.includes('--lines')) console.log(`${sha(out).slice(0, 16)} ${file} ${what}`)
  }
}
console.log(`${all.digest('hex')} (${n} outputs)`)
