// The benchmarks measure the library as `tsc` compiles it, not as tsx runs it
// (tsx keeps function names by wrapping closures in `__name(…)` calls, which
// costs time in the codecs). So `src/` and `bench/` are transpiled, file by
// file with TypeScript's own emitter and the project's target, into a private
// cache under .cache/ (git-ignored); `dist/` is left alone. Type errors are the
// business of `npm run typecheck`, not of the bench.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts') ? [p] : []
  })

/**
 * Transpile `<srcRoot>/src` and `<benchRoot>/bench` into `out/src` and
 * `out/bench`; returns the number of files.
 */
export const compile = (srcRoot: string, benchRoot: string, out: string): number => {
  for (const dir of ['src', 'bench']) rmSync(join(out, dir), { recursive: true, force: true })
  const files = [
    ...sources(join(srcRoot, 'src')).map((f) => [f, relative(srcRoot, f)] as const),
    ...sources(join(benchRoot, 'bench')).map((f) => [f, relative(benchRoot, f)] as const),
  ]
  for (const [file, rel] of files) {
    const js = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, esModuleInterop: true, sourceMap: false },
    }).outputText
    const target = join(out, rel).replace(/\.ts$/, '.js')
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, js)
  }
  writeFileSync(join(out, 'package.json'), '{ "type": "module", "private": true }\n')
  return files.length
}
