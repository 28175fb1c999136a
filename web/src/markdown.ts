/**
 * Just enough Markdown for the case book's `fall.md` (headings, paragraphs,
 * lists, **bold**, *italic*, `code`, [links](…) as plain text), built as
 * elements: no HTML from the file reaches the page.
 */
import { h } from './dom.js'

type Inline = Array<Node | string>

const inline = (text: string): Inline => {
  const out: Inline = []
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\([^)]*\)/g
  let last = 0
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    if (m[1] !== undefined) out.push(h('strong', {}, ...inline(m[1])))
    else if (m[2] !== undefined) out.push(h('em', {}, ...inline(m[2])))
    else if (m[3] !== undefined) out.push(h('code', {}, m[3]))
    else out.push(m[4] ?? '')
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

const ITEM = /^(\d+\.|[-*])\s+/

/** The blocks of a Markdown text; `level` offsets headings (## → h(2 + level)). */
export const markdown = (text: string, level = 2): HTMLElement[] => {
  const out: HTMLElement[] = []
  for (const chunk of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '')
    const first = lines[0]
    if (first === undefined) continue
    const heading = /^(#{1,6})\s+(.*)$/.exec(first)
    if (heading !== null) {
      const n = Math.min((heading[1]?.length ?? 1) + level - 1, 6)
      out.push(h(`h${n}` as 'h2', {}, ...inline(heading[2] ?? '')))
      continue
    }
    if (ITEM.test(first)) {
      const items: string[] = []
      for (const l of lines) {
        if (ITEM.test(l)) items.push(l.replace(ITEM, ''))
        else items[items.length - 1] = `${items[items.length - 1] ?? ''}\n${l.trim()}`
      }
      const ordered = /^\d+\./.test(first)
      out.push(
        h(
          ordered ? 'ol' : 'ul',
          {},
          items.map((it) => h('li', {}, ...it.split('\n').flatMap((part, i) => (i === 0 ? inline(part) : [h('br'), ...inline(part)])))),
        ),
      )
      continue
    }
    out.push(h('p', {}, ...inline(lines.map((l) => l.trim()).join(' '))))
  }
  return out
}

/** The sections of a Markdown text by its `## ` headings: [title, body]; the part before the first is titled ''. */
export const sections = (text: string): Array<[string, string]> => {
  const out: Array<[string, string]> = []
  let title = ''
  let body: string[] = []
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const m = /^##\s+(.*)$/.exec(line)
    if (m !== null) {
      out.push([title, body.join('\n')])
      title = m[1] ?? ''
      body = []
    } else body.push(line)
  }
  out.push([title, body.join('\n')])
  return out
}
