/**
 * The succession lab: load a case, edit its facts in a form or as JSON, and
 * watch what § 34 KWG makes of them. Everything runs in the browser.
 */
import { parseJson, type CaseError } from '../../src/index.js'
import { ENTRIES, type Exercise, unwrap, type Group } from './catalog.js'
import { byId, h } from './dom.js'
import { renderForm, type Change } from './form.js'
import { lang, setLang, t, type Lang } from './i18n.js'
import { applyPatch, blankCase, type Json, parentPath, str } from './model.js'
import { markdown, sections } from './markdown.js'
import {
  analyse,
  type Analysis,
  auditView,
  cliLine,
  expectedView,
  explanationView,
  noticeView,
  outcomeView,
  rankingView,
  seatsView,
} from './results.js'
import { decodeShare, encodeShare } from './share.js'
import './styles.css'

interface LabState {
  doc: Json
  /** the case-book exercise shown, and which of its variations is loaded (0: the case itself) */
  exercise: Exercise | null
  variation: number
  expected: unknown
  chosen: string | null
  source: string
  title: string | null
  analysis: Analysis | null
}

const lab: LabState = { doc: null, exercise: null, variation: 0, expected: null, chosen: null, source: '', title: null, analysis: null }

const PREFS = 'nachruecken-lab'
const prefs = (): { lang?: Lang; large?: boolean } => {
  try {
    return JSON.parse(localStorage.getItem(PREFS) ?? '{}') as { lang?: Lang; large?: boolean }
  } catch {
    return {}
  }
}
const savePrefs = (p: { lang?: Lang; large?: boolean }): void => {
  try {
    localStorage.setItem(PREFS, JSON.stringify({ ...prefs(), ...p }))
  } catch {
    // private mode: preferences are not kept
  }
}

// ------------------------------------------------------------------ static texts

const applyTexts = (): void => {
  document.documentElement.lang = lang()
  document.title = `${t('title')} (§ 34 KWG)`
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset['i18n'] ?? '')
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset['i18nLabel'] ?? ''))
  byId('lang').setAttribute('lang', lang() === 'de' ? 'en' : 'de')
  renderCatalog()
}

const GROUPS: ReadonlyArray<[Group, string]> = [
  ['cases', 'catalogCases'],
  ['examples', 'catalogExamples'],
  ['vectors', 'catalogVectors'],
]

const renderCatalog = (): void => {
  const sel = byId<HTMLSelectElement>('catalog')
  const keep = sel.value
  sel.replaceChildren(
    ...GROUPS.filter(([g]) => ENTRIES.some((e) => e.group === g)).map(([g, label]) =>
      h(
        'optgroup',
        { label: t(label) },
        ENTRIES.filter((e) => e.group === g).map((e) => h('option', { value: e.key }, e.label)),
      ),
    ),
  )
  if (keep !== '') sel.value = keep
}

// ------------------------------------------------------------------ loading

const load = (doc: Json, expected: unknown, source: string, title: string | null): void => {
  lab.doc = doc
  lab.expected = expected
  lab.source = source
  lab.title = title
  lab.chosen = null
  byId('json-error').hidden = true
  renderExercise()
  renderAll()
  scheduleHash()
}

const loadText = (text: string, source: string): void => {
  const u = parseJson(text)
  if (u._tag === 'Left') {
    const json = byId<HTMLTextAreaElement>('json')
    json.value = text
    showJsonError(u.left.errors)
    ;(byId('json-panel') as HTMLDetailsElement).open = true
    byId('source').textContent = `${t('invalidJson')}: ${source}`
    return
  }
  const l = unwrap(u.right)
  lab.exercise = null
  load(l.doc, l.expected, source, l.title)
}

const loadEntry = async (key: string): Promise<void> => {
  const e = ENTRIES.find((x) => x.key === key)
  if (e === undefined) return
  if (e.exercise !== undefined) {
    lab.exercise = await e.exercise()
    lab.variation = 0
    load(lab.exercise.base, null, e.label, null)
    return
  }
  lab.exercise = null
  const l = unwrap(await e.load())
  load(l.doc, l.expected, e.label, l.title)
}

const loadVariation = (nr: number): void => {
  const ex = lab.exercise
  if (ex === null) return
  const v = ex.variations.find((x) => x.nr === nr)
  if (nr === 0 || v === undefined) {
    lab.variation = 0
    load(ex.base, null, ex.title, null)
    return
  }
  try {
    const doc = applyPatch(ex.base, v.patch)
    lab.variation = nr
    load(doc, v.expected, `${ex.title} – ${t('variation', { nr })}: ${v.change}`, null)
  } catch (err) {
    byId('source').textContent = `${t('variation', { nr })}: ${err instanceof Error ? err.message : str(err)}`
  }
}

/** The exercise text of a case-book case (without the solution), and its variations to load. */
const renderExercise = (): void => {
  const box = byId('exercise')
  const ex = lab.exercise
  box.hidden = ex === null
  if (ex === null) {
    box.replaceChildren()
    return
  }
  const parts = sections(ex.text)
  const intro = parts[0]?.[1].replace(/^#\s+.*$/m, '') ?? ''
  const shown = parts.slice(1).filter(([title]) => title !== 'Lösung' && title !== 'Abwandlungen')
  const hints = parts.find(([title]) => title === 'Abwandlungen')?.[1] ?? ''
  const button = (nr: number, label: string): HTMLElement =>
    h(
      'li',
      {},
      h(
        'button',
        { type: 'button', class: 'small', 'aria-pressed': String(lab.variation === nr), 'data-variation': nr, onclick: () => loadVariation(nr) },
        label,
      ),
    )
  box.replaceChildren(h('div', {},
    h('h3', { id: 'exercise-h' }, `${t('exercise')}: ${ex.title}`),
    h('div', { lang: 'de' }, markdown(intro, 3), shown.flatMap(([title, body]) => [h('h4', {}, title), ...markdown(body, 4)])),
    h('p', { class: 'hint' }, t('solutionByLab')),
    ex.variations.length === 0
      ? null
      : h(
          'div',
          { class: 'variations' },
          h('h4', {}, t('variations')),
          h('ul', {}, button(0, t('baseCase')), ex.variations.map((v) => button(v.nr, `${t('variation', { nr: v.nr })}: ${v.change}`))),
          hints.trim() === '' ? null : h('details', { lang: 'de' }, h('summary', {}, t('hints')), markdown(hints, 4)),
        ),
  ))
}

// ------------------------------------------------------------------ rendering

const formCtx = { doc: (): unknown => lab.doc, changed: (k: Change, focus?: string) => changed(k, focus) }

/** Render the form anew, keeping the focus where it was (or moving it to `focus`). */
const renderFormNow = (focus?: string): void => {
  const active = document.activeElement
  const activeId = active instanceof HTMLElement && byId('form').contains(active) ? active.id : ''
  byId('form').replaceChildren(renderForm(formCtx))
  const target = focus ?? activeId
  if (target !== '') document.getElementById(target)?.focus()
}

const syncJson = (force = false): void => {
  const json = byId<HTMLTextAreaElement>('json')
  if (force || document.activeElement !== json) json.value = JSON.stringify(lab.doc, null, 2)
}

const renderAll = (): void => {
  byId('source').replaceChildren(
    lab.source === '' ? '' : t('loadedFrom', { what: lab.source }),
    ...(lab.title === null || lab.source.includes(lab.title.slice(0, 40)) ? [] : [h('br'), h('span', { class: 'case-title' }, lab.title)]),
  )
  renderFormNow()
  syncJson(true)
  recompute()
}

const fill = (boxId: string, contentId: string, el: HTMLElement | null): void => {
  byId(contentId).replaceChildren(...(el === null ? [] : [el]))
  byId(boxId).hidden = el === null
}

const recompute = (): void => {
  const a = analyse(lab.doc, lab.chosen)
  lab.analysis = a
  byId('outcome').replaceChildren(outcomeView(a))
  fill('ranking-box', 'ranking', rankingView(a))
  fill('seats-box', 'seats', seatsView(a))
  fill('explanation-box', 'explanation', explanationView(a, lab.doc))
  fill('notice-box', 'notice', noticeView(lab.doc))
  fill('audit-box', 'audit', auditView(a))
  fill('expected-box', 'expected', expectedView(a, lab.expected))
  renderVacancyChoice(a)
  showErrors(a.errors.length > 0 ? a.errors : a.decisionErrors)
}

const renderVacancyChoice = (a: Analysis): void => {
  const box = byId('vacancy-choice')
  box.hidden = !a.derived || a.vacancies.length === 0
  if (box.hidden) return
  const sel = byId<HTMLSelectElement>('vacancy-select')
  sel.replaceChildren(...a.vacancies.map((v) => h('option', { value: v, selected: v === a.vacancy }, v)))
}

// ------------------------------------------------------------------ errors beside the form

/** The control (or the row, or the section) that a JSON path points at. */
const targetOf = (path: string): HTMLElement | null => {
  const form = byId('form')
  for (let p: string | null = path; p !== null; p = parentPath(p)) {
    const el = form.querySelector<HTMLElement>(`[data-path="${CSS.escape(p)}"]`)
    if (el !== null) return el
    if (p === '') break
  }
  return null
}

const isControl = (el: Element): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement

const showErrors = (errors: ReadonlyArray<CaseError>): void => {
  const form = byId('form')
  for (const el of form.querySelectorAll('.field-error')) el.remove()
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid')
  for (const el of form.querySelectorAll('.has-error')) el.classList.remove('has-error')
  for (const el of form.querySelectorAll('[data-error-described]')) {
    el.removeAttribute('aria-describedby')
    el.removeAttribute('data-error-described')
  }
  const list = byId('errors')
  list.replaceChildren()
  byId('errors-box').hidden = errors.length === 0
  errors.forEach((e, i) => {
    const id = `error-${i}`
    const target = targetOf(e.path)
    const message = h('p', { class: 'field-error', id, 'data-error-path': e.path }, `${e.path === '' ? '' : `${e.path}: `}${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`)
    if (target !== null) {
      if (isControl(target)) {
        target.setAttribute('aria-invalid', 'true')
        target.setAttribute('aria-describedby', `${target.getAttribute('aria-describedby') ?? ''} ${id}`.trim())
        target.setAttribute('data-error-described', '')
        const wrap = target.closest('.field') ?? target.parentElement
        wrap?.append(message)
      } else {
        target.classList.add('has-error')
        if (target instanceof HTMLTableRowElement) target.lastElementChild?.append(message)
        else if (target instanceof HTMLTableElement) target.parentElement?.append(message)
        else {
          const legend = target.querySelector(':scope > legend, :scope > .event-head')
          if (legend !== null) legend.after(message)
          else target.append(message)
        }
      }
    }
    list.append(
      h(
        'li',
        {},
        h(
          'button',
          {
            type: 'button',
            class: 'link',
            'data-error-path': e.path,
            onclick: () => {
              const el = targetOf(e.path)
              if (el === null) {
                ;(byId('json-panel') as HTMLDetailsElement).open = true
                byId('json').focus()
                return
              }
              const focusable = isControl(el) ? el : el.querySelector<HTMLElement>('input, select, button')
              el.scrollIntoView({ block: 'center' })
              focusable?.focus()
            },
          },
          cliLine(e),
        ),
      ),
    )
  })
}

const showJsonError = (errors: ReadonlyArray<CaseError>): void => {
  const el = byId('json-error')
  el.hidden = errors.length === 0
  el.textContent = errors.map(cliLine).join('\n')
}

// ------------------------------------------------------------------ changes

let hashTimer: ReturnType<typeof setTimeout> | undefined
let hashPending: Promise<void> = Promise.resolve()

const writeHash = async (): Promise<void> => {
  const frag = await encodeShare(JSON.stringify(lab.doc))
  const book = lab.exercise === null ? '' : `&book=${encodeURIComponent(lab.exercise.id)}${lab.variation === 0 ? '' : `&v=${lab.variation}`}`
  history.replaceState(null, '', `#${frag}${book}`)
}

const scheduleHash = (): void => {
  clearTimeout(hashTimer)
  hashTimer = setTimeout(() => {
    hashPending = writeHash()
  }, 250)
}

const changed = (kind: Change, focus?: string): void => {
  if (kind === 'structure') renderFormNow(focus)
  syncJson()
  recompute()
  scheduleHash()
}

const onJsonInput = (): void => {
  const text = byId<HTMLTextAreaElement>('json').value
  const u = parseJson(text)
  if (u._tag === 'Left') {
    showJsonError(u.left.errors)
    return
  }
  showJsonError([])
  lab.doc = u.right as Json
  renderFormNow()
  recompute()
  scheduleHash()
}

// ------------------------------------------------------------------ start

const wire = (): void => {
  // the skip link moves the focus without touching the address (which carries the case)
  document.querySelector('a.skip')?.addEventListener('click', (ev) => {
    ev.preventDefault()
    byId('result').focus()
  })
  byId('lang').addEventListener('click', () => {
    setLang(lang() === 'de' ? 'en' : 'de')
    savePrefs({ lang: lang() })
    applyTexts()
    renderAll()
  })
  const large = byId('large')
  large.addEventListener('click', () => {
    const on = !document.documentElement.classList.contains('large')
    document.documentElement.classList.toggle('large', on)
    large.setAttribute('aria-pressed', String(on))
    savePrefs({ large: on })
  })
  byId('share').addEventListener('click', async () => {
    clearTimeout(hashTimer)
    await hashPending
    await writeHash()
    const url = location.href
    const box = byId('share-box')
    box.hidden = false
    const input = byId<HTMLInputElement>('share-url')
    input.value = url
    const status = byId('share-status')
    status.textContent = ''
    try {
      await navigator.clipboard.writeText(url)
      status.textContent = t('shareCopied')
    } catch {
      input.select()
    }
    input.focus()
    input.select()
  })
  byId('load').addEventListener('click', () => void loadEntry(byId<HTMLSelectElement>('catalog').value))
  byId('new').addEventListener('click', () => {
    lab.exercise = null
    load(blankCase(), null, t('newCase'), null)
  })
  byId('download').addEventListener('click', () => {
    const blob = new Blob([`${JSON.stringify(lab.doc, null, 2)}\n`], { type: 'application/json' })
    const a = h('a', { href: URL.createObjectURL(blob), download: 'fall.case.json' })
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 1000)
  })
  byId<HTMLInputElement>('file').addEventListener('change', async (ev) => {
    const f = (ev.target as HTMLInputElement).files?.[0]
    if (f !== undefined) loadText(await f.text(), f.name)
  })
  byId('json').addEventListener('input', onJsonInput)
  byId('json').addEventListener('blur', () => {
    if (byId('json-error').hidden) syncJson(true)
  })
  byId<HTMLSelectElement>('vacancy-select').addEventListener('change', (ev) => {
    lab.chosen = (ev.target as HTMLSelectElement).value
    recompute()
  })
  window.addEventListener('hashchange', () => void fromHash())
}

/** Load the case carried by the address: 'loaded', 'none', or why the link could not be read. */
const fromHash = async (): Promise<'loaded' | 'none' | { readonly damaged: string }> => {
  if (!location.hash.includes('case=')) return 'none'
  try {
    const text = await decodeShare(location.hash)
    if (text === null) return 'none'
    const u = parseJson(text)
    if (u._tag === 'Left') throw new Error(u.left.errors[0]?.message ?? 'invalid')
    const l = unwrap(u.right)
    const params = new URLSearchParams(location.hash.slice(1))
    const entry = ENTRIES.find((e) => e.group === 'cases' && e.id === params.get('book'))
    lab.exercise = entry?.exercise === undefined ? null : await entry.exercise()
    const nr = Number(params.get('v') ?? '0')
    const variation = lab.exercise?.variations.find((v) => v.nr === nr)
    lab.variation = variation === undefined ? 0 : nr
    lab.doc = l.doc
    lab.expected = variation?.expected ?? l.expected
    lab.source = lab.exercise === null ? t('shareLabel') : `${t('shareLabel')}: ${lab.exercise.title}${variation === undefined ? '' : ` – ${t('variation', { nr })}`}`
    lab.title = l.title
    lab.chosen = null
    renderExercise()
    renderAll()
    return 'loaded'
  } catch (e) {
    const damaged = `${t('linkDamaged')} (${e instanceof Error ? e.message : str(e)})`
    byId('source').textContent = damaged
    return { damaged }
  }
}

const start = async (): Promise<void> => {
  const p = prefs()
  if (p.lang === 'en' || p.lang === 'de') setLang(p.lang)
  if (p.large === true) {
    document.documentElement.classList.add('large')
    byId('large').setAttribute('aria-pressed', 'true')
  }
  applyTexts()
  wire()
  const fromLink = await fromHash()
  if (fromLink === 'loaded') return
  const first = ENTRIES.find((e) => e.key === 'examples:musterstadt') ?? ENTRIES[0]
  if (first === undefined) load(blankCase(), null, t('newCase'), null)
  else {
    byId<HTMLSelectElement>('catalog').value = first.key
    await loadEntry(first.key)
  }
  if (fromLink !== 'none') byId('source').prepend(`${fromLink.damaged}. `)
}

void start().then(() => {
  document.body.dataset['ready'] = 'true'
})

