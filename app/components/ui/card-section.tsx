import type { ReactNode } from 'react'
import { Card } from './card.tsx'

/**
 * A card that is a section of the page, named by its own h2 (`headingId`): its heading, then the
 * rest. Its own module, not card.tsx's: the home page's first visit loads Card, never this.
 */
export function CardSection({
  headingId,
  heading,
  headingClassName,
  className,
  children,
}: {
  headingId: string
  heading: ReactNode
  headingClassName: string
  className: string
  children: ReactNode
}) {
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </Card>
  )
}
