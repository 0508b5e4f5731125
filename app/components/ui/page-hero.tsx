import type { ReactNode } from 'react'
import { Container } from './container.tsx'

/**
 * The top of a page: its one <h1>, an optional eyebrow line, intro, and either its call to action
 * (`actions`: the phone bar waits until it has scrolled away) or other content (`children`).
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  actions,
  children,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  intro?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-secondary/60 py-14 sm:py-20">
      <Container className="max-w-4xl text-center">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        {intro ? <div className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{intro}</div> : null}
        {actions ? (
          <div data-hero-action="" className="mt-8 flex flex-wrap justify-center gap-3">
            {actions}
          </div>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </Container>
    </section>
  )
}
