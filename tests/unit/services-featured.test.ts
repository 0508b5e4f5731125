/**
 * The services overview's featured service (content/pages/services.yml → featured):
 * one service shown larger, first in its group; it must be one that has a card. And the groups'
 * lines under "What brings you here?" (→ groups): one for each group the cards name, no other.
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
  test('a group the cards name without a line stops the build, naming the group and the fix', () => {
    const dir = contentCopyWith([
      ['services/bfrb-treatment.yml', 'category: Hypnosis, habits and phobias', 'category: Habits'],
    ])
    expect(() => readContentFiles(dir)).toThrow(
      'content/pages/services.yml: groups: no entry for "Habits", a group services with a card name: add it with its one-line description',
    )
  })

  test('a line for a group no card names stops the build', () => {
    const dir = contentCopyWith([['pages/services.yml', 'name: Trauma and loss', 'name: Trauma & loss']])
    expect(() => readContentFiles(dir)).toThrow(
      'content/pages/services.yml: groups: "Trauma & loss" is no service card\'s group: spell it as a service\'s group does, or remove it',
    )
  })
})
