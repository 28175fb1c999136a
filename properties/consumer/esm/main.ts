// The README's vendor section, as an ES module (TypeScript, module nodenext).
import { readFileSync } from 'node:fs'
import { decide, decideText, encodeFailure, opinionOf, renderDocument, type WireDetermination } from 'nachruecken'
import { parseJsonBytes } from 'nachruecken/codec'
import { musterstadt } from './case.js'

const r = decide(musterstadt)
if (r._tag === 'Left') {
  console.error(JSON.stringify(encodeFailure(r.left)))
  process.exit(1)
}
const d: WireDetermination = r.right
// @ts-expect-error -- before narrowing, successor may be null
const early: string = d.successor
if (d.outcome === 'successor') {
  const who: string = d.successor // narrowed: a string, not string | null
  console.log(`successor ${who}`)
}

// a file as bytes: a byte order mark is accepted, bytes that are not UTF-8 are an error with their offset
const bytes = readFileSync(new URL(import.meta.resolve('nachruecken/examples/musterstadt.case.json')))
const withBom = decideText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))
console.log(`with a BOM: ${withBom._tag === 'Right' ? withBom.right.outcome : 'refused'}`)
const broken = parseJsonBytes(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]))
console.log(`invalid UTF-8: ${broken._tag === 'Left' ? broken.left.errors[0]?.message : 'accepted'}`)

// the language is checked at run time too
const fr = opinionOf(musterstadt, 'fr' as 'de')
console.log(`lang fr: ${fr._tag === 'Left' ? fr.left.errors[0]?.code : 'accepted'}`)
const en = opinionOf(musterstadt, 'en')
if (en._tag === 'Right') console.log(renderDocument(en.right, 'text').split('\n')[0])

// a JSON Schema of the package
const schema = JSON.parse(readFileSync(new URL(import.meta.resolve('nachruecken/schema/state.json')), 'utf8')) as { $id: string }
console.log(`schema ${schema.$id}`)
void early
