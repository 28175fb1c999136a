/**
 * axe-core (the npm package, pinned) injected into the page under test with
 * playwright-core's `addScriptTag`: every rule of WCAG 2.x A and AA and the
 * best practices, over the whole document as it stands.
 */
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** One violation as a line: rule, impact, and the first elements it names. */
export interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: ReadonlyArray<string>
}

/** The violations axe finds in the page now (an empty list when there are none). */
export const axeViolations = async (page: Page): Promise<Violation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe
    const r = await axe.run(document, { resultTypes: ['violations'] })
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }))
  })
}
