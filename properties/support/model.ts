// A deliberately simple model of § 34 Abs. 1, 1a and 2 KWG, written straight
// from spec/readings.md over the wire JSON, without the library's types,
// rules or lot (the digest uses node:crypto, not @noble/hashes). Properties
// compare the library with it on generated cases.
//
// Outside the model (`outside: true`; the properties skip such cases): a
// vacancy on a list whose earlier vacancy still waits for a proof or a lot,
// and a tie in a majority election with another departure of the list on the
// same day — reading R6 as revised in issue 18 (what can be determined is
// determined; the same-day rule for ties). Those are worked by hand in the
// vectors fid-038 … fid-050 and pinned by properties/engine.test.ts. The
// generated bodies never fall below three members (R8).
import { createHash } from 'node:crypto'

type J = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ModelResult {
  outcome: string
  successor: string | null
  after: number
  considered: Array<{ candidate: string; verdict: string; rule: string }>
  tieAmong: string[] | null
  disregarded: Array<{ event: number; rule: string; reason: string }>
  /** the case needs reading R6 as revised (issue 18, point 5), which the model leaves out */
  outside: boolean
}

const plusDays = (date: string, n: number): string => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

const digest = (seed: string, vacancy: string, id: string): string =>
  createHash('sha256').update(Buffer.from(`nachruecken-lot/1\0${seed}\0${vacancy}\0${id}`, 'utf8')).digest('hex')

export const model = (c: J): ModelResult => {
  const D: string = c.query.asOf
  const reading: string = c.interpretation?.incompatibility ?? 'proofPeriod'
  const facts: J[] = c.events
    .map((e: J, i: number) => ({ ...e, i }))
    .filter((e: J) => e.date <= D)
    .sort((a: J, b: J) => (a.date === b.date ? a.i - b.i : a.date < b.date ? -1 : 1))
  const listOf = new Map<string, J>()
  const cand = new Map<string, J>()
  for (const l of c.lists) for (const k of l.candidates) {
    listOf.set(k.id, l)
    cand.set(k.id, k)
  }
  const called = new Set<string>([...cand.values()].filter((k) => k.elected).map((k) => k.id))
  const members = new Set(called)
  let count: number = c.body.statutoryMemberCount
  const pending = new Map<string, ModelResult>()
  const results = new Map<string, ModelResult>()
  let outside = false
  const departures = facts.filter((x) => x.type === 'memberLeft')

  const status = (k: J, l: J): J => {
    const mine = facts.filter((e) => e.candidate === k.id)
    if (l.group !== null && k.memberAtSetUp !== false && mine.some((e) => e.type === 'candidateLeftGroup' && e.date >= l.setUp))
      return { kind: 'skip', rule: 'kwg34.2.n1' }
    if (mine.some((e) => e.type === 'candidateWaived' && e.written === true && e.to === 'returningOfficer'))
      return { kind: 'skip', rule: 'kwg34.2.n2' }
    if (mine.some((e) => e.type === 'candidateDied')) return { kind: 'skip', rule: 'kwg34.2.n3.death' }
    const open = (g: string): number => {
      // index in `mine` of the arose that is still open, or -1
      let at = -1
      mine.forEach((e, i) => {
        if (e.ground === g && e.type === 'candidateGroundArose') at = i
        if (e.ground === g && e.type === 'candidateGroundEnded') at = -1
      })
      return at
    }
    if (open('eligibility') >= 0 || open('officeCapacity') >= 0) return { kind: 'skip', rule: 'kwg34.2.n3.ground' }
    const at = open('incompatibility')
    if (at < 0) return { kind: 'ok' }
    const since = mine.slice(at)
    const proofs = since.filter((e) => e.type === 'incompatibilityProven').map((e) => e.date as string)
    if (reading === 'exclude') return proofs.length > 0 ? { kind: 'ok' } : { kind: 'skip', rule: 'kwg34.2.n3.ground' }
    const notices = since.filter((e) => e.type === 'incompatibilityNotified')
    const n = notices.length > 0 ? (notices[notices.length - 1]?.date as string) : null
    const due = n === null ? null : plusDays(n, 7)
    if (proofs.some((p) => due === null || p <= due)) return { kind: 'ok' }
    if (due !== null && D > due) return { kind: 'skip', rule: 'kwg34.2.n3.ground' }
    return { kind: 'wait' }
  }

  for (const e of facts.filter((x) => x.type === 'memberLeft')) {
    const l = listOf.get(e.member) as J
    const effectiveWaiver = e.cause !== 'seatWaiver' || (e.written === true && e.to === 'returningOfficer')
    let r: ModelResult
    if (e.cause === 'merger' || !effectiveWaiver) {
      r = { outcome: 'noSuccession', successor: null, after: count, considered: [], tieAmong: null, disregarded: [], outside: false }
    } else if (pending.has(l.id)) {
      outside = true
      const p = pending.get(l.id) as ModelResult
      r = { outcome: p.outcome, successor: null, after: count, considered: [], tieAmong: p.tieAmong, disregarded: [], outside: false }
    } else {
      const pool = (l.candidates as J[])
        .filter((k) => !called.has(k.id))
        .sort((a, b) => b.votes - a.votes || a.position - b.position)
        .map((k) => ({ k, s: status(k, l) }))
      const open = pool.filter((x) => x.s.kind !== 'skip')
      const skipEntry = (x: { k: J; s: J }) => ({ candidate: x.k.id, verdict: 'skipped', rule: x.s.rule })
      if (open.length === 0) {
        count -= 1
        r = { outcome: 'vacant', successor: null, after: count, considered: pool.map(skipEntry), tieAmong: null, disregarded: [], outside: false }
      } else if (c.body.electionMode === 'proportional') {
        const first = open[0] as { k: J; s: J }
        const above = pool.slice(0, pool.indexOf(first)).map(skipEntry)
        if (first.s.kind === 'wait') {
          r = { outcome: 'awaitingProof', successor: null, after: count, considered: [...above, { candidate: first.k.id, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }], tieAmong: null, disregarded: [], outside: false }
        } else {
          const equal = open.filter((x) => x.k.votes === first.k.votes)
          r = {
            outcome: 'successor',
            successor: first.k.id,
            after: count,
            considered: [...above, { candidate: first.k.id, verdict: 'successor', rule: equal.length > 1 ? 'kwg34.1.s1.tie' : 'kwg34.1.s1.rank' }],
            tieAmong: equal.length > 1 ? equal.map((x) => x.k.id) : null,
            disregarded: [],
            outside: false,
          }
        }
      } else {
        const top = (open[0] as { k: J }).k.votes
        const tied = open.filter((x) => x.k.votes === top)
        const group = pool.filter((x) => x.k.votes >= top)
        const ids = tied.map((x) => x.k.id)
        const waiting = tied.filter((x) => x.s.kind === 'wait')
        if (tied.length > 1 && departures.some((x) => x !== e && x.date === e.date && listOf.get(x.member) === l)) outside = true
        let winner: string | null = null
        let outcome: string
        if (waiting.length > 0) outcome = 'awaitingProof'
        else if (tied.length === 1) {
          outcome = 'successor'
          winner = ids[0] as string
        } else {
          const drawn = facts.find((x) => x.type === 'lotDrawn' && x.vacancy === e.member)
          if (drawn !== undefined) winner = drawn.winner
          else if (c.lot !== undefined) winner = [...ids].sort((a, b) => (digest(c.lot.seed, e.member, a) < digest(c.lot.seed, e.member, b) ? -1 : 1))[0] as string
          outcome = winner === null ? 'lotRequired' : 'successor'
        }
        const verdict = (x: { k: J; s: J }) => {
          if (x.s.kind === 'skip') return skipEntry(x)
          if (outcome === 'awaitingProof')
            return x.s.kind === 'wait' ? { candidate: x.k.id, verdict: 'awaitingProof', rule: 'kwg34.3.s2' } : { candidate: x.k.id, verdict: 'tied', rule: 'kwg34.1a.lot' }
          if (tied.length === 1) return { candidate: x.k.id, verdict: 'successor', rule: 'kwg34.1a.rank' }
          if (winner === null) return { candidate: x.k.id, verdict: 'tied', rule: 'kwg34.1a.lot' }
          return { candidate: x.k.id, verdict: x.k.id === winner ? 'successor' : 'lotLost', rule: 'kwg34.1a.lot' }
        }
        r = { outcome, successor: winner, after: count, considered: group.map(verdict), tieAmong: tied.length > 1 ? ids : null, disregarded: [], outside: false }
      }
      if (r.outcome === 'awaitingProof' || r.outcome === 'lotRequired') pending.set(l.id, r)
    }
    if (e.cause === 'merger' || effectiveWaiver) members.delete(e.member)
    if (r.successor !== null) {
      called.add(r.successor)
      members.add(r.successor)
    }
    results.set(e.member, r)
  }
  // facts without legal effect (R2, R3): informal waivers, party exits before the set-up
  const disregarded = facts.flatMap((e) => {
    if (e.type === 'candidateWaived' && !(e.written === true && e.to === 'returningOfficer'))
      return [{ event: e.i as number, rule: 'kwg34.2.n2', reason: e.written === true ? 'waiverNotToReturningOfficer' : 'waiverNotWritten' }]
    const l = listOf.get(e.candidate)
    if (e.type === 'candidateLeftGroup' && l?.setUp != null && e.date < l.setUp) return [{ event: e.i as number, rule: 'kwg34.2.n1', reason: 'leftBeforeSetUp' }]
    return []
  })
  return { ...(results.get(c.query.vacancy) as ModelResult), disregarded: disregarded.sort((a, b) => a.event - b.event), outside }
}
