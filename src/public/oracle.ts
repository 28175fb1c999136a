/**
 * `nachruecken/oracle`: the test oracle — the line protocol
 * (spec/protocol.md), this implementation's answers to it, and the
 * conformance runner that drives any implementation speaking it over the
 * vectors (spec/conformance/), with its run control (choosing vectors,
 * expected failures, limits and a stop switch, validation of the results
 * against the JSON Schemas by their `$id`) and its reports (JUnit, Markdown,
 * the badge, several implementations side by side, the difference of two
 * runs). Differential fuzzing (`nachruecken fuzz`) is in the command line
 * only: it needs fast-check, an optional peer dependency; so does packing
 * the suite (`npm run suite:pack`) belong to the repository.
 *
 * @example
 * import { respond, ourInfo } from 'nachruecken/oracle'
 * console.log(respond('{"cmd":"start","version":1}', ourInfo('0.2.0'))?.response) // { ready: true, version: 1, implementation: … }
 *
 * @module oracle
 * @since 0.2.0
 */
export type {
  AnswerKind,
  ErrorResult,
  ImplementationInfo,
  Level,
  Request,
  Response,
  RunRequest,
  RunResponse,
  StartRequest,
  StartResponse,
  StopRequest,
  StopResponse,
} from '../oracle/protocol.js'
export { ANSWER_KINDS, LEVELS, PROTOCOL_VERSION, runRequest, startRequest, stopRequest } from '../oracle/protocol.js'
export type { Reply } from '../oracle/respond.js'
export { respond } from '../oracle/respond.js'
export { serve } from '../oracle/serve.js'
export { ourInfo } from '../oracle/info.js'
export type { Command } from '../oracle/command-line.js'
export { parseCommand } from '../oracle/command-line.js'
export type { Hello, Session, SessionOptions } from '../oracle/session.js'
export { openSession } from '../oracle/session.js'
export type { Expected, Suite, SuiteProblem, Vector } from '../oracle/suite.js'
export { loadSuite } from '../oracle/suite.js'
export type { Answer } from '../oracle/answer.js'
export type { Difference, Verdict as VectorVerdict } from '../oracle/compare.js'
export { firstDifference, judge } from '../oracle/compare.js'
export type { CaseReport, ConformanceOptions, ConformanceReport, Counts, NormRow, Status } from '../oracle/conformance.js'
export { kindOf, normTable, runConformance } from '../oracle/conformance.js'
export type { ExpectedFailures, Selection } from '../oracle/select.js'
export { ALL, chooses, describeSelection, expectsFailure, parseExpectedFailures, unknownIds } from '../oracle/select.js'
export type { Control, Limits, StopReason, Stopped } from '../oracle/control.js'
export { control, limitReached } from '../oracle/control.js'
export type { DocumentSchema, Validator } from '../oracle/validate.js'
export { schemasByFormat, schemaValidator } from '../oracle/validate.js'
export type { Comparison, NamedReport } from '../oracle/report-compare.js'
export { compareRuns, reportComparison } from '../oracle/report-compare.js'
export type { CaseStatus, ReportDiff, StatusChange } from '../oracle/report-diff.js'
export { casesOf, diffReports, reportDiff } from '../oracle/report-diff.js'
export { reportJunit } from '../oracle/report-junit.js'
export { reportMarkdown } from '../oracle/report-markdown.js'
export type { Badge } from '../oracle/badge.js'
export { badge } from '../oracle/badge.js'
