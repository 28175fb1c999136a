/**
 * The case being edited is plain JSON (the wire format `nachruecken.case/1`),
 * addressed by the same paths the library's errors use:
 * `lists[0].candidates[3].votes`, `events[2]`, `query.vacancy`.
 */

import { DEPARTURE_CAUSES, EVENT_TAGS } from './library.js'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
export type JsonObject = { [k: string]: Json }

export type Segment = string | number

/** `lists[0].candidates[3].votes` → ['lists', 0, 'candidates', 3, 'votes'] */
export const parsePath = (path: string): Segment[] => {
  const out: Segment[] = []
  const re = /([^.[\]]+)|\[(\d+)\]/g
  for (const m of path.matchAll(re)) out.push(m[2] !== undefined ? Number(m[2]) : (m[1] ?? ''))
  return out
}

export const formatPath = (segments: ReadonlyArray<Segment>): string =>
  segments.reduce<string>((acc, s) => (typeof s === 'number' ? `${acc}[${s}]` : acc === '' ? s : `${acc}.${s}`), '')

/** The path one level up (`events[2].candidate` → `events[2]`, `events[2]` → `events`), or null for the root. */
export const parentPath = (path: string): string | null => {
  const s = parsePath(path)
  return s.length === 0 ? null : formatPath(s.slice(0, -1))
}

export const isObject = (u: unknown): u is JsonObject => typeof u === 'object' && u !== null && !Array.isArray(u)

export const getAt = (doc: unknown, path: string): unknown => {
  let cur: unknown = doc
  for (const s of parsePath(path)) {
    if (typeof s === 'number') cur = Array.isArray(cur) ? cur[s] : undefined
    else cur = isObject(cur) ? cur[s] : undefined
    if (cur === undefined) return undefined
  }
  return cur
}

/** Set (or, with `undefined`, delete) the value at a path, creating objects on the way. */
export const setAt = (doc: unknown, path: string, value: Json | undefined): void => {
  const segs = parsePath(path)
  const last = segs[segs.length - 1]
  if (last === undefined) return
  let cur: unknown = doc
  for (const [i, s] of segs.slice(0, -1).entries()) {
    const next = segs[i + 1]
    const container = cur as Record<string | number, unknown>
    if (typeof container !== 'object' || container === null) return
    if (container[s] === undefined || typeof container[s] !== 'object' || container[s] === null)
      container[s] = typeof next === 'number' ? [] : {}
    cur = container[s]
  }
  if (typeof cur !== 'object' || cur === null) return
  const target = cur as Record<string | number, unknown>
  if (value === undefined) {
    if (Array.isArray(target) && typeof last === 'number') target.splice(last, 1)
    else delete target[last]
  } else target[last] = value
}

export const clone = <A>(a: A): A => JSON.parse(JSON.stringify(a)) as A

export const str = (u: unknown): string => (typeof u === 'string' ? u : u === undefined || u === null ? '' : JSON.stringify(u))

export const arr = (u: unknown): unknown[] => (Array.isArray(u) ? u : [])

/** Every candidate of the case as [id, label], in list order. */
export const candidateChoices = (doc: unknown): Array<[string, string]> => {
  const out: Array<[string, string]> = []
  for (const l of arr(getAt(doc, 'lists')))
    for (const k of arr(isObject(l) ? l['candidates'] : undefined))
      if (isObject(k) && typeof k['id'] === 'string') out.push([k['id'], `${k['id']} – ${str(k['name'])}`])
  return out
}

/** A name for a candidate id, for texts. */
export const nameOf = (doc: unknown, id: string | null | undefined): string => {
  if (id === null || id === undefined) return '—'
  for (const l of arr(getAt(doc, 'lists')))
    for (const k of arr(isObject(l) ? l['candidates'] : undefined))
      if (isObject(k) && k['id'] === id) return `${str(k['name'])} (${id})`
  return id
}

export const EVENT_TYPES = EVENT_TAGS

export const CAUSES = DEPARTURE_CAUSES
export const GROUND_CAUSES: ReadonlyArray<string> = ['eligibilityLost', 'officeCapacityLost', 'incompatibility']

/** The options of the enumerated event fields. */
export const ENUMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  cause: CAUSES,
  to: ['returningOfficer', 'party', 'body', 'other'],
  ground: ['eligibility', 'officeCapacity', 'incompatibility'],
  by: ['returningOfficer', 'body'],
  against: ['determination', 'inaction'],
  form: ['written', 'onRecord', 'oral', 'email'],
  decision: ['confirm', 'annul', 'modify'],
}

export const outcomeOptions = (type: string): ReadonlyArray<string> =>
  type === 'determination' ? ['successor', 'vacant', 'noSuccession'] : ['successor', 'vacant']

/** The order in which the fields of an event are shown. */
export const FIELD_ORDER = [
  'member',
  'candidate',
  'vacancy',
  'cause',
  'written',
  'to',
  'effective',
  'finalJudgment',
  'ground',
  'among',
  'winner',
  'by',
  'decision',
  'outcome',
  'successor',
  'against',
  'form',
  'reasonedOn',
  'ownRights',
  'supporters',
]

/** The first departed member of the case, or the first elected candidate: a sensible default reference. */
const firstRef = (doc: unknown, prefer: 'vacancy' | 'candidate'): string => {
  const left = arr(getAt(doc, 'events')).find((e) => isObject(e) && e['type'] === 'memberLeft')
  if (prefer === 'vacancy' && isObject(left) && typeof left['member'] === 'string') return left['member']
  for (const l of arr(getAt(doc, 'lists')))
    for (const k of arr(isObject(l) ? l['candidates'] : undefined))
      if (isObject(k) && (prefer === 'vacancy' ? k['elected'] === true : k['elected'] !== true) && typeof k['id'] === 'string')
        return k['id']
  return candidateChoices(doc)[0]?.[0] ?? ''
}

/**
 * A new event of a type with the fields the wire format requires, keeping the
 * date and the person of the event it replaces where that makes sense.
 */
export const eventTemplate = (doc: unknown, type: string, date: string, previous?: JsonObject): JsonObject => {
  const person = (key: 'member' | 'candidate' | 'vacancy'): string => {
    const p = previous?.[key] ?? previous?.['candidate'] ?? previous?.['member'] ?? previous?.['vacancy']
    return typeof p === 'string' ? p : firstRef(doc, key === 'candidate' ? 'candidate' : 'vacancy')
  }
  switch (type) {
    case 'memberLeft':
      return { date, type, member: person('member'), cause: 'death' }
    case 'candidateWaived':
      return { date, type, candidate: person('candidate'), written: true, to: 'returningOfficer' }
    case 'candidateGroundArose':
    case 'candidateGroundEnded':
      return { date, type, candidate: person('candidate'), ground: 'eligibility' }
    case 'lotDrawn':
      return { date, type, vacancy: person('vacancy'), among: [], winner: '' }
    case 'determination':
      return { date, type, vacancy: person('vacancy'), by: 'returningOfficer', outcome: 'successor', successor: firstRef(doc, 'candidate') }
    case 'announcement':
    case 'final':
      return { date, type, vacancy: person('vacancy') }
    case 'objection':
      return { date, type, vacancy: person('vacancy'), against: 'determination', form: 'written', reasonedOn: date, ownRights: true, supporters: 0 }
    case 'bodyDecision':
    case 'courtDecision':
      return { date, type, vacancy: person('vacancy'), decision: 'confirm' }
    default:
      return { date, type, candidate: person('candidate') }
  }
}

/** Adjust a memberLeft event to its cause (written/to only for seatWaiver, finalJudgment only for ground causes). */
export const fitMemberLeft = (e: JsonObject): void => {
  if (e['cause'] === 'seatWaiver') {
    if (typeof e['written'] !== 'boolean') e['written'] = true
    if (typeof e['to'] !== 'string') e['to'] = 'returningOfficer'
  } else {
    delete e['written']
    delete e['to']
    delete e['effective']
  }
  if (!GROUND_CAUSES.includes(str(e['cause']))) delete e['finalJudgment']
}

/** Adjust a decision event to its decision (outcome/successor only for modify). */
export const fitDecision = (e: JsonObject): void => {
  if (e['decision'] === 'modify') {
    if (typeof e['outcome'] !== 'string') e['outcome'] = 'successor'
    if (!('successor' in e)) e['successor'] = null
  } else {
    delete e['outcome']
    delete e['successor']
  }
}

/** A small case to start from. */
export const blankCase = (): JsonObject => ({
  format: 'nachruecken.case/1',
  body: {
    name: 'Gemeindevertretung Übungsdorf',
    kind: 'gemeindevertretung',
    statutoryMemberCount: 3,
    electionMode: 'proportional',
    term: { start: '2021-04-01', end: '2026-03-31' },
  },
  lists: [
    {
      id: 'A',
      name: 'Liste A',
      group: 'party',
      setUp: '2020-11-14',
      candidates: [
        { id: 'A-1', name: 'Ada Albrecht', position: 1, votes: 900, elected: true },
        { id: 'A-2', name: 'Ben Brandt', position: 2, votes: 700, elected: true },
        { id: 'A-3', name: 'Cem Cakir', position: 3, votes: 300, elected: false },
        { id: 'A-4', name: 'Dana Dorn', position: 4, votes: 450, elected: false },
      ],
    },
    {
      id: 'B',
      name: 'Liste B',
      group: 'voterGroup',
      setUp: '2020-11-20',
      candidates: [{ id: 'B-1', name: 'Eva Ebert', position: 1, votes: 800, elected: true }],
    },
  ],
  events: [{ date: '2023-05-02', type: 'memberLeft', member: 'A-1', cause: 'death' }],
  query: { vacancy: 'A-1', asOf: '2023-05-31' },
})

/** One operation of a JSON Patch (RFC 6902): the case book's variations use add, remove and replace. */
export interface PatchOp {
  readonly op: 'add' | 'remove' | 'replace'
  readonly path: string
  readonly value?: Json
}

const pointer = (p: string): string[] =>
  p === '' ? [] : p.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))

/** Apply a JSON Patch to a copy of the document; throws on a path that does not exist. */
export const applyPatch = (doc: Json, ops: ReadonlyArray<PatchOp>): Json => {
  const root = clone(doc)
  for (const o of ops) {
    const segs = pointer(o.path)
    const last = segs.pop()
    if (last === undefined) throw new Error(`cannot patch the root (${o.op})`)
    let cur: unknown = root
    for (const s of segs) {
      cur = Array.isArray(cur) ? cur[Number(s)] : isObject(cur) ? cur[s] : undefined
      if (cur === undefined) throw new Error(`no such path: ${o.path}`)
    }
    if (Array.isArray(cur)) {
      const i = last === '-' ? cur.length : Number(last)
      if (!Number.isInteger(i) || i < 0 || i > cur.length) throw new Error(`no such index: ${o.path}`)
      if (o.op === 'add') cur.splice(i, 0, clone(o.value ?? null))
      else if (i >= cur.length) throw new Error(`no such index: ${o.path}`)
      else if (o.op === 'remove') cur.splice(i, 1)
      else cur[i] = clone(o.value ?? null)
    } else if (isObject(cur)) {
      if (o.op === 'remove') delete cur[last]
      else cur[last] = clone(o.value ?? null)
    } else throw new Error(`no such path: ${o.path}`)
  }
  return root
}
