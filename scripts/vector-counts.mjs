#!/usr/bin/env node
// The conformance vectors counted per norm (in the catalogue order of
// spec/norms.json) and per feature (the enum of vector.schema.json), as
// Markdown tables: `node scripts/vector-counts.mjs [VECTOR_DIR]`.
//
// A vector counts once for each norm in its `norms` and each feature in its
// `features`; `readings` are counted too. Norms and features no vector names
// are listed with 0, so a gap shows. Standard library only.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dir = process.argv[2] ?? join(root, 'spec/conformance/vectors')
const catalogue = JSON.parse(readFileSync(join(root, 'spec/norms.json'), 'utf8')).norms
const featureEnum = JSON.parse(readFileSync(join(root, 'spec/conformance/vector.schema.json'), 'utf8')).properties.features.items.enum

const vectors = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))

const kindOf = (v) => (v.expected.error !== undefined ? 'error' : v.expected.state !== undefined ? 'state' : v.expected.audit !== undefined ? 'audit' : 'determination')

/** counts of the values a vector lists under `key`, with every name of `known` present (0 if unused) */
const tally = (key, known) => {
  const counts = new Map(known.map((k) => [k, 0]))
  for (const v of vectors) for (const x of v[key] ?? []) counts.set(x, (counts.get(x) ?? 0) + 1)
  return counts
}

const kinds = new Map(['determination', 'error', 'state', 'audit'].map((k) => [k, 0]))
for (const v of vectors) kinds.set(kindOf(v), kinds.get(kindOf(v)) + 1)

const norms = tally('norms', catalogue.map((n) => n.id))
const citation = new Map(catalogue.map((n) => [n.id, n.citation]))
const features = tally('features', featureEnum)
const readings = tally('readings', [])

const out = [
  `${vectors.length} vectors in ${dir.replace(root, '')}: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`,
  '',
  '| norm | citation | vectors |',
  '|---|---|---|',
  ...[...norms].map(([id, n]) => `| \`${id}\` | ${citation.get(id) ?? '(not in spec/norms.json)'} | ${n} |`),
  '',
  '| feature | vectors |',
  '|---|---|',
  ...[...features].map(([f, n]) => `| ${f} | ${n} |`),
  '',
  '| reading | vectors |',
  '|---|---|',
  ...[...readings].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([r, n]) => `| ${r} | ${n} |`),
  '',
]
process.stdout.write(out.join('\n'))
