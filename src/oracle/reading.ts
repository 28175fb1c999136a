/**
 * The reading of `interpretation.incompatibility` a case asks for
 * (spec/readings.md R1), for deciding whether an implementation declared
 * that it can answer the case: the value given, or the default
 * `proofPeriod` (also for a case too broken to say).
 *
 * @since 0.1.0
 */

const field = (u: unknown, key: string): unknown => (typeof u === 'object' && u !== null ? (u as Record<string, unknown>)[key] : undefined)

/**
 * The incompatibility reading of a case.
 *
 * @category oracle @since 0.1.0
 */
export const readingOf = (c: unknown): string => {
  const r = field(field(c, 'interpretation'), 'incompatibility')
  return typeof r === 'string' ? r : 'proofPeriod'
}

/**
 * The reading of `interpretation.periodEnd` a case asks for (spec/readings.md
 * R5): the value given, or the default `calendar`.
 *
 * @category oracle @since 0.3.0
 */
export const periodEndOf = (c: unknown): string => {
  const r = field(field(c, 'interpretation'), 'periodEnd')
  return typeof r === 'string' ? r : 'calendar'
}
