/** A tiny DOM builder: no framework, only elements. */

type Child = Node | string | number | null | undefined | false
type Props = Record<string, unknown>

const PROPERTIES = new Set(['value', 'checked', 'selected', 'disabled', 'textContent', 'indeterminate'])

const apply = (el: Element, props: Props): void => {
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener)
    else if (PROPERTIES.has(k)) (el as unknown as Record<string, unknown>)[k] = v
    else el.setAttribute(k === 'className' ? 'class' : k, v === true ? '' : String(v))
  }
}

const append = (el: Element, children: ReadonlyArray<Child | ReadonlyArray<Child>>): void => {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue
    el.append(typeof c === 'number' ? String(c) : c)
  }
}

export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Array<Child | ReadonlyArray<Child>>
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag)
  apply(el, props)
  append(el, children)
  return el
}

const SVG = 'http://www.w3.org/2000/svg'

export const s = (tag: string, props: Props = {}, ...children: Array<Child | ReadonlyArray<Child>>): SVGElement => {
  const el = document.createElementNS(SVG, tag)
  apply(el, props)
  append(el, children)
  return el as SVGElement
}

/** An id usable in HTML for a JSON path. */
export const idFor = (prefix: string, path: string): string => `${prefix}-${path.replace(/[^A-Za-z0-9]+/g, '_')}`

export const byId = <E extends HTMLElement = HTMLElement>(id: string): E => {
  const el = document.getElementById(id)
  if (el === null) throw new Error(`#${id} missing from index.html`)
  return el as E
}
