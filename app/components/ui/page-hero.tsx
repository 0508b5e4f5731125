import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'
import { IMAGE_FOCUS_CLASS, type ImageFocus } from '#core/lib/image-focus.ts'
import { Container } from './container.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

/** A hero picture: a base path of AVIF/WebP sizes (see core/lib/images.ts) and its full size. */
export interface HeroImage {
  src: string
  width: number
  height: number
  /** Empty for placeholder art (decorative); what a real photo shows otherwise. */
  alt?: string
  /** Where the subject is (content's `imageFocus`): what a phone's shorter crop keeps. */
  focus?: ImageFocus
  /**
   * `false`: the picture shows from 768 px only, for a page whose own content must start on a
   * phone's first screen (the store's products). It is then not downloaded on a phone at all.
   */
  onPhone?: boolean
  /**
   * `'portrait'`: an upright picture of a person (4:5), drawn whole at every width and narrower
   * than the words' column; on a phone it is centred under the action, not cropped to a strip.
   */
  shape?: 'portrait'
}

/**
 * The top of a page: its one <h1>, an optional eyebrow line, intro, and either its call to action
 * (`actions`: the phone bar waits until it has scrolled away, with an optional `caption` 12-16 px
 * under it) or other content (`children`, 32 px under what comes before).
 *
 * With an `image` the hero is split like the home page's from 768 px up: the words and the action
 * on one side, the picture on the other, whole (4:3). On a phone the picture comes under the action,
 * cropped to 3:2 (2:1 from 640 px): tall enough to read as a picture, not a strip, and the heading
 * and the action stay on the first screen. The crop keeps the picture's `focus` (the content's
 * `imageFocus`, default centre; docs/design-notes.md, 0158). The picture loads at once with high priority (it is
 * the largest thing in the first screen at 768 px and up), its size is set, and the phone's crop
 * is drawn from the same <img>: no second download, no layout shift. With `image.onPhone: false`
 * a phone shows no picture (a lazy, hidden image is never fetched).
 *
 * On a phone (below 640 px) every hero reads as the home page's: the words ranged left on the
 * content's edge and the actions one under the other, each full width (`.hero-actions` in app.css;
 * a reader found centred heroes with buttons of uneven widths beside left-aligned ones). From
 * 640 px the words are centred, or ranged left beside the picture from 768 px.
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  actions,
  caption,
  children,
  image,
  compact,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  intro?: ReactNode
  actions?: ReactNode
  /** A line about the action (the retreats' status): right under it, as its caption. */
  caption?: ReactNode
  children?: ReactNode
  image?: HeroImage | undefined
  /** A lower band and a smaller title, for a page that holds one short message (the newsletter's links). */
  compact?: boolean
}) {
  const split = image !== undefined
  const row = cn('flex flex-wrap gap-3 sm:justify-center', split && 'md:justify-start')
  const words = (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className={compact ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl'}>{title}</h1>
      {intro ? (
        <div
          className={cn(
            'mt-5 max-w-2xl text-lg text-muted-foreground sm:mx-auto',
            split && 'md:mx-0 md:max-w-xl',
          )}
        >
          {intro}
        </div>
      ) : null}
      {actions ? (
        <div
          data-hero-action=""
          className={cn('hero-actions sm:justify-center', split && 'md:justify-start')}
        >
          {actions}
        </div>
      ) : null}
      {caption ? <div className={cn('mt-3 sm:mt-4', row)}>{caption}</div> : null}
      {children ? <div className={cn('mt-8', row)}>{children}</div> : null}
    </>
  )
  if (!split) {
    return (
      <section className={cn('bg-secondary/60', compact ? 'py-10 sm:py-12' : 'py-14 sm:py-20')}>
        <Container className="max-w-4xl sm:text-center">{words}</Container>
      </section>
    )
  }
  return (
    <section data-hero-split="" className="bg-secondary/60 pt-10 pb-8 sm:py-14 lg:py-16">
      <Container
        className={cn(
          'grid grid-cols-1 items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14',
          image.onPhone === false && 'max-md:gap-0',
        )}
      >
        <div className="sm:text-center md:text-left">{words}</div>
        <ResponsiveImage
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt ?? ''}
          priority={image.onPhone === false ? 'when-displayed' : true}
          sizes={
            image.shape === 'portrait'
              ? '(min-width: 1152px) 384px, (min-width: 768px) 38vw, (min-width: 640px) 15rem, calc(100vw - 2rem)'
              : '(min-width: 1152px) 432px, (min-width: 768px) 38vw, calc(100vw - 2rem)'
          }
          className={cn(
            'rounded-2xl object-cover shadow-soft md:rounded-[2rem]',
            image.shape === 'portrait'
              ? 'mx-auto aspect-[4/5] w-60 max-sm:aspect-[5/4] max-sm:w-full max-sm:object-[50%_30%] md:mr-0 md:w-full md:max-w-sm'
              : 'aspect-[3/2] w-full sm:aspect-[2/1] md:aspect-[4/3]',
            IMAGE_FOCUS_CLASS[image.focus ?? 'center'],
            image.onPhone === false && 'max-md:hidden',
          )}
        />
      </Container>
    </section>
  )
}
