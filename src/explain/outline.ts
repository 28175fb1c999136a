/**
 * The outline numbering of an opinion in Gutachtenstil: A., B., … for the
 * parts; I., II., … below them; 1., 2., … below those; a), b), … further
 * down. Notices are not numbered.
 *
 * @example
 * import { outlineLabel } from './outline.js'
 * outlineLabel(1, 2) // 'II.'
 *
 * @since 0.2.0
 */

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
]

/** A positive whole number in Roman numerals (its decimal form above 3999 or below 1). @category texts @since 0.2.0 */
export const roman = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 1 || n > 3999) return String(n)
  let rest = n
  let out = ''
  for (const [value, digits] of ROMAN)
    while (rest >= value) {
      out += digits
      rest -= value
    }
  return out
}

const letters = (n: number, base: number): string => {
  // bijective base-26: 1 → a, 26 → z, 27 → aa
  let rest = n
  let out = ''
  while (rest > 0) {
    const r = (rest - 1) % 26
    out = String.fromCharCode(base + r) + out
    rest = Math.floor((rest - 1) / 26)
  }
  return out
}

/**
 * The label of the `n`-th (1-based) heading at `depth` (0: parts).
 *
 * @category texts @since 0.2.0
 */
export const outlineLabel = (depth: number, n: number): string => {
  switch (depth) {
    case 0:
      return `${letters(n, 65)}.`
    case 1:
      return `${roman(n)}.`
    case 2:
      return `${n}.`
    default:
      return `${letters(n, 97)})`
  }
}
