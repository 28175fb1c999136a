/**
 * The form over the case JSON. Every control carries `data-path`, the JSON
 * path of the value it edits, in the library's error notation, so that an
 * error can be shown beside the control it concerns.
 *
 * Typing in a field changes the document in place (`changed('value')`);
 * adding, removing or retyping rows re-renders the form (`changed('structure')`).
 */
import { h, idFor } from './dom.js'
import { optionLabel, t } from './i18n.js'
import {
  arr,
  candidateChoices,
  ENUMS,
  eventTemplate,
  EVENT_TYPES,
  FIELD_ORDER,
  fitDecision,
  fitMemberLeft,
  getAt,
  isObject,
  type Json,
  type JsonObject,
  outcomeOptions,
  setAt,
  str,
} from './model.js'

export type Change = 'value' | 'structure'

export interface FormContext {
  readonly doc: () => unknown
  /** `focus`: the id of the control to focus after a re-rendering (else the one focused before) */
  readonly changed: (kind: Change, focus?: string) => void
}

const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}'

const fieldId = (path: string): string => idFor('f', path)

/** A labelled control. */
const field = (label: string, control: HTMLElement, extra = ''): HTMLElement =>
  h('div', { class: `field ${extra}`.trim(), 'data-field': control.dataset['path'] ?? '' }, h('label', { for: control.id }, label), control)

/** The value typed into a number field: an integer where it is one; otherwise kept as typed for the library to reject. */
const numberValue = (raw: string): Json => {
  const v = raw.trim()
  if (v === '') return null
  const n = Number(v)
  return Number.isFinite(n) ? n : v
}

interface Options {
  readonly label?: string
  readonly optional?: boolean
}

export class FormBuilder {
  constructor(private readonly ctx: FormContext) {}

  private set(path: string, value: Json | undefined, kind: Change = 'value'): void {
    setAt(this.ctx.doc(), path, value)
    this.ctx.changed(kind)
  }

  text(path: string, o: Options & { readonly size?: number } = {}): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'text',
      id: fieldId(path),
      'data-path': path,
      value: str(v),
      size: o.size,
      'aria-label': o.label,
      spellcheck: 'false',
      autocomplete: 'off',
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value
        this.set(path, o.optional === true && raw === '' ? undefined : raw)
      },
    })
  }

  date(path: string, o: Options & { readonly nullable?: boolean } = {}): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'text',
      id: fieldId(path),
      'data-path': path,
      class: 'date',
      value: str(v),
      size: 10,
      inputmode: 'numeric',
      pattern: DATE_PATTERN,
      placeholder: t('datePlaceholder'),
      'aria-label': o.label,
      autocomplete: 'off',
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value.trim()
        this.set(path, raw === '' ? (o.optional === true ? undefined : o.nullable === true ? null : '') : raw)
      },
    })
  }

  number(path: string, o: Options & { readonly min?: number } = {}): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'number',
      id: fieldId(path),
      'data-path': path,
      class: 'num',
      value: typeof v === 'number' ? String(v) : str(v),
      min: o.min,
      step: 1,
      'aria-label': o.label,
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value
        this.set(path, o.optional === true && raw.trim() === '' ? undefined : numberValue(raw))
      },
    })
  }

  checkbox(path: string, o: Options & { readonly absentMeans?: boolean; readonly dropWhen?: boolean } = {}): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'checkbox',
      id: fieldId(path),
      'data-path': path,
      checked: v === undefined ? o.absentMeans === true : v === true,
      'aria-label': o.label,
      onchange: (e: Event) => {
        const c = (e.target as HTMLInputElement).checked
        this.set(path, o.dropWhen !== undefined && c === o.dropWhen ? undefined : c)
      },
    })
  }

  /** A select over fixed values; `null` stands for JSON null, `undefined` for an absent key. */
  select(
    path: string,
    values: ReadonlyArray<string | null | undefined>,
    o: Options & { readonly labels?: (v: string | null | undefined) => string; readonly structure?: boolean; readonly after?: (v: Json | undefined) => void } = {},
  ): HTMLSelectElement {
    const v = getAt(this.ctx.doc(), path)
    const known = values.some((x) => (x === undefined ? v === undefined : x === v))
    const all: Array<string | null | undefined> = known ? [...values] : [...values, v as string]
    const encode = (x: string | null | undefined): string => (x === undefined ? '\u0000absent' : x === null ? '\u0000null' : x)
    const decode = (raw: string): Json | undefined => (raw === '\u0000absent' ? undefined : raw === '\u0000null' ? null : raw)
    const label = o.labels ?? ((x: string | null | undefined) => (x === undefined || x === null ? '—' : x))
    return h(
      'select',
      {
        id: fieldId(path),
        'data-path': path,
        'aria-label': o.label,
        onchange: (e: Event) => {
          const value = decode((e.target as HTMLSelectElement).value)
          setAt(this.ctx.doc(), path, value)
          o.after?.(value)
          this.ctx.changed(o.structure === true ? 'structure' : 'value')
        },
      },
      all.map((x) =>
        h('option', { value: encode(x), selected: x === undefined ? v === undefined : x === v }, typeof x === 'string' && !known && x === v ? `${label(x)} (?)` : label(x)),
      ),
    )
  }

  /** A select of a candidate id of the case. */
  ref(path: string, o: Options & { readonly nullable?: boolean } = {}): HTMLSelectElement {
    const choices = candidateChoices(this.ctx.doc())
    const names = new Map(choices)
    const values: Array<string | null> = [...(o.nullable === true ? [null] : []), ...choices.map(([id]) => id)]
    return this.select(path, values, { ...o, labels: (x) => (x === null || x === undefined ? '—' : (names.get(x) ?? String(x))) })
  }

  /** A comma-separated list of ids. */
  idList(path: string, o: Options = {}): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'text',
      id: fieldId(path),
      'data-path': path,
      value: Array.isArray(v) ? v.map(str).join(', ') : str(v),
      'aria-label': o.label,
      autocomplete: 'off',
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value
        this.set(
          path,
          raw
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== ''),
        )
      },
    })
  }

  button(label: string, onclick: () => void, o: { readonly aria?: string; readonly cls?: string; readonly id?: string } = {}): HTMLButtonElement {
    return h('button', { type: 'button', class: o.cls ?? 'small', 'aria-label': o.aria, id: o.id, onclick }, label)
  }

  /** A change of the document's structure; `focus` names the control to focus afterwards. */
  private structure(f: () => void, focus?: () => string): () => void {
    return () => {
      f()
      this.ctx.changed('structure', focus?.())
    }
  }

  // ---------------------------------------------------------------- sections

  body(): HTMLElement {
    const mode = this.select('body.electionMode', ['proportional', 'majority'], { labels: (v) => optionLabel('electionMode', v) })
    return h(
      'fieldset',
      { class: 'section', 'data-path': 'body' },
      h('legend', {}, t('body')),
      h(
        'div',
        { class: 'grid' },
        field(t('bodyName'), this.text('body.name', { size: 34 }), 'wide'),
        field(
          t('bodyKind'),
          this.select('body.kind', ['gemeindevertretung', 'stadtverordnetenversammlung', 'kreistag', 'ortsbeirat', 'auslaenderbeirat'], {
            labels: (v) => optionLabel('kind', v),
          }),
        ),
        field(t('electionMode'), mode),
        field(t('statutoryMemberCount'), this.number('body.statutoryMemberCount', { min: 1 })),
        field(t('eligibleVoters'), this.number('body.eligibleVoters', { min: 0, optional: true })),
        field(t('termStart'), this.date('body.term.start')),
        field(t('termEnd'), this.date('body.term.end')),
      ),
    )
  }

  query(): HTMLElement {
    const doc = this.ctx.doc()
    const q = getAt(doc, 'query')
    const isState = isObject(q) && isObject(q['state'])
    const asOfPath = isState ? 'query.state.asOf' : 'query.asOf'
    const radio = (value: 'vacancy' | 'state', label: string): HTMLElement =>
      h(
        'label',
        { class: 'radio' },
        h('input', {
          type: 'radio',
          name: 'query-kind',
          id: `query-kind-${value}`,
          value,
          checked: (value === 'state') === isState,
          onchange: this.structure(() => {
            const asOf = str(getAt(doc, asOfPath))
            const vacancy = arr(getAt(doc, 'events')).find((e) => isObject(e) && e['type'] === 'memberLeft')
            setAt(
              doc,
              'query',
              value === 'state'
                ? { state: { asOf } }
                : { vacancy: isObject(vacancy) ? str(vacancy['member']) : (candidateChoices(doc)[0]?.[0] ?? ''), asOf },
            )
          }),
        }),
        ' ',
        label,
      )
    const readingPath = 'interpretation.incompatibility'
    return h(
      'fieldset',
      { class: 'section', 'data-path': 'query' },
      h('legend', {}, t('question')),
      h(
        'fieldset',
        { class: 'radios', 'data-path': 'query' },
        h('legend', { class: 'sr-only' }, t('questionKind')),
        radio('vacancy', t('queryVacancy')),
        radio('state', t('queryState')),
      ),
      h(
        'div',
        { class: 'grid' },
        isState ? null : field(t('vacancyOf'), this.ref('query.vacancy')),
        field(t('asOf'), this.date(asOfPath)),
        field(
          t('reading'),
          this.select(readingPath, [undefined, 'proofPeriod', 'exclude'], {
            labels: (v) => optionLabel('reading', v),
            after: (v) => {
              if (v === undefined) setAt(doc, 'interpretation', undefined)
            },
          }),
          'wide',
        ),
        field(t('lotSeed'), this.lotSeed()),
      ),
    )
  }

  private lotSeed(): HTMLInputElement {
    const doc = this.ctx.doc()
    return h('input', {
      type: 'text',
      id: fieldId('lot.seed'),
      'data-path': 'lot.seed',
      value: str(getAt(doc, 'lot.seed')),
      size: 16,
      placeholder: t('lotSeedNone'),
      autocomplete: 'off',
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value
        this.set('lot', raw === '' ? undefined : { seed: raw })
      },
    })
  }

  lists(): HTMLElement {
    const doc = this.ctx.doc()
    const lists = arr(getAt(doc, 'lists'))
    return h(
      'fieldset',
      { class: 'section', 'data-path': 'lists' },
      h('legend', {}, t('lists')),
      lists.map((l, i) => this.list(l, i)),
      this.button(
        t('addList'),
        this.structure(() => {
          const n = lists.length + 1
          const id = `L${n}`
          lists.push({
            id,
            name: `${t('list')} ${n}`,
            group: 'party',
            setUp: str(getAt(doc, 'body.term.start')) || '2020-11-01',
            candidates: [{ id: `${id}-1`, name: '', position: 1, votes: 0, elected: false }],
          })
          setAt(doc, 'lists', lists as Json)
        }, () => fieldId(`lists[${lists.length - 1}].id`)),
      ),
    )
  }

  private list(l: unknown, i: number): HTMLElement {
    const base = `lists[${i}]`
    const listId = isObject(l) ? str(l['id']) : String(i)
    const candidates = arr(isObject(l) ? l['candidates'] : undefined)
    const cols: Array<string | HTMLElement> = [
      t('colId'),
      t('colName'),
      h('abbr', { title: t('colPosition') }, t('colPositionShort')),
      t('colVotes'),
      t('colElected'),
      h('abbr', { title: t('colMemberAtSetUp') }, t('colMemberAtSetUpShort')),
      h('span', { class: 'sr-only' }, t('colRemove')),
    ]
    const row = (k: unknown, j: number): HTMLElement => {
      const p = `${base}.candidates[${j}]`
      const who = isObject(k) ? str(k['id']) || `#${j + 1}` : `#${j + 1}`
      const lab = (col: string): string => `${col} – ${who}`
      return h(
        'tr',
        { 'data-path': p },
        h('td', {}, this.text(`${p}.id`, { size: 6, label: lab(t('colId')) })),
        h('td', {}, this.text(`${p}.name`, { size: 13, label: lab(t('colName')) })),
        h('td', {}, this.number(`${p}.position`, { min: 1, label: lab(t('colPosition')) })),
        h('td', {}, this.number(`${p}.votes`, { min: 0, label: lab(t('colVotes')) })),
        h('td', { class: 'center' }, this.checkbox(`${p}.elected`, { label: lab(t('colElected')) })),
        h('td', { class: 'center' }, this.checkbox(`${p}.memberAtSetUp`, { label: lab(t('colMemberAtSetUp')), absentMeans: true, dropWhen: true })),
        h(
          'td',
          {},
          this.button(
            '✕',
            this.structure(
              () => candidates.splice(j, 1),
              () => (j < candidates.length ? idFor('rm', p) : idFor('add', `${base}.candidates`)),
            ),
            { aria: `${t('removeCandidate')} ${who}`, cls: 'small danger', id: idFor('rm', p) },
          ),
        ),
      )
    }
    return h(
      'fieldset',
      { class: 'list', 'data-path': base },
      h('legend', {}, `${t('list')} ${listId}`),
      h(
        'div',
        { class: 'grid' },
        field(t('listId'), this.text(`${base}.id`, { size: 8 })),
        field(t('listName'), this.text(`${base}.name`, { size: 20 }), 'wide'),
        field(t('group'), this.select(`${base}.group`, ['party', 'voterGroup', null], { labels: (v) => optionLabel('group', v) })),
        field(t('setUp'), this.date(`${base}.setUp`, { nullable: true })),
      ),
      h(
        'div',
        { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': `${t('candidatesOf')} ${listId}` },
        h(
          'table',
          { class: 'candidates', 'data-path': `${base}.candidates` },
          h('caption', { class: 'sr-only' }, `${t('candidatesOf')} ${listId}`),
          h('thead', {}, h('tr', {}, cols.map((c) => h('th', { scope: 'col' }, c)))),
          h('tbody', {}, candidates.map(row)),
        ),
      ),
      h(
        'div',
        { class: 'row-buttons' },
        this.button(
          t('addCandidate'),
          this.structure(() => {
            const n = candidates.length + 1
            const used = new Set(candidateChoices(this.ctx.doc()).map(([id]) => id))
            let id = `${listId}-${n}`
            for (let m = n; used.has(id); m++) id = `${listId}-${m + 1}`
            const positions = candidates.map((k) => (isObject(k) && typeof k['position'] === 'number' ? k['position'] : 0))
            candidates.push({ id, name: '', position: Math.max(0, ...positions) + 1, votes: 0, elected: false })
            setAt(this.ctx.doc(), `${base}.candidates`, candidates as Json)
          }, () => fieldId(`${base}.candidates[${candidates.length - 1}].name`)),
          { id: idFor('add', `${base}.candidates`) },
        ),
        this.button(
          t('removeList'),
          this.structure(() => arr(getAt(this.ctx.doc(), 'lists')).splice(i, 1)),
          { aria: `${t('removeList')} ${listId}`, cls: 'small danger' },
        ),
      ),
    )
  }

  events(): HTMLElement {
    const doc = this.ctx.doc()
    const events = arr(getAt(doc, 'events'))
    const lastDate = (): string => {
      const dates = events.map((e) => (isObject(e) ? str(e['date']) : '')).filter((d) => d !== '')
      return dates.sort().pop() ?? str(getAt(doc, 'query.asOf'))
    }
    return h(
      'fieldset',
      { class: 'section', 'data-path': 'events' },
      h('legend', {}, t('events')),
      h('p', { class: 'hint' }, t('eventsHint')),
      h('ol', { class: 'events', start: 0 }, events.map((e, i) => this.event(e, i, events))),
      this.button(
        t('addEvent'),
        this.structure(
          () => {
            events.push(eventTemplate(doc, 'candidateWaived', lastDate()))
            setAt(doc, 'events', events as Json)
          },
          () => fieldId(`events[${events.length - 1}].type`),
        ),
        { cls: 'small', id: 'add-event' },
      ),
    )
  }

  private event(e: unknown, i: number, events: unknown[]): HTMLElement {
    const doc = this.ctx.doc()
    const p = `events[${i}]`
    const o: JsonObject = isObject(e) ? e : {}
    const type = str(o['type'])
    const typeSelect = this.select(`${p}.type`, EVENT_TYPES, {
      labels: (v) => optionLabel('eventType', v),
      structure: true,
      after: (v) => {
        events[i] = eventTemplate(doc, str(v), str(o['date']), o)
      },
    })
    const keys = [...FIELD_ORDER.filter((k) => k in o), ...Object.keys(o).filter((k) => k !== 'date' && k !== 'type' && !FIELD_ORDER.includes(k))]
    const controls: HTMLElement[] = keys.map((k) => this.eventField(p, k, o, type))
    if (type === 'memberLeft' && ['eligibilityLost', 'officeCapacityLost', 'incompatibility'].includes(str(o['cause'])) && !('finalJudgment' in o))
      controls.push(field(optionLabel('field', 'finalJudgment'), this.checkbox(`${p}.finalJudgment`, { dropWhen: false }), 'check'))
    const move = (d: -1 | 1) =>
      this.structure(
        () => {
          const j = i + d
          if (j < 0 || j >= events.length) return
          ;[events[i], events[j]] = [events[j], events[i]]
        },
        () => idFor(d < 0 ? 'up' : 'down', `events[${Math.min(Math.max(i + d, 0), events.length - 1)}]`),
      )
    return h(
      'li',
      { class: 'event', 'data-path': p },
      h('div', { class: 'event-head' }, h('span', { class: 'event-index', 'aria-hidden': 'true' }, `#${i}`), field(t('date'), this.date(`${p}.date`)), field(t('eventType'), typeSelect)),
      h('div', { class: 'event-fields' }, controls),
      h(
        'div',
        { class: 'row-buttons' },
        this.button('↑', move(-1), { aria: `${t('moveUp')} #${i}`, id: idFor('up', p) }),
        this.button('↓', move(1), { aria: `${t('moveDown')} #${i}`, id: idFor('down', p) }),
        this.button(
          '✕',
          this.structure(
            () => events.splice(i, 1),
            () => (i < events.length ? idFor('rm', p) : 'add-event'),
          ),
          { aria: `${t('removeEvent')} #${i}`, cls: 'small danger', id: idFor('rm', p) },
        ),
      ),
    )
  }

  private eventField(p: string, k: string, o: JsonObject, type: string): HTMLElement {
    const path = `${p}.${k}`
    const label = optionLabel('field', k)
    const v = o[k]
    switch (k) {
      case 'member':
      case 'candidate':
      case 'vacancy':
      case 'winner':
        return field(label, this.ref(path))
      case 'successor':
        return field(label, this.ref(path, { nullable: true }))
      case 'written':
      case 'ownRights':
      case 'finalJudgment':
        return field(label, this.checkbox(path, k === 'finalJudgment' ? { dropWhen: false } : {}), 'check')
      case 'effective':
        return field(label, this.date(path, { optional: true }))
      case 'reasonedOn':
        return field(label, this.date(path, { nullable: true }))
      case 'supporters':
        return field(label, this.number(path, { min: 0 }))
      case 'among':
        return field(label, this.idList(path))
      case 'outcome':
        return field(label, this.select(path, outcomeOptions(type), { labels: (x) => optionLabel('outcome', x) }))
      case 'cause':
        return field(label, this.select(path, ENUMS['cause'] ?? [], { labels: (x) => optionLabel('cause', x), structure: true, after: () => fitMemberLeft(o) }))
      case 'decision':
        return field(label, this.select(path, ENUMS['decision'] ?? [], { labels: (x) => optionLabel('decision', x), structure: true, after: () => fitDecision(o) }))
      default: {
        const options = ENUMS[k]
        if (options !== undefined) return field(label, this.select(path, options, { labels: (x) => optionLabel(k, x) }))
        return typeof v === 'string' ? field(label, this.text(path)) : field(label, this.json(path))
      }
    }
  }

  /** Any other value, as JSON text. */
  private json(path: string): HTMLInputElement {
    const v = getAt(this.ctx.doc(), path)
    return h('input', {
      type: 'text',
      id: fieldId(path),
      'data-path': path,
      value: JSON.stringify(v),
      autocomplete: 'off',
      oninput: (e: Event) => {
        const raw = (e.target as HTMLInputElement).value
        try {
          this.set(path, JSON.parse(raw) as Json)
        } catch {
          this.set(path, raw)
        }
      },
    })
  }
}

/** The whole form, or a note when the document is not an object the form can show. */
export const renderForm = (ctx: FormContext): HTMLElement => {
  const doc = ctx.doc()
  if (!isObject(doc)) return h('p', { class: 'note' }, t('formNeedsObject'))
  const b = new FormBuilder(ctx)
  return h('div', { class: 'form' }, b.query(), b.body(), b.lists(), b.events())
}
