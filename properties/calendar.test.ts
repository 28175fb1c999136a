// Reading R5 of a period's last day (interpretation.periodEnd, issue 18 P10): calendar (default) or the next working day
// (§ 193 BGB by analogy, Hessian public holidays). Dates checked by hand against a 2023/2024 calendar.
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import { easterSunday, isHessianHoliday, isWorkingDay, lastDayOfPeriod } from '../src/rules/calendar.js'
import { objectionPeriodEnd, proofDue, unchallengeableFrom } from '../src/rules/periods.js'

const d = (s: string) => s as IsoDate

describe('Easter and the Hessian public holidays', { tags: ['kwg25.1', 'kwg23.2.s2', 'R5'] }, () => {
  it('Easter Sunday of known years (Gregorian)', () => {
    expect(['2019', '2023', '2024', '2025', '2026', '2038'].map((y) => easterSunday(Number(y)))).toEqual(['2019-04-21', '2023-04-09', '2024-03-31', '2025-04-20', '2026-04-05', '2038-04-25'])
  })

  it('Easter Sunday in other centuries: the earliest (22 March) and the latest (25 April) dates, and 1900, 1954, 2000, 2100', () => {
    const years = [1818, 2285, 1886, 1943, 1900, 1954, 2000, 2100, 1583]
    expect(years.map(easterSunday)).toEqual(['1818-03-22', '2285-03-22', '1886-04-25', '1943-04-25', '1900-04-15', '1954-04-18', '2000-04-23', '2100-03-28', '1583-04-10'])
  })

  it("Easter Sunday agrees with Gauss's Easter rule (with its two exceptions) in every year from 1583 to 4099", () => {
    // Gauss's rule, written independently of the Meeus/Jones/Butcher algorithm the module uses
    const gauss = (y: number): string => {
      const a = y % 19, b = y % 4, c = y % 7, k = Math.floor(y / 100)
      const p = Math.floor((13 + 8 * k) / 25), q = Math.floor(k / 4)
      const M = (15 - p + k - q) % 30, N = (4 + k - q) % 7
      const dd = (19 * a + M) % 30, e = (2 * b + 4 * c + 6 * dd + N) % 7
      let march = 22 + dd + e
      if (dd === 29 && e === 6) march = 50 // 19 April
      else if (dd === 28 && e === 6 && (11 * M + 11) % 30 < 19) march = 49 // 18 April
      const [m, day] = march > 31 ? [4, march - 31] : [3, march]
      return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    }
    const differing: number[] = []
    for (let y = 1583; y <= 4099; y++) if (easterSunday(y) !== gauss(y)) differing.push(y)
    expect(differing).toEqual([])
  })

  it('the holidays of 2023: fixed, moving with Easter, and the Reformation Day of 2017 only', () => {
    const holidays = ['2023-01-01', '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-18', '2023-05-29', '2023-06-08', '2023-10-03', '2023-12-25', '2023-12-26']
    expect(holidays.every((h) => isHessianHoliday(d(h)))).toBe(true)
    expect(['2023-10-31', '2023-11-01', '2023-08-15', '2023-04-06', '2023-12-24'].some((h) => isHessianHoliday(d(h)))).toBe(false)
    expect(isHessianHoliday(d('2017-10-31'))).toBe(true)
  })

  it('the holidays of 2024 (Easter on 31 March) and of 2038 (Easter on 25 April), and the days beside them that are none', () => {
    const holidays = ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-01', '2024-05-09', '2024-05-20', '2024-05-30', '2024-10-03', '2024-12-25', '2024-12-26', '2038-04-23', '2038-04-26', '2038-06-03', '2038-06-14', '2038-06-24']
    expect(holidays.filter((h) => !isHessianHoliday(d(h)))).toEqual([])
    const none = ['2024-03-28', '2024-03-31', '2024-04-02', '2024-05-02', '2024-05-10', '2024-05-19', '2024-05-31', '2024-10-02', '2024-12-27', '2024-01-02', '2018-10-31', '2038-04-22', '2038-04-27']
    expect(none.filter((h) => isHessianHoliday(d(h)))).toEqual([])
  })

  it('a working day is neither a weekend day nor a holiday', () => {
    expect(isWorkingDay(d('2023-06-07'))).toBe(true)
    expect(isWorkingDay(d('2023-06-10'))).toBe(false) // Saturday
    expect(isWorkingDay(d('2023-06-11'))).toBe(false) // Sunday
    expect(isWorkingDay(d('2023-06-08'))).toBe(false) // Corpus Christi, a Thursday
  })
})

describe('the last day of a period under the two readings', { tags: ['kwg25.1', 'kwg23.2.s2', 'R5'] }, () => {
  it('calendar keeps the day; nextWorkingDay moves a weekend or holiday to the next working day', () => {
    expect(lastDayOfPeriod(d('2023-04-08'), 'calendar')).toBe('2023-04-08')
    expect(lastDayOfPeriod(d('2023-04-08'), 'nextWorkingDay')).toBe('2023-04-11') // Saturday, Easter Sunday, Easter Monday
    expect(lastDayOfPeriod(d('2023-05-27'), 'nextWorkingDay')).toBe('2023-05-30') // Saturday, Whit Sunday, Whit Monday
    expect(lastDayOfPeriod(d('2023-06-07'), 'nextWorkingDay')).toBe('2023-06-07')
  })

  it('the objection period and the proof week read the reading', () => {
    // announced on Saturday 2023-05-13: 14 days later is Saturday 2023-05-27
    expect(objectionPeriodEnd(d('2023-05-13'), 'calendar')).toBe('2023-05-27')
    expect(objectionPeriodEnd(d('2023-05-13'), 'nextWorkingDay')).toBe('2023-05-30')
    expect(unchallengeableFrom(d('2023-05-13'), 'nextWorkingDay')).toBe('2023-05-31')
    // notice served on Thursday 2023-06-01: the week ends with Thursday 2023-06-08, Corpus Christi
    expect(proofDue(d('2023-06-01'), 'calendar')).toBe('2023-06-08')
    expect(proofDue(d('2023-06-01'), 'nextWorkingDay')).toBe('2023-06-09')
  })
})

describe('the readings an implementation declares for R5 (spec/protocol.md)', () => {
  it('a vector asking for nextWorkingDay is skipped for an implementation that declares calendar only, or nothing', async () => {
    const { periodEndOf } = await import('../src/oracle/reading.js')
    expect(periodEndOf({ interpretation: { periodEnd: 'nextWorkingDay' } })).toBe('nextWorkingDay')
    expect(periodEndOf({ interpretation: { incompatibility: 'exclude' } })).toBe('calendar')
    expect(periodEndOf(null)).toBe('calendar')
  })

  it('decodeHello reads readings.periodEnd, refuses an unknown value and keeps it absent when absent', async () => {
    const { decodeHello } = await import('../src/oracle/hello.js')
    const hello = (readings: unknown) => decodeHello(JSON.stringify({ ready: true, version: 1, implementation: { name: 'x', version: '1', language: 'none', readings, levels: ['core'] } }))
    const ok = hello({ incompatibility: [], periodEnd: ['calendar', 'nextWorkingDay'] })
    expect(ok._tag === 'Right' && ok.right.readings.periodEnd).toEqual(['calendar', 'nextWorkingDay'])
    const without = hello({ incompatibility: [] })
    expect(without._tag === 'Right' && 'periodEnd' in without.right.readings).toBe(false)
    expect(hello({ incompatibility: [], periodEnd: ['weekend'] })).toEqual({
      _tag: 'Left',
      left: '"implementation.readings.periodEnd" must be an array of distinct "calendar" and "nextWorkingDay"',
    })
  })
})
