/**
 * What this implementation says about itself in the line protocol: name,
 * version, language, the readings of `interpretation.incompatibility` it
 * supports (both), the conformance levels (both) and what it answers
 * (determinations, and for state queries the state and the audit).
 *
 * @since 0.1.0
 */
import { INCOMPATIBILITY_READINGS, PERIOD_END_READINGS } from '../domain/case.js'
import type { ImplementationInfo } from './protocol.js'

/**
 * Our implementation info, for the given package version.
 *
 * @category constructors @since 0.1.0
 */
export const ourInfo = (version: string): ImplementationInfo => ({
  name: 'nachruecken',
  version,
  language: 'typescript',
  readings: { incompatibility: [...INCOMPATIBILITY_READINGS], periodEnd: [...PERIOD_END_READINGS] },
  levels: ['core', 'full'],
  answers: ['determination', 'state', 'audit'],
})
