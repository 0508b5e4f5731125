/**
 * The giveaway's closing day (content/pages/contest.yml → endsOn, docs/decisions/0142): entries
 * close at the end of that day in the practice's time zone; `npm run preflight` and the build list
 * a giveaway without one or past it. The clock is given, never the day the test runs.
 */
import { describe, expect, test } from 'vitest'
import { closingAt, closingDayText, closingInstant } from '#core/lib/closing-date.ts'
import { contestClosingReport } from '#scripts/build/content/contest-closing.ts'
import { readContentFiles } from '#scripts/build/content/read.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

const LA = 'America/Los_Angeles'

describe('the closing instant', () => {
  test('midnight at the end of the day, in the practice’s time zone (winter and summer time)', () => {
    expect(new Date(closingInstant('2027-01-31', LA)).toISOString()).toBe('2027-02-01T08:00:00.000Z')
    expect(new Date(closingInstant('2027-07-04', LA)).toISOString()).toBe('2027-07-05T07:00:00.000Z')
    expect(new Date(closingInstant('2027-12-31', 'Europe/Berlin')).toISOString()).toBe(
      '2027-12-31T23:00:00.000Z',
    )
  })

  test('said as the calendar day itself, whatever the zone of the machine', () => {
    expect(closingDayText('2027-01-31')).toBe('Sunday, January 31, 2027')
  })

  test('open until the last second of the day in California, closed from midnight', () => {
    const end = Date.parse('2027-02-01T08:00:00Z')
    expect(closingAt('2027-01-31', LA, end - 1).kind).toBe('open')
    expect(closingAt('2027-01-31', LA, end).kind).toBe('closed')
    expect(closingAt(undefined, LA, end)).toEqual({ kind: 'unset' })
  })
})

describe('preflight and the build list the closing day', () => {
  test('the shipped giveaway has a closing day still ahead on 2026-11-25, and is listed once it has passed', () => {
    const { content } = readContentFiles()
    expect(content.contest.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(contestClosingReport(content.contest, LA, new Date('2026-11-25T12:00:00Z'))).toEqual([])
    const after = new Date(closingInstant(content.contest.endsOn!, LA))
    expect(contestClosingReport(content.contest, LA, after)).toEqual([
      'A giveaway that has closed (the page says so and shows no entry form) (1): for a new giveaway, set a new "Ends on" date:',
      `  - content/pages/contest.yml: endsOn: "${content.contest.endsOn} (${closingDayText(content.contest.endsOn!)})"`,
    ])
  })

  test('a giveaway without a closing day (the field left out, or emptied in the editor) is listed', () => {
    for (const to of ['', 'endsOn: ""\n']) {
      const dir = contentCopyWith([['pages/contest.yml', /^endsOn: .*\n/m, to]])
      const { content } = readContentFiles(dir)
      expect(contestClosingReport(content.contest, LA, new Date('2026-11-25T12:00:00Z'))).toEqual([
        'A giveaway without a closing date (1): set "Ends on" (the last day to enter) in Pages → Book giveaway, so the page can say when entries close:',
        '  - content/pages/contest.yml: endsOn: ""',
      ])
    }
  })

  test('a closing day not written as a date stops the build, naming the file, the field and the form', () => {
    const dir = contentCopyWith([['pages/contest.yml', /^endsOn: .*$/m, 'endsOn: January 31']])
    expect(() => readContentFiles(dir)).toThrow(
      /content\/pages\/contest\.yml: endsOn: .*must be a date written as 2026-12-24/,
    )
  })
})
