import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BAR_BOOK_LABEL } from '#app/components/layout/phone-action-bar.tsx'
import { bookingEnabled, ctaTarget } from '#core/config/booking.ts'

describe('where consultation buttons lead', () => {
  it('to /book only while booking is on, and only for a consultation button to the contact form', () => {
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation', true)).toBe('/book')
    expect(ctaTarget('/contact', 'Schedule a Consultation', true)).toBe('/book')
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation', false)).toBe('/contact')
    expect(ctaTarget('/contact', 'Contact for Group Retreat Information', true)).toBe('/contact')
    expect(ctaTarget('/about', 'Consultation process', true)).toBe('/about')
  })

  it('ships off: content/booking.yml keeps the contact-form flow', () => {
    expect(bookingEnabled).toBe(false)
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation')).toBe('/contact')
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
    expect(labels.length).toBeGreaterThan(2)
    expect(labels.filter((l) => !SPEC_LABELS.has(l.slice(l.indexOf(': ') + 2)))).toEqual([])
    // The bar's label is the spec's, shortened: the same words, none added.
    const spec = 'Book Free 15-Minute Consultation'.split(' ')
    expect(BAR_BOOK_LABEL.split(' ').every((word) => spec.includes(word))).toBe(true)
  })
})
