// The state and the audit of a case that must be accepted: a refusal fails the
// test with the errors (for tests of what the state or the audit says).
import type { Case } from '../../src/domain/case.js'
import type { Audit } from '../../src/replay/audit.js'
import type { BodyState } from '../../src/replay/state.js'
import type { Json } from './fixtures.js'
import { audit, decodeCase, replay } from './public.js'

/** The domain case after the structure checks, the rules not yet applied (for tests of the record itself). */
export const structuredCase = (c: Json): Case => {
  const r = decodeCase(c, { rules: false })
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

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
