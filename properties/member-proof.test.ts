// An elected member's week to prove that an incompatibility has ended
// (§ 23 Abs. 2 Satz 2 und 3 KWG via § 34 Abs. 3 Satz 2), worked by hand:
// "Wird der Wegfall des Hinderungsgrundes nicht bis zum Ablauf der Frist
// nachgewiesen, gilt die Rechtsstellung als Vertreter rückwirkend als nicht
// erworben." A notice on 2021-04-06 makes the week end with 2021-04-13.
// The vectors memproof-001 to -004 pin the same cases on the wire.
import { describe, expect, it } from 'vitest'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import {
  candidateGroundArose,
  candidateGroundEnded,
  type CaseEvent,
  incompatibilityNotified,
  incompatibilityProven,
} from '../src/domain/events.js'
import { memberProofs } from '../src/rules/procedure/proof.js'

const m = 'CDU-2' as CandidateId
const d = (s: string): IsoDate => s as IsoDate
const arose = candidateGroundArose(0, d('2021-03-15'), m, 'incompatibility')
const notice = (date: string, i: number): CaseEvent => incompatibilityNotified(i, d(date), m)
const proof = (date: string, i: number): CaseEvent => incompatibilityProven(i, d(date), m)
const ended = (date: string, i: number): CaseEvent => candidateGroundEnded(i, d(date), m, 'incompatibility')
const proofsOf = (events: ReadonlyArray<CaseEvent>, until = '2021-05-31') => memberProofs(new Set([m]), [arose, ...events], d(until), 'calendar')
const week = (notified: string, due: string, status: 'running' | 'proven' | 'expired') => [{ member: m, notified: d(notified), due: d(due), status }]

describe('the proof week of an elected member (§ 23 Abs. 2 KWG)', () => {
  it('counts a proof made after the ground arose and before the first notice', () => {
    expect(proofsOf([proof('2021-04-02', 1), notice('2021-04-06', 2)])).toEqual(week('2021-04-06', '2021-04-13', 'proven'))
  })

  it('counts the end of the ground within the week as its removal', () => {
    expect(proofsOf([notice('2021-04-06', 1), ended('2021-04-10', 2)])).toEqual(week('2021-04-06', '2021-04-13', 'proven'))
  })

  it('counts the end of the ground on the last day of the week', () => {
    expect(proofsOf([notice('2021-04-06', 1), ended('2021-04-13', 2)])).toEqual(week('2021-04-06', '2021-04-13', 'proven'))
  })

  it('does not count the end of the ground after the week has run out', () => {
    expect(proofsOf([notice('2021-04-06', 1), ended('2021-04-14', 2)])).toEqual(week('2021-04-06', '2021-04-13', 'expired'))
  })

  it('keeps a proof made within the week when a second notice follows', () => {
    expect(proofsOf([notice('2021-04-06', 1), proof('2021-04-08', 2), notice('2021-04-09', 3)])).toEqual(week('2021-04-06', '2021-04-13', 'proven'))
  })

  it('starts the week again on a second notice while it runs unproven', () => {
    expect(proofsOf([notice('2021-04-06', 1), notice('2021-04-09', 2)])).toEqual(week('2021-04-09', '2021-04-16', 'expired'))
  })

  it('changes nothing on a notice after an unproven week ran out', () => {
    expect(proofsOf([notice('2021-04-06', 1), notice('2021-04-20', 2)])).toEqual(week('2021-04-06', '2021-04-13', 'expired'))
  })

  it('leaves the week running on its last day', () => {
    expect(proofsOf([notice('2021-04-06', 1)], '2021-04-13')).toEqual(week('2021-04-06', '2021-04-13', 'running'))
  })

  it('lists no week while no notice was served, proof or not', () => {
    expect(proofsOf([proof('2021-04-02', 1)])).toEqual([])
  })
})
