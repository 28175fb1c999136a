/**
 * The state of the body on the page: legal member count, the seats over the
 * term (chart.ts), the members who left and the library's notes.
 */
import type { BodyState, Case, NormId } from './library.js'
import type { Analysis } from './analysis.js'
import { seatChart } from './chart.js'
import { h } from './dom.js'
import { date, num } from './format.js'
import { lang, optionLabel, t } from './i18n.js'
import { nameIn, norm, person } from './results.js'

const facts = (c: Case, state: BodyState, a: Analysis): HTMLElement => {
  const d = a.decided?.determination ?? null
  return h(
    'dl',
    { class: 'facts' },
    h('dt', {}, t('statutoryMemberCount')),
    h('dd', {}, num(c.body.statutoryMemberCount)),
    h('dt', {}, t('legalMemberCount', { date: date(state.asOf) })),
    h('dd', { id: 'legal-member-count' }, num(state.legalMemberCount)),
    h('dt', {}, t('occupied')),
    h('dd', {}, num(state.counts.occupied)),
    h('dt', {}, t('open')),
    h('dd', {}, num(state.counts.open)),
    h('dt', {}, t('unfilled')),
    h('dd', {}, num(state.counts.unfilled)),
    d === null ? null : h('dt', {}, t('countByDetermination')),
    d === null ? null : h('dd', {}, `${num(d.memberCount.before)} → ${num(d.memberCount.after)}`),
  )
}

const vacancyTable = (c: Case, state: BodyState): HTMLElement | null =>
  state.vacancies.length === 0
    ? null
    : h(
        'div',
        { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('vacancies') },
        h(
          'table',
          { class: 'vacancies cards' },
          h('caption', {}, t('vacancies')),
          h('thead', {}, h('tr', {}, [t('vacancy'), t('cause'), t('arose'), t('leftOn'), t('status'), t('outcomeCol')].map((x) => h('th', { scope: 'col' }, x)))),
          h(
            'tbody',
            {},
            state.vacancies.map((v) => {
              const o = v.determination ?? (v.due === null ? null : { outcome: v.due.outcome, successor: v.due.successor })
              return h(
                'tr',
                {},
                h('th', { scope: 'row' }, person(c, v.vacancy)),
                h('td', { 'data-label': t('cause') }, optionLabel('cause', v.cause)),
                h('td', { 'data-label': t('arose') }, date(v.arose)),
                h('td', { 'data-label': t('leftOn') }, date(v.leftOn)),
                h('td', { 'data-label': t('status') }, optionLabel('status', v.status)),
                h('td', { 'data-label': t('outcomeCol') }, o === null ? '—' : `${optionLabel('outcome', o.outcome)}${o.successor === null ? '' : `: ${person(c, o.successor)}`}`),
              )
            }),
          ),
        ),
      )

/**
 * The library's notes (§ 34 Abs. 6 KWG after a review) come in English only;
 * on the German page the note is said in German from the state itself: whose
 * tenure a review ended, and until when.
 */
const noteText = (c: Case, state: BodyState, n: BodyState['notes'][number]): string | null => {
  if (lang() !== 'de') return n.text
  if (n.rule !== 'kwg34.6') return null
  const ended = state.seats.flatMap((s) => s.tenures.filter((tn) => tn.endedBy === 'review'))
  const names = [...new Set(ended.map((tn) => `${nameIn(c, tn.member)} (bis ${date(tn.to)})`))]
  return names.length === 0
    ? 'Eine Feststellung wurde im Wahlprüfungsverfahren geändert. Die bisherigen Beschlüsse der Vertretungskörperschaft bleiben wirksam (§ 34 Abs. 6, § 33 Abs. 4 KWG).'
    : `Eine Feststellung wurde im Wahlprüfungsverfahren geändert. Die bisherigen Beschlüsse der Vertretungskörperschaft und die Tätigkeit von ${names.join(', ')} bleiben wirksam (§ 34 Abs. 6, § 33 Abs. 4 KWG).`
}

const notes = (c: Case, state: BodyState): HTMLElement | null => {
  const texts = [...new Set(state.notes.map((n) => `${n.rule}\u0000${noteText(c, state, n) ?? ''}`))]
    .map((k) => k.split('\u0000') as [NormId, string])
    .filter(([, text]) => text !== '')
  return texts.length === 0 ? null : h('ul', { class: 'notes' }, texts.map(([rule, text]) => h('li', {}, norm(rule), ' ', text)))
}

const proofs = (c: Case, state: BodyState): HTMLElement | null =>
  state.pendingProofs.length === 0
    ? null
    : h(
        'ul',
        { class: 'proofs' },
        state.pendingProofs.map((p) =>
          h('li', {}, t('proofLine', { who: person(c, p.member), notified: date(p.notified), due: date(p.due), status: optionLabel('proof', p.status) })),
        ),
      )

export const seatsView = (a: Analysis): HTMLElement | null => {
  const st = a.state
  if (st === null) return null
  const { case: c, state } = st
  const unlisted = state.counts.unfilled > 0 ? h('p', { class: 'hint' }, t('unlistedSeats', { n: num(state.counts.unfilled) })) : null
  return h('div', {}, facts(c, state, a), state.seats.length === 0 ? null : seatChart(c, state), unlisted, vacancyTable(c, state), proofs(c, state), notes(c, state))
}

