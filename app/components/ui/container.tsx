import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * The page column with the site's side padding, in one of the site's two widths: wide (72rem, the
 * default) for bands with pictures, grids of cards, the header and footer; `reading` (51rem: a 48rem
 * measure of text, about 70 characters, inside the side padding) for a page that is text from top
 * to bottom. A reading column inside a wide band keeps the wide column's left edge (Section's
 * `split`), so the content's edge does not step from band to band (docs/design-notes.md, 0166).
 *
 * A `max-w-*` in `className` still wins for the pages that set their own. (Two max-width classes on
 * one element do not override by their order in the attribute: the one later in the stylesheet
 * wins, so only one is ever set.)
 */
export function Container({
  children,
  className,
  reading,
}: {
  children: ReactNode
  className?: string
  reading?: boolean
}) {
  const ownWidth = className?.split(/\s+/).some((name) => name.startsWith('max-w-'))
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 sm:px-6',
        !ownWidth && (reading ? 'max-w-[51rem]' : 'max-w-6xl'),
        className,
      )}
    >
      {children}
    </div>
  )
}
