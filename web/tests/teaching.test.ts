/**
 * The lab as teaching material, in real headless Chromium (Debian's): exam
 * mode that does not leak the answer, hints in steps, variations that apply
 * to the case as written, explanation on click, the teacher's view, one's
 * own exercise shared by link, worksheets to print, phones and large type,
 * and axe-core over every state. Screenshots go to web/tests/screenshots/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, germanText, loadCase, openAt, startLab, sideways, snap, unreachableScrollers } from './helpers.js'

const PHONE = { width: 390, height: 844 }

const lab = startLab()

const open = (url = lab().url, viewport?: { width: number; height: number }) => openAt(lab().browser, url, viewport)

/** The link a teacher hands out: the current case with its exercise, in exam mode. */
const examLink = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Prüfungsmodus' }).click()
  await page.getByRole('button', { name: 'Link zum Fall kopieren' }).click()
  await expect.poll(() => page.locator('#share-url').inputValue()).toContain('&mode=exam')
  return page.locator('#share-url').inputValue()
}

/** What must not be in the page before the commit: a verdict, the outcome, the opinion, the notice. */
const leaks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const html = document.body.innerHTML
    const found: string[] = []
    for (const [what, needle] of [
      ['verdict', 'data-status='],
      ['opinion', 'id="opinion-text"'],
      ['notice', 'id="notice-text"'],
      ['short explanation', 'id="explanation-text"'],
      ['outcome', 'data-outcome='],
      ['successor sentence', 'Frank Zimmermann (SPD-8) rückt nach'],
      ['rule of the successor', 'kwg34.1.s1.rank'],
      ['hand-worked check', 'data-match='],
    ] as const)
      if (html.includes(needle)) found.push(what)
    return found
  })

describe('exam mode', () => {
  it('hides the answer until the student commits, then marks every step with its norm and the law', async () => {
    const teacher = await open()
    await loadCase(teacher.page, '01-verzichtskaskade')
    const link = await examLink(teacher.page)
    expect(link).toMatch(/#case=z\.[A-Za-z0-9_-]+&book=01-verzichtskaskade&mode=exam$/)
    await teacher.page.close()

    // the student opens the link: the task, a form — and nothing of the answer
    const { page, errors } = await open(link)
    expect(await page.getByRole('button', { name: 'Prüfungsmodus' }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('#exercise').textContent()).toContain('Wer rückt für Jürgen Weber in die Gemeindevertretung nach?')
    expect(await page.locator('#result-h').textContent()).toBe('Ihre Lösung')
    expect(await leaks(page)).toEqual([])
    expect(await page.locator('#exercise .topics').count()).toBe(0) // the topics name the norms: not in an exam
    expect(await page.locator('#print-solution').count()).toBe(0)
    await expectAccessible(page, 'exam mode, before the commit')
    await page.locator('#exam').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, '09-exam')

    // the first hint says where to look, and gives nothing away
    await page.locator('#next-hint').click()
    expect(await page.locator('#hints li[data-hint="1"]').textContent()).toContain('20. Januar 2023: Bewerber verzichtet – Monika Schäfer')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-hint'))).toBe('1')
    expect(await leaks(page)).toEqual([])

    // the answer: Frank Zimmermann succeeds; three waivers — one named wrongly
    await page.locator('#exam-outcome').selectOption('successor')
    await page.locator('#exam-successor').selectOption('SPD-8')
    await page.locator('select[data-ground-for="SPD-5"]').selectOption('kwg34.2.n2')
    await page.locator('select[data-ground-for="SPD-6"]').selectOption('kwg34.2.n2')
    await page.locator('select[data-ground-for="SPD-7"]').selectOption('kwg34.2.n1')
    expect(await leaks(page)).toEqual([])
    await page.getByRole('button', { name: 'Antwort abgeben' }).click()

    // feedback per step, a score, the hint used, then the result and the opinion
    await expect.poll(() => page.locator('#exam-score').textContent()).toBe('4 von 5 Schritten richtig. Genutzte Hinweise: 1.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('feedback')
    const steps = await page.locator('#feedback li.step').evaluateAll((ls) => ls.map((l) => [l.getAttribute('data-step'), l.getAttribute('data-ok')]))
    expect(steps).toEqual([
      ['outcome', 'true'],
      ['successor', 'true'],
      ['ground:SPD-5', 'true'],
      ['ground:SPD-6', 'true'],
      ['ground:SPD-7', 'false'],
    ])
    const wrong = page.locator('#feedback li[data-step="ground:SPD-7"]')
    expect(await wrong.textContent()).toContain('Ihre Antwort: § 34 Abs. 2 Nr. 1 KWG (aus der Partei oder Wählergruppe ausgeschieden)')
    expect(await wrong.textContent()).toContain('Richtig ist: § 34 Abs. 2 Nr. 2 KWG (schriftlicher Verzicht gegenüber dem Wahlleiter)')
    expect(await wrong.locator('button[data-norm]').getAttribute('data-norm')).toBe('kwg34.2.n2')
    // the sentence of the law, once for each norm
    expect(await page.locator('#feedback li[data-step="ground:SPD-5"] blockquote.wording mark').textContent()).toBe('die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben; der Verzicht kann nicht widerrufen werden,')
    expect(await page.locator('#feedback li[data-step="outcome"] blockquote.wording mark').textContent()).toContain('so rückt der nächste noch nicht berufene Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle;')
    expect(await page.locator('#feedback blockquote.wording').count()).toBe(2)
    expect(await page.locator('#outcome .outcome-text').textContent()).toBe('Frank Zimmermann (SPD-8) rückt nach.')
    expect(await page.locator('#opinion-text').count()).toBe(1)
    expect(await page.locator('#result-h').textContent()).toBe('Das Ergebnis')
    await expectAccessible(page, 'exam mode, feedback')
    await page.locator('#feedback').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, '10-feedback')

    // again: the answers stay, the result goes
    await page.getByRole('button', { name: 'Noch einmal versuchen' }).click()
    expect(await leaks(page)).toEqual([])
    expect(await page.locator('#exam-successor').inputValue()).toBe('SPD-8')
    expect(errors).toEqual([])
    await page.close()
  })

  it('is a switch on the page, and a case with errors cannot be graded', async () => {
    const { page, errors } = await open()
    await page.getByRole('button', { name: 'Prüfungsmodus' }).click()
    expect(await leaks(page)).toEqual([])
    await page.waitForFunction(() => location.hash.endsWith('&mode=exam'))
    await page.locator('#form [data-path="lists[0].candidates[4].votes"]').fill('-1')
    await expect.poll(() => page.locator('#exam-blocked').count()).toBe(1)
    await expectAccessible(page, 'exam mode with errors')
    await page.getByRole('button', { name: 'Prüfungsmodus' }).click()
    await page.locator('#form [data-path="lists[0].candidates[4].votes"]').fill('598')
    await expect.poll(() => page.locator('#outcome .outcome-text').textContent()).toContain('Emil Engel (SPD-4) rückt nach')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('hints and variations', () => {
  it('gives hints in three steps: where to look, which norm, the solution', async () => {
    const { page, errors } = await open()
    await loadCase(page, '02-stimmen-vor-listenplatz')
    await page.locator('#exercise button[data-variation="2"]').click()
    expect(await page.locator('#hints li[data-hint]').count()).toBe(0)
    await page.locator('#next-hint').click()
    const first = (await page.locator('#hints li[data-hint="1"]').textContent()) ?? ''
    expect(first).toContain('Was die Abwandlung ändert: Miriam Yilmaz hat dem Wahlleiter schon 2022 schriftlich ihren Verzicht auf die Anwartschaft erklärt.')
    expect(first).not.toContain('Sophie Lehmann (812) rückt nach')
    expect(await page.locator('#hints li[data-hint]').count()).toBe(1)
    await page.locator('#next-hint').click()
    expect(await page.locator('#hints li[data-hint="2"]').textContent()).toContain('§ 34 Abs. 2 Nr. 2 KWG')
    await page.locator('#next-hint').click()
    const third = (await page.locator('#hints li[data-hint="3"]').textContent()) ?? ''
    expect(third).toContain('Nächste nach der Stimmenzahl ist Sophie Lehmann (812); sie rückt nach')
    expect(await page.locator('#next-hint').count()).toBe(0)
    // no developer words in what a student reads
    await loadCase(page, '01-verzichtskaskade')
    await page.locator('#exercise button[data-variation="1"]').click()
    for (let i = 0; i < 3; i++) await page.locator('#next-hint').click()
    const hints = (await page.locator('#hints').textContent()) ?? ''
    expect(hints).toContain('Der Verzicht kann nicht widerrufen werden (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG).')
    expect(hints).not.toMatch(/waiverRevoked|events\[|kwg34|Abweichung der Bibliothek/)
    await expectAccessible(page, 'hints open')
    expect(errors).toEqual([])
    await page.close()
  })

  it('restores the original, applies each variation to it, keeps the focus, and checks the variation as written', async () => {
    const { page, errors } = await open()
    await loadCase(page, '01-verzichtskaskade')
    const name = page.locator('#form [data-path="body.name"]')
    await name.fill('Geändert')
    await page.locator('#form [data-path="lists[0].candidates[7].votes"]').fill('10') // Frank Zimmermann, 480 → 10
    await expect.poll(() => page.locator('#outcome .outcome-text').textContent()).toContain('Heike Braun (SPD-9) rückt nach')
    // the original case comes back
    await page.locator('#exercise button[data-variation="0"]').click()
    await expect.poll(() => name.inputValue()).toBe('Gemeindevertretung Waldhausen')
    expect(await page.locator('#outcome .outcome-text').textContent()).toContain('Frank Zimmermann (SPD-8) rückt nach')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-variation'))).toBe('0')
    // an edit, then variation 3: it applies to the original, not on top of the edit
    await page.locator('#form [data-path="lists[0].candidates[7].votes"]').fill('10')
    await page.locator('#exercise button[data-variation="3"]').click()
    await expect.poll(() => page.locator('#outcome [data-outcome]').getAttribute('data-outcome')).toBe('vacant')
    expect(await page.locator('#form [data-path="lists[0].candidates[7].votes"]').inputValue()).toBe('480')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-variation'))).toBe('3')
    expect(await page.locator('#expected [data-match]').getAttribute('data-match')).toBe('true')
    expect(await page.locator('#expected [data-match]').textContent()).toBe('✓ von Hand erarbeitet: Sitz bleibt leer')
    // an edit of the variation: the check is still of the variation as written
    await page.locator('#form [data-path="lists[0].candidates[0].votes"]').fill('1421')
    await expect.poll(() => page.locator('#as-written').count()).toBe(1)
    expect(await page.locator('#expected [data-match]').getAttribute('data-match')).toBe('true')
    // the revoked waiver of variation 1: the library's error, in German
    await page.locator('#exercise button[data-variation="1"]').click()
    await expect.poll(() => page.locator('#errors li button').first().textContent()).toBe(
      'Ereignis #3 (Widerruf des Verzichts, 5. Februar 2023): Ein Verzicht auf die Anwartschaft kann nicht widerrufen werden (§ 34 Abs. 2 Nr. 2 KWG)',
    )
    expect(await page.locator('#expected [data-match]').textContent()).toBe('✓ von Hand erarbeitet: die Akte ist fehlerhaft (Ereignis #3 (Widerruf des Verzichts, 5. Februar 2023))')
    await expectAccessible(page, 'errors of a variation')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('explanation on click', () => {
  it('leads from a norm badge and from a name to the paragraph of the opinion and the sentence of the law', async () => {
    const { page, errors } = await open()
    const row = page.locator('#ranking-table tr[data-candidate="SPD-9"]')
    await row.locator('button[data-norm]').click()
    expect(await page.locator('#tab-gutachten').getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('#panel-pruefung').isHidden()).toBe(true)
    expect(await page.locator('#statute mark').textContent()).toContain('die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben')
    expect(await page.locator('#statute footer').textContent()).toBe('§ 34 Abs. 2 Nr. 2 KWG')
    const target = page.locator('#opinion-text .target')
    expect(await target.count()).toBe(1)
    expect(await target.getAttribute('data-norms')).toContain('kwg34.2.n2')
    expect(await target.getAttribute('data-candidates')).toContain('SPD-9') // the paragraph about Bernd Bauer
    expect(await page.evaluate(() => document.activeElement?.classList.contains('target'))).toBe(true)
    await snap(page, '11-explain-norm')
    // back to the ranking by keyboard (arrow keys move between the tabs), then a name
    await page.locator('#tab-gutachten').focus()
    await page.keyboard.press('ArrowLeft')
    expect(await page.locator('#tab-pruefung').getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-pruefung')
    await page.locator('#ranking-table tr[data-candidate="SPD-8"] button.who-link').click()
    expect(await page.locator('#opinion-text .target').getAttribute('data-candidates')).toContain('SPD-8')
    expect(await page.locator('#opinion-text .target').textContent()).toContain('Ivo Imhof')
    expect(await page.locator('#statute footer').textContent()).toBe('§ 34 Abs. 2 Nr. 1 KWG')
    await expectAccessible(page, 'opinion tab')
    await page.locator('#tab-bekanntmachung').click()
    expect(await page.locator('#notice-text').isVisible()).toBe(true)
    await expectAccessible(page, 'notice tab')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('material to hand out', () => {
  it('prints a worksheet without the solution, a solution sheet with it, and the whole page with the Sachverhalt', async () => {
    const { page, errors } = await open()
    await loadCase(page, '02-stimmen-vor-listenplatz')
    await page.evaluate(() => {
      window.print = () => undefined
    })
    await page.locator('#print-worksheet').click()
    await page.emulateMedia({ media: 'print' })
    const visible = (sel: string) => page.locator(sel).evaluate((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).display !== 'none')
    expect(await visible('#print-sheet')).toBe(true)
    expect(await page.locator('main').isVisible()).toBe(false)
    const sheet = (await page.locator('#print-sheet').innerText()) ?? ''
    expect(sheet).toContain('ARBEITSBLATT')
    expect(sheet).toContain('In der Stadtverordnetenversammlung Lahnfeld (37 Sitze)')
    expect(sheet).toContain('Wer rückt für Nina Werner nach?')
    expect(sheet).not.toMatch(/Miriam Yilmaz \(GRUENE-7\) rückt nach|Gutachten|Lösung:/)
    await snap(page, '12-worksheet-print', true)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await page.emulateMedia({ media: 'screen' })
    // the solution sheet: task, result, opinion
    await page.locator('#print-solution').click()
    await page.emulateMedia({ media: 'print' })
    const solution = await page.locator('#print-sheet').innerText()
    expect(solution).toContain('LÖSUNGSBLATT')
    expect(solution).toContain('Wer rückt für Nina Werner nach?')
    expect(solution).toContain('Miriam Yilmaz (GRUENE-7) rückt nach')
    expect(solution).toContain('Ergebnis')
    await snap(page, '13-solution-print', true)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    // printing the page itself keeps the Sachverhalt (and drops the form)
    expect(await page.locator('#exercise').isVisible()).toBe(true)
    expect(await page.locator('#form').isVisible()).toBe(false)
    expect(await page.locator('#panel-gutachten').isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists every case-book case for teachers, with topics, norms and answers, and opens one as an exam', async () => {
    const { page, errors } = await open()
    await page.getByRole('button', { name: 'Für Lehrende' }).click()
    const cases = page.locator('#teacher-list li.teacher-case')
    await expect.poll(() => cases.count()).toBe(25)
    const two = page.locator('#teacher-list li[data-case="02-stimmen-vor-listenplatz"]')
    expect(await two.textContent()).toContain('Themen: Rangfolge nach der Stimmenzahl')
    expect(await two.textContent()).toContain('Normen: § 34 Abs. 1 Satz 1 KWG, § 34 Abs. 1 Satz 1 Hs. 1 KWG')
    expect(await two.locator('[data-answer="base"]').textContent()).toBe('Antwort (Bibliothek): Nachfolger: Miriam Yilmaz (GRUENE-7)')
    expect(await two.locator('[data-answer="v2"]').textContent()).toBe('Miriam Yilmaz hat schriftlich verzichtet → Nachfolger: Sophie Lehmann (GRUENE-5)')
    const everyAnswered = await cases.evaluateAll((ls) => ls.every((l) => (l.querySelector('[data-answer="base"]')?.textContent ?? '').length > 25))
    expect(everyAnswered).toBe(true)
    await expectAccessible(page, "the teacher's view")
    await snap(page, '14-teacher')
    await two.getByRole('button', { name: 'Als Prüfung öffnen' }).click()
    await expect.poll(() => page.locator('#exercise-h').textContent()).toContain('Fall 2:')
    expect(await page.locator('#teacher-view').isHidden()).toBe(true)
    expect(await page.locator('#exam-mode').getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('#exam-form').count()).toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it("writes one's own exercise, which the library validates and the link carries", async () => {
    const { page, errors } = await open()
    await page.getByRole('button', { name: 'Neue eigene Aufgabe' }).click()
    expect(await page.locator('#catalog').inputValue()).toBe('') // "— eigener Fall —", no longer musterstadt
    expect(await page.locator('#exercise').textContent()).toContain('Die Gemeindevertretung Übungsdorf hat drei Mitglieder.')
    await expect.poll(() => page.locator('#editor-check').getAttribute('data-valid')).toBe('true')
    expect(await page.locator('#editor-check').textContent()).toContain('Die Bibliothek kommt zur erwarteten Antwort (Ein Bewerber rückt nach: Dana Dorn (A-4))')
    // the teacher expects the wrong successor: the library says so
    await page.locator('#ed-successor').selectOption('A-3')
    expect(await page.locator('#editor-check [data-agrees]').getAttribute('data-agrees')).toBe('false')
    await page.locator('#ed-successor').selectOption('A-4')
    await page.locator('#ed-title').fill('Aufgabe 7: Dana oder Cem?')
    await page.locator('#ed-fallfrage').fill('Wer rückt für Ada Albrecht nach? Stichtag: 31. Mai 2023.')
    await page.locator('#ed-hint-1').fill('Schauen Sie auf die Stimmen von Cem Cakir und Dana Dorn.')
    // an error in the case: the library's answer, in German
    await page.locator('#form [data-path="lists[0].candidates[3].votes"]').fill('-5')
    await expect.poll(() => page.locator('#editor-check').getAttribute('data-valid')).toBe('false')
    expect(await page.locator('#editor-check li').first().textContent()).toBe('Stimmen von Dana Dorn: bitte eine ganze Zahl ≥ 0')
    await expectAccessible(page, 'the editor with an error')
    await page.locator('#form [data-path="lists[0].candidates[3].votes"]').fill('450')
    await page.getByRole('button', { name: 'Link zur Aufgabe kopieren' }).click()
    await expect.poll(() => page.locator('#share-url').inputValue()).toMatch(/&ex=z\./)
    const url = await page.locator('#share-url').inputValue()
    const student = await open(`${url}&mode=exam`.replace('&mode=exam&mode=exam', '&mode=exam'))
    expect(await student.page.locator('#exercise-h').textContent()).toBe('Aufgabe: Aufgabe 7: Dana oder Cem?')
    expect(await student.page.locator('#exercise').textContent()).toContain('Stichtag: 31. Mai 2023.')
    await student.page.locator('#next-hint').click()
    expect(await student.page.locator('#hints li[data-hint="1"]').textContent()).toContain('Schauen Sie auf die Stimmen von Cem Cakir und Dana Dorn.')
    expect(student.errors).toEqual([])
    expect(errors).toEqual([])
    await Promise.all([page.close(), student.page.close()])
  })
})

describe('phones, large type, languages', () => {
  it('shows the ranking as cards on a phone, with votes and norms, and never scrolls sideways', async () => {
    const { page, errors } = await open(lab().url, PHONE)
    const card = page.locator('#ranking-table tr[data-candidate="SPD-9"]')
    await card.scrollIntoViewIfNeeded()
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('block')
    for (const sel of ['td[data-label="Stimmen"]', 'button[data-norm]']) {
      const box = await card.locator(sel).boundingBox()
      expect(box, sel).not.toBeNull()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width, sel).toBe(true)
    }
    expect(await card.locator('td[data-label="Stimmen"]').textContent()).toBe('820')
    expect((await sideways(page)).width).toBeLessThanOrEqual(PHONE.width)
    expect(await unreachableScrollers(page)).toEqual([])
    await expectAccessible(page, 'phone')
    await page.locator('#ranking-box').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, '15-phone')
    // large type on the phone
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    const s = await sideways(page)
    expect(s.width, s.out.join(', ')).toBeLessThanOrEqual(PHONE.width)
    expect(await unreachableScrollers(page)).toEqual([])
    await expectAccessible(page, 'phone, large type')
    await page.locator('#ranking-box').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, '16-phone-large')
    // a review case and the exam on the phone
    await page.locator('#catalog').selectOption('examples:review')
    await page.getByRole('button', { name: 'Laden', exact: true }).click()
    await expect.poll(() => page.locator('#source').textContent()).toContain('review')
    expect((await sideways(page)).width).toBeLessThanOrEqual(PHONE.width)
    await expectAccessible(page, 'phone, large type, review')
    await page.getByRole('button', { name: 'Prüfungsmodus' }).click()
    expect((await sideways(page)).width).toBeLessThanOrEqual(PHONE.width)
    await expectAccessible(page, 'phone, large type, exam')
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    expect(errors).toEqual([])
    await page.close()
  })

  it('passes axe on the desktop, in large type and in English; the German page speaks German, with dates in words', async () => {
    const { page, errors } = await open()
    await expectAccessible(page, 'desktop')
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    await expectAccessible(page, 'desktop, large type')
    expect((await sideways(page)).width).toBeLessThanOrEqual(1280)
    await page.getByRole('button', { name: 'Große Schrift' }).click()
    // German: no English words outside what is marked English, no ISO dates in the result
    for (const key of ['examples:musterstadt', 'examples:review', 'cases:08-mehrheitswahl-los-simuliert', 'cases:13-falscher-nachruecker-wahlpruefung']) {
      await page.locator('#catalog').selectOption(key)
      await page.getByRole('button', { name: 'Laden', exact: true }).click()
      await expect.poll(() => page.locator('#catalog').inputValue()).toBe(key)
      for (const tab of ['#tab-pruefung', '#tab-gutachten', '#tab-bekanntmachung']) {
        await page.locator(tab).click()
        const text = await germanText(page)
        expect(text.match(/\b(the|of|and|is|successor|vacancy|expected|determination|opens no)\b/g) ?? [], `${key} ${tab}`).toEqual([])
        const result = await page.locator('#result').evaluate((el) => {
          const c = el.cloneNode(true) as HTMLElement
          for (const x of c.querySelectorAll('details.tech, pre, code, title')) x.remove()
          return (c.textContent ?? '').replaceAll('Ortsbeirat Hohenstein 2024-02-29', '') // the lot's seed, a string
        })
        expect(result.match(/\d{4}-\d{2}-\d{2}|\d{4}-\/\d{2}/g) ?? [], `${key} ${tab}`).toEqual([])
      }
      await page.locator('#tab-pruefung').click()
      await expectAccessible(page, key)
    }
    // English
    await page.getByRole('button', { name: 'Switch to English' }).click()
    expect(await page.locator('#result-h').textContent()).toBe('The result')
    await expectAccessible(page, 'English')
    await page.getByRole('button', { name: 'Auf Deutsch umschalten' }).click()
    expect(errors).toEqual([])
    await page.close()
  })
})
