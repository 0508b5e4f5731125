import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { stepCarouselBeforeItsCode } from '#app/boot/carousel-step.ts'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { cn } from '#app/lib/cn.ts'
import { prefersReducedMotion } from '#app/lib/motion.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import { AWARD_FIRST_YEAR, AWARD_LAST_YEAR, AWARD_TITLE, awardAlt, awards } from '#core/content/awards.ts'

/** One step every 3 seconds, slow enough to read a badge; 2, 3 and 4 badges per view (mobile, ≥768 px, ≥1024 px). */
export const AUTOPLAY_DELAY_MS = 3000
export const SLIDES_PER_VIEW = { mobile: 2, medium: 3, large: 4 } as const

const EMBLA_OPTIONS: EmblaOptionsType = { loop: true, align: 'start' }

/**
 * embla's code (~6 KB gzip) loads when the carousel comes near the viewport, not with the page:
 * the badges are below the fold and already laid out by CSS, so nothing moves until then.
 */
function useLazyEmbla(): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLDivElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  useEffect(() => {
    if (!node) return
    let instance: EmblaCarouselType | undefined
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (cancelled) return
          // Where the visitor stepped to before embla was there (stepCarouselBeforeItsCode).
          const startIndex =
            Number(node.closest('[data-selected-index]')?.getAttribute('data-selected-index')) || 0
          instance = EmblaCarousel(node, { ...EMBLA_OPTIONS, startIndex })
          setApi(instance)
        })
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(node)
    return () => {
      cancelled = true
      observer.disconnect()
      instance?.destroy()
    }
  }, [node])
  return [setNode, api]
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-soft transition-colors hover:bg-muted'

/**
 * The award badges, 2016–2025, in a looping carousel (embla). Slides-per-view is plain CSS, so the
 * prerendered page shows the first badges without JavaScript. Auto-advance (WCAG 2.2.2): a visible
 * pause/play control, a pause while the pointer is over it or focus is inside it, and no
 * auto-advance at all when the visitor prefers reduced motion (they can still press Play).
 * Previous, next and pause answer before hydration and before embla has loaded too
 * (stepCarouselBeforeItsCode, app/boot/taps.ts); a pause made then is adopted.
 */
export function AwardsCarousel({ className }: { className?: string }) {
  const [viewportRef, api] = useLazyEmbla()
  const regionRef = useRef<HTMLElement>(null)
  const [selected, setSelected] = useState(0)
  /** The visitor's choice (pause/play button); starts paused under reduced motion. */
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  useAdoptTaps(() => {
    if (regionRef.current?.getAttribute('data-paused') === 'true') setPlaying(false)
  })

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    if (query.matches) {
      setReducedMotion(true)
      setPlaying(false)
    }
    const onChange = () => {
      setReducedMotion(query.matches)
      if (query.matches) setPlaying(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    onSelect()
    api.on('select', onSelect)
    return () => {
      api.off('select', onSelect)
    }
  }, [api])

  const running = !!api && playing && !hovered && !focused
  // One step AUTOPLAY_DELAY_MS after the last change (auto or manual), while running.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the wait after every move
  useEffect(() => {
    if (!running || !api) return
    const timer = window.setTimeout(() => api.scrollNext(prefersReducedMotion()), AUTOPLAY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [running, api, selected])

  const togglePlaying = useCallback(() => {
    setPlaying((was) => {
      if (!was) {
        // An explicit Play wins over the pause-on-hover/focus until the next enter or focus.
        setHovered(false)
        setFocused(false)
      }
      return !was
    })
  }, [])

  /** Before embla is there, a step moves the track by itself. */
  const step = (event: MouseEvent<HTMLButtonElement>, next: boolean) => {
    if (!api) stepCarouselBeforeItsCode(event.currentTarget, next ? 'carousel-next' : 'carousel-prev')
    else if (next) api.scrollNext(reducedMotion)
    else api.scrollPrev(reducedMotion)
  }

  /** The previous or the next award: the before-hydration script finds it by its data-tap. */
  const stepButton = (next: boolean) => {
    const Chevron = next ? ChevronRight : ChevronLeft
    return (
      <button
        type="button"
        data-tap={next ? 'carousel-next' : 'carousel-prev'}
        className={controlClass}
        onClick={(event) => step(event, next)}
        aria-label={next ? 'Next award' : 'Previous award'}
      >
        <Chevron aria-hidden="true" className="size-5" />
      </button>
    )
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={`${AWARD_TITLE} awards, ${AWARD_FIRST_YEAR} to ${AWARD_LAST_YEAR}`}
      data-selected-index={selected}
      data-paused={!playing}
      data-autoplay={running ? 'running' : 'paused'}
      className={cn('group/carousel relative', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div data-carousel-track="" className="-ml-2 flex touch-pan-y">
          {awards.map((award, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group, not a form fieldset
            <div
              key={award.year}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${awards.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-2 md:basis-1/3 lg:basis-1/4"
            >
              {/* A timeline: each medallion sits on one hairline running through the slides, its
                  year large under it, so ten badges of one design read as ten years (one read
                  "four identical badges"). */}
              <figure className="relative flex flex-col items-center py-1 before:absolute before:inset-x-0 before:top-13 before:h-px before:bg-border">
                <img
                  src={award.image}
                  alt={awardAlt(award.year)}
                  width={240}
                  height={240}
                  loading="lazy"
                  decoding="async"
                  className="badge-art relative h-auto w-full max-w-24"
                />
                <figcaption className="mt-3 font-serif text-2xl font-semibold">{award.year}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        {stepButton(false)}
        <button
          type="button"
          data-tap="carousel-pause"
          className={cn(controlClass, 'w-auto gap-2 px-4 text-sm font-semibold')}
          onClick={togglePlaying}
        >
          {/* Both labels, one shown from the region's data-paused, which a tap before hydration
              flips too (changing no text React rendered). */}
          <span className="contents group-data-[paused=true]/carousel:hidden">
            <Pause aria-hidden="true" className="size-4" />
            Pause carousel
          </span>
          <span className="hidden group-data-[paused=true]/carousel:contents">
            <Play aria-hidden="true" className="size-4" />
            Play carousel
          </span>
        </button>
        {stepButton(true)}
      </div>
      <TapScript kind="carousel" />
    </section>
  )
}
