import { Check, Mail } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { home } from '#app/content/home.ts'
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
        <div className="grid gap-8 rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-10 md:grid-cols-2">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id="newsletter-heading" className="mt-4 text-3xl">
              {newsletter.heading}
            </h2>
            <p className="mt-3 text-muted-foreground">{newsletter.intro}</p>
            <h3 className="sr-only">What you get</h3>
            <ul className="mt-5 space-y-2">
              {newsletter.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          {/* Centred against the heading and the list beside it (below the icon's 4rem). */}
          <div className="flex items-center md:pt-16">
            <NewsletterForm />
          </div>
        </div>
      </Container>
    </section>
  )
}
