/**
 * Application order of the facts (reading R5): by date, then input order.
 *
 * @since 0.1.0
 */
import type { CaseEvent } from '../domain/events.js'

const byApplication = (a: CaseEvent, b: CaseEvent): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index)

/** A sorted copy. @category ordering @since 0.1.0 */
export const applicationOrder = <E extends CaseEvent>(events: ReadonlyArray<E>): ReadonlyArray<E> => [...events].sort(byApplication)

const ordered = new WeakMap<ReadonlyArray<CaseEvent>, ReadonlyArray<CaseEvent>>()

/**
 * All events of a case in application order, sorted once per events array
 * and shared by the record and the engine. Filtering this order gives the
 * application order of the kept events (the sort is stable).
 *
 * @category ordering @since 0.1.0
 */
export const eventsInOrder = (events: ReadonlyArray<CaseEvent>): ReadonlyArray<CaseEvent> => {
  const hit = ordered.get(events)
  if (hit !== undefined) return hit
  const sorted = [...events].sort(byApplication)
  ordered.set(events, sorted)
  return sorted
}

