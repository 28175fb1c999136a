/**
 * `--validate`: every result an implementation returns is checked against
 * the JSON Schema of its document (spec/schema/: determination, error, and
 * state and audit where their schemas exist), as bowtie's
 * `--validate-implementations` does. Uses ajv (JSON Schema 2020-12), loaded
 * only when asked for; where it is not installed the option says so.
 *
 * @since 0.2.0
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Either, left, right } from 'fp-ts/lib/Either.js'

/** Check one result: the first problem, or null. @category model @since 0.2.0 */
export type Validator = (result: unknown) => string | null

const SCHEMAS: ReadonlyArray<readonly [string, string]> = [
  ['nachruecken.determination/1', 'determination'],
  ['nachruecken.error/1', 'error'],
  ['nachruecken.state/1', 'state'],
  ['nachruecken.audit/1', 'audit'],
]

interface AjvLike {
  readonly compile: (schema: unknown) => ((u: unknown) => boolean) & { errors?: ReadonlyArray<{ instancePath: string; message?: string }> | null }
}

/**
 * A validator over the schemas in `schemaDir`, or why there is none.
 *
 * @category oracle @since 0.2.0
 */
export const schemaValidator = async (schemaDir: string): Promise<Either<string, Validator>> => {
  let Ajv: new (o: object) => AjvLike
  try {
    const mod = (await import('ajv/dist/2020.js')) as unknown as { default: { default?: unknown } }
    Ajv = (mod.default.default ?? mod.default) as new (o: object) => AjvLike
  } catch {
    return left('--validate needs the package ajv (npm install ajv)')
  }
  const ajv = new Ajv({ strict: false, allErrors: false })
  const checks = new Map<string, ReturnType<AjvLike['compile']>>()
  for (const [format, name] of SCHEMAS) {
    const file = join(schemaDir, `${name}.schema.json`)
    if (existsSync(file)) checks.set(format, ajv.compile(JSON.parse(readFileSync(file, 'utf8'))))
  }
  return right((result) => {
    const format = typeof result === 'object' && result !== null ? (result as Record<string, unknown>)['format'] : undefined
    const check = typeof format === 'string' ? checks.get(format) : undefined
    if (check === undefined) return null
    if (check(result)) return null
    const e = check.errors?.[0]
    return `${format as string}: ${e === undefined ? 'invalid' : `${e.instancePath === '' ? '(document)' : e.instancePath} ${e.message ?? 'is invalid'}`}`
  })
}
