// The API documentation (typedoc, `npm run docs`): every @example of the
// public entry points — the root and nachruecken/rules, /codec, /texts,
// /oracle, their module comments and the comments of everything they export
// — is compiled against the built package (imports of `nachruecken` resolve
// to the package itself) and run, and what a line says it prints
// (`console.log(x) // 'SPD-4'`) is printed; every export has a @since tag no
// later than the package's version.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './support/vectors.js'

const ENTRIES = ['src/index.ts', 'src/public/rules.ts', 'src/public/codec.ts', 'src/public/texts.ts', 'src/public/oracle.ts', 'src/public/interchange.ts']
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version

interface Example {
  readonly where: string
  readonly code: string
}

const tagText = (tag: ts.JSDocTag): string => (typeof tag.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? ''))

const program = ts.createProgram(
  ENTRIES.map((e) => join(ROOT, e)),
  { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true, noEmit: true },
)
const checker = program.getTypeChecker()

/** Every export of every entry point: its name, its declarations' JSDoc tags. */
const exportsOf = (): ReadonlyArray<{ readonly entry: string; readonly name: string; readonly tags: ReadonlyArray<ts.JSDocTag> }> =>
  ENTRIES.flatMap((entry) => {
    const file = program.getSourceFile(join(ROOT, entry))
    const module = file === undefined ? undefined : checker.getSymbolAtLocation(file)
    if (module === undefined) throw new Error(entry)
    return checker.getExportsOfModule(module).map((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s
      const tags = (target.declarations ?? []).flatMap((d) => [...ts.getJSDocTags(d)])
      return { entry, name: s.getName(), tags }
    })
  })

/** The @example blocks of the entry points' module comments and of their exports. */
const examples = (): ReadonlyArray<Example> => {
  const fromModules = ENTRIES.flatMap((entry) => {
    const text = readFileSync(join(ROOT, entry), 'utf8')
    const comment = /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? ''
    const lines = comment.split('\n').map((l) => l.replace(/^\s*\* ?/, ''))
    const blocks: string[] = []
    let current: string[] | null = null
    for (const l of lines) {
      if (l.startsWith('@example')) current = []
      else if (l.startsWith('@')) {
        if (current !== null) blocks.push(current.join('\n'))
        current = null
      } else current?.push(l)
    }
    if (current !== null) blocks.push(current.join('\n'))
    return blocks.map((code) => ({ where: `${entry} (module)`, code }))
  })
  const seen = new Set<string>()
  const fromExports = exportsOf().flatMap((x) =>
    x.tags
      .filter((t) => t.tagName.text === 'example')
      .map((t) => ({ where: `${x.entry}: ${x.name}`, code: tagText(t) }))
      .filter((e) => !seen.has(e.code) && (seen.add(e.code), true)),
  )
  return [...fromModules, ...fromExports]
}

/** `console.log(…) // 'text'` or `// 5`: what the line says it prints. */
const promised = (code: string): ReadonlyArray<string> =>
  [...code.matchAll(/console\.log\(.*\)\s*\/\/\s*('([^']*)'|(\d+))/g)].map((m) => m[2] ?? m[3] ?? '')

const DIR = join(ROOT, '.cache', 'doc-examples')

/** The TypeScript blocks of the README's "For vendors" and of spec/schema/README.md: they must compile (they read files a vendor has). */
const readmeBlocks = (): ReadonlyArray<string> => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const vendors = readme.slice(readme.indexOf('## For vendors'), readme.indexOf('## How it is verified'))
  const schemas = readFileSync(join(ROOT, 'spec', 'schema', 'README.md'), 'utf8')
  return [vendors, schemas].flatMap((text) => [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string))
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'src', 'index.js'))) execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' })
}, 300_000)

describe('the API documentation', () => {
  it('every export of a public entry point has a @since tag with a version no later than the package', () => {
    const [major, minor, patch] = VERSION.split('.').map(Number) as [number, number, number]
    const missing: string[] = []
    for (const x of exportsOf()) {
      const since = x.tags.find((t) => t.tagName.text === 'since')
      const v = since === undefined ? null : /^(\d+)\.(\d+)\.(\d+)/.exec(tagText(since).trim())
      if (v === null) {
        missing.push(`${x.entry}: ${x.name}`)
        continue
      }
      const [a, b, c] = [Number(v[1]), Number(v[2]), Number(v[3])]
      const reached = a * 1e6 + b * 1e3 + c <= major * 1e6 + minor * 1e3 + patch
      expect(reached, `${x.entry}: ${x.name} @since ${v[0]}`).toBe(true)
    }
    expect(missing).toEqual([])
  })

  it('the root is small: at most 30 names, the whole job, its input and output types and the error types', () => {
    const root = exportsOf().filter((x) => x.entry === 'src/index.ts').map((x) => x.name)
    expect(root.length).toBeLessThanOrEqual(30)
    for (const name of ['decide', 'decideText', 'opinionOf', 'noticeOf', 'replay', 'audit', 'answer', 'CaseInput', 'WireDetermination', 'Failure']) expect(root).toContain(name)
  })

  it('every @example compiles against the package and runs, printing what it says', () => {
    const all = examples()
    // the root, each subpath and the whole-job functions have examples
    expect(all.length).toBeGreaterThanOrEqual(7)
    rmSync(DIR, { recursive: true, force: true })
    mkdirSync(DIR, { recursive: true })
    all.forEach((e, i) => writeFileSync(join(DIR, `example-${i}.ts`), `// ${e.where}\n${e.code}\nexport {}\n`))
    const blocks = readmeBlocks()
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    blocks.forEach((b, i) => writeFileSync(join(DIR, `readme-${i}.ts`), `${b}\nexport {}\n`))
    writeFileSync(
      join(DIR, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, skipLibCheck: true, types: ['node'], typeRoots: [join(ROOT, 'node_modules', '@types')], outDir: 'out' },
        include: ['*.ts'],
      }),
    )
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', DIR], { encoding: 'utf8' })
    expect(tsc.stdout + tsc.stderr).toBe('')
    all.forEach((e, i) => {
      const r = spawnSync(process.execPath, [join(DIR, 'out', `example-${i}.js`)], { encoding: 'utf8', cwd: DIR })
      expect(r.stderr, e.where).toBe('')
      expect(r.status, e.where).toBe(0)
      const printed = r.stdout.split('\n')
      for (const p of promised(e.code)) expect(printed.some((l) => l.startsWith(p)), `${e.where}: prints ${p}; got ${r.stdout}`).toBe(true)
    })
  }, 300_000)
})
