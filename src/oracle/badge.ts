/**
 * A badge in the shields.io endpoint format
 * (https://shields.io/badges/endpoint-badge): `schemaVersion`, `label`,
 * `message`, `color`. Green when the run conforms, red otherwise.
 *
 * @since 0.1.0
 */
import type { ConformanceReport } from './conformance.js'

/** @category model @since 0.1.0 */
export interface Badge {
  readonly schemaVersion: 1
  readonly label: string
  readonly message: string
  readonly color: string
}

/**
 * The badge for a report.
 *
 * @category oracle @since 0.1.0
 */
export const badge = (r: ConformanceReport): Badge => {
  const s = r.summary
  if (r.startProblem !== null) return { schemaVersion: 1, label: `§ 34 KWG ${r.level}`, message: 'not started', color: 'red' }
  return {
    schemaVersion: 1,
    label: `§ 34 KWG ${r.level}`,
    message: `${s.pass}/${s.selected} passed${s.skip === 0 ? '' : `, ${s.skip} skipped`}`,
    color: s.conforms ? 'brightgreen' : s.pass > 0 ? 'orange' : 'red',
  }
}
