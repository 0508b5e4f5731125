/**
 * No built page disagrees with another about the same fact: every figure of years
 * in practice and of youth work, on every prerendered page, is the one counted from the profile's
 * since-year for the year the site was built (read from the footer's ©, which is set at build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { yearsSince } from '#scripts/build/content/placeholders.ts'

const client = path.resolve(import.meta.dirname, '..', '..', 'build', 'client')

/** Each prerendered page's visible text, by path (tags, scripts and styles dropped). */
function pageTexts(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue
    const html = readFileSync(path.join(client, file), 'utf8')
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
    pages.set(`/${path.dirname(file)}`.replace(/\/\.$/, '/'), text)
  }
  return pages
}

/** Each fact's figures as pages write them; the first group is the figure. */
const FACTS = [
  { fact: 'years in practice', pattern: /\b((?:over )?\d+\+?) years (?:of experience|in practice)/gi },
  { fact: 'the year the practice began', pattern: /\b(?:in practice|experience) since (\d{4})/gi },
  { fact: 'years of youth work', pattern: /\b(\d+\+?) years of youth work/gi },
  { fact: 'the year youth work began', pattern: /\byouth work, since (\d{4})/gi },
]

describe('figures agree across the built site', () => {
  let pages: Map<string, string>
  beforeAll(() => {
    if (!existsSync(client)) throw new Error('build/client is missing: run `npm run build` first')
    pages = pageTexts()
  })

  it('each fact has one figure on every page, counted for the build year', () => {
    const buildYear = Number(/© (\d{4}) /.exec(pages.get('/') ?? '')?.[1])
    expect(buildYear, 'the home page footer names the year').toBeGreaterThan(2000)
    const practiceYears = yearsSince(practice.inPracticeSince, buildYear)
    const youthWork = yearsSince(practice.youthWorkSince!, buildYear)
    const expected: Record<string, string> = {
      'years in practice': `over ${practiceYears.rounded}`,
      'the year the practice began': String(practice.inPracticeSince),
      'years of youth work': String(youthWork.years),
      'the year youth work began': String(practice.youthWorkSince),
    }
    for (const { fact, pattern } of FACTS) {
      const seen = new Map<string, string[]>()
      for (const [page, text] of pages)
        for (const match of text.matchAll(pattern)) {
          const figure = match[1]!.toLowerCase()
          seen.set(figure, [...(seen.get(figure) ?? []), page])
        }
      expect(seen.size, `${fact}: found on no page`).toBeGreaterThan(0)
      // One figure, and the right one; the message names the pages that say each.
      expect([...seen.keys()], `${fact}: ${JSON.stringify(Object.fromEntries(seen))}`).toEqual([
        expected[fact],
      ])
    }
  })
})
