/**
 * What the library says about the case: the determination (decideCase), the
 * state of the body over the term (replay), the audit of recorded
 * determinations (audit), and their presentation.
 */
import {
  audit,
  byRank,
  cite,
  decideCase,
  encodeAudit,
  encodeDetermination,
  encodeState,
  lotDigest,
  replay,
  type Audit,
  type BodyState,
  type Candidate,
  type Case,
  type CaseError,
  type Determination,
  type NormId,
} from '../../src/index.js'
import { seatChart, nameIn } from './chart.js'
import { h } from './dom.js'
import { notice, opinion, renderText, short } from './texts.js'
import { lang, optionLabel, t } from './i18n.js'
import { arr, clone, getAt, isObject, type Json, str } from './model.js'
import { right } from 'fp-ts/lib/Either.js'

export interface Analysis {
  /** the determination shown, and the case it was decided on */
  readonly decided: { readonly case: Case; readonly determination: Determination } | null
  /** errors of the determination (the whole case is rejected on these) */
  readonly decisionErrors: ReadonlyArray<CaseError>
  /** the vacancy the determination is about */
  readonly vacancy: string | null
  /** departed members, for a case that asks for the state */
  readonly vacancies: ReadonlyArray<string>
  /** true when the case asks for the state and the determination is for a chosen vacancy */
  readonly derived: boolean
  /** events set aside for that determination, as replay sets them aside (rejected) */
  readonly setAside: ReadonlyArray<number>
  readonly state: { readonly case: Case; readonly state: BodyState } | null
  readonly audit: Audit | null
  /** every error to show beside the form, without repetitions */
  readonly errors: ReadonlyArray<CaseError>
}

const dedupe = (errors: ReadonlyArray<CaseError>): CaseError[] => {
  const seen = new Set<string>()
  return errors.filter((e) => {
    const k = `${e.path}\u0000${e.message}`
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** Decide, replay and audit the document; `chosen` picks the vacancy of a state query. */
export const analyse = (doc: unknown, chosen: string | null): Analysis => {
  const q = getAt(doc, 'query')
  const isState = isObject(q) && isObject(q['state'])
  const departures = arr(getAt(doc, 'events')).filter((e) => isObject(e) && e['type'] === 'memberLeft') as Array<Record<string, unknown>>
  const vacancies = [...new Set(departures.map((e) => str(e['member'])).filter((m) => m !== ''))]
  let vacancy: string | null
  let decided: ReturnType<typeof decideCase> | null = null
  let setAside: number[] = []
  if (!isState) {
    vacancy = isObject(q) && typeof q['vacancy'] === 'string' ? q['vacancy'] : null
    decided = decideCase(doc)
  } else {
    const asOf = str(getAt(doc, 'query.state.asOf'))
    const before = departures.filter((e) => str(e['date']) <= asOf).map((e) => str(e['member']))
    vacancy = chosen !== null && vacancies.includes(chosen) ? chosen : (before[before.length - 1] ?? vacancies[vacancies.length - 1] ?? null)
    if (vacancy !== null) {
      const d2 = clone(doc) as Record<string, unknown>
      d2['query'] = { vacancy, asOf }
      decided = decideCase(d2)
    }
  }
  const replayed = replay(doc)
  // A state query: replay sets rejected events aside and goes on; the determination shown
  // for a chosen seat does likewise (a determination query rejects the whole case, as the CLI does).
  if (isState && vacancy !== null && decided?._tag === 'Left' && replayed._tag === 'Right') {
    const rejected = new Set(replayed.right.state.rejected.map((e) => /^events\[(\d+)\]/.exec(e.path)?.[1]).filter((x) => x !== undefined).map(Number))
    if (rejected.size > 0) {
      const kept = arr(getAt(doc, 'events')).map((e, i) => [e, i] as const).filter(([, i]) => !rejected.has(i))
      const d3 = clone(doc) as Record<string, unknown>
      d3['events'] = kept.map(([e]) => e) as unknown as Json
      d3['query'] = { vacancy, asOf: str(getAt(doc, 'query.state.asOf')) }
      const again = decideCase(d3)
      if (again._tag === 'Right') {
        const back = (j: number): number => kept[j]?.[1] ?? j
        const d = again.right.determination
        decided = right({
          case: { ...again.right.case, events: again.right.case.events.map((e) => ({ ...e, index: back(e.index) })) },
          determination: { ...d, disregarded: d.disregarded.map((x) => ({ ...x, event: back(x.event) })) },
        })
        setAside = [...rejected].sort((a, b) => a - b)
      }
    }
  }
  const audited = audit(doc)
  const decisionErrors: ReadonlyArray<CaseError> = decided !== null && decided._tag === 'Left' ? decided.left.errors : []
  const errors = dedupe([
    ...decisionErrors.filter((e) => !(isState && e.path.startsWith('query'))),
    ...(replayed._tag === 'Left' ? replayed.left.errors : replayed.right.state.rejected),
  ])
  return {
    decided: decided !== null && decided._tag === 'Right' ? decided.right : null,
    decisionErrors,
    vacancy,
    vacancies,
    derived: isState,
    setAside,
    state: replayed._tag === 'Right' ? replayed.right : null,
    audit: audited._tag === 'Right' ? audited.right.audit : null,
    errors,
  }
}

/** `path: message [rule]`, as the command line prints it. */
export const cliLine = (e: CaseError): string => `${e.path === '' ? '(root)' : e.path}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`

export const norm = (rule: NormId): HTMLElement =>
  h('span', { class: 'norm' }, h('span', { class: 'cite' }, cite(rule)), ' ', h('code', { class: 'rule-id' }, rule))

const person = (c: Case, id: string): string => `${nameIn(c, id)} (${id})`

// ------------------------------------------------------------------ outcome

export const outcomeView = (a: Analysis): HTMLElement => {
  if (a.decided === null) {
    if (a.derived && a.vacancy === null) return h('p', { class: 'outcome neutral' }, t('noVacancyYet'))
    const first = a.decisionErrors[0]
    return h('p', { class: 'outcome bad' }, h('span', { class: 'outcome-text' }, t('rejected')), first === undefined ? '' : h('span', { class: 'outcome-sub' }, ` — ${cliLine(first)}`))
  }
  const { case: c, determination: d } = a.decided
  const text = ((): string => {
    switch (d._tag) {
      case 'successor':
        return t('outSuccessor', { who: person(c, d.successor), vacancy: person(c, d.vacancy) })
      case 'vacant':
        return t('outVacant', { before: d.memberCount.before, after: d.memberCount.after })
      case 'noSuccession':
        return t('outNoSuccession', { norm: cite(d.reason) })
      case 'lotRequired':
        return t('outLot', { among: (d.tie?.among ?? []).map((x) => person(c, x)).join(', ') })
      case 'awaitingProof':
        return t('outAwaiting', {
          who: d.awaiting === null ? '' : person(c, d.awaiting.candidate),
          due: d.awaiting?.due ?? t('periodNotRunning'),
        })
    }
  })()
  return h(
    'div',
    { class: `outcome ${d._tag === 'successor' ? 'good' : d._tag === 'vacant' || d._tag === 'noSuccession' ? 'warn' : 'neutral'}`, 'data-outcome': d._tag },
    h('p', { class: 'outcome-text' }, text),
    h('p', { class: 'outcome-sub' }, t('vacancyLine', { vacancy: person(c, d.vacancy), list: d.list, cause: optionLabel('cause', d.cause) })),
    a.setAside.length === 0 ? null : h('p', { class: 'outcome-sub' }, t('setAside', { events: a.setAside.map((i) => `#${i}`).join(', ') })),
  )
}

// ------------------------------------------------------------------ ranking

type Row = { readonly k: Candidate; readonly status: string; readonly rule: NormId | null; readonly rank: number | null }

const REASON: Readonly<Record<string, { de: string; en: string }>> = {
  'kwg34.2.n1': { de: 'seit der Aufstellung aus der Partei/Wählergruppe ausgeschieden', en: 'left the party or voter group since the list was set up' },
  'kwg34.2.n2': { de: 'schriftlicher Verzicht gegenüber dem Wahlleiter', en: 'written waiver to the returning officer' },
  'kwg34.2.n3.death': { de: 'verstorben', en: 'died' },
  'kwg34.2.n3.ground': { de: 'Grund nach § 33 Abs. 1 Nr. 2 KWG', en: 'a ground under § 33 (1) no. 2 KWG' },
  'kwg34.1.s1.rank': { de: 'meiste Stimmen unter den noch nicht Berufenen', en: 'most votes among those not yet called' },
  'kwg34.1.s1.tie': { de: 'gleiche Stimmen: Reihenfolge der Benennung', en: 'equal votes: order on the list' },
  'kwg34.1a.rank': { de: 'meiste Stimmen (Mehrheitswahl)', en: 'most votes (majority election)' },
  'kwg34.1a.lot': { de: 'Los bei Stimmengleichheit', en: 'lot on equal votes' },
  'kwg34.3.s2': { de: 'Hinderungsgrund: Nachweis binnen einer Woche', en: 'incompatibility: one week to prove it ended' },
}

export const reason = (rule: NormId): string => REASON[rule]?.[lang()] ?? ''

const rows = (c: Case, d: Determination, state: BodyState | null): Row[] => {
  const list = c.lists.find((l) => l.id === d.list)
  if (list === undefined) return []
  const ranked = [...list.candidates].sort(byRank)
  const considered = new Map(d.considered.map((x) => [x.candidate as string, x]))
  const held = new Set<string>(state?.seats.flatMap((s) => s.tenures.map((tn) => tn.member as string)) ?? [])
  const successor = d._tag === 'successor' ? d.successor : null
  let rank = 0
  return ranked.map((k): Row => {
    const x = considered.get(k.id)
    if (k.id === d.vacancy) return { k, status: 'departed', rule: null, rank: null }
    if (x !== undefined) return { k, status: x.verdict, rule: x.rule, rank: ++rank }
    if (k.elected || (held.has(k.id) && k.id !== successor)) return { k, status: 'called', rule: null, rank: null }
    return { k, status: 'notReached', rule: null, rank: ++rank }
  })
}

export const rankingView = (a: Analysis): HTMLElement | null => {
  if (a.decided === null) return null
  const { case: c, determination: d } = a.decided
  const list = c.lists.find((l) => l.id === d.list)
  const body = rows(c, d, a.state?.state ?? null).map((r) =>
    h(
      'tr',
      { class: `cand status-${r.status}`, 'data-candidate': r.k.id, 'data-status': r.status },
      h('td', { class: 'num' }, r.rank ?? '–'),
      h(
        'th',
        { scope: 'row', class: 'who' },
        r.status === 'skipped' ? h('s', {}, r.k.name) : r.k.name,
        ' ',
        h('span', { class: 'cid' }, r.k.id),
      ),
      h('td', { class: 'num' }, r.k.position),
      h('td', { class: 'num' }, r.k.votes.toLocaleString(lang() === 'de' ? 'de-DE' : 'en-GB')),
      h(
        'td',
        { class: 'verdict' },
        h('span', { class: `badge ${r.status}` }, optionLabel('verdict', r.status)),
        r.rule === null ? null : [norm(r.rule), h('span', { class: 'reason' }, reason(r.rule))],
      ),
    ),
  )
  return h(
    'div',
    {},
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'ranking', id: 'ranking-table' },
        h('caption', {}, t(c.body.electionMode === 'majority' ? 'rankingCaptionMajority' : 'rankingCaption', { list: list?.name ?? d.list, mode: optionLabel('electionMode', c.body.electionMode) })),
        h(
          'thead',
          {},
          h('tr', {}, [t('colRank'), t('colCandidate'), t('colPosition'), t('colVotes'), t('colVerdictNorm')].map((x) => h('th', { scope: 'col' }, x))),
        ),
        h('tbody', {}, body),
      ),
    ),
    tieView(c, d),
    d.awaiting === null
      ? null
      : h(
          'p',
          { class: 'awaiting' },
          t('awaitingLine', { who: person(c, d.awaiting.candidate), notified: d.awaiting.notified ?? '—', due: d.awaiting.due ?? t('periodNotRunning') }),
          ' ',
          norm('kwg34.3.s2'),
        ),
    d.blockedBy === null ? null : h('p', { class: 'blocked' }, t('blockedLine', { who: person(c, d.blockedBy) })),
    d.disregarded.length === 0
      ? null
      : h(
          'div',
          { class: 'disregarded' },
          h('h4', {}, t('disregarded')),
          h(
            'ul',
            {},
            d.disregarded.map((x) => h('li', {}, `#${x.event}: ${optionLabel('disregard', x.reason)} `, norm(x.rule))),
          ),
        ),
  )
}

const hex = (b: Uint8Array): string => Array.from(b.slice(0, 8), (x) => x.toString(16).padStart(2, '0')).join('')

const tieView = (c: Case, d: Determination): HTMLElement | null => {
  const tie = d.tie
  if (tie === null) return null
  const how =
    tie._tag === 'listOrder'
      ? [t('tieListOrder'), ' ', norm('kwg34.1.s1.tie')]
      : tie._tag === 'lotSeed'
        ? [t('tieLotSeed', { seed: JSON.stringify(tie.seed) }), ' ', norm('kwg34.1a.lot')]
        : tie._tag === 'lotDrawn'
          ? [t('tieLotDrawn'), ' ', norm('kwg34.1a.lot')]
          : [t('tieLotRequired'), ' ', norm('kwg34.1a.lot')]
  const seed = tie._tag === 'lotSeed' ? tie.seed : null
  const order = tie._tag === 'lotSeed' ? tie.order : []
  return h(
    'div',
    { class: 'tie', id: 'tie' },
    h('h4', {}, t('tieTitle', { votes: tie.votes, among: tie.among.map((x) => person(c, x)).join(', ') })),
    h('p', {}, how),
    seed !== null
      ? h(
          'table',
          { class: 'lot' },
          h('caption', {}, t('lotCaption')),
          h('thead', {}, h('tr', {}, [t('lotPlace'), t('colCandidate'), 'SHA-256 …'].map((x) => h('th', { scope: 'col' }, x)))),
          h(
            'tbody',
            {},
            order.map((id, i) =>
              h('tr', {}, h('td', { class: 'num' }, i + 1), h('td', {}, person(c, id)), h('td', {}, h('code', {}, `${hex(lotDigest(seed, d.vacancy, id))}…`))),
            ),
          ),
        )
      : null,
  )
}

// ------------------------------------------------------------------ seats

export const seatsView = (a: Analysis): HTMLElement | null => {
  const st = a.state
  if (st === null) return null
  const { case: c, state } = st
  const d = a.decided?.determination ?? null
  const facts = h(
    'dl',
    { class: 'facts' },
    h('dt', {}, t('statutoryMemberCount')),
    h('dd', {}, c.body.statutoryMemberCount),
    h('dt', {}, t('legalMemberCount', { date: state.asOf })),
    h('dd', { id: 'legal-member-count' }, state.legalMemberCount),
    h('dt', {}, t('occupied')),
    h('dd', {}, state.counts.occupied),
    h('dt', {}, t('open')),
    h('dd', {}, state.counts.open),
    h('dt', {}, t('unfilled')),
    h('dd', {}, state.counts.unfilled),
    d === null ? null : h('dt', {}, t('countByDetermination')),
    d === null ? null : h('dd', {}, `${d.memberCount.before} → ${d.memberCount.after}`),
  )
  const vacancies =
    state.vacancies.length === 0
      ? null
      : h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            { class: 'vacancies' },
            h('caption', {}, t('vacancies')),
            h(
              'thead',
              {},
              h('tr', {}, [t('vacancy'), t('cause'), t('arose'), t('leftOn'), t('status'), t('outcomeCol')].map((x) => h('th', { scope: 'col' }, x))),
            ),
            h(
              'tbody',
              {},
              state.vacancies.map((v) => {
                const o = v.determination ?? (v.due === null ? null : { outcome: v.due.outcome, successor: v.due.successor })
                return h(
                  'tr',
                  {},
                  h('th', { scope: 'row' }, person(c, v.vacancy)),
                  h('td', {}, optionLabel('cause', v.cause)),
                  h('td', {}, v.arose),
                  h('td', {}, v.leftOn ?? '—'),
                  h('td', {}, optionLabel('status', v.status)),
                  h('td', {}, o === null ? '—' : `${optionLabel('outcome', o.outcome)}${o.successor === null ? '' : `: ${person(c, o.successor)}`}`),
                )
              }),
            ),
          ),
        )
  const notes =
    state.notes.length === 0 ? null : h('ul', { class: 'notes' }, state.notes.map((n) => h('li', {}, norm(n.rule), ' ', n.text)))
  const proofs =
    state.pendingProofs.length === 0
      ? null
      : h(
          'ul',
          { class: 'proofs' },
          state.pendingProofs.map((p) => h('li', {}, t('proofLine', { who: person(c, p.member), notified: p.notified ?? '—', due: p.due ?? '—', status: p.status }))),
        )
  const unlisted = state.counts.unfilled > 0 ? h('p', { class: 'hint' }, t('unlistedSeats', { n: state.counts.unfilled })) : null
  return h('div', {}, facts, state.seats.length === 0 ? null : seatChart(c, state), unlisted, vacancies, proofs, notes)
}

// ------------------------------------------------------------------ texts

/** The opinion (Gutachten) in the page's language, with the short explanation beside it. */
export const explanationView = (a: Analysis, doc: unknown): HTMLElement | null => {
  const o = opinion(doc, lang())
  const brief =
    a.decided === null
      ? null
      : h(
          'details',
          { class: 'short', lang: 'de' },
          h('summary', { lang: lang() }, t('shortExplanation')),
          h('ul', { class: 'explanation', id: 'explanation-text' }, short(a.decided.case, a.decided.determination).map((l) => h('li', {}, l))),
        )
  if (o._tag === 'failed') return brief === null ? null : h('div', {}, brief)
  return h('div', {}, brief, renderText(o.document, 'opinion-text'))
}

/** The public notice (Bekanntmachung). */
export const noticeView = (doc: unknown): HTMLElement | null => {
  const n = notice(doc, lang())
  return n._tag === 'failed' ? null : renderText(n.document, 'notice-text')
}

export const auditView = (a: Analysis): HTMLElement | null => {
  const au = a.audit
  const c = a.state?.case
  if (au === null || au.checked === 0 || c === undefined) return null
  return h(
    'div',
    { class: 'audit' },
    h('p', {}, t('auditChecked', { n: au.checked, findings: au.findings.length })),
    au.findings.length === 0
      ? null
      : h(
          'ul',
          {},
          au.findings.map((f) =>
            h(
              'li',
              {},
              `#${f.event} (${f.date}), ${t('vacancy')} ${person(c, f.vacancy)}: `,
              t('auditLine', {
                recorded: `${optionLabel('outcome', f.recorded.outcome)}${f.recorded.successor === null ? '' : ` ${f.recorded.successor}`}`,
                lawful: `${optionLabel('outcome', f.lawful.outcome)}${f.lawful.successor === null ? '' : ` ${f.lawful.successor}`}`,
              }),
              ' ',
              norm(f.rule),
            ),
          ),
        ),
  )
}

/**
 * The first place where `actual` does not contain `expected` (objects by the
 * keys given, arrays element by element with equal length): the semantics of
 * the conformance runner (spec/conformance/README.md).
 */
const firstDifference = (actual: unknown, expected: unknown, path: string): string | null => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return path
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(actual[i], expected[i], `${path}[${i}]`)
      if (d !== null) return d
    }
    return null
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return path
    for (const [k, v] of Object.entries(expected)) {
      const d = firstDifference(actual[k], v, path === '' ? k : `${path}.${k}`)
      if (d !== null) return d
    }
    return null
  }
  return actual === expected ? null : path
}

/** For a conformance vector or a case-book variation: does the library give what was worked out by hand? */
export const expectedView = (a: Analysis, expected: unknown): HTMLElement | null => {
  if (!isObject(expected)) return null
  const show = h('details', {}, h('summary', {}, t('expectedJson')), h('pre', {}, JSON.stringify(expected, null, 2)))
  const verdict = (ok: boolean, what: string, differs: string | null = null): HTMLElement =>
    h('p', { class: ok ? 'match' : 'mismatch', 'data-match': String(ok) }, `${ok ? '✓' : '✗'} ${what}${ok || differs === null ? '' : ` — ${t('differsAt', { path: differs })}`}`)
  const ed = expected['determination']
  if (isObject(ed)) {
    const got = a.decided === null || a.derived ? null : (encodeDetermination(a.decided.determination) as unknown as Record<string, unknown>)
    const want: Record<string, unknown> = {}
    for (const k of ['outcome', 'successor', 'considered'] as const) if (k in ed) want[k] = ed[k]
    if (isObject(ed['memberCount']) && 'after' in ed['memberCount']) want['memberCount'] = { after: ed['memberCount']['after'] }
    const differs = got === null ? 'outcome' : firstDifference(got, want, '')
    const what = ['outcome', 'successor'].filter((k) => k in ed).map((k) => `${k} ${str(ed[k])}`).join(', ')
    return h('div', {}, verdict(differs === null, t('expectedDetermination', { what }), differs), show)
  }
  const ee = expected['error']
  if (isObject(ee)) {
    const paths = typeof ee['path'] === 'string' ? [ee['path']] : arr(ee['errors']).map((e) => (isObject(e) ? str(e['path']) : ''))
    const errors = [...a.decisionErrors, ...a.errors]
    const ok = paths.every((p) => errors.some((e) => e.path === p && (!('rule' in ee) || e.rule === ee['rule'])))
    return h('div', {}, verdict(ok, t('expectedError', { paths: paths.join(', ') || '(root)' })), show)
  }
  const es = expected['state']
  if (isObject(es)) {
    const differs = a.state === null ? 'state' : firstDifference(encodeState(a.state.state), es, '')
    return h('div', {}, verdict(differs === null, t('expectedState', { keys: Object.keys(es).join(', ') }), differs), show)
  }
  const ea = expected['audit']
  if (isObject(ea)) {
    const differs = a.audit === null ? 'audit' : firstDifference(encodeAudit(a.audit), ea, '')
    return h('div', {}, verdict(differs === null, t('expectedAudit', { keys: Object.keys(ea).join(', ') }), differs), show)
  }
  return h('div', {}, show)
}
