/**
 * Announcements whose year has passed: "New book, coming in 2025" beside a © 2026
 * footer. `npm run preflight` and the build list each with its file and field; the clock is
 * injected, so what is stale is decided by the year given, not by the day the test runs.
 */
import { describe, expect, test } from 'vitest'
import { yearAt } from '#scripts/build/content/placeholders.ts'
import { readContentFiles } from '#scripts/build/content/read.ts'
import { staleAnnouncements, staleAnnouncementsReport, staleYear } from '#scripts/build/content/stale.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

describe('what announces a year now past', () => {
  test.each([
    ['New book, coming in 2025', 2025],
    ['It is due out in 2025.', 2025],
    ['Her book on overcoming anxiety is due in 2025.', 2025],
    ['Launching 2024: the new group program', 2024],
    ['Join us for our upcoming retreat in 2025', 2025],
    ['This spring 2025 the second office opens its doors', 2025],
    ['Small-group retreats are planned for 2025 in California', 2025],
    ['We’ll share the dates in 2024 and 2025', 2024],
    ["We'll share the dates in 2025", 2025],
    ['Be the first to hear about the 2025 retreats.', 2025],
  ])('%s', (sentence, year) => expect(staleYear(sentence, 2026)).toBe(year))

  test.each([
    'She has been in practice since 1997.',
    'Opened a second office in 2017 to welcome more clients.',
    'Announced Anxiety Annihilated, her book on overcoming anxiety.',
    'Last updated May 5, 2025',
    'Best Newport Beach Therapist, 2016–2025',
    'Her book was released in 2025.',
    'Retreats are coming in 2026', // this year: not past yet
    'Retreats are coming in 2027',
  ])('not: %s', (sentence) => expect(staleYear(sentence, 2026)).toBeUndefined())
})

describe('stale announcements in content', () => {
  const timeZone = 'America/Los_Angeles'

  test('the shipped content has none on 2026-11-25; the 2026 retreats are listed once 2027 begins', () => {
    const { files } = readContentFiles()
    expect(staleAnnouncements(files, yearAt(new Date('2026-11-25T12:00:00Z'), timeZone))).toEqual([])
    // New Year's Eve in California is already 2027 in UTC: the practice's year counts.
    expect(staleAnnouncements(files, yearAt(new Date('2027-01-01T07:00:00Z'), timeZone))).toEqual([])
    const next = staleAnnouncements(files, yearAt(new Date('2027-01-01T09:00:00Z'), timeZone))
    expect(next.map((s) => `${s.file}: ${s.field}`)).toEqual([
      'content/pages/home.yml: retreats.body.0',
      'content/pages/retreats.yml: hero.eyebrow',
      'content/pages/retreats.yml: destinations.heading',
      'content/pages/retreats.yml: waitingList.text',
    ])
    expect(next.every((s) => s.year === 2026)).toBe(true)
  })

  test('each is listed with its file, field, the sentence and what to do; Markdown bodies too', () => {
    const dir = contentCopyWith([
      ['pages/home.yml', /^ {2}eyebrow: "The book: .*"$/m, '  eyebrow: New book, coming in 2025'],
      ['blog/1.md', /\n---\n/, '\n---\nOur next workshop is due in 2024. Everything else stays.\n\n'],
    ])
    const stale = staleAnnouncements(readContentFiles(dir).files, 2026)
    expect(stale).toEqual([
      { file: 'content/blog/1.md', field: 'body', text: 'Our next workshop is due in 2024.', year: 2024 },
      { file: 'content/pages/home.yml', field: 'book.eyebrow', text: 'New book, coming in 2025', year: 2025 },
    ])
    expect(staleAnnouncementsReport(stale)).toEqual([
      'Announcements of a year now past (2): say what is true now (it happened, or its new date), or write it without a year:',
      '  - content/blog/1.md: body: "Our next workshop is due in 2024."',
      '  - content/pages/home.yml: book.eyebrow: "New book, coming in 2025"',
    ])
    expect(staleAnnouncementsReport([])).toEqual([])
  })
})
