import { type ReactNode, useId } from 'react'
import { ButtonLink } from './button-link.tsx'
import { Card } from './card.tsx'

/**
 * A quiet offer beside the page's main action (for another audience: schools, teams, groups): a card
 * across the page column, its words on the left and an outline button on the right from 768 px, so
 * it never competes with the page's one filled action. A region named by its heading.
 */
export function OfferCard({
  heading,
  children,
  link,
}: {
  heading: ReactNode
  children: ReactNode
  link: { to: string; label: string }
}) {
  const headingId = useId()
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="grid gap-5 p-6 sm:p-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-10"
    >
      <div>
        <h2 id={headingId} className="text-2xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-3xl">{children}</p>
      </div>
      <ButtonLink to={link.to} variant="outline" className="justify-self-start">
        {link.label}
      </ButtonLink>
    </Card>
  )
}
