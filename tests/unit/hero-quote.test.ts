import { describe, expect, test } from 'vitest'
import { heroQuote } from '#app/features/home/hero-quote.ts'
import { home } from '#core/content/home.ts'
import { testimonialSections } from '#core/content/testimonials.ts'

describe('the home page’s first-screen quote', () => {
  test('is the testimonial home.yml names, word for word', () => {
    const quote = heroQuote(home.hero.quoteFrom, testimonialSections)
    const source = testimonialSections.flatMap((s) => s.testimonials).find((t) => t.name === quote.name)
    expect(quote).toEqual({ text: source!.quote, name: home.hero.quoteFrom })
  })

  test('a name with no quote stops the build naming the file, the field and the names there are', () => {
    expect(() => heroQuote('Nobody X.', testimonialSections)).toThrow(
      /content\/pages\/home\.yml, hero\.quoteFrom: "Nobody X\." .*content\/testimonials\.yml\. Write one of "Maria S\.", /,
    )
  })
})
