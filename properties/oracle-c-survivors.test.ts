// The survivors of the fresh oracle run of 2026-12-06
// (mutation/survivors-oracle-c-2026-12-06.txt). What is compared per kind and
// level is documented in the doc comment of src/oracle/views.ts (and
// spec/protocol.md, "What a fuzzer does"); the reports' sections in
// spec/conformance/README.md. Module-level values of src/oracle/views.ts (the
// formats) are read when the module loads, so every test imports it afresh and
// computes everything inside the test.
import { describe, expect, it, vi } from 'vitest'

const freshViews = async () => {
  vi.resetModules()
  return import('../src/oracle/views.js')
}

const state = {
  format: 'nachruecken.state/1',
  legalMemberCount: 7,
  counts: { members: 2 },
  members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b', extra: 1 }, { member: 'B' }, 'odd', null],
  vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2', determination: 'D', due: 'x', announced: 'y', objectionPeriodEnds: 'z', actionPeriod: 'p', objections: [], review: null, more: 1 }],
  rejected: [{ path: 'events[1]', code: 'c', rule: 'r', message: 'm' }],
  pendingProofs: ['P'],
  seats: [{ seat: 1 }],
}

const audit = {
  format: 'nachruecken.audit/1',
  checked: 3,
  findings: [{ event: 'e', rule: 'r', vacancy: 'v', date: 'd', recorded: 'R', lawful: 'L', note: 'n' }],
}

const determination = {
  format: 'nachruecken.determination/1',
  outcome: 'successor',
  successor: 'S',
  memberCount: { before: 6, after: 7 },
  considered: [{ candidate: 'C', verdict: 'passed', rule: 'r', why: 'w' }],
}

describe('the views that differential fuzzing compares', () => {
  it('compares a state in core by the legal member count, the counts, the members, the vacancies and the rejected events with their rule', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'core', state)).toStrictEqual({
      legalMemberCount: 7,
      counts: { members: 2 },
      members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b' }, { member: 'B', list: null, since: null, basis: null }, { invalid: 'odd' }, { invalid: null }],
      vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2' }],
      rejected: [{ path: 'events[1]', rule: 'r' }],
    })
  })

  it('compares a state in full also by the vacancies’ procedure, the pending proofs, the seats and the codes of rejected events', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'full', state)).toStrictEqual({
      legalMemberCount: 7,
      counts: { members: 2 },
      members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b' }, { member: 'B', list: null, since: null, basis: null }, { invalid: 'odd' }, { invalid: null }],
      vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2', determination: 'D', due: 'x', announced: 'y', objectionPeriodEnds: 'z', actionPeriod: 'p', objections: [], review: null }],
      rejected: [{ path: 'events[1]', code: 'c', rule: 'r' }],
      pendingProofs: ['P'],
      seats: [{ seat: 1 }],
    })
  })

  it('puts null for the missing parts of a state and no entries for missing lists', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'full', { format: 'nachruecken.state/1' })).toStrictEqual({
      legalMemberCount: null,
      counts: null,
      members: [],
      vacancies: [],
      rejected: [],
      pendingProofs: null,
      seats: null,
    })
  })

  it('compares an audit by the determinations checked and the findings’ event and rule in core, and also what was recorded and lawful in full', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('audit', 'core', audit)).toStrictEqual({ checked: 3, findings: [{ event: 'e', rule: 'r' }] })
    expect(viewOf('audit', 'full', audit)).toStrictEqual({ checked: 3, findings: [{ event: 'e', rule: 'r', vacancy: 'v', date: 'd', recorded: 'R', lawful: 'L' }] })
    expect(viewOf('audit', 'core', { format: 'nachruecken.audit/1' })).toStrictEqual({ checked: null, findings: [] })
  })

  it('compares a determination by outcome, successor and member count after, and in full also by the considered walk', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('determination', 'core', determination)).toStrictEqual({ outcome: 'successor', successor: 'S', after: 7 })
    expect(viewOf('determination', 'full', determination)).toStrictEqual({ outcome: 'successor', successor: 'S', after: 7, considered: [{ candidate: 'C', verdict: 'passed', rule: 'r' }] })
    expect(viewOf('determination', 'full', { format: 'nachruecken.determination/1' })).toStrictEqual({ outcome: null, successor: null, after: null, considered: [] })
  })

  it('sees a determination where a case must be rejected as decided', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('invalid', 'full', determination)).toStrictEqual({ decided: { outcome: 'successor', successor: 'S', after: 7 } })
  })

  it('sees an error document as rejected, with its errors’ path, code and rule where a case must be rejected', async () => {
    const { viewOf } = await freshViews()
    const error = { format: 'nachruecken.error/1', errors: [{ path: 'events[0]', code: 'c', rule: 'r', message: 'm' }] }
    expect(viewOf('invalid', 'core', error)).toStrictEqual({ rejected: [{ path: 'events[0]', code: 'c', rule: 'r' }] })
    expect(viewOf('state', 'core', error)).toStrictEqual({ rejected: true })
  })

  it('sees a state asked as an audit, an audit asked as a state and an unknown document only by their format', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('audit', 'core', state)).toStrictEqual({ format: 'nachruecken.state/1' })
    expect(viewOf('state', 'core', audit)).toStrictEqual({ format: 'nachruecken.audit/1' })
    expect(viewOf('determination', 'core', audit)).toStrictEqual({ format: 'nachruecken.audit/1' })
    expect(viewOf('state', 'core', {})).toStrictEqual({ format: null })
  })

  it('sees something that is not a document as invalid', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'core', 'text')).toStrictEqual({ invalid: 'text' })
    expect(viewOf('state', 'core', undefined)).toStrictEqual({ invalid: null })
    expect(viewOf('state', 'core', [1])).toStrictEqual({ invalid: [1] })
  })
})

describe('where the other implementation departs', () => {
  it('departs at the answer when the other implementation gives no result', async () => {
    const { departure } = await freshViews()
    expect(departure('audit', 'core', audit, { _tag: 'errored', message: 'boom' })).toStrictEqual({
      path: 'answer',
      expected: { checked: 3, findings: [{ event: 'e', rule: 'r' }] },
      actual: 'errored: boom',
    })
  })

  it('departs at the errors when the other rejects without our first error’s path and code (core) and rule (full)', async () => {
    const { departure } = await freshViews()
    const ours = { format: 'nachruecken.error/1', errors: [{ path: 'events[0]', code: 'c', rule: 'r' }] }
    const theirs = (errors: unknown[]) => ({ _tag: 'result' as const, result: { format: 'nachruecken.error/1', errors } })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'events[0]', code: 'c', rule: 'other' }]))).toBeNull()
    expect(departure('invalid', 'full', ours, theirs([{ path: 'events[0]', code: 'c', rule: 'other' }]))).toStrictEqual({
      path: 'errors',
      expected: { path: 'events[0]', code: 'c', rule: 'r' },
      actual: [{ path: 'events[0]', code: 'c', rule: 'other' }],
    })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'events[1]', code: 'c', rule: 'r' }]))).toStrictEqual({
      path: 'errors',
      expected: { path: 'events[0]', code: 'c' },
      actual: [{ path: 'events[1]', code: 'c', rule: 'r' }],
    })
  })

  it('departs where the other answer has more than ours, at the path of what it has more', async () => {
    const { departure } = await freshViews()
    const theirs = { _tag: 'result' as const, result: { ...state, counts: { members: 2, extra: 1 } } }
    expect(departure('state', 'core', state, theirs)).toStrictEqual({ path: 'counts.extra', expected: 1, actual: undefined })
  })
})

describe('the norm at a departure', () => {
  it('names the rule of the finding where the audits differ, at any index', async () => {
    const { normAt } = await freshViews()
    const findings = Array.from({ length: 12 }, (_, i) => ({ event: `e${i}`, rule: `r${i}` }))
    const ours = { format: 'nachruecken.audit/1', findings, rejected: [{ rule: 'wrong' }] }
    expect(normAt('audit', ours, {}, { path: 'findings[11].rule', expected: 1, actual: 2 })).toBe('r11')
    expect(normAt('audit', ours, {}, { path: 'findings[1]', expected: 1, actual: 2 })).toBe('r1')
    expect(normAt('audit', ours, {}, { path: 'findings', expected: 1, actual: 2 })).toBe('r0')
  })

  it('names the rule of the rejected event, taking the other answer’s where ours has none', async () => {
    const { normAt } = await freshViews()
    expect(normAt('state', { rejected: [] }, { rejected: [{ rule: 'theirs' }] }, { path: 'rejected[0].rule', expected: 1, actual: 2 })).toBe('theirs')
  })

  it('labels a departure outside the rejected events and findings with the kind and the path, or the document', async () => {
    const { normAt } = await freshViews()
    const ours = { rejected: [{ rule: 'r' }] }
    expect(normAt('state', ours, ours, { path: 'counts', expected: 1, actual: 2 })).toBe('(state: counts)')
    expect(normAt('state', ours, ours, { path: 'x.rejected[0]', expected: 1, actual: 2 })).toBe('(state: x.rejected[0])')
    expect(normAt('audit', ours, ours, { path: '', expected: 1, actual: 2 })).toBe('(audit: document)')
    expect(normAt('state', {}, {}, { path: 'rejected[0]', expected: 1, actual: 2 })).toBe('(state: rejected[0])')
  })

  it('names for a case that must be rejected the rule of our first error, or format and consistency', async () => {
    const { normAt } = await freshViews()
    const d = { path: 'errors', expected: 1, actual: 2 }
    expect(normAt('invalid', { errors: [{ path: 'p', code: 'c', rule: '§ 34 Abs. 1' }] }, {}, d)).toBe('§ 34 Abs. 1')
    expect(normAt('invalid', { errors: [{ path: 'p', code: 'c' }] }, {}, d)).toBe('(format and consistency)')
  })
})
