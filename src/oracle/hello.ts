/**
 * Reading an implementation's answer to `start` (spec/protocol.md): ready,
 * with its name, version, language, supported readings and levels — or the
 * reason it is not ready or the line is not a valid answer.
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { ANSWER_KINDS, type AnswerKind, type ImplementationInfo, type Level, LEVELS, PROTOCOL_VERSION } from './protocol.js'

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
const isStrings = (u: unknown): u is string[] => Array.isArray(u) && u.every((x) => typeof x === 'string')

const infoOf = (u: unknown): Either<string, ImplementationInfo> => {
  if (!isRecord(u)) return left('"implementation" is not an object')
  const { name, version, language, homepage, readings, levels, answers } = u
  if (typeof name !== 'string' || typeof version !== 'string' || typeof language !== 'string')
    return left('"implementation" needs the strings name, version and language')
  if (!isRecord(readings) || !isStrings(readings['incompatibility']))
    return left('"implementation.readings.incompatibility" must be an array of strings')
  if (!isStrings(levels) || !levels.every((l) => (LEVELS as ReadonlyArray<string>).includes(l)))
    return left('"implementation.levels" must be an array of "core" and "full"')
  if (answers !== undefined && (!isStrings(answers) || !answers.every((a) => (ANSWER_KINDS as ReadonlyArray<string>).includes(a))))
    return left('"implementation.answers" must be an array of "determination", "state" and "audit"')
  return right({
    name,
    version,
    language,
    ...(typeof homepage === 'string' ? { homepage } : {}),
    readings: { incompatibility: readings['incompatibility'] },
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
  return infoOf(u['implementation'])
}
