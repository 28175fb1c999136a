/**
 * A lazy sequence from a pull function, without a generator: in the engine's
 * inner loop a generator object per sequence and a resumption per element
 * cost more than the element's own work (BENCHMARKS.md, (a)).
 *
 * @example
 * import { pulled } from './lazy.js'
 * let i = 0
 * ;[...pulled(() => (i < 3 ? i++ : undefined))] // [0, 1, 2]
 *
 * @since 0.1.0
 */

class Pulled<A> implements IterableIterator<A> {
  private ended = false
  constructor(private readonly pull: () => A | undefined) {}

  next(): IteratorResult<A> {
    if (!this.ended) {
      const value = this.pull()
      if (value !== undefined) return { done: false, value }
      this.ended = true
    }
    return { done: true, value: undefined }
  }

  [Symbol.iterator](): IterableIterator<A> {
    return this
  }
}

/**
 * The values of `pull` up to its first `undefined`; `pull` is not called
 * again after that.
 *
 * @category constructors @since 0.1.0
 */
export const pulled = <A>(pull: () => A | undefined): IterableIterator<A> => new Pulled(pull)
