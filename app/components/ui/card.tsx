import type { HTMLAttributes } from 'react'
import { cn } from '#app/lib/cn.ts'

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a list item in a grid of cards, a section with a heading, or a plain box. */
  as?: 'div' | 'li' | 'section' | 'article' | 'figure'
}

/** The site's card surface: rounded, bordered, on the card colour. Padding and shadow come from `className`. */
export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag className={cn('rounded-2xl border border-border bg-card', className)} {...props} />
}
