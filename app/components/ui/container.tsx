import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * The site's two content widths, side padding included. `wide` (72rem) is the page column: bands
 * with a picture, grids of cards, the header and footer. `reading` (51rem: a 48rem measure of text,
 * about 70 characters, inside the side padding) is for pages that are text from top to bottom.
 * A reading column inside a wide band keeps the wide column's left edge (Section's `narrow`, or
 * `split` with its heading column), so the content's edge does not step from band to band.
 */
export const CONTAINER_WIDTHS = { wide: 'max-w-6xl', reading: 'max-w-[51rem]' } as const
export type ContainerWidth = keyof typeof CONTAINER_WIDTHS

/**
 * Centred page column with the site's side padding, `width` wide (default `wide`). A `max-w-*` in
 * `className` still wins for the pages that set their own. (Two max-width classes on one element do
 * not override by their order in the attribute: the one later in the stylesheet wins, so only one is
 * ever set.)
 */
export function Container({
  children,
  className,
  width = 'wide',
}: {
  children: ReactNode
  className?: string
  width?: ContainerWidth
}) {
  const ownWidth = className?.split(/\s+/).some((name) => name.startsWith('max-w-'))
  return (
    <div className={cn('mx-auto w-full px-4 sm:px-6', !ownWidth && CONTAINER_WIDTHS[width], className)}>
      {children}
    </div>
  )
}
