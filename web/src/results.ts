/**
 * The determination on the page: the outcome, the ranking of the list with
 * each candidate's verdict and norm (from the library's `considered`), the
 * tie and the lot. Norm badges and names are buttons that lead to the
 * paragraph of the opinion and the sentence of the law (main.ts wires them).
 */
import { byRank, cite, lotDigest, type BodyState, type Candidate, type Case, type Determination, type NormId } from './library.js'
import type { Analysis } from './analysis.js'
import { h } from './dom.js'
import { date, num } from './format.js'
import { lang, optionLabel, t } from './i18n.js'
import { errorSentence } from './messages.js'

/** A norm as a button: the German citation and the id; a click explains it. */
export const norm = (rule: NormId): HTMLElement =>
  h(
    'button',
    { type: 'button', class: 'norm', 'data-norm': rule, title: t('explainNorm') },
    h('span', { class: 'cite' }, cite(rule)),
    ' ',
    h('code', { class: 'rule-id' }, rule),
  )

export const nameIn = (c: Case, id: string): string => {
  for (const l of c.lists) for (const k of l.candidates) if (k.id === id) return k.name
  return id
}

export const person = (c: Case, id: string): string => `${nameIn(c, id)} (${id})`

/** "Sitz von Anna Arnold (SPD-1), Wahlvorschlag SPD" — without a list for a majority election. */
const vacancyLine = (c: Case, d: Determination): string => {
  const list = c.lists.find((l) => l.id === d.list)
  return c.body.electionMode === 'majority'
    ? t('vacancyLineMajority', { vacancy: person(c, d.vacancy), cause: optionLabel('cause', d.cause) })
    : t('vacancyLine', { vacancy: person(c, d.vacancy), list: list?.name ?? d.list, cause: optionLabel('cause', d.cause) })
}

const outcomeText = (c: Case, d: Determination): string => {
  switch (d._tag) {
    case 'successor':
      return t(d.tie?._tag === 'lotSeed' ? 'outSuccessorSimulated' : 'outSuccessor', { who: person(c, d.successor) })
    case 'vacant':
      return t('outVacant', { before: num(d.memberCount.before), after: num(d.memberCount.after) })
    case 'noSuccession':
      return t('outNoSuccession', { norm: cite(d.reason) })
    case 'bodyCeased':
      return t('outBodyCeased', { on: date(d.ceased.on), norm: cite(d.ceased.rule) })
    case 'lotRequired':
      return t('outLot', { among: (d.tie?.among ?? []).map((x) => person(c, x)).join(', ') })
    case 'awaitingProof':
      return t('outAwaiting', {
        who: person(c, d.awaiting.candidate),
        due: d.awaiting.due === null ? t('periodNotRunning') : date(d.awaiting.due),
      })
  }
}

export const outcomeView = (a: Analysis, doc: unknown): HTMLElement => {
  if (a.decided === null) {
    if (a.derived && a.vacancy === null) return h('p', { class: 'outcome neutral' }, t('noVacancyYet'))
    const first = a.decisionErrors[0]
    return h(
      'p',
      { class: 'outcome bad' },
      h('span', { class: 'outcome-text' }, t('rejected')),
      first === undefined ? '' : h('span', { class: 'outcome-sub' }, ` — ${errorSentence(doc, first)}`),
    )
  }
  const { case: c, determination: d } = a.decided
  const tone = d._tag === 'successor' ? 'good' : d._tag === 'vacant' || d._tag === 'noSuccession' || d._tag === 'bodyCeased' ? 'warn' : 'neutral'
  return h(
    'div',
    { class: `outcome ${tone}`, 'data-outcome': d._tag },
    h('p', { class: 'outcome-text' }, outcomeText(c, d)),
    h('p', { class: 'outcome-sub' }, vacancyLine(c, d)),
    d.tie?._tag === 'lotSeed' ? h('p', { class: 'outcome-sub' }, t('simulatedNote')) : null,
    a.setAside.length === 0
      ? null
      : h(
          'p',
          { class: 'outcome-sub', 'data-set-aside': a.setAside.join(' ') },
          a.ineffective.length === 0
            ? t('setAside', { events: a.setAside.map((i) => `#${i}`).join(', ') })
            : t('ineffectiveSetAside', { events: a.setAside.map((i) => `#${i}`).join(', '), norms: [...new Set(a.ineffective.flatMap((e) => (e.rule === null ? [] : [cite(e.rule)])))].join(', ') }),
        ),
  )
}

// ------------------------------------------------------------------ ranking

/** A candidate's line in the ranking: the library's verdict and rule where it considered them. */
export type Row = { readonly k: Candidate; readonly status: string; readonly rule: NormId | null; readonly rank: number | null }

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

/** The rows of the departed member's list, by rank; verdicts as the library gave them. */
export const rows = (c: Case, d: Determination, state: BodyState | null): Row[] => {
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

const rankingRow = (r: Row, majority: boolean): HTMLElement =>
  h(
    'tr',
    { class: `cand status-${r.status}`, 'data-candidate': r.k.id, 'data-status': r.status },
    h('td', { class: 'num', 'data-label': t('colRank') }, r.rank ?? '–'),
    h(
      'th',
      { scope: 'row', class: 'who' },
      h(
        'button',
        { type: 'button', class: 'who-link', 'data-explain-candidate': r.k.id, title: t('explainCandidate') },
        r.status === 'skipped' ? h('s', {}, r.k.name) : r.k.name,
      ),
      ' ',
      h('span', { class: 'cid' }, r.k.id),
    ),
    majority ? null : h('td', { class: 'num', 'data-label': t('colPosition') }, r.k.position),
    h('td', { class: 'num', 'data-label': t('colVotes') }, num(r.k.votes)),
    h(
      'td',
      { class: 'verdict', 'data-label': t('colVerdictNorm') },
      h('span', { class: `badge ${r.status}` }, optionLabel('verdict', r.status)),
      r.rule === null ? null : [norm(r.rule), h('span', { class: 'reason' }, reason(r.rule))],
    ),
  )

const rankingCaption = (c: Case, d: Determination): string => {
  const list = c.lists.find((l) => l.id === d.list)
  return c.body.electionMode === 'majority' ? t('rankingCaptionMajority') : t('rankingCaption', { list: list?.name ?? d.list })
}

const extras = (c: Case, d: Determination): Array<HTMLElement | null> => [
  tieView(c, d),
  d.awaiting === null
    ? null
    : h(
        'p',
        { class: 'awaiting' },
        t('awaitingLine', {
          who: person(c, d.awaiting.candidate),
          notified: d.awaiting.notified === null ? '—' : date(d.awaiting.notified),
          due: d.awaiting.due === null ? t('periodNotRunning') : date(d.awaiting.due),
        }),
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
        h('ul', {}, d.disregarded.map((x) => h('li', {}, `#${x.event}: ${optionLabel('disregard', x.reason)} `, norm(x.rule)))),
      ),
]

export const rankingView = (a: Analysis): HTMLElement | null => {
  if (a.decided === null) return null
  const { case: c, determination: d } = a.decided
  const majority = c.body.electionMode === 'majority'
  const cols = [t('colRank'), t('colCandidate'), ...(majority ? [] : [t('colPosition')]), t('colVotes'), t('colVerdictNorm')]
  return h(
    'div',
    {},
    h('p', { class: 'hint' }, t('rankingHint')),
    h(
      'div',
      { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': rankingCaption(c, d) },
      h(
        'table',
        { class: `ranking cards${majority ? ' majority' : ''}`, id: 'ranking-table' },
        h('caption', {}, rankingCaption(c, d)),
        h('thead', {}, h('tr', {}, cols.map((x) => h('th', { scope: 'col' }, x)))),
        h('tbody', {}, rows(c, d, a.state?.state ?? null).map((r) => rankingRow(r, majority))),
      ),
    ),
    extras(c, d),
  )
}

const hex = (b: Uint8Array): string => Array.from(b.slice(0, 8), (x) => x.toString(16).padStart(2, '0')).join('')

const tieHow = (d: Determination): Array<string | HTMLElement> => {
  const tie = d.tie
  if (tie === null) return []
  if (tie._tag === 'listOrder') return [t('tieListOrder'), ' ', norm('kwg34.1.s1.tie')]
  if (tie._tag === 'lotSeed') {
    const [before = '', after = ''] = t('tieLotSeed', { seed: '\u0000' }).split('\u0000')
    return [before, h('code', { class: 'seed' }, JSON.stringify(tie.seed)), after, ' ', norm('kwg34.1a.lot')]
  }
  if (tie._tag === 'lotDrawn') return [t('tieLotDrawn'), ' ', norm('kwg34.1a.lot')]
  return [t('tieLotRequired'), ' ', norm('kwg34.1a.lot')]
}

const lotTable = (c: Case, d: Determination): HTMLElement | null => {
  const tie = d.tie
  if (tie === null || tie._tag !== 'lotSeed') return null
  const seed = tie.seed
  return h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('lotCaption') },
    h(
      'table',
      { class: 'lot' },
      h('caption', {}, t('lotCaption')),
      h('thead', {}, h('tr', {}, [t('lotPlace'), t('colCandidate'), 'SHA-256 …'].map((x) => h('th', { scope: 'col' }, x)))),
      h(
        'tbody',
        {},
        tie.order.map((id, i) =>
          h('tr', {}, h('td', { class: 'num' }, i + 1), h('td', {}, person(c, id)), h('td', {}, h('code', {}, `${hex(lotDigest(seed, d.vacancy, id))}…`))),
        ),
      ),
    ),
  )
}

const tieView = (c: Case, d: Determination): HTMLElement | null => {
  const tie = d.tie
  if (tie === null) return null
  return h(
    'div',
    { class: 'tie', id: 'tie' },
    h('h4', {}, t(tie._tag === 'lotSeed' ? 'tieTitleSimulated' : 'tieTitle', { votes: num(tie.votes), among: tie.among.map((x) => person(c, x)).join(', ') })),
    h('p', {}, tieHow(d)),
    lotTable(c, d),
  )
}
