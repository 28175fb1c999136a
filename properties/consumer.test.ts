// A fresh consumer project installs the packed tarball and compiles and runs
// the README's vendor section three ways — ES modules (TypeScript nodenext),
// CommonJS (TypeScript nodenext compiled to require, and plain .cjs) and a
// bundler (TypeScript bundler resolution, bundled with esbuild) — with the
// narrowing of the wire types. The install must not bring fast-check (an
// optional peer), and `npx nachruecken conformance` must work from it.
// Files: properties/consumer/ (README.md there).
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './support/vectors.js'

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
let dir = ''
let tarball = ''

/** Packing, installing and compiling take a while on a shared machine: each test has minutes, not the default minute. */
const SLOW = 300_000

const run = (file: string, args: ReadonlyArray<string>, cwd = dir): { status: number | null; stdout: string; stderr: string } => {
  const r = spawnSync(file, [...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 240_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}
const node = (args: ReadonlyArray<string>, cwd = dir) => run(process.execPath, args, cwd)
const tsc = (project: string) => node([TSC, '-p', project])

beforeAll(() => {
  // the package as published: the build it ships, packed by npm (prepack is the build; npm test has built already)
  if (!existsSync(join(ROOT, 'dist', 'cjs', 'index.js')) || !existsSync(join(ROOT, 'dist', 'src', 'index.js')))
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' })
  dir = mkdtempSync(join(tmpdir(), 'nachruecken-consumer-'))
  const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').at(-1) as string
  tarball = join(dir, packed)
  cpSync(join(ROOT, 'properties', 'consumer'), dir, { recursive: true })
  // the dependencies come from npm's cache where it has them (npm ci filled it)
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', join(dir, packed)], { cwd: dir, stdio: 'pipe' })
  // the consumer's own dev tools: Node's types (TypeScript itself is run from this repository)
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'))
}, 300_000)

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true })
})

describe('a consumer project installs the packed tarball', () => {
  it('gets the library and its runtime dependencies (fp-ts, io-ts, @noble/hashes; csv-parse and ical-generator for nachruecken/interchange), not fast-check or pure-rand', () => {
    const installed = readdirSync(join(dir, 'node_modules'))
    expect(installed).toContain('nachruecken')
    for (const dep of ['fp-ts', 'io-ts', 'csv-parse', 'ical-generator']) expect(installed).toContain(dep)
    expect(existsSync(join(dir, 'node_modules', '@noble', 'hashes'))).toBe(true)
    expect(installed).not.toContain('fast-check')
    expect(installed).not.toContain('pure-rand')
    // the package ships no sources, tests or build configuration
    const files = readdirSync(join(dir, 'node_modules', 'nachruecken'))
    expect(files.sort()).toEqual(['LICENSE', 'README.md', 'bin', 'dist', 'package.json', 'spec'])
  }, SLOW)

  it('ES modules, TypeScript nodenext: compiles (the narrowing holds, the @ts-expect-error line is an error) and runs', () => {
    const compiled = tsc('esm')
    expect(compiled.stdout + compiled.stderr).toBe('')
    expect(compiled.status).toBe(0)
    const r = node([join('esm', 'out', 'main.js')])
    expect(r.stderr).toBe('')
    expect(r.stdout.split('\n')).toEqual([
      'successor SPD-4',
      'with a BOM: successor',
      'invalid UTF-8: not valid UTF-8: invalid byte sequence at byte offset 2 (0xC3 0x28 0x22 0x7D); save the file as UTF-8',
      'lang fr: invalidValue',
      expect.stringMatching(/^Legal opinion \[Gutachten\]: succession to the seat of Anna Arnold/),
      'schema https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/state.schema.json',
      '',
    ])
    // without the narrowing the line marked @ts-expect-error must not compile: remove the marker and it fails
    const main = readFileSync(join(dir, 'esm', 'main.ts'), 'utf8')
    writeFileSync(join(dir, 'esm', 'unnarrowed.ts'), main.replace('// @ts-expect-error -- before narrowing, successor may be null\n', ''))
    writeFileSync(
      join(dir, 'esm', 'tsconfig.unnarrowed.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { skipLibCheck: true, noEmit: true }, include: ['unnarrowed.ts'] }),
    )
    const unnarrowed = tsc(join('esm', 'tsconfig.unnarrowed.json'))
    expect(unnarrowed.status).not.toBe(0)
    expect(unnarrowed.stdout).toContain("Type 'string | null' is not assignable to type 'string'")
  }, SLOW)

  it('CommonJS: TypeScript compiled to require() and a plain .cjs both run', () => {
    const compiled = tsc('cjs')
    expect(compiled.stdout + compiled.stderr).toBe('')
    const out = readFileSync(join(dir, 'cjs', 'out', 'main.js'), 'utf8')
    expect(out).toContain('require("nachruecken")')
    const r = node([join('cjs', 'out', 'main.js')])
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe('successor SPD-4 (determination)\ndate None\n')
    const plain = node([join('cjs', 'plain.cjs')])
    expect(plain.stderr).toBe('')
    expect(plain.stdout).toBe('plain SPD-4 https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/case.schema.json\n')
  }, SLOW)

  it('a bundler: TypeScript with bundler resolution type-checks, esbuild bundles, the bundle runs', async () => {
    const compiled = tsc('bundler')
    expect(compiled.stdout + compiled.stderr).toBe('')
    const esbuild = (await import('esbuild')) as typeof import('esbuild')
    await esbuild.build({
      entryPoints: [join(dir, 'bundler', 'main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: join(dir, 'bundler', 'out.mjs'),
      absWorkingDir: dir,
      logLevel: 'silent',
    })
    const r = node([join('bundler', 'out.mjs')])
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe('successor SPD-4\nstate nachruecken.state/1 members 1\n')
  }, SLOW)

  it('npx nachruecken: --help, the conformance run against its own oracle, and fuzz without fast-check says what to install', () => {
    const bin = join(dir, 'node_modules', '.bin', 'nachruecken')
    expect(run(bin, ['--version']).stdout).toBe(`${(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`)
    const conformance = run(bin, ['conformance', '--impl', `${bin} oracle`])
    expect(conformance.stderr).toMatch(/conformance: \d+ passed, 0 failed, \d+ skipped, 0 errors — conforms/)
    expect(conformance.status).toBe(0)
    const fuzz = run(bin, ['fuzz', '--impl', `${bin} oracle`, '--runs', '1', '--seed', '1'])
    expect(fuzz).toEqual({
      status: 2,
      stdout: '',
      stderr: 'nachruecken fuzz: fuzzing needs fast-check, an optional peer dependency of nachruecken: npm i -D fast-check@4.11.0\n',
    })
  }, SLOW)

  it('are the types wrong? attw finds no problem for node10, node16 (CommonJS and ES modules) and bundlers, and publint is clean', () => {
    // the tarball packed above (attw --pack would pack, and so build, again)
    const attw = run(join(ROOT, 'node_modules', '.bin', 'attw'), [tarball, '--format', 'json'], ROOT)
    const report = JSON.parse(attw.stdout) as { problems: Record<string, unknown>; analysis: { entrypoints: Record<string, unknown> } }
    expect(report.problems).toEqual({})
    expect(Object.keys(report.analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './rules', './codec', './texts', './oracle', './interchange']))
    expect(attw.status).toBe(0)
    const publint = run(join(ROOT, 'node_modules', '.bin', 'publint'), ['--strict', '--pack', 'false'], ROOT)
    expect(publint.stdout).toContain('All good!')
    expect(publint.status).toBe(0)
  }, SLOW)
})
