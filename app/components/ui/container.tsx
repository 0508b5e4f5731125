import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * Centred page column with the site's side padding: 72rem wide unless `className` sets its own
 * `max-w-*`. (Two max-width classes on one element do not override by their order in the
 * attribute: the one later in the stylesheet wins, and Tailwind puts `max-w-6xl` after
 * `max-w-2xl`…`max-w-5xl`, so a narrower column asked for here was silently ignored.)
 */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  const ownWidth = className?.split(/\s+/).some((name) => name.startsWith('max-w-'))
  return (
    <div className={cn('mx-auto w-full px-4 sm:px-6', !ownWidth && 'max-w-6xl', className)}>{children}</div>
  )
}
