/**
 * The library's errors beside the form and in a list above the result: a
 * sentence in the page's language at the control the path points to, and
 * the library's own line (path, message, norm id) for the curious.
 */
import type { CaseError } from './library.js'
import { byId, h } from './dom.js'
import { t } from './i18n.js'
import { cliLine, errorSentence } from './messages.js'
import { parentPath } from './model.js'

/** The control (or the row, or the section) that a JSON path points at. */
export const targetOf = (path: string): HTMLElement | null => {
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

const clear = (form: HTMLElement): void => {
  for (const el of form.querySelectorAll('.field-error')) el.remove()
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid')
  for (const el of form.querySelectorAll('.has-error')) el.classList.remove('has-error')
  for (const el of form.querySelectorAll('[data-error-described]')) {
    el.removeAttribute('aria-describedby')
    el.removeAttribute('data-error-described')
  }
}

const placeInline = (target: HTMLElement, message: HTMLElement, id: string): void => {
  if (isControl(target)) {
    target.setAttribute('aria-invalid', 'true')
    target.setAttribute('aria-describedby', `${target.getAttribute('aria-describedby') ?? ''} ${id}`.trim())
    target.setAttribute('data-error-described', '')
    ;(target.closest('.field') ?? target.parentElement)?.append(message)
    return
  }
  target.classList.add('has-error')
  if (target instanceof HTMLTableRowElement) target.lastElementChild?.append(message)
  else if (target instanceof HTMLTableElement) target.parentElement?.append(message)
  else {
    const legend = target.querySelector(':scope > legend, :scope > .event-head')
    if (legend !== null) legend.after(message)
    else target.append(message)
  }
}

const goTo = (path: string): void => {
  const el = targetOf(path)
  if (el === null) {
    ;(byId('json-panel') as HTMLDetailsElement).open = true
    byId('json').focus()
    return
  }
  const focusable = isControl(el) ? el : el.querySelector<HTMLElement>('input, select, button')
  el.scrollIntoView({ block: 'center' })
  focusable?.focus()
}

/** The technical line of an error, folded away. */
export const techLine = (e: CaseError): HTMLElement =>
  h('details', { class: 'tech' }, h('summary', {}, t('errorTech')), h('code', { lang: 'en', 'data-cli': '' }, cliLine(e)))

export const showErrors = (doc: unknown, errors: ReadonlyArray<CaseError>): void => {
  const form = byId('form')
  clear(form)
  const list = byId('errors')
  list.replaceChildren()
  byId('errors-box').hidden = errors.length === 0
  errors.forEach((e, i) => {
    const id = `error-${i}`
    const sentence = errorSentence(doc, e)
    const target = targetOf(e.path)
    if (target !== null) placeInline(target, h('p', { class: 'field-error', id, 'data-error-path': e.path }, sentence), id)
    list.append(
      h(
        'li',
        { 'data-code': e.code },
        h('button', { type: 'button', class: 'link', 'data-error-path': e.path, onclick: () => goTo(e.path) }, sentence),
        techLine(e),
      ),
    )
  })
}

export const showJsonError = (doc: unknown, errors: ReadonlyArray<CaseError>): void => {
  const el = byId('json-error')
  el.hidden = errors.length === 0
  el.replaceChildren(...errors.flatMap((e, i) => [...(i === 0 ? [] : [h('br')]), `${errorSentence(doc, e)} `, h('code', { lang: 'en' }, cliLine(e))]))
}
