/** Shared steps of the browser tests: a page on the lab, screenshots, axe, the state of the page. */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { axeViolations } from './axe.js'
import { launch, type Browser } from './browser.js'
import { serve, type Served } from './server.js'

export const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url))
const DIST = fileURLToPath(new URL('../dist/', import.meta.url))

/** The lab of a test file: the built page served on 127.0.0.1 and one Chromium. */
export interface Lab {
  readonly url: string
  readonly browser: Browser
}

/**
 * Serves web/dist and starts Chromium before the file's tests, and stops both
 * after them; the returned function gives the lab inside a test.
 */
export const startLab = (): (() => Lab) => {
  let server: Served | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    if (!existsSync(`${DIST}index.html`)) throw new Error('web/dist is missing: run `npm run web:build` (npm run test:web does)')
    await mkdir(SHOTS, { recursive: true })
    server = await serve(DIST)
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return () => {
    if (server === undefined || browser === undefined) throw new Error('the lab is not started: call startLab() at the top of the test file')
    return { url: server.url, browser }
  }
}

export const errorsOf = (page: Page): string[] => {
  const errs: string[] = []
  page.on('pageerror', (e) => errs.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error') errs.push(m.text())
  })
  return errs
}

/** A fresh page on the lab at `url` (by default the shipped example), ready. */
export const openAt = async (browser: Browser, url: string, viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> => {
  const page = await browser.context.newPage()
  if (viewport !== undefined) await page.setViewportSize(viewport)
  const errors = errorsOf(page)
  await page.goto(url)
  await page.waitForSelector('body[data-ready="true"]')
  return { page, errors }
}

/** Load a case-book case by its folder name. */
export const loadCase = async (page: Page, id: string): Promise<void> => {
  await page.locator('#catalog').selectOption(`cases:${id}`)
  await page.getByRole('button', { name: 'Laden', exact: true }).click()
  await expect.poll(() => page.locator('#exercise-h').textContent()).toContain(`Fall ${Number(id.slice(0, 2))}:`)
}

/** axe-core over the whole page: no violation, named by rule and element where there is one. */
export const expectAccessible = async (page: Page, state: string): Promise<void> => {
  const v = await axeViolations(page)
  expect(v, `${state}: ${JSON.stringify(v)}`).toEqual([])
}

/** A screenshot of the viewport, or of the whole page. */
export const snap = async (page: Page, name: string, fullPage = false): Promise<void> => {
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage })
}

/** Whether the page is wider than its viewport (it scrolls sideways), and what sticks out. */
export const sideways = (page: Page): Promise<{ width: number; viewport: number; out: string[] }> =>
  page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    out: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.closest('[hidden], .sr-only') === null)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}#${e.id}`),
  }))

/** Regions that scroll but cannot take the focus (axe: scrollable-region-focusable). */
export const unreachableScrollers = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .filter((e) => e.tabIndex < 0 && e.querySelector('a, button, input, select, textarea, [tabindex]') === null)
      .map((e) => `${e.tagName}.${e.className}`),
  )

/** The text of the page outside the parts marked as English, and outside inputs. */
export const germanText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const out: string[] = []
    const walk = (n: Node): void => {
      if (n instanceof HTMLElement) {
        if (n.hidden || n.getAttribute('lang') === 'en' || ['SCRIPT', 'STYLE', 'TEXTAREA', 'CODE', 'PRE', 'OPTION'].includes(n.tagName) || n.classList.contains('tech')) return
      }
      if (n.nodeType === 3) out.push(n.textContent ?? '')
      for (const c of n.childNodes) walk(c)
    }
    walk(document.body)
    return out.join(' ').replace(/\s+/g, ' ')
  })
