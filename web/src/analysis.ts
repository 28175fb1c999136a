/**
 * What the library says about the case: the determination (decideCase), the
 * state of the body over the term (replay) and the audit of recorded
 * determinations (audit). The page decides nothing; it asks and shows.
 */
import { audit, decideCase, replay, type Audit, type BodyState, type Case, type CaseError, type Determination, type Failure } from './library.js'
import { right, type Either } from 'fp-ts/lib/Either.js'
import { arr, clone, getAt, isObject, type Json, str } from './model.js'

export interface Analysis {
  /** the determination shown, and the case it was decided on */
  readonly decided: { readonly case: Case; readonly determination: Determination } | null
  /** errors of the determination (the whole case is rejected on these) */
  readonly decisionErrors: ReadonlyArray<CaseError>
  /** the vacancy the determination is about */
  readonly vacancy: string | null
  /** departed members, for a case that asks for the state */
  readonly vacancies: ReadonlyArray<string>
  /** true when the case asks for the state and the determination is for a chosen vacancy */
  readonly derived: boolean
  /** events set aside for that determination, as replay sets them aside (rejected) */
  readonly setAside: ReadonlyArray<number>
  /**
   * for a vacancy query: the events the library's lenient replay refuses as
   * without effect in law (a revoked waiver, § 34 Abs. 2 Nr. 2 Hs. 2 KWG), set
   * aside so that the exercise is decided; the API and the CLI still reject
   * such a case (its error stays in `errors`)
   */
  readonly ineffective: ReadonlyArray<CaseError>
  readonly state: { readonly case: Case; readonly state: BodyState } | null
  readonly audit: Audit | null
  /** every error to show beside the form, without repetitions */
  readonly errors: ReadonlyArray<CaseError>
}

type Decided = Either<Failure, { readonly case: Case; readonly determination: Determination }>

const dedupe = (errors: ReadonlyArray<CaseError>): CaseError[] => {
  const seen = new Set<string>()
  return errors.filter((e) => {
    const k = `${e.path}\u0000${e.message}`
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

const eventIndex = (path: string): number | undefined => {
  const m = /^events\[(\d+)\]/.exec(path)
  return m === null ? undefined : Number(m[1])
}

/**
 * A state query: replay sets rejected events aside and goes on; the
 * determination shown for a chosen seat does likewise (a determination query
 * rejects the whole case, as the CLI does).
 */
const withoutRejected = (doc: unknown, vacancy: string, rejected: ReadonlySet<number>): { decided: Decided; setAside: number[] } | null => {
  const kept = arr(getAt(doc, 'events')).map((e, i) => [e, i] as const).filter(([, i]) => !rejected.has(i))
  const d3 = clone(doc) as Record<string, unknown>
  d3['events'] = kept.map(([e]) => e) as unknown as Json
  d3['query'] = { vacancy, asOf: str(getAt(doc, 'query.state.asOf')) }
  const again = decideCase(d3)
  if (again._tag === 'Left') return null
  const back = (j: number): number => kept[j]?.[1] ?? j
  const d = again.right.determination
  return {
    decided: right({
      case: { ...again.right.case, events: again.right.case.events.map((e) => ({ ...e, index: back(e.index) })) },
      determination: { ...d, disregarded: d.disregarded.map((x) => ({ ...x, event: back(x.event) })) },
    }),
    setAside: [...rejected].sort((a, b) => a - b),
  }
}

/** The codes of refusals that mean a fact has no effect in law, which a vacancy query on the page sets aside. */
const WITHOUT_EFFECT: ReadonlySet<string> = new Set(['waiverRevoked'])

/** The document with its query asked as of the same day for the state of the body (the library's lenient replay). */
export const asStateQuery = (doc: unknown): unknown => {
  const d = clone(doc) as Record<string, unknown>
  d['query'] = { state: { asOf: str(getAt(doc, 'query.asOf')) } }
  return d
}

/** The document without the events at `indices`. */
export const withoutEvents = (doc: unknown, indices: ReadonlyArray<number>): unknown => {
  const d = clone(doc) as Record<string, unknown>
  d['events'] = arr(getAt(doc, 'events')).filter((_e, i) => !indices.includes(i)) as unknown as Json
  return d
}

/**
 * A vacancy query that the library rejects only for facts without effect in
 * law: the lenient replay names them, and the query is decided without them.
 */
const withoutIneffective = (doc: unknown, failed: Failure): { decided: Decided; setAside: number[]; ineffective: CaseError[] } | null => {
  if (failed.errors.length === 0 || !failed.errors.every((e) => WITHOUT_EFFECT.has(e.code))) return null
  const lenient = replay(asStateQuery(doc))
  if (lenient._tag === 'Left') return null
  const ineffective = lenient.right.state.rejected.filter((e) => WITHOUT_EFFECT.has(e.code))
  const indices = ineffective.map((e) => eventIndex(e.path)).filter((x): x is number => x !== undefined)
  if (indices.length !== ineffective.length || ineffective.length === 0) return null
  const again = decideCase(withoutEvents(doc, indices))
  if (again._tag === 'Left') return null
  const kept = arr(getAt(doc, 'events')).map((_e, i) => i).filter((i) => !indices.includes(i))
  const back = (j: number): number => kept[j] ?? j
  const d = again.right.determination
  return {
    decided: right({
      case: { ...again.right.case, events: again.right.case.events.map((e) => ({ ...e, index: back(e.index) })) },
      determination: { ...d, disregarded: d.disregarded.map((x) => ({ ...x, event: back(x.event) })) },
    }),
    setAside: [...indices].sort((a, b) => a - b),
    ineffective,
  }
}

/** Decide, replay and audit the document; `chosen` picks the vacancy of a state query. */
export const analyse = (doc: unknown, chosen: string | null): Analysis => {
  const q = getAt(doc, 'query')
  const isState = isObject(q) && isObject(q['state'])
  const departures = arr(getAt(doc, 'events')).filter((e) => isObject(e) && e['type'] === 'memberLeft') as Array<Record<string, unknown>>
  const vacancies = [...new Set(departures.map((e) => str(e['member'])).filter((m) => m !== ''))]
  let vacancy: string | null
  let decided: Decided | null = null
  let setAside: number[] = []
  let ineffective: CaseError[] = []
  let strictErrors: ReadonlyArray<CaseError> = []
  if (!isState) {
    vacancy = isObject(q) && typeof q['vacancy'] === 'string' ? q['vacancy'] : null
    decided = decideCase(doc)
    const lenient = decided._tag === 'Left' ? withoutIneffective(doc, decided.left) : null
    if (lenient !== null) {
      strictErrors = decided._tag === 'Left' ? decided.left.errors : []
      ;({ decided, setAside, ineffective } = lenient)
    }
  } else {
    const asOf = str(getAt(doc, 'query.state.asOf'))
    const before = departures.filter((e) => str(e['date']) <= asOf).map((e) => str(e['member']))
    vacancy = chosen !== null && vacancies.includes(chosen) ? chosen : (before[before.length - 1] ?? vacancies[vacancies.length - 1] ?? null)
    if (vacancy !== null) {
      const d2 = clone(doc) as Record<string, unknown>
      d2['query'] = { vacancy, asOf }
      decided = decideCase(d2)
    }
  }
  const replayed = replay(doc)
  if (isState && vacancy !== null && decided?._tag === 'Left' && replayed._tag === 'Right') {
    const rejected = new Set(replayed.right.state.rejected.map((e) => eventIndex(e.path)).filter((x): x is number => x !== undefined))
    const again = rejected.size > 0 ? withoutRejected(doc, vacancy, rejected) : null
    if (again !== null) ({ decided, setAside } = again)
  }
  const audited = audit(doc)
  const decisionErrors: ReadonlyArray<CaseError> = decided !== null && decided._tag === 'Left' ? decided.left.errors : []
  return {
    decided: decided !== null && decided._tag === 'Right' ? decided.right : null,
    decisionErrors,
    vacancy,
    vacancies,
    derived: isState,
    setAside,
    ineffective,
    state: replayed._tag === 'Right' ? replayed.right : null,
    audit: audited._tag === 'Right' ? audited.right.audit : null,
    errors: dedupe([
      ...strictErrors,
      ...decisionErrors.filter((e) => !(isState && e.path.startsWith('query'))),
      ...(replayed._tag === 'Left' ? replayed.left.errors : replayed.right.state.rejected),
    ]),
  }
}
