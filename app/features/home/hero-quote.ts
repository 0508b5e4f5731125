import type { TestimonialSection } from '#core/content/testimonials.ts'

export interface HeroQuote {
  text: string
  name: string
}

/**
 * The client quote the home page's first screen shows: the testimonial content/pages/home.yml names
 * (`hero.quoteFrom`), word for word from content/testimonials.yml. Run at build time (the route's
 * loader), so neither file's text reaches the page's JavaScript; a name with no quote stops the
 * build saying what to write.
 */
export function heroQuote(name: string, sections: readonly TestimonialSection[]): HeroQuote {
  const all = sections.flatMap((section) => section.testimonials)
  const found = all.find((t) => t.name === name)
  if (!found) {
    const names = all.map((t) => `"${t.name}"`).join(', ')
    throw new Error(
      `content/pages/home.yml, hero.quoteFrom: "${name}" is not the name of a quote in content/testimonials.yml. Write one of ${names}.`,
    )
  }
  return { text: found.quote, name: found.name }
}
