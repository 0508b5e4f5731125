import { Check, Mail } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { home } from '#core/content/home.ts'
import { NewsletterForm } from './newsletter-form.tsx'

/**
 * The newsletter sign-up with its four benefits (home page and blog). `measure`: the column's
 * max-width class, to line up with the page's own column (the blog's 56rem list); by default the
 * wide column, as the home page's bands around it.
 */
export function NewsletterSection({ measure = 'max-w-6xl' }: { measure?: `max-w-${string}` } = {}) {
  const { newsletter } = home
  return (
    <section aria-labelledby="newsletter-heading" data-band="plain" className="py-14 sm:py-16">
      <Container className={measure}>
        {/* The pitch across the top (icon beside heading and lede), then what you get beside the form,
            both top-aligned so the two columns end about together (the form alone,
            centred in its column, left ~150 px of white under it at 1440). */}
        <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-10">
          <div className="sm:flex sm:items-start sm:gap-5">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <div className="max-sm:mt-4">
              <h2 id="newsletter-heading" className="text-3xl">
                {newsletter.heading}
              </h2>
              <p className="mt-3 max-w-2xl text-muted-foreground">{newsletter.intro}</p>
            </div>
          </div>
          <div className="mt-8 grid gap-8 md:grid-cols-2 md:items-start md:gap-10 sm:pl-17">
            <div>
              <h3 className="sr-only">What you get</h3>
              <ul className="space-y-2">
                {newsletter.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <NewsletterForm />
          </div>
        </div>
      </Container>
    </section>
  )
}
