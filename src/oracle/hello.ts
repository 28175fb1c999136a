/**
 * Reading an implementation's answer to `start` (spec/protocol.md): ready,
 * with its name, version, language, supported readings and levels — or the
 * reason it is not ready or the line is not a valid answer. A ready answer is
 * read exactly as `spec/schema/protocol-response.schema.json` (`$defs.ready`)
 * says, and for this runner's protocol version (a property test checks that
 * the two agree).
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { ANSWER_KINDS, type AnswerKind, type ImplementationInfo, type Level, LEVELS, PROTOCOL_VERSION } from './protocol.js'
import { INCOMPATIBILITY_READINGS, PERIOD_END_READINGS } from '../domain/case.js'

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
const isName = (u: unknown): u is string => typeof u === 'string' && u !== ''
/** The schema's `enum`, `uniqueItems` and `minItems` of an array (of strings: the allowed values are strings). */
const isSetOf = (u: unknown, allowed: ReadonlyArray<string>, min: number): u is string[] =>
  Array.isArray(u) && u.length >= min && new Set(u).size === u.length && u.every((x) => (allowed as ReadonlyArray<unknown>).includes(x))
/** A field the schema does not know (`additionalProperties: false`). */
const unknownField = (u: Record<string, unknown>, known: ReadonlyArray<string>): string | undefined => Object.keys(u).find((k) => !known.includes(k))

const infoOf = (u: unknown): Either<string, ImplementationInfo> => {
  if (!isRecord(u)) return left('"implementation" is not an object')
  const extra = unknownField(u, ['name', 'version', 'language', 'homepage', 'readings', 'levels', 'answers'])
  if (extra !== undefined) return left(`"implementation" has an unknown field ${JSON.stringify(extra)}`)
  const { name, version, language, homepage, readings, levels, answers } = u
  if (!isName(name) || !isName(version) || !isName(language)) return left('"implementation" needs the non-empty strings name, version and language')
  if (homepage !== undefined && typeof homepage !== 'string') return left('"implementation.homepage" must be a string')
  if (!isRecord(readings) || unknownField(readings, ['incompatibility', 'periodEnd']) !== undefined || !isSetOf(readings['incompatibility'], INCOMPATIBILITY_READINGS, 0))
    return left('"implementation.readings" must be {"incompatibility": [...]}, an array of distinct "proofPeriod", "exclude" and "statusRoute"')
  if (readings['periodEnd'] !== undefined && !isSetOf(readings['periodEnd'], PERIOD_END_READINGS, 0))
    return left('"implementation.readings.periodEnd" must be an array of distinct "calendar" and "nextWorkingDay"')
  if (!isSetOf(levels, LEVELS, 1)) return left('"implementation.levels" must be a non-empty array of distinct "core" and "full"')
  if (answers !== undefined && !isSetOf(answers, ANSWER_KINDS, 1))
    return left('"implementation.answers" must be a non-empty array of distinct "determination", "state" and "audit"')
  return right({
    name,
    version,
    language,
    ...(homepage === undefined ? {} : { homepage }),
    readings: { incompatibility: readings['incompatibility'], ...(readings['periodEnd'] === undefined ? {} : { periodEnd: readings['periodEnd'] }) },
    levels: levels as Level[],
    ...(answers === undefined ? {} : { answers: answers as AnswerKind[] }),
  })
}

/**
 * Decode the answer line to `start`.
 *
 * @category parsing @since 0.1.0
 */
export const decodeHello = (line: string): Either<string, ImplementationInfo> => {
  let u: unknown
  try {
    u = JSON.parse(line)
  } catch {
    return left(`the answer to start is not JSON: ${line.slice(0, 200)}`)
  }
  if (!isRecord(u)) return left('the answer to start is not a JSON object')
  if (u['ready'] === false) return left(`not ready: ${typeof u['message'] === 'string' ? u['message'] : '(no message)'}`)
  if (u['ready'] !== true) return left('the answer to start has no "ready"')
  if (u['version'] !== PROTOCOL_VERSION) return left(`the implementation speaks protocol version ${JSON.stringify(u['version']) ?? '(none)'}, not ${PROTOCOL_VERSION}`)
  const extra = unknownField(u, ['ready', 'version', 'implementation'])
  if (extra !== undefined) return left(`the answer to start has an unknown field ${JSON.stringify(extra)}`)
  return infoOf(u['implementation'])
}
