/**
 * `--validate`: every result an implementation returns is checked against
 * the JSON Schema of its document, as bowtie's `--validate-implementations`
 * does. The schemas are those of spec/schema/ (determination, error, state,
 * audit, …): each is registered with ajv (JSON Schema 2020-12) under its
 * `$id` (`https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/<name>.schema.json`,
 * the address a vendor's own validator uses), and a result is checked
 * against the schema whose `format` constant it names. ajv is loaded only
 * when asked for; where it is not installed the option says so.
 *
 * @since 0.2.0
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Either, left, right } from 'fp-ts/lib/Either.js'

/** Check one result: the first problem, or null. @category model @since 0.2.0 */
export type Validator = (result: unknown) => string | null

type Check = ((u: unknown) => boolean) & { errors?: ReadonlyArray<{ instancePath: string; message?: string }> | null }

interface AjvLike {
  readonly addSchema: (schema: object) => unknown
  readonly getSchema: (id: string) => Check | undefined
}

/** A schema of spec/schema/: its `$id` and the `format` its documents carry (`properties.format.const`), if any. @category model @since 0.2.0 */
export interface DocumentSchema {
  readonly id: string
  readonly format: string | null
  readonly schema: object
}

const documentSchema = (schema: unknown): DocumentSchema | null => {
  if (typeof schema !== 'object' || schema === null) return null
  const s = schema as { $id?: unknown; properties?: { format?: { const?: unknown } } }
  if (typeof s.$id !== 'string') return null
  const format = s.properties?.format?.const
  return { id: s.$id, format: typeof format === 'string' ? format : null, schema }
}

/**
 * The schemas of `schemaDir`: every `*.schema.json` with an `$id`, in the
 * order of their file names. An absent folder has none.
 *
 * @category oracle @since 0.2.0
 */
export const schemasByFormat = (schemaDir: string): ReadonlyArray<DocumentSchema> =>
  (existsSync(schemaDir) ? readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort() : []).flatMap((f) => {
    const s = documentSchema(JSON.parse(readFileSync(join(schemaDir, f), 'utf8')))
    return s === null ? [] : [s]
  })

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
  const ajv = new Ajv({
    strict: false,
    // Stryker disable next-line BooleanLiteral: only the first error is shown, and Ajv finds the errors in the same order with allErrors, so the first is the same (allErrors only costs time)
    allErrors: false,
  })
  const ids = new Map<string, string>()
  for (const s of schemasByFormat(schemaDir)) {
    ajv.addSchema(s.schema)
    if (s.format !== null) ids.set(s.format, s.id)
  }
  return right((result) => {
    const format = typeof result === 'object' && result !== null ? (result as Record<string, unknown>)['format'] : undefined
    const id = typeof format === 'string' ? ids.get(format) : undefined
    const check = id === undefined ? undefined : ajv.getSchema(id)
    if (check === undefined || check(result)) return null
    const e = check.errors?.[0]
    // Stryker disable next-line StringLiteral: unreachable: Ajv sets `errors` whenever a validation fails; the fallback guards an upgrade
    return `${format as string}: ${e === undefined ? 'invalid' : `${e.instancePath === '' ? '(document)' : e.instancePath} ${e.message ?? 'is invalid'}`}`
  })
}
