/**
 * Grounds under § 33 Abs. 1 Nr. 2 KWG that exist on a date — the facts behind
 * `kwg34.2.n3.ground` and `kwg33.1.n2`. One definition of "a ground is open",
 * read by the standing of a candidate, by the record (an end or a notice
 * needs an open ground) and by the texts.
 *
 * > § 33 Abs. 1 Nr. 2 KWG: … durch Wegfall einer Voraussetzung seiner
 * > jederzeitigen Wählbarkeit oder der Fähigkeit zur Bekleidung öffentlicher
 * > Ämter sowie durch Vorliegen eines Hinderungsgrundes für die Mitgliedschaft
 * > in der Vertretungskörperschaft …
 *
 * A ground is open when, in the order the facts apply (date, then input
 * order), its last `candidateGroundArose` is not followed by a
 * `candidateGroundEnded` for it.
 *
 * @example
 * import { openSince } from './grounds.js'
 * openSince(facts, 'eligibility') // the date the ground arose, or null
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { CaseEvent, Ground } from '../domain/events.js'

/** The last episode of a ground: when it arose, ended, and (an incompatibility) when notice was served and proof came. @category model @since 0.1.0 */
export interface GroundEpisode {
  readonly ground: Ground
  readonly arose: IsoDate
  readonly ended: IsoDate | null
  /** the last notice of § 23 Abs. 2 Satz 2 KWG served while the ground was open */
  readonly notified: IsoDate | null
  /** the first proof after that notice */
  readonly proven: IsoDate | null
}

type Open = { -readonly [K in keyof GroundEpisode]: GroundEpisode[K] }

const atNotice = (last: Map<Ground, Open>, e: CaseEvent): void => {
  const g = last.get('incompatibility')
  if (g === undefined || g.ended !== null) return
  if (e._tag === 'incompatibilityNotified') last.set('incompatibility', { ...g, notified: e.date, proven: null })
  else if (g.proven === null) last.set('incompatibility', { ...g, proven: e.date })
}

/**
 * The last episode of each ground in the facts (which must be in application
 * order), in the order the grounds first arose. Other facts are ignored.
 *
 * @category rules @since 0.1.0
 */
export const groundEpisodes = (facts: ReadonlyArray<CaseEvent>): ReadonlyArray<GroundEpisode> => {
  const last = new Map<Ground, Open>()
  for (const e of facts) {
    if (e._tag === 'candidateGroundArose') last.set(e.ground, { ground: e.ground, arose: e.date, ended: null, notified: null, proven: null })
    else if (e._tag === 'candidateGroundEnded') {
      const g = last.get(e.ground)
      if (g !== undefined && g.ended === null) last.set(e.ground, { ...g, ended: e.date })
    } else if (e._tag === 'incompatibilityNotified' || e._tag === 'incompatibilityProven') atNotice(last, e)
  }
  return [...last.values()]
}

/**
 * The date on which the ground became open, or null when it is not open after
 * the given facts (which must be in application order).
 *
 * @category rules @since 0.1.0
 */
export const openSince = (facts: ReadonlyArray<CaseEvent>, ground: Ground): IsoDate | null => {
  const episode = groundEpisodes(facts).find((g) => g.ground === ground)
  return episode === undefined || episode.ended !== null ? null : episode.arose
}
