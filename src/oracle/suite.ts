/**
 * Loading the conformance suite (spec/conformance/): one JSON file per
 * vector in `vectors/`, sorted by file name, and the suite's own version in
 * `VERSION`. A file that cannot be read or does not have the vector's shape
 * (spec/conformance/README.md) is a problem of the suite, reported with the
 * file name, never an exception.
 *
 * @since 0.1.0
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { Level } from './protocol.js'

/** What a vector expects. @category model @since 0.1.0 */
export type Expected =
  | { readonly determination: Readonly<Record<string, unknown>> }
  | { readonly error: { readonly path: string; readonly rule?: string | null } }
  /** The state of the body or an audit (spec/procedure.md): not carried by protocol version 1. */
  | { readonly state: Readonly<Record<string, unknown>> }
  | { readonly audit: Readonly<Record<string, unknown>> }

/** One conformance vector. @category model @since 0.1.0 */
export interface Vector {
  readonly id: string
  readonly description: string
  readonly norms: ReadonlyArray<string>
  readonly readings: ReadonlyArray<string>
  readonly level: Level
  /** What the case exercises (test262-style `features`: majority, lot, review, incompatibility, …). */
  readonly features: ReadonlyArray<string>
  /** For a case that must be rejected: the phase of the error (test262-style `negative`). */
  readonly negative: { readonly phase: string } | null
  readonly case: unknown
  readonly expected: Expected
  /** The file name. */
  readonly file: string
}

/** @category model @since 0.1.0 */
export interface SuiteProblem {
  readonly file: string
  readonly message: string
}

/** @category model @since 0.1.0 */
export interface Suite {
  /** The content of `VERSION` next to the vectors folder, or null. */
  readonly version: string | null
  readonly vectors: ReadonlyArray<Vector>
  readonly problems: ReadonlyArray<SuiteProblem>
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
const isStrings = (u: unknown): u is string[] => Array.isArray(u) && u.every((x) => typeof x === 'string')

const expectedOf = (u: unknown): Expected | null => {
  if (!isRecord(u)) return null
  if (isRecord(u['determination'])) return { determination: u['determination'] }
  if (isRecord(u['state'])) return { state: u['state'] }
  if (isRecord(u['audit'])) return { audit: u['audit'] }
  const e = u['error']
  if (!isRecord(e) || typeof e['path'] !== 'string') return null
  const rule = e['rule']
  if (rule !== undefined && rule !== null && typeof rule !== 'string') return null
  return { error: rule === undefined ? { path: e['path'] } : { path: e['path'], rule } }
}

/**
 * The shape of one parsed vector file: the vector, or what is wrong with it.
 *
 * @category parsing @since 0.1.0
 */
export const vectorOf = (u: unknown, file: string): Vector | string => {
  if (!isRecord(u)) return 'a vector is a JSON object'
  const { id, description, norms, readings, level } = u
  if (typeof id !== 'string') return '"id" must be a string'
  if (typeof description !== 'string') return '"description" must be a string'
  if (!isStrings(norms)) return '"norms" must be an array of norm ids'
  if (!isStrings(readings)) return '"readings" must be an array of strings'
  if (level !== 'core' && level !== 'full') return '"level" must be "core" or "full"'
  const features = u['features'] ?? []
  if (!isStrings(features)) return '"features" must be an array of strings'
  const negative = u['negative'] ?? null
  if (negative !== null && !(isRecord(negative) && typeof negative['phase'] === 'string')) return '"negative" must be {"phase": …}'
  if (!('case' in u)) return '"case" is missing'
  const expected = expectedOf(u['expected'])
  if (expected === null) return '"expected" must be {"determination": {…}}, {"error": {"path": …, "rule": …}}, {"state": {…}} or {"audit": {…}}'
  return { id, description, norms, readings, level, features, negative: negative === null ? null : { phase: negative['phase'] as string }, case: u['case'], expected, file }
}

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

const isArchive = (path: string): boolean => /\.(tar\.gz|tgz)$/.test(path)

/**
 * Where the vectors are: an archive made by `npm run suite:pack` (unpacked
 * into a temporary folder with the system's `tar`), a suite folder holding
 * `vectors/`, or the vectors folder itself; or what is wrong.
 *
 * @category oracle @since 0.2.0
 */
export const locateVectors = (path: string): { readonly dir: string } | { readonly problem: string } => {
  if (isArchive(path)) {
    if (!existsSync(path)) return { problem: `cannot read the archive ${path} (ENOENT)` }
    const into = mkdtempSync(join(tmpdir(), 'nachruecken-suite-'))
    const r = spawnSync('tar', ['-xzf', path, '-C', into], { encoding: 'utf8' })
    if (r.status !== 0) return { problem: `cannot unpack ${basename(path)}: ${(r.stderr ?? String(r.error)).trim() || 'tar failed'}` }
    const top = readdirSync(into).map((d) => join(into, d)).find((d) => existsSync(join(d, 'vectors')))
    return top === undefined ? { problem: `${basename(path)} holds no vectors/ folder` } : { dir: join(top, 'vectors') }
  }
  const inner = join(path, 'vectors')
  return existsSync(inner) && statSync(inner).isDirectory() ? { dir: inner } : { dir: path }
}

/**
 * Load the vectors of a folder (usually spec/conformance/vectors), of a
 * suite folder that holds `vectors/`, or of a suite archive.
 *
 * @category oracle @since 0.1.0
 */
export const loadSuite = (where: string): Suite => {
  const located = locateVectors(where)
  if ('problem' in located) return { version: null, vectors: [], problems: [{ file: where, message: located.problem }] }
  const vectorsDir = located.dir
  let files: string[]
  try {
    files = readdirSync(vectorsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  } catch (e) {
    return { version: null, vectors: [], problems: [{ file: vectorsDir, message: `cannot read the folder (${String((e as NodeJS.ErrnoException).code)})` }] }
  }
  const vectors: Vector[] = []
  const problems: SuiteProblem[] = []
  for (const file of files) {
    const text = readText(join(vectorsDir, file))
    if (text === null) {
      problems.push({ file, message: 'cannot read the file' })
      continue
    }
    let u: unknown
    try {
      u = JSON.parse(text)
    } catch (e) {
      problems.push({ file, message: `not JSON: ${(e as Error).message}` })
      continue
    }
    const v = vectorOf(u, file)
    if (typeof v === 'string') problems.push({ file, message: v })
    else vectors.push(v)
  }
  const version = readText(join(dirname(vectorsDir), 'VERSION'))?.trim() ?? null
  return { version: version === '' ? null : version, vectors, problems }
}

