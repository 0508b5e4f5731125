/**
 * The services overview's featured service (content/pages/services.yml → featured):
 * one service shown larger, first in its group; it must be one that has a card.
 */
import { describe, expect, test } from 'vitest'
import { lastCardSpan } from '#app/features/services/service-filter.tsx'
import { readContentFiles } from '#scripts/build/content/read.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

describe('the featured service', () => {
  test('the shipped overview features EMDR, a service with a card', () => {
    const { content } = readContentFiles()
    expect(content.servicesOverview.featured).toEqual({ service: 'emdr-therapy', label: 'Featured service' })
  })

  test('a service without a card (family therapy) stops the build, naming the file, the field and the fix', () => {
    const dir = contentCopyWith([['pages/services.yml', 'service: emdr-therapy', 'service: family-therapy']])
    expect(() => readContentFiles(dir)).toThrow(
      'content/pages/services.yml: featured.service: family-therapy has no card on the services page: name a service whose "Show card" is on, or leave "Featured" out',
    )
  })
})

describe("a group's last card takes what its last row leaves", () => {
  test.each([
    [{ md: 2, lg: 3 }, 'lg:col-span-1'],
    [{ md: 3, lg: 3 }, 'md:col-span-2 lg:col-span-1'],
    [{ md: 4, lg: 4 }, 'lg:col-span-3'],
    [{ md: 5, lg: 5 }, 'md:col-span-2 lg:col-span-2'],
  ])('%o → %s', (slots, classes) => {
    expect(lastCardSpan(slots)).toBe(classes)
  })
})
