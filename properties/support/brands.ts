// Typed builders of the branded values of the domain, for cases built by hand
// in tests (no decoder): an id, a date, a candidate.
import type { CandidateId, IsoDate, Position, Votes } from '../../src/domain/brand.js'
import type { Candidate } from '../../src/domain/case.js'

/** A candidate's id. */
export const cid = (s: string): CandidateId => s as CandidateId

/** A calendar date, `YYYY-MM-DD`. */
export const day = (s: string): IsoDate => s as IsoDate

/** A candidate who was a member of the party at set-up. */
export const person = (id: string, name: string, position: number, votes: number, elected: boolean): Candidate => ({
  id: cid(id),
  name,
  position: position as Position,
  votes: votes as Votes,
  elected,
  memberAtSetUp: true,
})
