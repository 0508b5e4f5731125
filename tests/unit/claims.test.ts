/**
 * Claims a licensing board can ask about: outcome statistics and counts of awards
 * show a source when the owner gives one; the rest are listed with their file and field.
 */
import { describe, expect, test } from 'vitest'
import { isClaim } from '#core/content/schemas/claims.ts'
import { unsourcedClaims, unsourcedClaimsReport } from '#scripts/build/content/claims.ts'
import { readContent } from '#scripts/build/content/read.ts'
import { contentCopyWith as copyWith } from '#tests/support/content-copy.ts'

describe('what counts as a claim', () => {
  test.each([
    '87% of clients improve within 8 sessions',
    '87 % of clients feel better',
    'Ninety per cent of clients',
    '9 Best Therapist recognitions',
    '9x Best Newport Beach Therapist',
    'Voted best therapist nine times',
    '3 awards for client care',
  ])('%s', (text) => expect(isClaim(text)).toBe(true))

  test.each([
    'Over 25 years of experience, in practice since 1997',
    '40 years of youth work',
    'Best Newport Beach Therapist', // the award's name alone: the badges show each year
    'A calm place to breathe',
  ])('not: %s', (text) => expect(isClaim(text)).toBe(false))
})

describe('claims without a source', () => {
  test('the shipped content: each listed with its file and field', () => {
    expect(unsourcedClaims(readContent())).toEqual([
      {
        file: 'content/services/emdr-therapy.yml',
        field: 'page.stats.0',
        text: '87% of clients improve within 8 sessions',
      },
      {
        file: 'content/services/emdr-therapy.yml',
        field: 'page.stats.1',
        text: '9x Best Newport Beach Therapist',
      },
      { file: 'content/pages/about.yml', field: 'highlights.2', text: '9x Best Newport Beach Therapist' },
      { file: 'content/awards.yml', field: 'banner', text: '9x Best Newport Beach Therapist' },
    ])
  })

  test('a source takes a claim off the list, and the preflight names file, field and fix', () => {
    const dir = copyWith([
      [
        'services/emdr-therapy.yml',
        '      label: of clients improve within 8 sessions\n',
        '      label: of clients improve within 8 sessions\n      source: Practice outcome survey, 2024 (212 clients)\n',
      ],
      ['awards.yml', /^banner: (.*)$/m, 'banner: $1\nsource: Daily Pilot Readers’ Choice, 2016–2025'],
    ])
    const content = readContent(dir)
    expect(content.services.find((s) => s.slug === 'emdr-therapy')!.page.stats![0]!.source).toBe(
      'Practice outcome survey, 2024 (212 clients)',
    )
    const left = unsourcedClaims(content)
    expect(left.map((c) => `${c.file}: ${c.field}`)).toEqual([
      'content/services/emdr-therapy.yml: page.stats.1',
      'content/pages/about.yml: highlights.2',
    ])
    expect(unsourcedClaimsReport(left)).toEqual([
      'Claims without a source (2): add a "source" beside each, or remove the claim:',
      '  - content/services/emdr-therapy.yml: page.stats.1: "9x Best Newport Beach Therapist"',
      '  - content/pages/about.yml: highlights.2: "9x Best Newport Beach Therapist"',
    ])
    expect(unsourcedClaimsReport([])).toEqual([])
  })

  test('a source saved empty (as the editor saves a field left empty) is no source: the claim stays listed', () => {
    const dir = copyWith([['awards.yml', /^banner: (.*)$/m, 'banner: $1\nsource: ""']])
    const left = unsourcedClaims(readContent(dir))
    expect(left.map((c) => `${c.file}: ${c.field}`)).toContain('content/awards.yml: banner')
  })
})
