// The state and the audit of a case that must be accepted: a refusal fails the
// test with the errors (for tests of what the state or the audit says).
import type { Audit } from '../../src/replay/audit.js'
import type { BodyState } from '../../src/replay/state.js'
import type { Json } from './fixtures.js'
import { audit, replay } from './public.js'

export const stateOf = (c: Json): BodyState => {
  const r = replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right.state
}

export const auditOf = (c: Json): Audit => {
  const r = audit(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right.audit
}
