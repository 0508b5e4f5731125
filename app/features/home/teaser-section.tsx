import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { cn } from '#app/lib/cn.ts'

/** Image beside text with one or two actions: the book and retreats teasers, the Meet section. */
export function TeaserSection({
  id,
  eyebrow,
  title,
  children,
  actions,
  image,
  imageFirst,
  tinted,
}: {
  id: string
  eyebrow?: ReactNode
  title: ReactNode
  children: ReactNode
  actions: ReactNode
  image: { src: string; width: number; height: number; alt: string; className?: string }
  imageFirst?: boolean
  /** On the soft secondary background, to set it apart from its neighbours. */
  tinted?: boolean
}) {
  return (
    <section
      aria-labelledby={id}
      data-band={tinted ? 'tinted' : 'plain'}
      className={cn('py-14 sm:py-16', tinted && 'bg-secondary/60')}
    >
      <Container className="grid items-center gap-10 md:grid-cols-2">
        <div className={cn(imageFirst && 'md:order-2')}>
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={id} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        <div className={cn(imageFirst && 'md:order-1')}>
          <ResponsiveImage
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sizes={image.className ? '(min-width: 768px) 384px, 100vw' : '(min-width: 768px) 540px, 100vw'}
            className={cn('mx-auto w-full rounded-3xl shadow-soft', image.className)}
          />
        </div>
      </Container>
    </section>
  )
}
