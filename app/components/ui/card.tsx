import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a list item in a grid of cards, a section with a heading, or a plain box. */
  as?: 'div' | 'li' | 'section' | 'article' | 'figure'
}

/** The site's card surface: rounded, bordered, on the card colour. Padding and shadow come from `className`. */
export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag className={cn('rounded-2xl border border-border bg-card', className)} {...props} />
}

/** A card that is a section of the page, named by its own h2 (`headingId`): its heading, then the rest. */
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
