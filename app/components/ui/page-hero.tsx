import type { LucideIcon } from 'lucide-react'
import { Quote } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'
import { keepCompounds } from '#app/lib/compounds.tsx'
import { IMAGE_FOCUS_CLASS, type ImageFocus } from '#core/lib/image-focus.ts'
import { Container } from './container.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { StarRating } from './star-rating.tsx'

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

/** A client's words opening a page: the quote with its stars, the name and the date under it. */
export interface HeroQuote {
  text: string
  name: string
  date?: string
  rating?: number
}

/** One of a row of facts opening a page: what it is (a label), the fact, and a quiet line under it. */
export interface HeroFact {
  icon: LucideIcon
  label: string
  value: ReactNode
  detail?: ReactNode
  /** `false`: from 640 px only, where the page says it again right under the opening on a phone. */
  onPhone?: boolean
}

/**
 * The top of a page: its one <h1>, an optional eyebrow line, intro, and either its call to action
 * (`actions`: the phone bar waits until it has scrolled away, with an optional `caption` 12-16 px
 * under it) or other content (`children`, 32 px under what comes before). A page opens with what it
 * has of its own, so openings differ from page to page (docs/design-notes.md, "Openings"):
 *
 * - the centred sage band (nothing else given);
 * - `image`: split like the home page's from 768 px up, the words and the action on one side, the
 *   picture on the other, whole (4:3). On a phone the picture comes under the action, cropped to
 *   3:2 (2:1 from 640 px), keeping its `focus`. It loads at once with high priority (the largest
 *   thing in the first screen at 768 px and up), its size set, the phone's crop drawn from the same
 *   <img>: no second download, no layout shift. With `image.onPhone: false` a phone shows no picture;
 * - `quote`: split the same way, a client's words in a card beside the words (under them on a phone);
 * - `facts`: the words ranged left on the band and a row of facts under them (on a phone one quiet
 *   line each);
 * - `document` (and every `compact` page): no band, the words ranged left on the page's own
 *   background over a hairline, as a letter or a policy begins, in the `column` the text below uses.
 *
 * On a phone (below 640 px) every hero reads as the home page's: the words ranged left on the
 * content's edge and the actions one under the other, each full width (`.hero-actions` in app.css).
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  actions,
  caption,
  children,
  image,
  quote,
  facts,
  document,
  column,
  compact,
  aside,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  intro?: ReactNode
  actions?: ReactNode
  /** A line about the action (the retreats' status): right under it, as its caption. */
  caption?: ReactNode
  children?: ReactNode
  image?: HeroImage | undefined
  quote?: HeroQuote | undefined
  facts?: readonly HeroFact[]
  /** A quiet opening for a text that is a document (legal pages) or one short message. */
  document?: boolean
  /** The document opening's column (the text's under it): the wide column's edge by default. */
  column?: string
  /** A smaller title, for a page that holds one short message (the newsletter's links); a document opening. */
  compact?: boolean
  /**
   * A document opening's second column from 1024 px (the not-found page's ways on, beside its note,
   * where its right half was empty); under the words below that. The opening then closes the page's
   * content: no hairline under it.
   */
  aside?: ReactNode
}) {
  const quiet = document || compact
  const split = !quiet && (image !== undefined || quote !== undefined)
  // Centred from 640 px only as the plain band; every other opening ranges left.
  const centred = !quiet && !split && !facts
  const row = cn('flex flex-wrap gap-3', centred && 'sm:justify-center', split && 'md:justify-start')
  const words = (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className={compact ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl'}>
        {typeof title === 'string' ? keepCompounds(title) : title}
      </h1>
      {intro ? (
        <div
          className={cn(
            'mt-5 max-w-2xl text-lg text-muted-foreground',
            centred && 'sm:mx-auto',
            split && 'md:max-w-xl',
            quiet && 'mt-3',
          )}
        >
          {intro}
        </div>
      ) : null}
      {actions ? (
        <div data-hero-action="" className={cn('hero-actions', centred && 'sm:justify-center')}>
          {actions}
        </div>
      ) : null}
      {caption ? <div className={cn('mt-3 sm:mt-4', row)}>{caption}</div> : null}
      {children ? <div className={cn('mt-8', row)}>{children}</div> : null}
    </>
  )
  if (quiet) {
    return (
      <section data-hero="document" className={compact ? 'pt-10 sm:pt-14' : 'pt-10 sm:pt-16'}>
        <Container>
          {aside ? (
            <div
              className={cn(
                'grid gap-10 sm:gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:gap-16',
                column,
              )}
            >
              <div>{words}</div>
              {aside}
            </div>
          ) : (
            <div className={cn('border-b border-border pb-8 sm:pb-10', column)}>{words}</div>
          )}
        </Container>
      </section>
    )
  }
  if (facts) {
    return (
      <section data-hero="facts" className="bg-secondary/60 pt-10 pb-8 sm:pt-14 sm:pb-12">
        <Container>
          <div className="max-w-3xl">{words}</div>
          <HeroFacts facts={facts} />
        </Container>
      </section>
    )
  }
  if (!split) {
    return (
      <section data-hero="band" className="bg-secondary/60 py-14 sm:py-20">
        <Container className="max-w-4xl sm:text-center">{words}</Container>
      </section>
    )
  }
  return (
    <section
      data-hero={image ? 'image' : 'quote'}
      data-hero-split=""
      className="bg-secondary/60 pt-10 pb-8 sm:py-14 lg:py-16"
    >
      <Container
        className={cn(
          'grid grid-cols-1 items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14',
          image?.onPhone === false && 'max-md:gap-0',
        )}
      >
        <div className={image ? 'sm:text-center md:text-left' : undefined}>{words}</div>
        {image ? <HeroPicture image={image} /> : quote ? <HeroQuoteCard quote={quote} /> : null}
      </Container>
    </section>
  )
}

function HeroPicture({ image }: { image: HeroImage }) {
  return (
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
  )
}

/** The quote opening's card: the words large in the serif, as the page's first voice. */
function HeroQuoteCard({ quote }: { quote: HeroQuote }) {
  return (
    <figure
      data-hero-quote=""
      className="relative rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft sm:p-8 md:rounded-[2rem]"
    >
      <Quote aria-hidden="true" className="size-9 text-primary/50" />
      {quote.rating ? <StarRating rating={quote.rating} className="mt-3 block" /> : null}
      <blockquote className="mt-4 font-serif text-2xl leading-snug text-pretty sm:text-[1.7rem]">
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-5 text-muted-foreground">
        <span className="block font-semibold text-foreground">{quote.name}</span>
        {quote.date ? <span className="block text-sm">{quote.date}</span> : null}
      </figcaption>
    </figure>
  )
}

/**
 * The facts opening's row: each fact with its icon, a small label over it and a quiet line under
 * it, on cards three across from 768 px (one under the other from 640 px). On a phone, where the
 * opening must leave the page's first action on the first screen, each is one quiet line under the
 * intro (its label read, not shown).
 */
function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <ul className="mt-5 grid gap-2 sm:mt-10 sm:gap-px sm:overflow-hidden sm:rounded-2xl sm:border sm:border-border sm:bg-border sm:shadow-soft md:grid-cols-3">
      {facts.map(({ icon: Icon, label, value, detail, onPhone }) => (
        <li
          key={label}
          className={cn(
            'flex items-start gap-3 sm:gap-4 sm:bg-card sm:p-5 sm:text-card-foreground',
            onPhone === false && 'max-sm:hidden',
          )}
        >
          <span className="flex shrink-0 items-center justify-center text-primary max-sm:mt-0.5 sm:size-10 sm:rounded-full sm:bg-secondary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold tracking-wide text-muted-foreground uppercase max-sm:sr-only">
              {label}
              <span className="sr-only">: </span>
            </span>
            <span className="font-semibold sm:mt-0.5 sm:block sm:text-lg">{value}</span>
            {detail ? (
              <span className="text-muted-foreground sm:block sm:text-[0.95rem]">
                <span aria-hidden="true" className="sm:hidden">
                  {' · '}
                </span>
                <span className="sr-only sm:hidden">, </span>
                {detail}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
