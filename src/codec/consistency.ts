/**
 * Consistency of a decoded case: what a JSON Schema cannot say. Unique ids
 * and positions, references to existing persons of the right kind, dates
 * within the term, no more elected than the legal member count, a member
 * leaving twice, a revoked waiver, a lot that cannot be. Each error names the
 * JSON path and, where a rule of the law is broken, the norm id
 * (spec/readings.md, "Errors found in a decodable case").
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import { type CaseError, caseError, eventPath } from '../domain/error.js'
import { type CaseEvent, type Ground, isCandidateEvent } from '../domain/events.js'
import { endsMembership } from '../rules/triggers.js'
import { applicationOrder } from '../engine/order.js'
import { indexCandidates } from '../engine/determine.js'

const candidateField = (e: CaseEvent): { field: string; id: CandidateId }[] => {
  switch (e._tag) {
    case 'memberLeft':
      return [{ field: 'member', id: e.member }]
    case 'lotDrawn':
      return [
        { field: 'vacancy', id: e.vacancy },
        ...e.among.map((id, i) => ({ field: `among[${i}]`, id })),
        { field: 'winner', id: e.winner },
      ]
    default:
      return [{ field: 'candidate', id: e.candidate }]
  }
}

const structure = (c: Case): CaseError[] => {
  const errors: CaseError[] = []
  const listIds = new Set<string>()
  const candidateIds = new Set<string>()
  let elected = 0
  c.lists.forEach((list, i) => {
    if (listIds.has(list.id)) errors.push(caseError(`lists[${i}].id`, 'duplicateId', `list id ${list.id} is used twice`))
    listIds.add(list.id)
    if ((list.group === null) !== (list.setUp === null))
      errors.push(caseError(`lists[${i}].setUp`, 'setUpMismatch', 'setUp must be null exactly when group is null'))
    if (c.body.electionMode === 'proportional' && list.group === null)
      errors.push(caseError(`lists[${i}].group`, 'groupRequired', 'a list in a proportional election belongs to a party or voter group'))
    const positions = new Set<number>()
    list.candidates.forEach((k, j) => {
      if (candidateIds.has(k.id))
        errors.push(caseError(`lists[${i}].candidates[${j}].id`, 'duplicateId', `candidate id ${k.id} is used twice`))
      candidateIds.add(k.id)
      if (positions.has(k.position))
        errors.push(caseError(`lists[${i}].candidates[${j}].position`, 'duplicatePosition', `position ${k.position} is used twice on list ${list.id}`))
      positions.add(k.position)
      if (k.elected) elected += 1
    })
  })
  if (c.body.electionMode === 'majority' && c.lists.length !== 1)
    errors.push(caseError('lists', 'majorityOneList', 'a majority election has exactly one list', 'kwg34.1a.rank'))
  if (elected > c.body.statutoryMemberCount)
    errors.push(
      caseError('lists', 'tooManyElected', `${elected} elected, but the legal member count is ${c.body.statutoryMemberCount}`, 'kwg34.1.s2.count'),
    )
  const { start, end } = c.body.term
  if (start > end) errors.push(caseError('body.term.end', 'invalidTerm', `the term ends (${end}) before it starts (${start})`))
  c.events.forEach((e) => {
    // Facts about candidates may predate the term (a party exit after the list
    // was set up, before the election); departures and lots lie within it.
    const early = isCandidateEvent(e) ? false : e.date < start
    if (early || e.date > end)
      errors.push(caseError(eventPath(e.index, 'date'), 'outsideTerm', `${e.date} is outside the term ${start} to ${end}`))
  })
  if (c.query.asOf < start || c.query.asOf > end)
    errors.push(caseError('query.asOf', 'outsideTerm', `${c.query.asOf} is outside the term ${start} to ${end}`))
  return errors
}

const references = (c: Case): CaseError[] => {
  const index = indexCandidates(c.lists)
  const errors: CaseError[] = []
  for (const e of c.events) {
    for (const { field, id } of candidateField(e))
      if (!index.has(id)) errors.push(caseError(eventPath(e.index, field), 'unknownReference', `no candidate with id ${id}`))
    if (e._tag !== 'memberLeft' && e._tag !== 'lotDrawn' && index.get(e.candidate)?.candidate.elected === true)
      errors.push(
        caseError(eventPath(e.index, 'candidate'), 'wrongKind', `${e.candidate} was elected: a member leaves with memberLeft`),
      )
  }
  if (!index.has(c.query.vacancy)) errors.push(caseError('query.vacancy', 'unknownReference', `no candidate with id ${c.query.vacancy}`))
  return errors
}

const openKey = (id: CandidateId, ground: Ground): string => `${id}\u0000${ground}`

const rules = (c: Case): CaseError[] => {
  const index = indexCandidates(c.lists)
  const errors: CaseError[] = []
  const gone = new Set<CandidateId>()
  const open = new Set<string>()
  const lotFor = new Set<CandidateId>()
  const departedOn = new Map<CandidateId, string>()
  for (const e of applicationOrder(c.events)) {
    switch (e._tag) {
      case 'memberLeft':
        if (gone.has(e.member))
          errors.push(caseError(eventPath(e.index), 'memberLeftTwice', `${e.member} has already left the body`, 'kwg34.1.s1.trigger'))
        if (endsMembership(e)) gone.add(e.member)
        if (!departedOn.has(e.member)) departedOn.set(e.member, e.date)
        break
      case 'candidateWaiverRevoked':
        errors.push(caseError(eventPath(e.index), 'waiverRevoked', 'a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)', 'kwg34.2.n2'))
        break
      case 'candidateLeftGroup': {
        const seat = index.get(e.candidate)
        if (seat !== undefined && (seat.list.group === null || !seat.candidate.memberAtSetUp))
          errors.push(
            caseError(
              eventPath(e.index),
              'cannotLeaveGroup',
              seat.list.group === null
                ? `the list of ${e.candidate} has no party or voter group`
                : `${e.candidate} was not a member of the party or voter group when the list was set up`,
              'kwg34.2.n1',
            ),
          )
        break
      }
      case 'candidateGroundArose':
        open.add(openKey(e.candidate, e.ground))
        break
      case 'candidateGroundEnded':
        if (!open.delete(openKey(e.candidate, e.ground)))
          errors.push(caseError(eventPath(e.index), 'groundNotOpen', `no open ground ${e.ground} for ${e.candidate} to end`, 'kwg34.2.n3.ground'))
        break
      case 'incompatibilityNotified':
      case 'incompatibilityProven':
        if (!open.has(openKey(e.candidate, 'incompatibility')))
          errors.push(caseError(eventPath(e.index), 'groundNotOpen', `no open incompatibility for ${e.candidate}`, 'kwg34.2.n3.ground'))
        break
      case 'lotDrawn': {
        if (c.body.electionMode === 'proportional')
          errors.push(caseError(eventPath(e.index), 'lotInProportional', 'no lot in a proportional election: equal votes go by list position (§ 34 Abs. 1 Satz 1 Hs. 2 KWG)', 'kwg34.1a.lot'))
        const departed = departedOn.get(e.vacancy)
        if (departed === undefined || departed > e.date)
          errors.push(caseError(eventPath(e.index), 'lotBeforeVacancy', `no vacancy of ${e.vacancy} on ${e.date} to draw a lot for`, 'kwg34.1a.lot'))
        if (!e.among.includes(e.winner))
          errors.push(caseError(eventPath(e.index, 'winner'), 'lotWinnerNotAmong', `${e.winner} is not among the candidates the lot was drawn among`, 'kwg34.1a.lot'))
        if (lotFor.has(e.vacancy))
          errors.push(caseError(eventPath(e.index), 'lotDrawnTwice', `the lot for the vacancy of ${e.vacancy} was already drawn`, 'kwg34.1a.lot'))
        lotFor.add(e.vacancy)
        break
      }
      default:
        break
    }
  }
  return errors
}

/**
 * All consistency errors of a decoded case, structure first; empty when the
 * case is consistent. References are checked before the rules that rely on
 * them.
 *
 * @category consistency @since 0.1.0
 */
export const checkConsistency = (c: Case): ReadonlyArray<CaseError> => {
  const first = [...structure(c), ...references(c)]
  return first.length > 0 ? first : rules(c)
}
