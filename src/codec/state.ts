/**
 * The state (`nachruecken.state/1`) and audit (`nachruecken.audit/1`)
 * documents: canonical encodings with a fixed key order.
 *
 * @since 0.1.0
 */
import type { Audit } from '../replay/audit.js'
import type { BodyState } from '../replay/state.js'
import type { WireAudit, WireState } from './wire.js'

/** @category codecs @since 0.1.0 */
export const STATE_FORMAT = 'nachruecken.state/1'
/** @category codecs @since 0.1.0 */
export const AUDIT_FORMAT = 'nachruecken.audit/1'

/** @category codecs @since 0.1.0 */
export const encodeState = (s: BodyState): WireState => ({
  format: STATE_FORMAT,
  asOf: s.asOf,
  ceased: s.ceased === null ? null : { on: s.ceased.on, rule: s.ceased.rule },
  legalMemberCount: s.legalMemberCount,
  counts: { occupied: s.counts.occupied, open: s.counts.open, unfilled: s.counts.unfilled },
  members: s.members.map((m) => ({ member: m.member, list: m.list, since: m.since, basis: m.basis })),
  // a seat waiver without its form opened no vacancy (§ 33 Abs. 2 KWG, spec/procedure.md open question 6)
  vacancies: s.vacancies.filter((v) => v.opened).map((v) => ({
    vacancy: v.vacancy,
    list: v.list,
    cause: v.cause,
    arose: v.arose,
    event: v.event,
    leftOn: v.leftOn,
    status: v.status,
    determination: v.determination === null ? null : { date: v.determination.date, by: v.determination.by, outcome: v.determination.outcome, successor: v.determination.successor },
    due: v.due === null ? null : { outcome: v.due.outcome, successor: v.due.successor, blockedBy: v.due.blockedBy },
    announced: v.announced,
    objectionPeriodEnds: v.objectionPeriodEnds,
    actionPeriod: v.actionPeriod === null ? null : { from: v.actionPeriod.from, ends: v.actionPeriod.ends },
    objections: v.objections.map((o) => ({ event: o.event, against: o.against })),
    review:
      v.review === null
        ? null
        : { decision: v.review.decision, by: v.review.by, outcome: v.review.outcome, successor: v.review.successor, date: v.review.date, final: v.review.final },
  })),
  pendingProofs: s.pendingProofs.map((p) => ({ member: p.member, notified: p.notified, due: p.due, status: p.status })),
  seats: s.seats.map((seat) => ({
    seat: seat.seat,
    list: seat.list,
    tenures: seat.tenures.map((t) => ({ member: t.member, from: t.from, to: t.to, basis: t.basis, endedBy: t.endedBy })),
  })),
  rejected: s.rejected.map((e) => ({ path: e.path, code: e.code, message: e.message, rule: e.rule })),
  notes: s.notes.map((n) => ({ rule: n.rule, text: n.text })),
})

/** @category codecs @since 0.1.0 */
export const encodeAudit = (a: Audit): WireAudit => ({
  format: AUDIT_FORMAT,
  asOf: a.asOf,
  checked: a.checked,
  findings: a.findings.map((f) => ({
    event: f.event,
    vacancy: f.vacancy,
    date: f.date,
    recorded: { outcome: f.recorded.outcome, successor: f.recorded.successor },
    lawful: { outcome: f.lawful.outcome, successor: f.lawful.successor },
    rule: f.rule,
    message: f.message,
  })),
})
