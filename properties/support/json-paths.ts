// Walking a JSON document: every path, in the notation of the error reports
// (`lists[0].candidates[3].votes`, spec/wire-format.md), and copies with one
// value replaced, removed or added.

export type Segment = string | number

/** `lists[0].candidates[3].votes`; `""` for the root. */
export const render = (segments: ReadonlyArray<Segment>): string =>
  segments.reduce<string>((p, s) => (typeof s === 'number' ? `${p}[${s}]` : p === '' ? s : `${p}.${s}`), '')

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

/** Every path below the root, parents before children. */
export const paths = (u: unknown, prefix: ReadonlyArray<Segment> = []): Segment[][] => {
  const out: Segment[][] = []
  const children: Array<[Segment, unknown]> = Array.isArray(u) ? u.map((x, i) => [i, x]) : isObject(u) ? Object.entries(u) : []
  for (const [k, v] of children) {
    const p = [...prefix, k]
    out.push(p, ...paths(v, p))
  }
  return out
}

/** Paths of the objects (the root included): where a field can be added. */
export const objectPaths = (u: unknown): Segment[][] => [[], ...paths(u)].filter((p) => isObject(get(u, p)))

export const get = (u: unknown, path: ReadonlyArray<Segment>): unknown =>
  path.reduce<unknown>((x, s) => (Array.isArray(x) || isObject(x) ? (x as Record<string | number, unknown>)[s] : undefined), u)

const copy = <A>(u: A): A => JSON.parse(JSON.stringify(u)) as A

const parentOf = (root: unknown, path: ReadonlyArray<Segment>): Record<string | number, unknown> =>
  get(root, path.slice(0, -1)) as Record<string | number, unknown>

/** A copy with the value at `path` replaced. */
export const replaced = <A>(u: A, path: ReadonlyArray<Segment>, value: unknown): A => {
  const c = copy(u)
  Object.defineProperty(parentOf(c, path), path[path.length - 1] as Segment, { value, enumerable: true, writable: true, configurable: true })
  return c
}

/** A copy without the field at `path` (an object member). */
export const removed = <A>(u: A, path: ReadonlyArray<Segment>): A => {
  const c = copy(u)
  delete parentOf(c, path)[path[path.length - 1] as Segment]
  return c
}

/** The kind of a JSON value, as JSON Schema names it. */
export const kindOf = (u: unknown): 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' =>
  u === null ? 'null' : Array.isArray(u) ? 'array' : (typeof u as 'boolean' | 'number' | 'string' | 'object')
