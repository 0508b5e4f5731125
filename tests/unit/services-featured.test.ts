/**
 * The services overview's featured service (content/pages/services.yml → featured):
 * one service shown larger, first in its group; it must be one that has a card. And the groups'
 * lines under "What brings you here?" (→ groups): a line for a group, which a change of the cards never
 * makes a build error.
 */
import { describe, expect, test } from 'vitest'
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

describe('the groups under "What brings you here?"', () => {
  // A service's group changed, added or deleted in the editor must not stop the build over its line.
  test('a group the cards name without a line builds: the group is there, with no line of its own', () => {
    const dir = contentCopyWith([
      ['services/bfrb-treatment.yml', 'category: Hypnosis, habits and phobias', 'category: Habits'],
    ])
    const { content } = readContentFiles(dir)
    expect(content.services.find((s) => s.slug === 'bfrb-treatment')?.category).toBe('Habits')
    expect(content.servicesOverview.groups?.some((g) => g.name === 'Habits')).toBe(false)
  })

  test('a line for a group no card names builds, and names no card', () => {
    const dir = contentCopyWith([['pages/services.yml', 'name: Trauma and loss', 'name: Trauma & loss']])
    const { content } = readContentFiles(dir)
    expect(content.services.some((s) => s.category === 'Trauma & loss')).toBe(false)
    expect(content.servicesOverview.groups?.some((g) => g.name === 'Trauma & loss')).toBe(true)
  })
})
