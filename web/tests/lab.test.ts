/**
 * The succession lab in real headless Chromium (Debian's, driven by
 * playwright-core), against the built page (web/dist) served on 127.0.0.1.
 * Run with `npm run test:web`, which builds the page first.
 *
 * Screenshots for review go to web/tests/screenshots/.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { decideText } from '../src/library.js'
import { lotOrder } from '../src/library.js'
import { openAt, SHOTS, startLab } from './helpers.js'

const MUSTERSTADT = fileURLToPath(new URL('../../spec/examples/musterstadt.case.json', import.meta.url))

const lab = startLab()

/** A fresh page on the lab, with the shipped example loaded (or the given address). */
const open = (url = lab().url): Promise<{ page: Page; errors: string[] }> => openAt(lab().browser, url)

const field = (page: Page, path: string) => page.locator(`#form [data-path="${path}"]`)
const row = (page: Page, id: string) => page.locator(`#ranking-table tr[data-candidate="${id}"]`)
const outcome = (page: Page) => page.locator('#outcome .outcome-text')
const explanation = (page: Page) => page.locator('#explanation-text')
const opinionPart = (page: Page, key: string) => page.locator(`#opinion-text section[data-key="${key}"]`)
/**
 * A screenshot of the viewport (1280×900), scrolled so that `selector` starts at
 * the top; with `column`, only the page's column that holds it (smaller files).
 */
const shot = async (page: Page, name: string, selector?: string, column = false): Promise<void> => {
  if (selector !== undefined) await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  const box =
    selector === undefined || !column
      ? null
      : await page.locator(selector).evaluate((el) => {
          const r = (el.closest('.panel') ?? el).getBoundingClientRect()
          return { x: Math.max(r.x - 8, 0), width: Math.min(r.width + 16, window.innerWidth - Math.max(r.x - 8, 0)) }
        })
  await page.screenshot({ path: `${SHOTS}${name}.png`, ...(box === null ? {} : { clip: { x: box.x, y: 0, width: box.width, height: 900 } }) })
}

describe('the succession lab in Chromium', () => {
  it('loads the shipped example and ranks the list by the rule', async () => {
    const { page, errors } = await open()
    await expect.poll(() => outcome(page).textContent()).toContain('Emil Engel (SPD-4) rückt nach')
    expect(await row(page, 'SPD-9').getAttribute('data-status')).toBe('skipped')
    expect(await row(page, 'SPD-9').textContent()).toContain('§ 34 Abs. 2 Nr. 2 KWG')
    expect(await row(page, 'SPD-9').locator('.who s').count()).toBe(1)
    expect(await row(page, 'SPD-8').getAttribute('data-status')).toBe('skipped')
    expect(await row(page, 'SPD-8').textContent()).toContain('kwg34.2.n1')
    expect(await row(page, 'SPD-4').getAttribute('data-status')).toBe('successor')
    expect(await row(page, 'SPD-5').getAttribute('data-status')).toBe('notReached')
    expect(await row(page, 'SPD-1').getAttribute('data-status')).toBe('departed')
    // the ranking: by votes (SPD-9 820, SPD-8 712, SPD-4 655, …)
    const order = await page.locator('#ranking-table tbody tr').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-candidate')))
    expect(order).toEqual(['SPD-1', 'SPD-2', 'SPD-3', 'SPD-9', 'SPD-8', 'SPD-4', 'SPD-5', 'SPD-7', 'SPD-6'])
    expect(await explanation(page).textContent()).toContain('Ergebnis: Emil Engel (655 Stimmen) rückt nach')
    expect(await opinionPart(page, 'ergebnis').textContent()).toContain('Emil Engel (655 Stimmen) rückt nach § 34 Abs. 1 Satz 1 Hs. 1 KWG an die Stelle von Anna Arnold')
    expect(await page.locator('#notice-text').textContent()).toContain('An die Stelle von Anna Arnold rückt Emil Engel (655 Stimmen)')
    expect(await page.locator('#legal-member-count').textContent()).toBe('31')
    expect(await page.locator('#seats svg.seat-chart .tenure').count()).toBeGreaterThan(0)
    await shot(page, '01-musterstadt')
    expect(errors).toEqual([])
    await page.close()
  })

  it('follows a changed vote: another successor, ranking and explanation', async () => {
    const { page, errors } = await open()
    const votes = field(page, 'lists[0].candidates[4].votes') // Frieda Fuchs, SPD-5, 598 votes
    await votes.fill('700')
    await expect.poll(() => outcome(page).textContent()).toContain('Frieda Fuchs (SPD-5) rückt nach')
    expect(await row(page, 'SPD-5').getAttribute('data-status')).toBe('successor')
    expect(await row(page, 'SPD-4').getAttribute('data-status')).toBe('notReached')
    const order = await page.locator('#ranking-table tbody tr').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-candidate')))
    expect(order.indexOf('SPD-5')).toBeLessThan(order.indexOf('SPD-4'))
    const text = (await explanation(page).textContent()) ?? ''
    expect(text).toContain('Frieda Fuchs (700 Stimmen): rückt nach')
    // Emil Engel is only named for his oral waiver to the party, a fact without effect; he does not succeed
    expect(text).not.toMatch(/Emil Engel \(655 Stimmen\): rückt nach/)
    const result = (await opinionPart(page, 'ergebnis').textContent()) ?? ''
    expect(result).toContain('Frieda Fuchs (700 Stimmen) rückt nach')
    expect(result).not.toContain('Emil Engel')
    expect(await page.locator('#notice-text').textContent()).toContain('rückt Frieda Fuchs (700 Stimmen)')
    // the JSON view follows the form
    expect(await page.locator('#json').inputValue()).toContain('"votes": 700')
    await shot(page, '02-vote-changed', '#result', true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('adds a written waiver and shows the skip with its norm', async () => {
    const { page, errors } = await open()
    await page.getByRole('button', { name: 'Ereignis hinzufügen' }).click()
    await field(page, 'events[4].type').selectOption('candidateWaived')
    await field(page, 'events[4].candidate').selectOption('SPD-4')
    await field(page, 'events[4].date').fill('2023-08-01')
    expect(await field(page, 'events[4].written').isChecked()).toBe(true)
    expect(await field(page, 'events[4].to').inputValue()).toBe('returningOfficer')
    await expect.poll(() => row(page, 'SPD-4').getAttribute('data-status')).toBe('skipped')
    expect(await row(page, 'SPD-4').textContent()).toContain('§ 34 Abs. 2 Nr. 2 KWG')
    expect(await row(page, 'SPD-4').locator('.who s').textContent()).toBe('Emil Engel')
    expect(await row(page, 'SPD-5').getAttribute('data-status')).toBe('successor')
    expect(await outcome(page).textContent()).toContain('Frieda Fuchs (SPD-5) rückt nach')
    expect(await explanation(page).textContent()).toContain('Emil Engel (655 Stimmen): bleibt unberücksichtigt – hat dem Wahlleiter schriftlich den Verzicht erklärt')
    const examined = (await opinionPart(page, 'subsumtion.candidates').textContent()) ?? ''
    expect(examined).toMatch(/Emil Engel \(655 Stimmen\), Platz 4, hat am 1\. August 2023 dem Wahlleiter schriftlich den Verzicht/)
    expect(examined).toContain('Emil Engel bleibt somit nach § 34 Abs. 2 Nr. 2 KWG unberücksichtigt')
    expect(await opinionPart(page, 'ergebnis').textContent()).toContain('Frieda Fuchs (598 Stimmen) rückt nach')
    // the same waiver only to the party changes nothing (§ 34 Abs. 2 Nr. 2 KWG: to the returning officer)
    await field(page, 'events[4].to').selectOption('party')
    await expect.poll(() => row(page, 'SPD-4').getAttribute('data-status')).toBe('successor')
    await field(page, 'events[4].to').selectOption('returningOfficer')
    await expect.poll(() => row(page, 'SPD-4').getAttribute('data-status')).toBe('skipped')
    await shot(page, '03-waiver-added', '#ranking-box', true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows invalid input inline with the same path-precise errors as the CLI', async () => {
    const { page, errors } = await open()
    await field(page, 'lists[0].candidates[4].votes').fill('-1')
    const inline = page.locator('#form [data-error-path="lists[0].candidates[4].votes"]')
    await expect.poll(() => inline.count()).toBe(1)
    expect(await field(page, 'lists[0].candidates[4].votes').getAttribute('aria-invalid')).toBe('true')
    // the library's own error, as `nachruecken validate` prints it
    const doc = JSON.parse(readFileSync(MUSTERSTADT, 'utf8')) as { lists: Array<{ candidates: Array<{ votes: number }> }> }
    const k = doc.lists[0]?.candidates[4]
    if (k !== undefined) k.votes = -1
    const r = decideText(JSON.stringify(doc))
    expect(r._tag).toBe('Left')
    const cli = r._tag === 'Left' ? r.left.errors.map((e) => `${e.path}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`) : []
    // the library's own line stays one click away; the page says it in German, naming the candidate and the field
    expect(await page.locator('#errors li [data-cli]').allTextContents()).toEqual(cli)
    expect(await inline.textContent()).toBe('Stimmen von Frieda Fuchs: bitte eine ganze Zahl ≥ 0')
    expect(await page.locator('#errors li button').allTextContents()).toEqual(['Stimmen von Frieda Fuchs: bitte eine ganze Zahl ≥ 0'])
    // a rule error: a revoked waiver, reported at the event with its norm
    await field(page, 'lists[0].candidates[4].votes').fill('598')
    await page.getByRole('button', { name: 'Ereignis hinzufügen' }).click()
    await field(page, 'events[4].type').selectOption('candidateWaiverRevoked')
    await field(page, 'events[4].candidate').selectOption('SPD-9')
    await expect.poll(() => page.locator('#errors li [data-cli]').allTextContents()).toEqual([expect.stringMatching(/^events\[4\]: .*\[kwg34\.2\.n2\]$/)])
    expect(await page.locator('#errors li button').textContent()).toMatch(/^Ereignis #4 \(Widerruf des Verzichts, \d+\. [A-Za-zä]+ \d{4}\): Ein Verzicht auf die Anwartschaft kann nicht widerrufen werden \(§ 34 Abs\. 2 Nr\. 2 KWG\)$/)
    expect(await page.locator('#form li.event.has-error').count()).toBe(1)
    await shot(page, '04-errors-inline', '#form [data-path="events[3]"]', true)
    await shot(page, '04-errors-summary', '#result', true)
    // unreadable JSON in the JSON view: the library's message, the form keeps the last good case
    await page.locator('#json-panel summary').click()
    await page.locator('#json').fill('{ "format": ')
    await expect.poll(() => page.locator('#json-error').textContent()).toContain('Der Fall: der Text ist kein lesbares JSON')
    expect(await page.locator('#json-error code').textContent()).toMatch(/^\(root\): not valid JSON/)
    expect(errors).toEqual([])
    await page.close()
  })

  it('carries the case in the link: a teacher shares, a student opens', async () => {
    const { page, errors } = await open()
    await field(page, 'lists[0].candidates[4].votes').fill('700')
    await field(page, 'body.name').fill('Gemeindevertretung Übungsstadt – Aufgabe 3')
    await page.getByRole('button', { name: 'Link zum Fall kopieren' }).click()
    await expect.poll(() => page.locator('#share-url').inputValue()).toMatch(/#case=z\./)
    const url = await page.locator('#share-url').inputValue()
    expect(url).toMatch(/#case=z\.[A-Za-z0-9_-]+$/)
    expect(url.length).toBeLessThan(2500)
    expect(page.url()).toBe(url)
    const json = await page.locator('#json').inputValue()
    const student = await open(url)
    expect(await student.page.locator('#json').inputValue()).toBe(json)
    expect(await outcome(student.page).textContent()).toContain('Frieda Fuchs (SPD-5) rückt nach')
    expect(await field(student.page, 'body.name').inputValue()).toBe('Gemeindevertretung Übungsstadt – Aufgabe 3')
    // a damaged link says so and loads nothing
    const broken = await open(`${lab().url}#case=z.AAAA`)
    expect(await broken.page.locator('#source').textContent()).toContain('Der Link enthält keinen lesbaren Fall')
    expect(errors).toEqual([])
    expect(student.errors).toEqual([])
    await Promise.all([page.close(), student.page.close(), broken.page.close()])
  })

  it('replays a term with a review: seats over time, legal member count, audit', async () => {
    const { page, errors } = await open()
    await page.locator('#catalog').selectOption('examples:review')
    await page.getByRole('button', { name: 'Laden', exact: true }).click()
    await expect.poll(() => page.locator('#source').textContent()).toContain('review')
    const seat1 = page.locator('#seats svg.seat-chart .seat-row').first()
    await expect.poll(() => seat1.locator('.tenure').count()).toBe(3)
    const titles = await seat1.locator('.tenure title').allTextContents()
    expect(titles.join('\n')).toContain('Frieda Fuchs')
    expect(titles.join('\n')).toContain('Emil Engel')
    // names, never ids, on the bars; each period of a seat that changed hands is numbered and listed
    expect((await page.locator('#seats svg .bar-label').allTextContents()).filter((x) => /^[A-Z]+-\d+$/.test(x))).toEqual([])
    const periods = await page.locator('#seats .periods li').first().locator('.period').allTextContents()
    expect(periods.length).toBe(3)
    expect(periods[1]).toMatch(/^ → 2 Frieda Fuchs – Feststellung, \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4} \(Prüfungsentscheidung\)$/)
    expect(periods[2]).toMatch(/^ → 3 Emil Engel – Feststellung, /)
    // the note of § 34 Abs. 6 KWG in German
    expect(await page.locator('#seats .notes').textContent()).toContain('bleiben wirksam (§ 34 Abs. 6, § 33 Abs. 4 KWG)')
    expect(await page.locator('#legal-member-count').textContent()).toBe('31')
    // the state query: the lawful determination for the chosen seat
    expect(await page.locator('#vacancy-select').inputValue()).toBe('SPD-1')
    expect(await outcome(page).textContent()).toContain('(SPD-4) rückt nach')
    // the late objection is rejected with § 25 Abs. 1 KWG and shown at the event
    expect((await page.locator('#errors li [data-cli]').allTextContents()).join('\n')).toContain('[kwg25.1]')
    expect((await page.locator('#errors li button').allTextContents()).join('\n')).toContain('(§ 25 Abs. 1 KWG)')
    await shot(page, '05-review-seats', '#seats-box', true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows a tie in a majority election, and the lot drawn from a seed', async () => {
    const { page, errors } = await open()
    await page.locator('#vectors-panel summary').click()
    await page.locator('#vector-select').selectOption('vectors:maj-002')
    await page.getByRole('button', { name: 'Prüfvektor laden' }).click()
    await expect.poll(() => page.locator('#outcome [data-outcome]').getAttribute('data-outcome')).toBe('lotRequired')
    // a majority election: no list, no list position
    expect(await page.locator('#outcome .outcome-sub').first().textContent()).toMatch(/^Sitz von .* \(Mehrheitswahl\); Anlass: /)
    expect(await page.locator('#ranking-table thead th').allTextContents()).toEqual(['Rang', 'Bewerber', 'Stimmen', 'Ergebnis und Norm'])
    expect(await page.locator('#ranking-table caption').textContent()).toBe('Die Bewerber der Mehrheitswahl, geordnet nach Stimmen; bei gleicher Zahl entscheidet das Los')
    expect(await row(page, 'LI-06').getAttribute('data-status')).toBe('tied')
    expect(await row(page, 'LI-07').getAttribute('data-status')).toBe('tied')
    expect(await page.locator('#tie').textContent()).toContain('§ 34 Abs. 1a Hs. 2 KWG')
    expect(await page.locator('#expected [data-match]').getAttribute('data-match')).toBe('true')
    // a simulated lot: the seed decides, as the portable algorithm says
    await field(page, 'lot.seed').fill('Seminar 2024')
    const winner = lotOrder('Seminar 2024', 'LI-03', ['LI-06', 'LI-07'])[0] ?? ''
    const loser = winner === 'LI-06' ? 'LI-07' : 'LI-06'
    await expect.poll(() => row(page, winner).getAttribute('data-status')).toBe('successor')
    expect(await row(page, loser).getAttribute('data-status')).toBe('lotLost')
    expect(await page.locator('#tie table.lot tbody tr').count()).toBe(2)
    expect(await page.locator('#tie table.lot tbody tr').first().textContent()).toContain(winner)
    // the headline says that the lot was simulated
    expect(await outcome(page).textContent()).toContain('rückt nach – nach einem simulierten Los')
    expect(await page.locator('#tie h4').textContent()).toContain('simuliertes Los')
    await shot(page, '07-lot', '#ranking-box', true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('works through a case-book exercise and its variations, and shares one', async () => {
    const { page, errors } = await open()
    await page.locator('#catalog').selectOption('cases:02-stimmen-vor-listenplatz')
    await page.getByRole('button', { name: 'Laden', exact: true }).click()
    const exercise = page.locator('#exercise')
    await expect.poll(() => exercise.isVisible()).toBe(true)
    const text = (await exercise.textContent()) ?? ''
    expect(text).toContain('Fallfrage')
    expect(text).toContain('Wer rückt für Nina Werner nach?')
    expect(await exercise.locator('#hints li').count()).toBe(0) // no hint is in the page before it is asked for
    await expect.poll(() => outcome(page).textContent()).toContain('Miriam Yilmaz (GRUENE-7) rückt nach')
    expect(await row(page, 'GRUENE-5').getAttribute('data-status')).toBe('notReached')
    // variation 2: Miriam Yilmaz waived in writing; the hand-worked result is checked
    await exercise.locator('button[data-variation="2"]').click()
    await expect.poll(() => outcome(page).textContent()).toContain('Sophie Lehmann (GRUENE-5) rückt nach')
    expect(await row(page, 'GRUENE-7').getAttribute('data-status')).toBe('skipped')
    expect(await page.locator('#expected [data-match]').getAttribute('data-match')).toBe('true')
    expect(await exercise.locator('button[data-variation="2"]').getAttribute('aria-pressed')).toBe('true')
    await shot(page, '08-casebook', '#exercise', true)
    await page.getByRole('button', { name: 'Link zum Fall kopieren' }).click()
    await expect.poll(() => page.locator('#share-url').inputValue()).toMatch(/#case=z\./)
    const url = await page.locator('#share-url').inputValue()
    expect(url).toMatch(/&book=02-stimmen-vor-listenplatz&v=2$/)
    const student = await open(url)
    expect(await student.page.locator('#exercise').textContent()).toContain('Wer rückt für Nina Werner nach?')
    expect(await outcome(student.page).textContent()).toContain('Sophie Lehmann (GRUENE-5) rückt nach')
    expect(await student.page.locator('#expected [data-match]').getAttribute('data-match')).toBe('true')
    expect(errors).toEqual([])
    expect(student.errors).toEqual([])
    await Promise.all([page.close(), student.page.close()])
  })

  it('agrees with every variation of the case book (worked out by hand)', async () => {
    const { page, errors } = await open()
    const keys = await page.locator('#catalog option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v.startsWith('cases:')))
    expect(keys.length).toBeGreaterThan(0)
    const results = await page.evaluate(async (ks) => {
      const until = async (f: () => boolean): Promise<void> => {
        for (let i = 0; i < 2000 && !f(); i++) await new Promise((r) => setTimeout(r, 5))
      }
      const sel = document.getElementById('catalog') as HTMLSelectElement
      const out: Array<[string, string | null]> = []
      for (const k of ks) {
        sel.value = k
        ;(document.getElementById('load') as HTMLButtonElement).click()
        const id = k.slice('cases:'.length)
        await until(() => (document.getElementById('exercise-h')?.textContent ?? '').includes(`Fall ${Number(id.slice(0, 2))}:`))
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('#exercise button[data-variation]')].map((b) => b.dataset['variation'] ?? '0').filter((n) => n !== '0')
        for (const n of buttons) {
          document.querySelector<HTMLButtonElement>(`#exercise button[data-variation="${n}"]`)?.click()
          await until(() => document.querySelector(`#exercise button[data-variation="${n}"]`)?.getAttribute('aria-pressed') === 'true')
          out.push([`${id}/${n}`, document.querySelector('#expected [data-match]')?.getAttribute('data-match') ?? null])
        }
      }
      return out
    }, keys)
    expect(results.length).toBeGreaterThan(20)
    expect(results.filter(([, m]) => m !== 'true')).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('agrees with the conformance vectors it loads (determinations, errors, states, audits): every third one', async () => {
    const { page, errors } = await open()
    expect(await page.locator('#catalog option[value^="vectors:"]').count()).toBe(0) // the case book stays among itself
    const all = await page.locator('#vector-select option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v.startsWith('vectors:')))
    expect(all.length).toBeGreaterThan(100)
    // the whole suite runs through the public API in `npm test`; here the bundle in the browser, a third of it (about 20 s)
    const keys = all.filter((_, i) => i % 3 === 0)
    const results = await page.evaluate(async (ks) => {
      const sel = document.getElementById('vector-select') as HTMLSelectElement
      const load = document.getElementById('load-vector') as HTMLButtonElement
      const out: Array<[string, string | null]> = []
      for (const k of ks) {
        sel.value = k
        load.click()
        const id = k.slice('vectors:'.length)
        for (let i = 0; i < 2000 && !(document.getElementById('source')?.textContent ?? '').includes(id); i++) await new Promise((r) => setTimeout(r, 5))
        out.push([id, document.querySelector('#expected [data-match]')?.getAttribute('data-match') ?? null])
      }
      return out
    }, keys)
    const checked = results.filter(([, m]) => m !== null)
    const failed = results.filter(([, m]) => m === 'false').map(([id]) => id)
    expect(failed).toEqual([])
    expect(checked.length).toBeGreaterThan(50)
    expect(errors).toEqual([])
    await page.close()
  })

  it('is usable by keyboard, labelled, with enough contrast, and has a large type for projectors', async () => {
    const { page, errors } = await open()
    // every control has an accessible name
    const unnamed = await page.locator('input, select, textarea, button').evaluateAll((els) =>
      els
        .filter((el) => {
          const e = el as HTMLInputElement
          if (e.type === 'hidden' || e.closest('[hidden]') !== null) return false
          const named = (e.labels?.length ?? 0) > 0 || e.getAttribute('aria-label') || e.getAttribute('aria-labelledby') || (e.tagName === 'BUTTON' && (e.textContent ?? '').trim() !== '')
          return !named
        })
        .map((el) => el.outerHTML.slice(0, 120)),
    )
    expect(unnamed).toEqual([])
    // the first Tab reaches the skip link, which leads to the result
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('result')
    // the address is written after a 250 ms pause and an async compression: wait for it, do not race it
    await page.waitForFunction(() => location.hash.startsWith('#case='), undefined, { timeout: 10_000 })
    expect(await page.evaluate(() => location.hash)).toMatch(/^#case=/)
    // keyboard only: focus the votes of SPD-5, raise them with the arrow key
    await field(page, 'lists[0].candidates[4].votes').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe('lists[0].candidates[4].elected')
    await page.keyboard.press('Shift+Tab')
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp')
    expect(await field(page, 'lists[0].candidates[4].votes').inputValue()).toBe('601')
    // a visible focus indicator
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)
    expect(outline).not.toBe('none')
    // adding and removing rows by keyboard keeps the focus where the work goes on
    const active = () => page.evaluate(() => document.activeElement?.getAttribute('data-path') ?? document.activeElement?.id)
    await page.locator('#add-event').focus()
    await page.keyboard.press('Enter')
    expect(await active()).toBe('events[4].type')
    await page.locator('#rm-events_4_').focus()
    await page.keyboard.press('Enter')
    expect(await active()).toBe('add-event')
    expect(await page.locator('#form li.event').count()).toBe(4)
    // contrast of text against its background (WCAG AA: 4.5:1)
    const worst = await page.evaluate(() => {
      const rgb = (s: string): number[] => (s.match(/[\d.]+/g) ?? []).map(Number)
      const lum = (c: number[]): number => {
        const [r, g, b] = c.slice(0, 3).map((v) => {
          const x = v / 255
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
        }) as [number, number, number]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const bg = (el: Element | null): number[] => {
        for (let e = el; e !== null; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor)
          if (c.length === 3 || (c[3] ?? 0) > 0.5) return c
        }
        return [255, 255, 255]
      }
      let min = 21
      let where = ''
      for (const el of document.querySelectorAll('body *')) {
        if (!(el instanceof HTMLElement) || el.closest('svg, [hidden], .sr-only') !== null) continue
        if (![...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '')) continue
        if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue
        const a = lum(rgb(getComputedStyle(el).color))
        const b = lum(bg(el))
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
        if (ratio < min) {
          min = ratio
          where = `${el.tagName}.${el.className}: ${(el.textContent ?? '').trim().slice(0, 30)}`
        }
      }
      return { min, where }
    })
    expect(worst.min, worst.where).toBeGreaterThanOrEqual(4.5)
    // large type for a projector
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('25px')
    expect(await page.getByRole('button', { name: 'Große Schrift' }).getAttribute('aria-pressed')).toBe('true')
    await shot(page, '06-large-type', '#result')
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    // English
    await page.getByRole('button', { name: 'Switch to English' }).click()
    expect(await page.locator('#result-h').textContent()).toBe('The result')
    expect(await outcome(page).textContent()).toContain('succeeds')
    expect(await page.locator('#opinion-text').getAttribute('lang')).toBe('en')
    expect(await opinionPart(page, 'ergebnis').textContent()).toContain('Emil Engel')
    expect(await page.locator('#notice-text').getAttribute('lang')).toBe('en')
    await page.getByRole('button', { name: 'Auf Deutsch umschalten' }).click()
    expect(errors).toEqual([])
    await page.close()
  })

  it('loads a case from a file', async () => {
    const { page, errors } = await open()
    const doc = JSON.parse(readFileSync(MUSTERSTADT, 'utf8')) as { body: { name: string }; events: unknown[] }
    doc.body.name = 'Aus der Datei'
    doc.events = doc.events.slice(0, 3).concat([{ date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'death' }])
    await page.locator('#file').setInputFiles({ name: 'aufgabe.case.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) })
    await expect.poll(() => field(page, 'body.name').inputValue()).toBe('Aus der Datei')
    expect(await outcome(page).textContent()).toContain('Emil Engel (SPD-4) rückt nach')
    expect(await page.locator('#source').textContent()).toContain('aufgabe.case.json')
    expect(errors).toEqual([])
    await page.close()
  })

  it('bundles nothing from node (no node: modules, no CLI)', () => {
    const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url))
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
    expect(js.length).toBeGreaterThan(0)
    for (const f of js) {
      const text = readFileSync(`${assets}${f}`, 'utf8')
      expect(text, f).not.toMatch(/from\s*["']node:|require\(["'](node:)?(fs|path|child_process|process)["']\)|import\(["']node:/)
      expect(text, f).not.toContain('nachruecken determine <file')
    }
  })
})
