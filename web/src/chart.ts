/**
 * The occupancy of the seats over the term as an SVG chart: one row per
 * seat, one bar per tenure (from `replay`'s seats), a line on the query date.
 * A table with the same data follows the chart for screen readers.
 */
import type { BodyState, Case } from '../../src/index.js'
import { h, s } from './dom.js'
import { lang, optionLabel, t } from './i18n.js'

const DAY = 86_400_000
const toTime = (d: string): number => Date.parse(`${d}T00:00:00Z`)
const fmt = (d: string | null): string => (d === null ? '…' : d)

export const nameIn = (c: Case, id: string): string => {
  for (const l of c.lists) for (const k of l.candidates) if (k.id === id) return k.name
  return id
}

export const seatChart = (c: Case, state: BodyState): HTMLElement => {
  const start = toTime(c.body.term.start)
  const end = toTime(c.body.term.end) + DAY
  const asOf = toTime(state.asOf)
  const seats = state.seats
  const labelW = 100
  const width = 620
  const rowH = 26
  const top = 20
  const axisH = 26
  const height = top + seats.length * rowH + axisH
  const x = (tm: number): number => labelW + ((Math.min(Math.max(tm, start), end) - start) / (end - start)) * (width - labelW - 10)
  const years: number[] = []
  for (let y = new Date(start).getUTCFullYear(); y <= new Date(end).getUTCFullYear(); y++) {
    const tm = Date.UTC(y, 0, 1)
    if (tm >= start && tm <= end) years.push(tm)
  }
  const rows = seats.map((seat, i) => {
    const y = top + i * rowH
    const bars = seat.tenures.map((tn) => {
      const from = toTime(tn.from)
      const last = tn.to === null ? Math.max(Math.min(asOf, end - DAY), from) : toTime(tn.to)
      const x0 = x(from)
      const x1 = Math.max(x(last + DAY), x0 + 2)
      const name = nameIn(c, tn.member)
      const tip = `${t('seat')} ${seat.seat}: ${name} (${tn.member}), ${tn.from} – ${fmt(tn.to)}, ${optionLabel('basis', tn.basis)}${tn.endedBy === null ? '' : `, ${optionLabel('endedBy', tn.endedBy)}`}`
      const label = x1 - x0 > 8 * name.length ? name : x1 - x0 > 7 * tn.member.length ? tn.member : ''
      return s(
        'g',
        { class: `tenure basis-${tn.basis}` },
        s('title', {}, tip),
        s('rect', { x: x0, y: y + 3, width: x1 - x0, height: rowH - 6, rx: 3 }),
        tn.to === null && asOf < end ? s('rect', { class: 'continues', x: x1, y: y + 3, width: Math.max(x(end) - x1, 0), height: rowH - 6, rx: 3 }) : null,
        label === ''
          ? null
          : s('text', { x: x0 + 5, y: y + rowH / 2 + 5, class: 'bar-label', 'clip-path': `url(#clip-${i}-${tn.from})` }, label),
        s('clipPath', { id: `clip-${i}-${tn.from}` }, s('rect', { x: x0, y, width: Math.max(x1 - x0 - 3, 0), height: rowH })),
      )
    })
    return s(
      'g',
      { class: 'seat-row' },
      s('text', { x: 4, y: y + rowH / 2 + 5, class: 'seat-label' }, `${t('seat')} ${seat.seat} · ${seat.list}`),
      s('line', { x1: labelW, x2: width - 10, y1: y + rowH - 1, y2: y + rowH - 1, class: 'row-rule' }),
      bars,
    )
  })
  const axisY = top + seats.length * rowH
  const svg = s(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      class: 'seat-chart',
      role: 'img',
      'aria-labelledby': 'chart-title chart-desc',
      preserveAspectRatio: 'xMinYMin meet',
    },
    s('title', { id: 'chart-title' }, t('chartTitle')),
    s('desc', { id: 'chart-desc' }, t('chartDesc')),
    rows,
    s('line', { x1: labelW, x2: width - 10, y1: axisY, y2: axisY, class: 'axis' }),
    years.map((tm) =>
      s(
        'g',
        { class: 'tick' },
        s('line', { x1: x(tm), x2: x(tm), y1: top, y2: axisY + 5 }),
        s('text', { x: x(tm), y: axisY + 18, 'text-anchor': 'middle' }, String(new Date(tm).getUTCFullYear())),
      ),
    ),
    asOf >= start && asOf <= end
      ? s(
          'g',
          { class: 'asof' },
          s('line', { x1: x(asOf), x2: x(asOf), y1: top - 4, y2: axisY }),
          s('text', { x: x(asOf), y: top - 7, 'text-anchor': x(asOf) > width - 80 ? 'end' : 'middle' }, `${lang() === 'de' ? 'Stichtag' : 'as of'} ${state.asOf}`),
        )
      : null,
  )
  const legend = h(
    'ul',
    { class: 'legend', 'aria-label': t('legend') },
    (['election', 'determination', 'due'] as const).map((b) => h('li', {}, h('span', { class: `swatch basis-${b}`, 'aria-hidden': 'true' }), optionLabel('basis', b))),
    h('li', {}, h('span', { class: 'swatch continues', 'aria-hidden': 'true' }), t('continues')),
    h('li', {}, h('span', { class: 'swatch asof', 'aria-hidden': 'true' }), `${t('asOf')} ${state.asOf}`),
  )
  const table = h(
    'details',
    { class: 'chart-table' },
    h('summary', {}, t('chartAsTable')),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, [t('seat'), t('colList'), t('member'), t('from'), t('to'), t('basis'), t('endedBy')].map((x) => h('th', { scope: 'col' }, x)))),
      h(
        'tbody',
        {},
        seats.flatMap((seat) =>
          seat.tenures.map((tn) =>
            h(
              'tr',
              {},
              h('td', {}, seat.seat),
              h('td', {}, seat.list),
              h('td', {}, `${nameIn(c, tn.member)} (${tn.member})`),
              h('td', {}, tn.from),
              h('td', {}, fmt(tn.to)),
              h('td', {}, optionLabel('basis', tn.basis)),
              h('td', {}, tn.endedBy === null ? '—' : optionLabel('endedBy', tn.endedBy)),
            ),
          ),
        ),
      ),
    ),
  )
  return h('figure', { class: 'chart' }, h('div', { class: 'chart-scroll' }, svg), legend, table)
}
