// The wire code of the test oracle, line by line against spec/protocol.md and
// spec/schema/protocol-*.schema.json: our answers to start/run/stop
// (respond), reading an implementation's answers to start (decodeHello) and
// run (decodeAnswer), our own implementation info, the protocol constants,
// and splitting `--impl "<command>"` into words like a shell.
// Every value is computed inside its test (Stryker activates a mutant only
// while tests run). The protocol constants are module-level values: their
// test re-imports the module inside the test, so that it is evaluated there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { decodeAnswer, failed } from '../src/oracle/answer.js'
import { parseCommand } from '../src/oracle/command-line.js'
import { decodeHello } from '../src/oracle/hello.js'
import { ourInfo } from '../src/oracle/info.js'
import { LEVELS } from '../src/oracle/protocol.js'
import { respond } from '../src/oracle/respond.js'
import { ROOT } from './support/vectors.js'

describe('respond: our side of the line protocol', () => {
  it('a blank line gets no answer', () => {
    const info = ourInfo('1.0.0')
    for (const blank of ['', ' ', ' \t ', '\r']) expect(respond(blank, info), JSON.stringify(blank)).toBeNull()
  })

  it('a line that is JSON but not an object is refused with seq null, and the conversation goes on', () => {
    const info = ourInfo('1.0.0')
    // numbers, strings, null, booleans and arrays are JSON, but a request is an object (protocol-request schema)
    for (const line of ['5', '"start"', 'null', 'true', '[1]', '[{"cmd":"stop"}]']) {
      expect(respond(line, info), line).toEqual({ response: { seq: null, errored: true, message: 'a request is a JSON object' }, stop: false })
    }
  })

  it('a line that is not JSON is refused with seq null and the parser\'s reason, and the conversation goes on', () => {
    const info = ourInfo('1.0.0')
    const r = respond('{oops', info)
    expect(r?.stop).toBe(false)
    expect(Object.keys(r?.response ?? {}).sort()).toEqual(['errored', 'message', 'seq'])
    expect(r?.response).toMatchObject({ seq: null, errored: true })
    // the reason after the colon is the JSON parser's own text (engine-dependent), so only its presence is pinned
    expect((r?.response as { message: string }).message).toMatch(/^unreadable request: \S/)
  })

  it('start with version 1 is answered ready with our info; any other version is answered not ready, naming version 1', () => {
    const info = ourInfo('3.1.4')
    expect(respond('{"cmd":"start","version":1}', info)).toEqual({ response: { ready: true, version: 1, implementation: ourInfo('3.1.4') }, stop: false })
    // spec: an implementation that does not speak `version` answers {"ready": false, "version": 1, "message": …}
    const notReady = { response: { ready: false, version: 1, message: 'only protocol version 1 is spoken' }, stop: false }
    for (const line of ['{"cmd":"start","version":2}', '{"cmd":"start","version":0}', '{"cmd":"start","version":"1"}', '{"cmd":"start"}', '{"cmd":"start","version":null}']) {
      expect(respond(line, info), line).toEqual(notReady)
    }
  })

  it('stop is answered ok and ends the conversation', () => {
    expect(respond('{"cmd":"stop"}', ourInfo('1.0.0'))).toEqual({ response: { ok: true }, stop: true })
  })

  it('run answers every kind with the result and does not end the conversation', () => {
    const info = ourInfo('1.0.0')
    // a case whose format is not nachruecken.case/1 must be rejected: the result is an error document,
    // whatever the answer asks for (spec/protocol.md: rejecting a case is a result)
    const rejected = { format: 'x' }
    for (const answer of [undefined, 'determination', 'state', 'audit']) {
      const line = JSON.stringify({ cmd: 'run', seq: 9, case: rejected, ...(answer === undefined ? {} : { answer }) })
      const r = respond(line, info)
      expect(r?.stop, line).toBe(false)
      expect(r?.response, line).toEqual({ seq: 9, result: { format: 'nachruecken.error/1', errors: expect.any(Array) as unknown } })
    }
  })

  it('run echoes seq when it is a number, null otherwise', () => {
    const info = ourInfo('1.0.0')
    const seqOf = (req: Record<string, unknown>) => (respond(JSON.stringify({ cmd: 'run', case: { format: 'x' }, ...req }), info)?.response as { seq: unknown }).seq
    expect(seqOf({ seq: 0 })).toBe(0)
    expect(seqOf({ seq: 17 })).toBe(17)
    expect(seqOf({ seq: '17' })).toBeNull()
    expect(seqOf({ seq: null })).toBeNull()
    expect(seqOf({})).toBeNull()
  })

  it('run with an answer kind the protocol does not know is an error naming the kind, and the conversation goes on', () => {
    const info = ourInfo('1.0.0')
    expect(respond('{"cmd":"run","seq":7,"case":{},"answer":"everything"}', info)).toEqual({
      response: { seq: 7, errored: true, message: 'unknown answer "everything"' },
      stop: false,
    })
    // JSON.stringify(null) is "null": the message shows the value sent
    expect(respond('{"cmd":"run","seq":8,"case":{},"answer":null}', info)).toEqual({
      response: { seq: 8, errored: true, message: 'unknown answer null' },
      stop: false,
    })
  })

  it('an unknown cmd is an error naming the cmd, echoing a numeric seq, and the conversation goes on', () => {
    const info = ourInfo('1.0.0')
    expect(respond('{"cmd":"dance","seq":4}', info)).toEqual({ response: { seq: 4, errored: true, message: 'unknown cmd "dance"' }, stop: false })
    // cmd is case-sensitive; a string seq is not a seq
    expect(respond('{"cmd":"Stop","seq":"4"}', info)).toEqual({ response: { seq: null, errored: true, message: 'unknown cmd "Stop"' }, stop: false })
    const none = respond('{"seq":5}', info)
    expect(none?.stop).toBe(false)
    // a request without "cmd" says so, not "unknown cmd undefined"
    expect(none?.response).toEqual({ seq: 5, errored: true, message: 'unknown cmd (none)' })
  })

  it('our answer to start is read back by the runner as our info', () => {
    const r = respond('{"cmd":"start","version":1}', ourInfo('0.4.2'))
    expect(decodeHello(JSON.stringify(r?.response))).toStrictEqual({ _tag: 'Right', right: ourInfo('0.4.2') })
  })
})

describe('ourInfo: what we say about ourselves in the answer to start', () => {
  it('name, the given version, language, the three readings, both levels, all three answers — and nothing else', () => {
    // spec/protocol.md, the example answer to start; spec/schema/protocol-response.schema.json:
    // readings.incompatibility ⊆ {proofPeriod, exclude, statusRoute} (we support all three, spec/readings.md R1, R9),
    // levels ⊆ {core, full}, answers ⊆ {determination, state, audit}; no homepage is given
    expect(ourInfo('2.0.0-rc.1')).toStrictEqual({
      name: 'nachruecken',
      version: '2.0.0-rc.1',
      language: 'typescript',
      readings: { incompatibility: ['proofPeriod', 'exclude', 'statusRoute'], periodEnd: ['calendar', 'nextWorkingDay'] },
      levels: ['core', 'full'],
      answers: ['determination', 'state', 'audit'],
    })
  })
})

describe('the protocol constants and requests', () => {
  it('levels core and full, answer kinds determination, state and audit, the start and stop requests', async () => {
    // module-level values: evaluate the module again inside this test
    vi.resetModules()
    const p = await import('../src/oracle/protocol.js')
    expect(p.LEVELS).not.toBe(LEVELS) // a fresh evaluation, not the cached module
    expect(p.PROTOCOL_VERSION).toBe(1)
    expect(p.LEVELS).toEqual(['core', 'full'])
    expect(p.ANSWER_KINDS).toEqual(['determination', 'state', 'audit'])
    // spec/protocol.md: {"cmd": "start", "version": 1} and {"cmd": "stop"}
    expect(p.startRequest()).toStrictEqual({ cmd: 'start', version: 1 })
    expect(p.stopRequest()).toStrictEqual({ cmd: 'stop' })
    expect(p.runRequest(3, { a: 1 })).toStrictEqual({ cmd: 'run', seq: 3, case: { a: 1 } })
    expect(p.runRequest(4, null, 'state')).toStrictEqual({ cmd: 'run', seq: 4, case: null, answer: 'state' })
  })

  it('the runner reads every level and every answer kind (the constants as the decoder uses them)', async () => {
    vi.resetModules()
    const h = await import('../src/oracle/hello.js')
    const impl = { name: 'n', version: '1', language: 'l', readings: { incompatibility: [] }, levels: ['core', 'full'], answers: ['determination', 'state', 'audit'] }
    expect(h.decodeHello(JSON.stringify({ ready: true, version: 1, implementation: impl }))).toStrictEqual({ _tag: 'Right', right: impl })
  })
})

describe('decodeHello: reading the answer to start', () => {
  const impl = () => ({ name: 'py', version: '0.1', language: 'python', readings: { incompatibility: ['exclude'] }, levels: ['core'] })
  const hello = (implementation: unknown) => decodeHello(JSON.stringify({ ready: true, version: 1, implementation }))

  it('null is not an object: the answer, the implementation, the readings', () => {
    expect(decodeHello('null')).toEqual({ _tag: 'Left', left: 'the answer to start is not a JSON object' })
    expect(hello(null)).toEqual({ _tag: 'Left', left: '"implementation" is not an object' })
    expect(hello({ ...impl(), readings: null })).toEqual({ _tag: 'Left', left: '"implementation.readings" must be {"incompatibility": [...]}, an array of distinct "proofPeriod", "exclude" and "statusRoute"' })
  })

  it('every reading must be a string, every level core or full, every answer kind known', () => {
    expect(hello({ ...impl(), readings: { incompatibility: ['exclude', 1] } })).toEqual({ _tag: 'Left', left: '"implementation.readings" must be {"incompatibility": [...]}, an array of distinct "proofPeriod", "exclude" and "statusRoute"' })
    expect(hello({ ...impl(), readings: { incompatibility: [null] } })).toEqual({ _tag: 'Left', left: '"implementation.readings" must be {"incompatibility": [...]}, an array of distinct "proofPeriod", "exclude" and "statusRoute"' })
    expect(hello({ ...impl(), levels: ['core', 'strict'] })).toEqual({ _tag: 'Left', left: '"implementation.levels" must be a non-empty array of distinct "core" and "full"' })
    expect(hello({ ...impl(), levels: ['core', 2] })).toEqual({ _tag: 'Left', left: '"implementation.levels" must be a non-empty array of distinct "core" and "full"' })
    expect(hello({ ...impl(), answers: ['state', 'everything'] })).toEqual({ _tag: 'Left', left: '"implementation.answers" must be a non-empty array of distinct "determination", "state" and "audit"' })
    expect(hello({ ...impl(), answers: null })).toEqual({ _tag: 'Left', left: '"implementation.answers" must be a non-empty array of distinct "determination", "state" and "audit"' })
  })

  it('without answers the info has no answers key (optional; the default is determinations only)', () => {
    const r = hello(impl())
    expect(r).toStrictEqual({ _tag: 'Right', right: impl() })
    expect(r._tag === 'Right' && 'answers' in r.right).toBe(false)
    const withAnswers = hello({ ...impl(), answers: ['state'] })
    expect(withAnswers).toStrictEqual({ _tag: 'Right', right: { ...impl(), answers: ['state'] } })
  })

  it('a line that is not JSON is quoted in the message, cut at 200 characters', () => {
    expect(decodeHello('hello')).toEqual({ _tag: 'Left', left: 'the answer to start is not JSON: hello' })
    expect(decodeHello('y'.repeat(300))).toEqual({ _tag: 'Left', left: `the answer to start is not JSON: ${'y'.repeat(200)}` })
  })

  it('not ready, no ready, another version: the reason', () => {
    expect(decodeHello('{"ready":false,"version":1,"message":"only version 2"}')).toEqual({ _tag: 'Left', left: 'not ready: only version 2' })
    expect(decodeHello('{"ready":"yes","version":1}')).toEqual({ _tag: 'Left', left: 'the answer to start has no "ready"' })
    const noVersion = decodeHello(JSON.stringify({ ready: true, implementation: impl() }))
    // an answer without a version says so, not "version undefined"
    expect(noVersion).toEqual({ _tag: 'Left', left: 'the implementation speaks protocol version (none), not 1' })
    expect(decodeHello(JSON.stringify({ ready: true, version: '1', implementation: impl() }))).toEqual({ _tag: 'Left', left: 'the implementation speaks protocol version "1", not 1' })
  })
})

describe('decodeHello and the schema of the answer to start agree (spec/schema/protocol-response.schema.json)', () => {
  const impl = () => ({ name: 'py', version: '0.1', language: 'python', readings: { incompatibility: ['exclude'] }, levels: ['core'] })
  const hello = (implementation: unknown, more: Record<string, unknown> = {}) => decodeHello(JSON.stringify({ ready: true, version: 1, implementation, ...more }))
  const refused = (r: ReturnType<typeof decodeHello>): string => (r._tag === 'Left' ? r.left : 'accepted')

  it('what the schema forbids is refused, each with its reason', () => {
    expect(refused(hello(impl(), { extra: 1 }))).toBe('the answer to start has an unknown field "extra"')
    expect(refused(hello({ ...impl(), license: 'MIT' }))).toBe('"implementation" has an unknown field "license"')
    for (const key of ['name', 'version', 'language'])
      expect(refused(hello({ ...impl(), [key]: '' }))).toBe('"implementation" needs the non-empty strings name, version and language')
    expect(refused(hello({ ...impl(), homepage: 7 }))).toBe('"implementation.homepage" must be a string')
    const readings = '"implementation.readings" must be {"incompatibility": [...]}, an array of distinct "proofPeriod", "exclude" and "statusRoute"'
    expect(refused(hello({ ...impl(), readings: { incompatibility: ['strict'] } }))).toBe(readings)
    expect(refused(hello({ ...impl(), readings: { incompatibility: ['exclude', 'exclude'] } }))).toBe(readings)
    expect(refused(hello({ ...impl(), readings: { incompatibility: [], lot: [] } }))).toBe(readings)
    expect(refused(hello({ ...impl(), readings: {} }))).toBe(readings)
    const levels = '"implementation.levels" must be a non-empty array of distinct "core" and "full"'
    expect(refused(hello({ ...impl(), levels: [] }))).toBe(levels)
    expect(refused(hello({ ...impl(), levels: ['core', 'core'] }))).toBe(levels)
    const answers = '"implementation.answers" must be a non-empty array of distinct "determination", "state" and "audit"'
    expect(refused(hello({ ...impl(), answers: [] }))).toBe(answers)
    expect(refused(hello({ ...impl(), answers: ['state', 'state'] }))).toBe(answers)
    // and what it allows is read: both readings, no reading, an empty homepage
    expect(hello({ ...impl(), readings: { incompatibility: ['proofPeriod', 'exclude'] } })._tag).toBe('Right')
    expect(hello({ ...impl(), readings: { incompatibility: [] }, homepage: '' })._tag).toBe('Right')
  })

  it('property: a ready answer is read exactly when the schema accepts it (and it speaks version 1)', () => {
    const ajv = new Ajv2020.default({ strict: true, allErrors: true })
    ajv.addSchema(JSON.parse(readFileSync(join(ROOT, 'spec', 'schema', 'protocol-response.schema.json'), 'utf8')) as object)
    const valid = ajv.compile({ $ref: 'https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/protocol-response.schema.json#/$defs/ready' })
    // each field mostly valid, sometimes one of the ways the schema forbids (so that one broken field at a time is common)
    const either = (ok: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ weight: 5, arbitrary: ok }, { weight: 1, arbitrary: bad })
    const name = either(fc.constantFrom('py', '0.1'), fc.constantFrom('', 1, null, undefined))
    const answer = fc
      .record({
        name,
        version: name,
        language: name,
        homepage: either(fc.constantFrom('https://example.org', '', undefined), fc.constantFrom(7, null, ['x'])),
        readings: either(
          fc.subarray(['proofPeriod', 'exclude']).map((incompatibility) => ({ incompatibility })),
          fc.constantFrom({}, { incompatibility: ['strict'] }, { incompatibility: ['exclude', 'exclude'] }, { incompatibility: [], lot: [] }, { incompatibility: 'exclude' }, null, undefined),
        ),
        levels: either(fc.subarray(['core', 'full'], { minLength: 1 }), fc.constantFrom([], ['core', 'core'], ['strict'], 'core', undefined)),
        answers: either(
          fc.option(fc.subarray(['determination', 'state', 'audit'], { minLength: 1 }), { nil: undefined }),
          fc.constantFrom([], ['state', 'state'], ['everything'], null, 'state'),
        ),
        other: either(fc.constant(undefined), fc.constantFrom('x', 1)),
        top: either(fc.constant(undefined), fc.constantFrom('extra', 'message')),
        protocol: either(fc.constant(1), fc.constantFrom(2, '1', undefined)),
      })
      .map(({ top, protocol, ...fields }) => {
        const implementation = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
        const u: Record<string, unknown> = { ready: true, version: protocol, implementation }
        if (protocol === undefined) delete u['version']
        if (top !== undefined) u[top as string] = 'x'
        return u
      })
    fc.assert(
      fc.property(answer, (u) => {
        const read = decodeHello(JSON.stringify(u))._tag === 'Right'
        expect(read, JSON.stringify(u)).toBe(valid(u) && u['version'] === 1)
      }),
      { numRuns: 500 },
    )
  })
})

describe('decodeAnswer: reading the answer to run', () => {
  it('a failure the runner builds has no standard error unless given', () => {
    expect(failed('hung')).toStrictEqual({ _tag: 'failed', message: 'hung', stderr: [] })
    expect(failed('hung', ['x'])).toStrictEqual({ _tag: 'failed', message: 'hung', stderr: ['x'] })
  })

  it('a line that is not JSON is garbage, quoted as a JSON string and cut at 200 characters', () => {
    expect(decodeAnswer('{oops', 2)).toStrictEqual({ _tag: 'failed', message: 'printed something that is not a JSON line: "{oops"', stderr: [] })
    expect(decodeAnswer('x'.repeat(250), 2)).toStrictEqual({ _tag: 'failed', message: `printed something that is not a JSON line: "${'x'.repeat(200)}"`, stderr: [] })
    expect(decodeAnswer('', 2)).toStrictEqual({ _tag: 'failed', message: 'printed something that is not a JSON line: ""', stderr: [] })
  })

  it('a JSON line that is not an object is garbage, shown and cut at 200 characters', () => {
    expect(decodeAnswer('5', 2)).toStrictEqual({ _tag: 'failed', message: 'printed a JSON line that is not an object: 5', stderr: [] })
    expect(decodeAnswer('"result"', 2)).toStrictEqual({ _tag: 'failed', message: 'printed a JSON line that is not an object: "result"', stderr: [] })
    expect(decodeAnswer('[{"seq":2,"result":1}]', 2)).toStrictEqual({ _tag: 'failed', message: 'printed a JSON line that is not an object: [{"seq":2,"result":1}]', stderr: [] })
    // '[' + '1,' × 150 + '1]' is 303 characters; the first 200 are '[' and 199 of '1,1,…,1'
    const long = `[${'1,'.repeat(150)}1]`
    expect(decodeAnswer(long, 2)).toStrictEqual({ _tag: 'failed', message: `printed a JSON line that is not an object: [${'1,'.repeat(99)}1`, stderr: [] })
  })

  it('an object with the right seq but neither result, skipped nor errored is garbage, shown and cut at 200 characters', () => {
    // '{"seq":2,"note":"' is 17 characters, so 183 of the n follow
    const line = `{"seq":2,"note":"${'n'.repeat(300)}"}`
    expect(decodeAnswer(line, 2)).toStrictEqual({ _tag: 'failed', message: `an answer without result, skipped or errored: {"seq":2,"note":"${'n'.repeat(183)}`, stderr: [] })
    expect(decodeAnswer('{"seq":2}', 2)).toStrictEqual({ _tag: 'failed', message: 'an answer without result, skipped or errored: {"seq":2}', stderr: [] })
  })

  it('seq must be echoed as the same number', () => {
    expect(decodeAnswer('{"seq":"2","result":{}}', 2)).toStrictEqual({ _tag: 'failed', message: 'answered seq "2" while seq 2 was asked', stderr: [] })
    expect(decodeAnswer('{"seq":null,"errored":true,"message":"m"}', 2)).toStrictEqual({ _tag: 'failed', message: 'answered seq null while seq 2 was asked', stderr: [] })
    expect(decodeAnswer('{"seq":2,"result":{"format":"f"},"skipped":true}', 2)).toStrictEqual({ _tag: 'result', result: { format: 'f' } })
    expect(decodeAnswer('{"seq":2,"skipped":true,"message":7}', 2)).toStrictEqual({ _tag: 'skipped', message: '(no message)' })
  })
})

describe('--impl "<command>": words like a shell, without a shell', () => {
  const ok = (program: string, args: string[], env: Record<string, string> = {}) => ({ _tag: 'Right', right: { program, args, env } })

  it('inside double quotes a backslash escapes ", \\, $ and ` and stays before anything else', () => {
    // shell text: run "a\\b" "say \`hi\`" "\$HOME" "\"q\"" "\n"
    expect(parseCommand('run "a\\\\b" "say \\`hi\\`" "\\$HOME" "\\"q\\"" "\\n"')).toEqual(ok('run', ['a\\b', 'say `hi`', '$HOME', '"q"', '\\n']))
  })

  it('outside quotes a backslash escapes any character; a lone one at the end is refused with the reason', () => {
    expect(parseCommand('run a\\ b \\"c\\\'')).toEqual(ok('run', ['a b', '"c\'']))
    expect(parseCommand('run a\\')).toEqual({ _tag: 'Left', left: 'the command ends with a lone backslash' })
    expect(parseCommand('\\')).toEqual({ _tag: 'Left', left: 'the command ends with a lone backslash' })
  })

  it('unterminated quotes are refused, naming the quote', () => {
    expect(parseCommand('run "a')).toEqual({ _tag: 'Left', left: 'unterminated " quote in the command' })
    expect(parseCommand("run 'a")).toEqual({ _tag: 'Left', left: "unterminated ' quote in the command" })
    // a backslash before the end inside double quotes stays literal; the quote stays open
    expect(parseCommand('run "a\\')).toEqual({ _tag: 'Left', left: 'unterminated " quote in the command' })
  })

  it('a command with no program is refused as empty', () => {
    for (const text of ['', '   ', '\t\n', 'X=1', 'X=1 PYTHONPATH=lib']) expect(parseCommand(text), JSON.stringify(text)).toEqual({ _tag: 'Left', left: 'the command is empty' })
  })

  it('leading NAME=value words are environment assignments; a name is a letter or _ then letters, digits or _', () => {
    expect(parseCommand('PYTHONPATH=lib LC_ALL=C.UTF-8 python3 harness.py X=2')).toEqual(ok('python3', ['harness.py', 'X=2'], { PYTHONPATH: 'lib', LC_ALL: 'C.UTF-8' }))
    expect(parseCommand('_A9=x=y EMPTY= run')).toEqual(ok('run', [], { _A9: 'x=y', EMPTY: '' }))
    // the value may hold anything a quote allows, also a newline
    expect(parseCommand('MSG="a\nb" run')).toEqual(ok('run', [], { MSG: 'a\nb' }))
    // not a name: the word is the program, and what follows are arguments
    expect(parseCommand('9X=1 run')).toEqual(ok('9X=1', ['run']))
    expect(parseCommand('--opt=1 run')).toEqual(ok('--opt=1', ['run']))
    expect(parseCommand('A-B=1 run')).toEqual(ok('A-B=1', ['run']))
    expect(parseCommand('=1 run')).toEqual(ok('=1', ['run']))
  })
})
