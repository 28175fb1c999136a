/**
 * The core-level view of a result for differential fuzzing: outcome,
 * successor and `memberCount.after` of a determination, or "rejected" for an
 * error document (which errors does not matter at this level).
 *
 * @since 0.1.0
 */

/** @category model @since 0.1.0 */
export type CoreView =
  | { readonly _tag: 'rejected'; readonly errors: ReadonlyArray<{ readonly path: unknown; readonly rule: unknown }> }
  | { readonly _tag: 'decided'; readonly outcome: unknown; readonly successor: unknown; readonly after: unknown }
  | { readonly _tag: 'invalid' }

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * The core view of a `result`.
 *
 * @category oracle @since 0.1.0
 */
export const coreView = (result: unknown): CoreView => {
  if (!isRecord(result)) return { _tag: 'invalid' }
  if (result['format'] === 'nachruecken.error/1')
    return {
      _tag: 'rejected',
      errors: (Array.isArray(result['errors']) ? result['errors'] : []).map((e: unknown) =>
        isRecord(e) ? { path: e['path'], rule: e['rule'] } : { path: undefined, rule: undefined },
      ),
    }
  if (result['format'] !== 'nachruecken.determination/1') return { _tag: 'invalid' }
  const mc = result['memberCount']
  return { _tag: 'decided', outcome: result['outcome'], successor: result['successor'], after: isRecord(mc) ? mc['after'] : undefined }
}

/**
 * Whether two core views agree: both rejected, or both decided alike.
 *
 * @category oracle @since 0.1.0
 */
export const sameCore = (a: CoreView, b: CoreView): boolean =>
  a._tag === 'rejected'
    ? b._tag === 'rejected'
    : a._tag === 'decided' && b._tag === 'decided' && a.outcome === b.outcome && a.successor === b.successor && a.after === b.after

/**
 * A short text for a core view.
 *
 * @category oracle @since 0.1.0
 */
export const showCore = (v: CoreView): string => {
  switch (v._tag) {
    case 'rejected':
      return `rejected: ${v.errors.map((e) => `${String(e.path)} [${String(e.rule)}]`).join(', ') || '(no errors listed)'}`
    case 'decided':
      return `outcome ${String(v.outcome)}, successor ${String(v.successor)}, memberCount.after ${String(v.after)}`
    case 'invalid':
      return 'neither a determination nor an error document'
  }
}
