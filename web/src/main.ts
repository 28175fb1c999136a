/**
 * The succession lab: load a case, edit its facts in a form or as JSON, and
 * watch what § 34 KWG makes of them — or, in exam mode, answer first and
 * see the library's result afterwards. Everything runs in the browser.
 */
import { cite, parseJson, type NormId } from './library.js'
import { analyse, asStateQuery, withoutEvents, type Analysis } from './analysis.js'
import { auditView } from './audit.js'
import { ENTRIES, type Exercise, unwrap, vectorDescription } from './catalog.js'
import { byId, h } from './dom.js'
import { BLANK_EXERCISE, checkView, type Draft, draftOf, editorView, exerciseOf, fromWire, wireOf } from './editor.js'
import { showErrors, showJsonError } from './errors-view.js'
import { emptyAnswers, examForm, feedbackView, grade, type Answers } from './exam.js'
import { exerciseView, solutionSheet, variationOf, worksheet } from './exercise.js'
import { expectedView } from './expected.js'
import { renderForm, type Change } from './form.js'
import { hintStep, hintsView } from './hints.js'
import { lang, setLang, t, type Lang } from './i18n.js'
import { applyPatch, blankCase, clone, type Json, str } from './model.js'
import { outcomeView, rankingView } from './results.js'
import { seatsView } from './seats.js'
import { decodeParam, decodeShare, encodeParam, encodeShare } from './share.js'
import { selectTab, wireTabs } from './tabs.js'
import { teacherView } from './teacher.js'
import { opinion, notice, renderText, short, withIneffective, type Text } from './texts.js'
import { wordingView } from './wording.js'
import './styles.css'

interface LabState {
  doc: Json
  /** the case as loaded (a variation as written), to compare an edited case with */
  written: Json
  exercise: Exercise | null
  /** which variation of the exercise is loaded (0: the case itself) */
  variation: number
  expected: unknown
  chosen: string | null
  source: string
  title: string | null
  catalogKey: string
  analysis: Analysis | null
  exam: boolean
  committed: boolean
  answers: Answers
  hints: number
  draft: Draft | null
}

const lab: LabState = {
  doc: null,
  written: null,
  exercise: null,
  variation: 0,
  expected: null,
  chosen: null,
  source: '',
  title: null,
  catalogKey: '',
  analysis: null,
  exam: false,
  committed: false,
  answers: emptyAnswers(),
  hints: 0,
  draft: null,
}

const PREFS = 'nachruecken-lab'
type Prefs = { lang?: Lang; large?: boolean }
const prefs = (): Prefs => {
  try {
    return JSON.parse(localStorage.getItem(PREFS) ?? '{}') as Prefs
  } catch {
    return {}
  }
}
const savePrefs = (p: Prefs): void => {
  try {
    localStorage.setItem(PREFS, JSON.stringify({ ...prefs(), ...p }))
  } catch {
    // private mode: preferences are not kept
  }
}

/** Exam mode before the commit: nothing of the library's answer may be in the page. */
const locked = (): boolean => lab.exam && !lab.committed

// ------------------------------------------------------------------ static texts

const applyTexts = (): void => {
  document.documentElement.lang = lang()
  document.title = `${t('title')} (§ 34 KWG)`
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset['i18n'] ?? '')
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset['i18nLabel'] ?? ''))
  byId('lang').setAttribute('lang', lang() === 'de' ? 'en' : 'de')
  renderCatalog()
}

const renderCatalog = (): void => {
  const sel = byId<HTMLSelectElement>('catalog')
  const group = (g: 'cases' | 'examples', label: string): HTMLElement =>
    h('optgroup', { label: t(label) }, ENTRIES.filter((e) => e.group === g).map((e) => h('option', { value: e.key }, e.label)))
  sel.replaceChildren(h('option', { value: '' }, t('catalogOwn')), group('cases', 'catalogCases'), group('examples', 'catalogExamples'))
  sel.value = lab.catalogKey.startsWith('vectors:') ? '' : lab.catalogKey
  const vec = byId<HTMLSelectElement>('vector-select')
  const keep = vec.value
  vec.replaceChildren(...ENTRIES.filter((e) => e.group === 'vectors').map((e) => h('option', { value: e.key }, e.label)))
  if (keep !== '') vec.value = keep
}

// ------------------------------------------------------------------ loading

interface Source {
  readonly expected?: unknown
  readonly source: string
  readonly title?: string | null
  readonly key?: string
  /** the case as the case book writes it, where the loaded one was edited (a shared link) */
  readonly written?: Json
}

const load = (doc: Json, s: Source): void => {
  lab.doc = clone(doc)
  lab.written = clone(s.written ?? doc)
  lab.expected = s.expected ?? null
  lab.source = s.source
  lab.title = s.title ?? null
  lab.catalogKey = s.key ?? ''
  lab.chosen = null
  lab.committed = false
  lab.answers = emptyAnswers()
  lab.hints = 0
  byId<HTMLSelectElement>('catalog').value = lab.catalogKey.startsWith('vectors:') ? '' : lab.catalogKey
  byId('vector-description').hidden = !lab.catalogKey.startsWith('vectors:')
  byId('json-error').hidden = true
  renderAll()
  renderExercise()
  scheduleHash()
}

const loadText = (text: string, source: string): void => {
  const u = parseJson(text)
  if (u._tag === 'Left') {
    byId<HTMLTextAreaElement>('json').value = text
    showJsonError(null, u.left.errors)
    ;(byId('json-panel') as HTMLDetailsElement).open = true
    byId('source').textContent = `${t('invalidJson')}: ${source}`
    return
  }
  const l = unwrap(u.right)
  lab.exercise = null
  load(l.doc, { expected: l.expected, source, title: l.title })
}

const loadEntry = async (key: string): Promise<void> => {
  const e = ENTRIES.find((x) => x.key === key)
  if (e === undefined) return
  if (e.exercise !== undefined) {
    lab.exercise = await e.exercise()
    lab.variation = 0
    load(lab.exercise.base, { expected: lab.exercise.answer ?? null, source: e.label, key })
    return
  }
  lab.exercise = null
  const l = unwrap(await e.load())
  if (e.group === 'vectors') byId('vector-description').textContent = vectorDescription(e.id) ?? ''
  load(l.doc, { expected: l.expected, source: e.group === 'vectors' ? `${t('vectorSelect')} ${e.label}` : e.label, title: e.group === 'vectors' ? null : l.title, key })
}

/** A variation applies to the case as the case book has it, never on top of an edit. */
const loadVariation = (nr: number): void => {
  const ex = lab.exercise
  if (ex === null) return
  const v = variationOf(ex, nr)
  const key = lab.catalogKey
  try {
    const doc = v === null ? ex.base : applyPatch(ex.base, v.patch)
    lab.variation = v === null ? 0 : nr
    load(doc, { expected: v === null ? (ex.answer ?? null) : v.expected, source: v === null ? ex.title : `${ex.title} – ${t('variation', { nr })}: ${v.change}`, key })
  } catch (err) {
    byId('source').textContent = `${t('variation', { nr })}: ${err instanceof Error ? err.message : str(err)}`
  }
  document.querySelector<HTMLElement>(`#exercise button[data-variation="${lab.variation}"]`)?.focus()
}

// ------------------------------------------------------------------ the exercise

const outcomeSentence = (): string => lab.analysis === null ? '' : (outcomeView(lab.analysis, lab.doc).querySelector('.outcome-text')?.textContent ?? '')

const hintsBox = (): HTMLElement | null => {
  const a = lab.analysis
  if (a === null) return null
  const v = variationOf(lab.exercise, lab.variation)
  return hintsView(lab.hints, (i) => hintStep(i, a, lab.exercise, v, outcomeSentence), () => {
    lab.hints += 1
    renderExercise()
    document.querySelector<HTMLElement>(`#hints [data-hint="${lab.hints}"]`)?.focus()
  })
}

const renderExercise = (): void => {
  const box = byId('exercise')
  const ex = lab.exercise
  box.hidden = ex === null
  if (ex === null) {
    box.replaceChildren()
    return
  }
  box.replaceChildren(
    exerciseView({ exercise: ex, variation: lab.variation, exam: lab.exam, solved: !locked(), load: loadVariation, print: printSheet, hints: hintsBox() }),
  )
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

/** The opinion on the case; on a vacancy decided without facts that have no effect (a revoked waiver), with them as ineffective facts. */
const opinionOnPage = (a: Analysis): Text => {
  if (a.ineffective.length === 0 || a.derived) return opinion(lab.doc, lang())
  const o = opinion(withoutEvents(lab.doc, a.setAside), lang())
  const s = opinion(asStateQuery(lab.doc), lang())
  return o._tag === 'document' && s._tag === 'document' ? { _tag: 'document', document: withIneffective(o.document, s.document) } : o
}

const explanationView = (a: Analysis): HTMLElement | null => {
  const o = opinionOnPage(a)
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

const noticeView = (): HTMLElement | null => {
  const n = notice(lab.doc, lang())
  return n._tag === 'failed' ? null : renderText(n.document, 'notice-text')
}

/** The check against the hand-worked result: of the variation as written, even after an edit. */
const expectedBox = (a: Analysis): HTMLElement | null => {
  const edited = JSON.stringify(lab.doc) !== JSON.stringify(lab.written)
  if (!edited || lab.exercise === null) return expectedView(a, lab.expected, lab.doc)
  const view = expectedView(analyse(lab.written, null), lab.expected, lab.written)
  return view === null ? null : h('div', {}, h('p', { class: 'hint', id: 'as-written' }, t('variationAsWritten')), view)
}

/** Empty every view of the result (exam mode before the commit). */
const clearResult = (): void => {
  byId('outcome').replaceChildren()
  for (const [box, content] of [['ranking-box', 'ranking'], ['seats-box', 'seats'], ['explanation-box', 'explanation'], ['notice-box', 'notice'], ['audit-box', 'audit'], ['expected-box', 'expected']] as const) fill(box, content, null)
  byId('statute-text').replaceChildren()
  byId('statute').hidden = true
}

const renderResult = (a: Analysis): void => {
  byId('outcome').replaceChildren(outcomeView(a, lab.doc))
  fill('ranking-box', 'ranking', rankingView(a))
  fill('seats-box', 'seats', seatsView(a))
  fill('explanation-box', 'explanation', explanationView(a))
  fill('notice-box', 'notice', noticeView())
  fill('audit-box', 'audit', auditView(a))
  fill('expected-box', 'expected', expectedBox(a))
}

const renderExam = (a: Analysis): void => {
  const box = byId('exam')
  box.hidden = !lab.exam
  byId('result-h').textContent = locked() ? t('examHeading') : t('resultHeading')
  byId('solved').hidden = locked()
  if (!lab.exam) {
    byId('exam-body').replaceChildren()
    return
  }
  byId('exam-body').replaceChildren(
    lab.committed
      ? feedbackView(grade(a, lab.answers), lab.hints, () => {
          lab.committed = false
          recompute()
          renderExercise()
          byId('exam-outcome').focus()
        })
      : examForm(a, lab.answers, () => undefined, commit),
  )
}

const commit = (): void => {
  lab.committed = true
  recompute()
  renderExercise()
  byId('feedback').focus()
}

const recompute = (): void => {
  const a = analyse(lab.doc, lab.chosen)
  lab.analysis = a
  if (locked()) clearResult()
  else renderResult(a)
  renderExam(a)
  renderVacancyChoice(a)
  showErrors(lab.doc, a.errors.length > 0 ? a.errors : a.decisionErrors)
  if (lab.draft !== null) byId('editor-check-box').replaceChildren(checkView(a, lab.draft, lab.doc))
}

const renderVacancyChoice = (a: Analysis): void => {
  const box = byId('vacancy-choice')
  box.hidden = !a.derived || a.vacancies.length === 0
  if (box.hidden) return
  const sel = byId<HTMLSelectElement>('vacancy-select')
  sel.replaceChildren(...a.vacancies.map((v) => h('option', { value: v, selected: v === a.vacancy }, v)))
}


// ------------------------------------------------------------------ explanation on click

/** Show the sentence of the law, switch to the opinion and go to the paragraph. */
const explain = (rule: NormId | null, paragraph: HTMLElement | null): void => {
  const tabs = byId('tabs')
  selectTab(tabs, 'gutachten')
  const box = byId('statute')
  const wording = rule === null ? null : wordingView(rule)
  box.hidden = rule === null
  byId('statute-text').replaceChildren(...(rule === null ? [] : [wording ?? h('p', {}, t('statuteOther', { norm: cite(rule) }))]))
  for (const el of document.querySelectorAll('#opinion-text .target')) el.classList.remove('target')
  const target = paragraph ?? (rule === null ? null : box)
  if (paragraph !== null) paragraph.classList.add('target')
  target?.scrollIntoView({ block: 'center' })
  target?.focus()
}

const onResultClick = (e: Event): void => {
  const el = e.target as HTMLElement
  const normButton = el.closest<HTMLElement>('[data-norm]')
  if (normButton !== null && !normButton.closest('#panel-gutachten')) {
    const rule = normButton.dataset['norm'] as NormId
    const who = normButton.closest('tr')?.dataset['candidate']
    const citing = [...document.querySelectorAll<HTMLElement>(`#opinion-text [data-norms~="${CSS.escape(rule)}"]`)]
    const about = who === undefined ? undefined : citing.find((p) => (p.dataset['candidates'] ?? '').split(' ').includes(who))
    explain(rule, about ?? citing[0] ?? null)
    return
  }
  const who = el.closest<HTMLElement>('[data-explain-candidate]')
  if (who !== null) {
    const id = who.dataset['explainCandidate'] ?? ''
    const row = who.closest('tr')
    const rule = (row?.querySelector<HTMLElement>('[data-norm]')?.dataset['norm'] ?? null) as NormId | null
    const paragraphs = [...document.querySelectorAll<HTMLElement>(`#opinion-text [data-candidates~="${CSS.escape(id)}"]`)]
    explain(rule, paragraphs.find((p) => p.closest('[data-key^="subsumtion"]') !== null) ?? paragraphs[0] ?? null)
  }
}

// ------------------------------------------------------------------ printing

const printSheet = (sheet: 'worksheet' | 'solution'): void => {
  const ex = lab.exercise
  if (ex === null || (sheet === 'solution' && locked())) return
  const out = byId('print-sheet')
  const body = str((lab.doc as { body?: { name?: string } } | null)?.body?.name)
  const opinionEl = byId('explanation').querySelector('#opinion-text')
  out.replaceChildren(
    sheet === 'worksheet'
      ? worksheet(ex, lab.variation, body)
      : solutionSheet(ex, lab.variation, [byId('outcome').cloneNode(true) as HTMLElement, ...[byId('ranking').cloneNode(true) as HTMLElement]], (opinionEl?.cloneNode(true) as HTMLElement | null) ?? null),
  )
  for (const el of out.querySelectorAll('[id]')) el.removeAttribute('id')
  out.hidden = false
  document.body.dataset['print'] = sheet
  const done = (): void => {
    delete document.body.dataset['print']
    out.hidden = true
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}

// ------------------------------------------------------------------ the editor and the teacher's view

const renderEditor = (): void => {
  const box = byId('editor')
  box.hidden = lab.draft === null
  if (lab.draft === null) {
    box.replaceChildren()
    return
  }
  const draft = lab.draft
  box.replaceChildren(
    editorView({
      draft,
      doc: () => lab.doc,
      changed: () => lab.analysis !== null && byId('editor-check-box').replaceChildren(checkView(lab.analysis, draft, lab.doc)),
      apply: () => {
        lab.exercise = exerciseOf(draft, lab.doc)
        lab.variation = 0
        lab.written = clone(lab.doc)
        renderExercise()
        scheduleHash()
      },
      share: () => {
        lab.exercise = exerciseOf(draft, lab.doc)
        renderExercise()
        void share()
      },
      close: () => {
        lab.draft = null
        renderEditor()
        byId('edit').focus()
      },
    }),
  )
  if (lab.analysis !== null) byId('editor-check-box').replaceChildren(checkView(lab.analysis, draft, lab.doc))
}

const openEditor = (draft: Draft): void => {
  lab.draft = draft
  renderEditor()
  byId('ed-title').focus()
}

const toggleTeacher = async (): Promise<void> => {
  const view = byId('teacher-view')
  const open = view.hidden
  view.hidden = !open
  byId('teacher').setAttribute('aria-expanded', String(open))
  if (!open) return
  byId('teacher-list').replaceChildren(
    await teacherView(async (id, exam) => {
      setExam(exam)
      await loadEntry(`cases:${id}`)
      view.hidden = true
      byId('teacher').setAttribute('aria-expanded', 'false')
      byId('exercise').scrollIntoView({ block: 'start' })
      byId('exercise-h').focus()
    }),
  )
  byId('teacher-h').scrollIntoView({ block: 'start' })
}

// ------------------------------------------------------------------ changes and the address

let hashTimer: ReturnType<typeof setTimeout> | undefined
let hashPending: Promise<void> = Promise.resolve()

const writeHash = async (): Promise<void> => {
  const frag = await encodeShare(JSON.stringify(lab.doc))
  const ex = lab.exercise
  const book = ex === null ? '' : ex.id !== null ? `&book=${encodeURIComponent(ex.id)}${lab.variation === 0 ? '' : `&v=${lab.variation}`}` : `&${await encodeParam('ex', JSON.stringify(wireOf(ex)))}`
  history.replaceState(null, '', `#${frag}${book}${lab.exam ? '&mode=exam' : ''}`)
}

const scheduleHash = (): void => {
  clearTimeout(hashTimer)
  hashTimer = setTimeout(() => {
    hashPending = writeHash()
  }, 250)
}

const share = async (): Promise<void> => {
  clearTimeout(hashTimer)
  await hashPending
  await writeHash()
  const url = location.href
  byId('share-box').hidden = false
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
}

const changed = (kind: Change, focus?: string): void => {
  if (kind === 'structure') renderFormNow(focus)
  if (lab.committed) lab.committed = false
  syncJson()
  recompute()
  scheduleHash()
}

const onJsonInput = (): void => {
  const text = byId<HTMLTextAreaElement>('json').value
  const u = parseJson(text)
  if (u._tag === 'Left') {
    showJsonError(lab.doc, u.left.errors)
    return
  }
  showJsonError(lab.doc, [])
  lab.doc = u.right as Json
  renderFormNow()
  recompute()
  scheduleHash()
}

const setExam = (on: boolean): void => {
  lab.exam = on
  lab.committed = false
  byId('exam-mode').setAttribute('aria-pressed', String(on))
  renderExercise()
  if (lab.analysis !== null) recompute()
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
    renderExercise()
    renderEditor()
    renderAll()
  })
  const large = byId('large')
  large.addEventListener('click', () => {
    const on = !document.documentElement.classList.contains('large')
    document.documentElement.classList.toggle('large', on)
    large.setAttribute('aria-pressed', String(on))
    savePrefs({ large: on })
  })
  byId('exam-mode').addEventListener('click', () => setExam(!lab.exam))
  byId('teacher').addEventListener('click', () => void toggleTeacher())
  byId('share').addEventListener('click', () => void share())
  byId('load').addEventListener('click', () => {
    const key = byId<HTMLSelectElement>('catalog').value
    if (key !== '') void loadEntry(key)
  })
  byId('load-vector').addEventListener('click', () => void loadEntry(byId<HTMLSelectElement>('vector-select').value))
  byId('new').addEventListener('click', () => {
    const draft: Draft = { ...BLANK_EXERCISE, hints: [...BLANK_EXERCISE.hints], expected: { ...BLANK_EXERCISE.expected } }
    lab.exercise = exerciseOf(draft, blankCase())
    lab.variation = 0
    load(blankCase(), { source: t('ownExercise') })
    openEditor(draft)
  })
  byId('edit').addEventListener('click', () => openEditor(draftOf(lab.exercise?.id === null ? lab.exercise : null)))
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
  byId('result').addEventListener('click', onResultClick)
  wireTabs(byId('tabs'))
  window.addEventListener('hashchange', () => void fromHash())
}

/** The exercise a link names: a case-book case (`book=`, `v=`) or one's own (`ex=`). */
const exerciseFromHash = async (params: URLSearchParams, doc: Json): Promise<Exercise | null> => {
  const own = await decodeParam(location.hash, 'ex')
  if (own !== null) return fromWire(JSON.parse(own) as unknown, doc)
  const entry = ENTRIES.find((e) => e.group === 'cases' && e.id === params.get('book'))
  return entry?.exercise === undefined ? null : entry.exercise()
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
    lab.exercise = await exerciseFromHash(params, l.doc)
    const nr = Number(params.get('v') ?? '0')
    const variation = variationOf(lab.exercise, nr)
    lab.variation = variation === null ? 0 : nr
    lab.exam = params.get('mode') === 'exam'
    byId('exam-mode').setAttribute('aria-pressed', String(lab.exam))
    const book = lab.exercise?.id ?? null
    const source = lab.exercise === null ? t('shareLabel') : `${t('shareLabel')}: ${lab.exercise.title}${variation === null ? '' : ` – ${t('variation', { nr })}`}`
    const written = lab.exercise === null || lab.exercise.id === null ? l.doc : variation === null ? lab.exercise.base : applyPatch(lab.exercise.base, variation.patch)
    load(l.doc, { expected: variation?.expected ?? lab.exercise?.answer ?? l.expected, source, title: l.title, key: book === null ? '' : `cases:${book}`, written })
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
  if (first === undefined) load(blankCase(), { source: t('newCase') })
  else await loadEntry(first.key)
  if (fromLink !== 'none') byId('source').prepend(`${fromLink.damaged}. `)
}

void start().then(() => {
  document.body.dataset['ready'] = 'true'
})
