import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BAR_BOOK_LABEL } from '#app/components/layout/phone-action-bar.tsx'
import { bookingActionPath, bookingEnabled } from '#core/config/booking.ts'
import { LABELS } from '#core/config/labels.ts'
import { data as booking } from '#core/content/generated/booking.ts'

describe('where the booking action leads', () => {
  it('the site’s own action: to the picker on /book while booking is on, to the contact page while off', () => {
    expect(bookingActionPath(true)).toBe('/book')
    expect(bookingActionPath(false)).toBe('/contact')
    expect(bookingActionPath()).toBe(booking.enabled ? '/book' : '/contact')
    expect(bookingEnabled).toBe(booking.enabled)
  })

  it('the spec’s consultation buttons keep /contact in content whatever the switch says', () => {
    const targets: string[] = []
    for (const file of globSync('content/**/*.yml')) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, i) => {
        if (!/[lL]abel:\s*["']?(Book Free 15-Minute Consultation|Schedule a Consultation)/.test(line)) return
        // The label's link target sits on the line before or after it (`to:` beside `label:`).
        const near = [lines[i - 1], lines[i + 1]].find(
          (l) => l && /^\s*(?:-\s+)?\w*(?:to|[hH]ref|[pP]ath):/.test(l),
        )
        if (near) targets.push(`${file}: ${near.trim()}`)
      })
    }
    expect(targets.length).toBeGreaterThan(5)
    expect(targets.filter((t) => !/["']?\/contact["']?$/.test(t))).toEqual([])
  })
})

describe('consultation buttons are labelled the same way across the site', () => {
  // The spec's wording: "Book Free 15-Minute Consultation" (the EMDR page, and every other page's
  // button to it), "Schedule a Consultation" on /about. Nothing else offers the consultation.
  const SPEC_LABELS = new Set(['Book Free 15-Minute Consultation', 'Schedule a Consultation'])

  it('in content: every label that offers the consultation is the spec’s', () => {
    const labels: string[] = []
    for (const file of globSync('content/**/*.yml')) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const match = /^\s*(?:-\s+)?\w*[lL]abel:\s*["']?(.+?)["']?\s*$/.exec(line)
        if (match?.[1] && /consultation/i.test(match[1])) labels.push(`${file}: ${match[1]}`)
      }
    }
    expect(labels.length).toBeGreaterThan(10)
    expect(labels.filter((l) => !SPEC_LABELS.has(l.slice(l.indexOf(': ') + 2)))).toEqual([])
  })

  it('in code: every button link that offers it, and the phone bar’s shortening of the same words', () => {
    const labels: string[] = []
    for (const file of globSync('app/**/*.tsx')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<ButtonLink\b[^>]*>([^<]+)<\/ButtonLink>/g)) {
        const label = match[1]!.trim()
        // A label read from content ({copy.….linkLabel}) is checked with the content above.
        if (/consultation/i.test(label) && !label.startsWith('{')) labels.push(`${file}: ${label}`)
      }
    }
    // The site's own labels are in one table (core/config/labels.ts); the bar's shortening is below.
    for (const [name, label] of Object.entries(LABELS))
      if (/consultation/i.test(label) && label !== BAR_BOOK_LABEL) labels.push(`LABELS.${name}: ${label}`)
    expect(labels.length).toBeGreaterThanOrEqual(2)
    expect(labels.filter((l) => !SPEC_LABELS.has(l.slice(l.indexOf(': ') + 2)))).toEqual([])
    // The bar's label is the spec's, shortened: the same words, none added.
    const spec = 'Book Free 15-Minute Consultation'.split(' ')
    expect(BAR_BOOK_LABEL.split(' ').every((word) => spec.includes(word))).toBe(true)
  })
})
