/**
 * The Nachrücken line protocol, version 1 (spec/protocol.md): the messages a
 * runner sends to an implementation and the answers it gets back, as types.
 * Newline-delimited JSON over standard input and output, one request per
 * line, one response line per request, in order. JSON Schemas:
 * spec/schema/protocol-request.schema.json, protocol-response.schema.json.
 *
 * @since 0.1.0
 */
import type { CaseError } from '../domain/error.js'

/** The protocol version this module speaks. @category model @since 0.1.0 */
export const PROTOCOL_VERSION = 1

/** Conformance levels: core = outcome, successor, memberCount.after; full = core plus considered. @category model @since 0.1.0 */
export type Level = 'core' | 'full'

/** @category model @since 0.1.0 */
export const LEVELS: ReadonlyArray<Level> = ['core', 'full']

/**
 * What a `run` asks for: the determination for the query's vacancy (the
 * default), or — for a case with a state query (spec/procedure.md) — the
 * state of the body (`nachruecken.state/1`) or the audit of the recorded
 * determinations (`nachruecken.audit/1`).
 *
 * @category model @since 0.1.0
 */
export type AnswerKind = 'determination' | 'state' | 'audit'

/** @category model @since 0.1.0 */
export const ANSWER_KINDS: ReadonlyArray<AnswerKind> = ['determination', 'state', 'audit']

/** What an implementation says about itself in its answer to `start`. @category model @since 0.1.0 */
export interface ImplementationInfo {
  readonly name: string
  readonly version: string
  readonly language: string
  readonly homepage?: string
  /** The values of `interpretation.incompatibility` it supports. */
  /** the readings it supports: of R1, and of R5 (without `periodEnd`: calendar only) */
  readonly readings: { readonly incompatibility: ReadonlyArray<string>; readonly periodEnd?: ReadonlyArray<string> }
  readonly levels: ReadonlyArray<Level>
  /** What it can answer (optional; without it only determinations). */
  readonly answers?: ReadonlyArray<AnswerKind>
}

/** @category model @since 0.1.0 */
export interface StartRequest {
  readonly cmd: 'start'
  readonly version: number
}

/** @category model @since 0.1.0 */
export interface RunRequest {
  readonly cmd: 'run'
  readonly seq: number
  readonly case: unknown
  /** Absent: the determination. */
  readonly answer?: Exclude<AnswerKind, 'determination'>
}

/** @category model @since 0.1.0 */
export interface StopRequest {
  readonly cmd: 'stop'
}

/** @category model @since 0.1.0 */
export type Request = StartRequest | RunRequest | StopRequest

/** The answer to `start`. @category model @since 0.1.0 */
export type StartResponse =
  | { readonly ready: true; readonly version: number; readonly implementation: ImplementationInfo }
  | { readonly ready: false; readonly version: number; readonly message: string }

/** The error document (`nachruecken.error/1`) as it travels in `result`. @category model @since 0.1.0 */
export interface ErrorResult {
  readonly format: 'nachruecken.error/1'
  readonly errors: ReadonlyArray<Pick<CaseError, 'path' | 'rule'> & Partial<Pick<CaseError, 'code' | 'message'>>>
}

/** The answer to `run`. `seq` is echoed (null when the request could not be read). @category model @since 0.1.0 */
export type RunResponse =
  | { readonly seq: number | null; readonly result: unknown }
  | { readonly seq: number | null; readonly skipped: true; readonly message: string }
  | { readonly seq: number | null; readonly errored: true; readonly message: string }

/** The answer to `stop` (optional: the implementation may simply exit). @category model @since 0.1.0 */
export interface StopResponse {
  readonly ok: true
}

/** Any response line. @category model @since 0.1.0 */
export type Response = StartResponse | RunResponse | StopResponse

/** @category constructors @since 0.1.0 */
export const startRequest = (): StartRequest => ({ cmd: 'start', version: PROTOCOL_VERSION })

/** @category constructors @since 0.1.0 */
export const runRequest = (seq: number, c: unknown, answer: AnswerKind = 'determination'): RunRequest =>
  answer === 'determination' ? { cmd: 'run', seq, case: c } : { cmd: 'run', seq, case: c, answer }

/** @category constructors @since 0.1.0 */
export const stopRequest = (): StopRequest => ({ cmd: 'stop' })
