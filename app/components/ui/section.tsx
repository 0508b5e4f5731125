import { type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn.ts'
import { Container } from './container.tsx'

/**
 * One titled band of a page: a landmark region named by its <h2>, in the site's column.
 * `tone="muted"` gives it the soft secondary background to separate it from its neighbours.
 */
export function Section({
  heading,
  intro,
  children,
  id,
  tone = 'plain',
  narrow,
  centered,
  split,
  after,
  aside,
  className,
}: {
  heading: ReactNode
  intro?: ReactNode
  children?: ReactNode
  id?: string
  tone?: 'plain' | 'muted'
  /** Text-width column (about 70 characters), centred in the page, instead of the full page width. */
  narrow?: boolean
  /** The heading and intro centred; `'sm'`: from 640 px only (a phone's page ranges left under its hero). */
  centered?: boolean | 'sm'
  /**
   * The heading and intro in a column of their own beside the content from 1024 px (it stays in
   * view); the content starts at one edge on every split band of a page, and keeps a reading measure
   * below 1024 px. `'tight'`: a label column of 16rem and the content at most 48rem beside it, for a
   * page of many split bands whose headings left a third of the width empty (/about).
   */
  split?: boolean | 'tight'
  /** Set across the whole column after the content (a split band's closing statement set large). */
  after?: ReactNode
  /**
   * A split band's label column under its heading from 1024 px (the book's cover beside the waiting
   * list), so the column is not left empty beside long content; not drawn below 1024 px,
   * where the content shows its own copy if it needs one.
   */
  aside?: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-band={tone === 'muted' ? 'tinted' : 'plain'}
      className={cn('py-14 sm:py-16', tone === 'muted' && 'bg-secondary/50', className)}
    >
      <Container
        className={cn(
          centered === 'sm' ? 'sm:text-center' : centered && 'text-center',
          split && 'grid gap-8 lg:gap-12',
          split === 'tight'
            ? 'lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]'
            : split && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]',
        )}
      >
        <div className={cn(narrow && 'mx-auto max-w-3xl', split && 'lg:sticky lg:top-24 lg:self-start')}>
          <h2 id={headingId} className="text-3xl">
            {heading}
          </h2>
          {intro ? (
            <div className={cn('mt-4 max-w-[34em] text-muted-foreground', centered && 'mx-auto')}>
              {intro}
            </div>
          ) : null}
          {children && !split ? <div className="mt-8">{children}</div> : null}
          {aside && split ? <div className="mt-10 hidden lg:block">{aside}</div> : null}
        </div>
        {children && split ? (
          <div className={cn('measure max-w-3xl', split !== 'tight' && 'lg:max-w-none')}>{children}</div>
        ) : null}
      </Container>
      {/* Its own column, after the grid: a split band's sticky heading stops above it. */}
      {after ? <Container className="mt-8">{after}</Container> : null}
    </section>
  )
}
