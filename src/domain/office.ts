/**
 * The office that signs and publishes the documents of § 34 Abs. 3 KWG and
 * § 58 KWO (wire format `nachruecken.office/1`, `spec/schema/office.schema.json`),
 * and the publication of a notice. Neither is a legal fact: both are what
 * the returning officer's office supplies so that a document can be signed
 * and published. Without them a document is a draft.
 *
 * @since 0.3.0
 */
import type { IsoDate } from './brand.js'

/** The authority the returning officer belongs to. @category model @since 0.3.0 */
export type AuthorityKind = 'gemeinde' | 'stadt' | 'landkreis'

/** Where and when an objection can be lodged on record (zur Niederschrift). @category model @since 0.3.0 */
export interface ObjectionDesk {
  /** the official address of the office (never a private one), one line each */
  readonly address: ReadonlyArray<string>
  readonly room: string | null
  readonly hours: string | null
}

/** An office profile. @category model @since 0.3.0 */
export interface Office {
  readonly authority: { readonly kind: AuthorityKind; readonly name: string }
  /** "Gemeindewahlleiter", "Wahlleiterin", "Kreiswahlleiterin" … */
  readonly officer: { readonly title: string; readonly name: string }
  readonly objection: ObjectionDesk
  /** the place of the date line ("Musterstadt, den …") */
  readonly place: string
  readonly letterhead: ReadonlyArray<string>
  /** the Aktenzeichen */
  readonly fileNumber: string | null
  /** the municipal supervisory authority (Kommunalaufsicht) served under § 58 Abs. 1 KWO */
  readonly supervisoryAuthority: string
  /**
   * the chair of the body the case concerns, who signs the body's own
   * decisions (§ 34 Abs. 4 Satz 2 and 3 KWG): the name, and the title
   * ("Vorsitzender der Gemeindevertretung", "Stadtverordnetenvorsteherin",
   * "Ortsvorsteher"; null: "Die oder der Vorsitzende …"); null: not given —
   * those documents are then drafts
   */
  readonly chair: Chair | null
}

/** The chair of the body (Vorsitz): name and, optionally, the title. @category model @since 0.3.0 */
export interface Chair {
  readonly name: string
  readonly title: string | null
}

/** The publication of a notice: its date and the medium ("Musterstädter Anzeiger Nr. 35"). @category model @since 0.3.0 */
export interface Publication {
  readonly date: IsoDate
  readonly medium: string
}
