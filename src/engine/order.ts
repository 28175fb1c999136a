/**
 * Application order of the facts (reading R5): by date, then input order.
 *
 * @since 0.1.0
 */
import type { CaseEvent } from '../domain/events.js'

/** A sorted copy. @category ordering @since 0.1.0 */
export const applicationOrder = <E extends CaseEvent>(events: ReadonlyArray<E>): ReadonlyArray<E> =>
  [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index))
