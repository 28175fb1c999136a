/**
 * The order in which the facts of a case apply (reading R5): by date, then in
 * the order of the input. One definition, read by the record, the engine and
 * the texts.
 *
 * @example
 * import { applicationOrder } from './order.js'
 * applicationOrder(theCase.events)[0] // the earliest event, the first given on its day
 *
 * @since 0.1.0
 */
import type { CaseEvent } from './events.js'

/** Date first, then input order. @category ordering @since 0.1.0 */
export const byApplication = (a: CaseEvent, b: CaseEvent): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index)

/** A sorted copy. @category ordering @since 0.1.0 */
export const applicationOrder = <E extends CaseEvent>(events: ReadonlyArray<E>): ReadonlyArray<E> => [...events].sort(byApplication)

// Sorted once per events array: the record, the engine and the texts each read the order.
const ordered = new WeakMap<ReadonlyArray<CaseEvent>, ReadonlyArray<CaseEvent>>()

/**
 * All events of a case in application order, sorted once per events array.
 * Filtering this order gives the application order of the kept events (the
 * sort is stable).
 *
 * @category ordering @since 0.1.0
 */
export const eventsInOrder = (events: ReadonlyArray<CaseEvent>): ReadonlyArray<CaseEvent> => {
  const hit = ordered.get(events)
  if (hit !== undefined) return hit
  const sorted = applicationOrder(events)
  ordered.set(events, sorted)
  return sorted
}
