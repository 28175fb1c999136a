// Loading the conformance vectors and comparing results with their
// expectations (spec/conformance/README.md).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const VECTOR_DIR = join(ROOT, 'spec', 'conformance', 'vectors')

export interface Vector {
  readonly id: string
  readonly description: string
  readonly norms: ReadonlyArray<string>
  readonly readings: ReadonlyArray<string>
  readonly level: 'core' | 'full'
  readonly case: unknown
  readonly expected:
    | { readonly determination: Record<string, unknown> }
    | { readonly error: { readonly path: string; readonly rule?: string | null } }
    | { readonly state: Record<string, unknown> }
    | { readonly audit: Record<string, unknown> }
  readonly file: string
}

export const loadVectors = (): ReadonlyArray<Vector> =>
  readdirSync(VECTOR_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ ...(JSON.parse(readFileSync(join(VECTOR_DIR, f), 'utf8')) as Omit<Vector, 'file'>), file: f }))

/**
 * Whether `actual` has everything `expected` says: objects by the keys given,
 * arrays element by element with equal length, anything else by identity.
 * Returns the first difference as a path, or null.
 */
export const difference = (actual: unknown, expected: unknown, path = ''): string | null => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`
    if (actual.length !== expected.length)
      return `${path}: expected ${expected.length} entries ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`
    for (let i = 0; i < expected.length; i++) {
      const d = difference(actual[i], expected[i], `${path}[${i}]`)
      if (d !== null) return d
    }
    return null
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return `${path}: expected an object, got ${JSON.stringify(actual)}`
    for (const [k, v] of Object.entries(expected)) {
      const d = difference((actual as Record<string, unknown>)[k], v, path === '' ? k : `${path}.${k}`)
      if (d !== null) return d
    }
    return null
  }
  return actual === expected ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`
}

/** The core-level part of an expected determination. */
export const coreOf = (expected: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { outcome: expected['outcome'] }
  if ('successor' in expected) out['successor'] = expected['successor']
  const mc = expected['memberCount'] as { after?: number } | undefined
  if (mc?.after !== undefined) out['memberCount'] = { after: mc.after }
  return out
}
