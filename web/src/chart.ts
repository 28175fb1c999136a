/**
 * The occupancy of the seats over the term as an SVG chart: one row per
 * seat, one bar per tenure (from `replay`'s seats), a line on the query date.
 * Bars carry the member's name where it fits, else a number that the list
 * of periods under the chart explains — names, never ids. A table with the
 * same data follows for screen readers.
 */
import type { BodyState, Case, Seat, Tenure } from './library.js'
import { h, s } from './dom.js'
import { date, shortDate } from './format.js'
import { optionLabel, t } from './i18n.js'
import { nameIn } from './results.js'

const DAY = 86_400_000
const toTime = (d: string): number => Date.parse(`${d}T00:00:00Z`)
const CHAR = 7.4

interface Geometry {
  readonly start: number
  readonly end: number
  readonly asOf: number
  readonly x: (tm: number) => number
}

const LABEL_W = 118
const WIDTH = 620
const ROW_H = 26
const TOP = 20

const geometry = (c: Case, state: BodyState): Geometry => {
  const start = toTime(c.body.term.start)
  const end = toTime(c.body.term.end) + DAY
  const x = (tm: number): number => LABEL_W + ((Math.min(Math.max(tm, start), end) - start) / (end - start)) * (WIDTH - LABEL_W - 10)
  return { start, end, asOf: toTime(state.asOf), x }
}

/** What fits in a bar: the name, the surname, or the period's number. */
const barLabel = (name: string, width: number, nr: number): string => {
  const surname = name.split(/\s+/).pop() ?? name
  if (width > CHAR * name.length + 8) return name
  if (width > CHAR * surname.length + 8) return surname
  return width > CHAR * String(nr).length + 6 ? String(nr) : ''
}

const tip = (c: Case, seat: Seat, tn: Tenure, nr: number): string =>
  `${t('seat')} ${seat.seat}, ${t('period')} ${nr}: ${nameIn(c, tn.member)}, ${date(tn.from)} – ${tn.to === null ? '…' : date(tn.to)}, ${optionLabel('basis', tn.basis)}${tn.endedBy === null ? '' : `, ${optionLabel('endedBy', tn.endedBy)}`}`

const bar = (c: Case, g: Geometry, seat: Seat, tn: Tenure, y: number, nr: number, i: number): SVGElement => {
  const from = toTime(tn.from)
  const last = tn.to === null ? Math.max(Math.min(g.asOf, g.end - DAY), from) : toTime(tn.to)
  const x0 = g.x(from)
  const x1 = Math.max(g.x(last + DAY), x0 + 2)
  const label = barLabel(nameIn(c, tn.member), x1 - x0, nr)
  const clip = `clip-${i}-${nr}`
  return s(
    'g',
    { class: `tenure basis-${tn.basis}`, 'data-member': tn.member },
    s('title', {}, tip(c, seat, tn, nr)),
    s('rect', { x: x0, y: y + 3, width: x1 - x0, height: ROW_H - 6, rx: 3 }),
    tn.to === null && g.asOf < g.end ? s('rect', { class: 'continues', x: x1, y: y + 3, width: Math.max(g.x(g.end) - x1, 0), height: ROW_H - 6, rx: 3 }) : null,
    label === '' ? null : s('text', { x: x0 + 4, y: y + ROW_H / 2 + 5, class: 'bar-label', 'clip-path': `url(#${clip})` }, label),
    s('clipPath', { id: clip }, s('rect', { x: x0, y, width: Math.max(x1 - x0 - 2, 0), height: ROW_H })),
  )
}

const axis = (g: Geometry, axisY: number): SVGElement[] => {
  const years: number[] = []
  for (let y = new Date(g.start).getUTCFullYear(); y <= new Date(g.end).getUTCFullYear(); y++) {
    const tm = Date.UTC(y, 0, 1)
    if (tm >= g.start && tm <= g.end) years.push(tm)
  }
  return [
    s('line', { x1: LABEL_W, x2: WIDTH - 10, y1: axisY, y2: axisY, class: 'axis' }),
    ...years.map((tm) =>
      s('g', { class: 'tick' }, s('line', { x1: g.x(tm), x2: g.x(tm), y1: TOP, y2: axisY + 5 }), s('text', { x: g.x(tm), y: axisY + 18, 'text-anchor': 'middle' }, String(new Date(tm).getUTCFullYear()))),
    ),
  ]
}

const svgOf = (c: Case, state: BodyState, g: Geometry): SVGElement => {
  const axisY = TOP + state.seats.length * ROW_H
  const rows = state.seats.map((seat, i) => {
    const y = TOP + i * ROW_H
    return s(
      'g',
      { class: 'seat-row' },
      s('text', { x: 4, y: y + ROW_H / 2 + 5, class: 'seat-label' }, `${t('seat')} ${seat.seat} · ${seat.list}`),
      s('line', { x1: LABEL_W, x2: WIDTH - 10, y1: y + ROW_H - 1, y2: y + ROW_H - 1, class: 'row-rule' }),
      seat.tenures.map((tn, j) => bar(c, g, seat, tn, y, j + 1, i)),
    )
  })
  const asOfX = g.x(g.asOf)
  return s(
    'svg',
    { viewBox: `0 0 ${WIDTH} ${axisY + 26}`, class: 'seat-chart', role: 'img', 'aria-labelledby': 'chart-title chart-desc', preserveAspectRatio: 'xMinYMin meet' },
    s('title', { id: 'chart-title' }, t('chartTitle')),
    s('desc', { id: 'chart-desc' }, t('chartDesc')),
    rows,
    axis(g, axisY),
    g.asOf >= g.start && g.asOf <= g.end
      ? s(
          'g',
          { class: 'asof' },
          s('line', { x1: asOfX, x2: asOfX, y1: TOP - 4, y2: axisY }),
          s('text', { x: asOfX, y: TOP - 7, 'text-anchor': asOfX > WIDTH - 110 ? 'end' : 'middle' }, `${t('asOf')} ${shortDate(state.asOf)}`),
        )
      : null,
  )
}

/** The periods of every seat that changed hands, numbered as in the chart. */
const periods = (c: Case, state: BodyState): HTMLElement | null => {
  const changed = state.seats.filter((seat) => seat.tenures.length > 1)
  if (changed.length === 0) return null
  return h(
    'ol',
    { class: 'periods', 'aria-label': t('periods') },
    changed.map((seat) =>
      h(
        'li',
        { 'data-seat': seat.seat },
        h('strong', {}, `${t('seat')} ${seat.seat} (${seat.list}): `),
        seat.tenures.map((tn, j) =>
          h(
            'span',
            { class: `period basis-${tn.basis}` },
            `${j === 0 ? '' : ' → '}${j + 1} ${nameIn(c, tn.member)} – ${optionLabel('basis', tn.basis)}, ${shortDate(tn.from)}–${tn.to === null ? '…' : shortDate(tn.to)}${tn.endedBy === 'review' ? ` (${optionLabel('endedBy', 'review')})` : ''}`,
          ),
        ),
      ),
    ),
  )
}

const legend = (state: BodyState): HTMLElement =>
  h(
    'ul',
    { class: 'legend', 'aria-label': t('legend') },
    (['election', 'determination', 'due'] as const).map((b) => h('li', {}, h('span', { class: `swatch basis-${b}`, 'aria-hidden': 'true' }), optionLabel('basis', b))),
    h('li', {}, h('span', { class: 'swatch continues', 'aria-hidden': 'true' }), t('continues')),
    h('li', {}, h('span', { class: 'swatch asof', 'aria-hidden': 'true' }), `${t('asOf')} ${date(state.asOf)}`),
  )

const table = (c: Case, state: BodyState): HTMLElement =>
  h(
    'details',
    { class: 'chart-table' },
    h('summary', {}, t('chartAsTable')),
    h(
      'div',
      { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('chartAsTable') },
      h(
        'table',
        { class: 'cards' },
        h('thead', {}, h('tr', {}, [t('seat'), t('colList'), t('member'), t('from'), t('to'), t('basis'), t('endedBy')].map((x) => h('th', { scope: 'col' }, x)))),
        h(
          'tbody',
          {},
          state.seats.flatMap((seat) =>
            seat.tenures.map((tn) =>
              h(
                'tr',
                {},
                h('td', { 'data-label': t('seat') }, seat.seat),
                h('td', { 'data-label': t('colList') }, seat.list),
                h('td', { 'data-label': t('member') }, `${nameIn(c, tn.member)} (${tn.member})`),
                h('td', { 'data-label': t('from') }, date(tn.from)),
                h('td', { 'data-label': t('to') }, tn.to === null ? '…' : date(tn.to)),
                h('td', { 'data-label': t('basis') }, optionLabel('basis', tn.basis)),
                h('td', { 'data-label': t('endedBy') }, tn.endedBy === null ? '—' : optionLabel('endedBy', tn.endedBy)),
              ),
            ),
          ),
        ),
      ),
    ),
  )

export const seatChart = (c: Case, state: BodyState): HTMLElement =>
  h('figure', { class: 'chart' }, h('div', { class: 'chart-scroll' }, svgOf(c, state, geometry(c, state))), legend(state), periods(c, state), table(c, state))
