// The floors of (a): what any implementation of `determine` must at least do
// on the bench's list case (bench/synth.ts `listCase`), written by hand.
//
// - the bare scan: one loop over the candidates for the not-elected one with
//   the most votes; it ignores the case's facts, so it is a floor no correct
//   implementation can reach (issue 7's measure);
// - the fair floor: one pass over the events that groups every candidate fact
//   by candidate (as any correct implementation must: a fact is about one
//   candidate, a candidate is ranked once) and finds the departure, then one
//   pass over the departed member's list that reads every candidate and picks
//   the not-elected candidate with the most votes who is not excluded by their
//   facts (a written waiver to the returning officer, leaving the party,
//   death; the first in list order on equal votes, § 34 Abs. 1 Satz 1 KWG).
//   A candidate's facts are looked up only when their votes would make them
//   the successor. It builds no reasoned determination, checks nothing and
//   explains nothing.
import type { Candidate, Case } from '../src/domain/case.js'
import type { CaseEvent } from '../src/domain/events.js'

/** The floor of issue 7: the not-elected candidate with the most votes (first on equal votes). */
export const bareScan = (candidates: ReadonlyArray<Candidate>): Candidate | undefined => {
  let best: Candidate | undefined
  for (let i = 0; i < candidates.length; i++) {
    const k = candidates[i] as Candidate
    if (!k.elected && (best === undefined || k.votes > best.votes)) best = k
  }
  return best
}

/** Whether one of a candidate's facts (dated on or before the decision date) excludes them. */
const excluded = (facts: ReadonlyArray<CaseEvent> | undefined): boolean => {
  if (facts === undefined) return false
  for (let i = 0; i < facts.length; i++) {
    const e = facts[i] as CaseEvent
    if (e._tag === 'candidateLeftGroup' || e._tag === 'candidateDied') return true
    if (e._tag === 'candidateWaived' && e.written && e.to === 'returningOfficer') return true
  }
  return false
}

/** The facts by candidate and the departed member's list, in one pass over the events. */
const groupFacts = (c: Case): { byCandidate: Map<string, CaseEvent[]>; leaving: string | null } => {
  const byCandidate = new Map<string, CaseEvent[]>()
  let leaving: string | null = null
  const asOf = c.query.asOf
  for (let i = 0; i < c.events.length; i++) {
    const e = c.events[i] as CaseEvent
    if (e.date > asOf) continue
    if (e._tag === 'memberLeft') {
      if (e.member === c.query.vacancy) leaving = e.member
    } else if ('candidate' in e) {
      const own = byCandidate.get(e.candidate)
      if (own === undefined) byCandidate.set(e.candidate, [e])
      else own.push(e)
    }
  }
  return { byCandidate, leaving }
}

/** The fair floor: every fact and every candidate read once; the successor or none. */
export const fairFloor = (c: Case): Candidate | undefined => {
  const { byCandidate, leaving } = groupFacts(c)
  if (leaving === null) return undefined
  for (const list of c.lists) {
    let member = false
    let best: Candidate | undefined
    for (let i = 0; i < list.candidates.length; i++) {
      const k = list.candidates[i] as Candidate
      if (k.id === leaving) member = true
      else if (!k.elected && (best === undefined || k.votes > best.votes) && !excluded(byCandidate.get(k.id))) best = k
    }
    if (member) return best
  }
  return undefined
}
