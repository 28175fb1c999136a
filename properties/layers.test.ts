// The architecture as a test: the layers of src/ (scripts/layers.mjs) — imports
// only point down, no module is part of a circle, the README's table lists the
// layers in their order — and the size of every function (scripts/function-size.mjs).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAYERS, mayRead } from '../scripts/layers.mjs'
import { MAX_DEPTH, MAX_LINES, measureAll, overLimit } from '../scripts/function-size.mjs'
import { ROOT } from './support/vectors.js'

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))

const sources = filesUnder(join(ROOT, 'src')).map((f) => relative(ROOT, f))

/** The layer of a source file (its position in LAYERS). */
const layerOf = (file: string): number => LAYERS.findIndex((l) => l.paths.some((p) => file === p || file.startsWith(`${p}/`)))

/** The code without its comments (an `@example` in a header imports what it shows). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** The files of src/ a file imports (static and dynamic imports with a relative path). */
const importsOf = (file: string): string[] =>
  [...withoutComments(readFileSync(join(ROOT, file), 'utf8')).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)\.js'/g)].map((m) =>
    relative(ROOT, resolve(dirname(join(ROOT, file)), `${m[1] ?? ''}.ts`)),
  )

describe('the layers of src/ (scripts/layers.mjs)', () => {
  it('every source file belongs to a layer', () => {
    expect(sources.filter((f) => layerOf(f) === -1)).toEqual([])
  })

  it('imports only point down or stay in their layer', () => {
    const upward = sources.flatMap((f) => importsOf(f).filter((g) => layerOf(g) > layerOf(f)).map((g) => `${f} → ${g}`))
    expect(upward).toEqual([])
  })

  it('a layer that names what it reads imports nothing else (the interchange: the api, the codec, the rules, the domain, the citations)', () => {
    expect(LAYERS.filter((l) => l.reads !== undefined).map((l) => l.name)).toContain('interchange')
    const allowed = (file: string): ReadonlyArray<number> => {
      const layer = LAYERS[layerOf(file)]
      return layer === undefined ? [] : mayRead(layer).map((l) => LAYERS.indexOf(l))
    }
    const outside = sources
      .filter((f) => LAYERS[layerOf(f)]?.reads !== undefined)
      .flatMap((f) => importsOf(f).filter((g) => !allowed(f).includes(layerOf(g))).map((g) => `${f} → ${g}`))
    expect(outside).toEqual([])
  })

  it('no module is part of a circle of imports', () => {
    const graph = new Map(sources.map((f) => [f, importsOf(f).filter((g) => sources.includes(g))]))
    const state = new Map<string, 'open' | 'done'>()
    const circles: string[] = []
    const visit = (f: string, path: string[]): void => {
      if (state.get(f) === 'done') return
      if (state.get(f) === 'open') {
        circles.push([...path.slice(path.indexOf(f)), f].join(' → '))
        return
      }
      state.set(f, 'open')
      for (const g of graph.get(f) ?? []) visit(g, [...path, f])
      state.set(f, 'done')
    }
    for (const f of sources) visit(f, [])
    expect(circles).toEqual([])
  })

  it("the README's table of the layers lists the same folders in the same order", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('| layer |'))
    const rows = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1])
    expect(rows.slice(0, LAYERS.length)).toEqual(LAYERS.map((l) => l.name))
  })
})

describe('the size of the functions of src/ (scripts/function-size.mjs)', () => {
  it(`no function is longer than ${MAX_LINES} lines or nested deeper than ${MAX_DEPTH} levels`, () => {
    expect(overLimit(measureAll(join(ROOT, 'src'))).map((f: { file: string; line: number; name: string; lines: number; depth: number }) => `${f.file}:${f.line} ${f.name} (${f.lines} lines, depth ${f.depth})`)).toEqual([])
  })
})
