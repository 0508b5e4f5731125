/**
 * Figures of years come from one since-year each in the practice profile: "Over 25
 * years of experience since 1997" and "40 years of youth work" are counted when the site is built,
 * so every page says the same number and it is right for the build's date (injected here).
 */
import { describe, expect, test } from 'vitest'
import { yearAt, yearsSince } from '#scripts/build/content/placeholders.ts'
import { CONTENT_DIR, ContentError, readContent } from '#scripts/build/content/read.ts'
import { PUBLIC_DIR } from '#scripts/build/content/references.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

const problemsOf = (dir: string, now: Date) => {
  try {
    readContent(dir, PUBLIC_DIR, now)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

describe('years since a year', () => {
  test.each([
    // since, this year, years, the round figure "Over N" can say
    [1997, 2026, 29, 25],
    [1997, 2027, 30, 25],
    [1997, 2028, 31, 30],
    [1986, 2026, 40, 35],
    [2024, 2026, 2, 0],
  ])('since %i, in %i: %i years, over %i', (since, thisYear, years, rounded) => {
    expect(yearsSince(since, thisYear)).toEqual({ years, rounded })
    // "Over N" stays true: N is below the years counted, and a multiple of 5.
    expect(rounded).toBeLessThan(years)
    expect(rounded % 5).toBe(0)
  })

  test("the year is the practice's: New Year's Eve in California is still the old year", () => {
    expect(yearAt(new Date('2027-01-01T07:59:00Z'), 'America/Los_Angeles')).toBe(2026)
    expect(yearAt(new Date('2027-01-01T08:00:00Z'), 'America/Los_Angeles')).toBe(2027)
  })
})

describe('figures on the pages', () => {
  const figures = (now: Date) => {
    const content = readContent(CONTENT_DIR, PUBLIC_DIR, now)
    const teen = content.services.find((s) => s.slug === 'teen-therapy')!
    return {
      home: content.home.meet.experience,
      about: content.about.highlights.slice(0, 2).map((h) => `${h.value} ${h.label}`),
      teen: [teen.description, ...teen.details, teen.page.intro[1]].filter((t) => t?.includes('youth')),
    }
  }

  test('built on 2026-11-25: the spec’s “Over 25 years … since 1997” and “40 years of youth work”', () => {
    const f = figures(new Date('2026-11-25T12:00:00Z'))
    expect(f.home).toBe('Over 25 years of experience since 1997')
    expect(f.about).toEqual([
      'Over 25 years of experience as a therapist, in practice since 1997',
      '40 years of youth work, since 1986, before and alongside her practice',
    ])
    expect(f.teen).toHaveLength(3)
    for (const text of f.teen) expect(text).toContain('40 years of youth work')
  })

  test('built in 2031: every page counts on, from the same two years', () => {
    const f = figures(new Date('2031-06-01T12:00:00Z'))
    expect(f.home).toBe('Over 30 years of experience since 1997')
    expect(f.about).toEqual([
      'Over 30 years of experience as a therapist, in practice since 1997',
      '45 years of youth work, since 1986, before and alongside her practice',
    ])
    for (const text of f.teen) expect(text).toContain('45 years of youth work')
  })

  test('a since-year after the build’s year is refused with the file, field and fix', () => {
    expect(problemsOf(CONTENT_DIR, new Date('1990-06-01T12:00:00Z'))).toEqual([
      'content/practice.yml: inPracticeSince: 1997 is after this year (1990): write the year it began',
    ])
  })

  test('without youthWorkSince, a page that counts youth work names the placeholder', () => {
    const dir = contentCopyWith([['practice.yml', /^youthWorkSince: .*\n/m, '']])
    const problems = problemsOf(dir, new Date('2026-11-25T12:00:00Z'))
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]).toMatch(
      /^content\/services\/teen-therapy\.yml: description: unknown placeholder \{yearsOfYouthWork\}/,
    )
  })
})
