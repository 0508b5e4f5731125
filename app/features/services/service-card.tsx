import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import type { ServiceCard as ServiceCardData } from '#core/content/services.ts'
import { serviceIcon } from './service-icons.ts'

/**
 * One card of the services overview, one link: its title, which covers the whole card (an arrow
 * at the title's row says so), to the service's page. The card is its icon, title and one
 * description, so fourteen read as a list to scan, not a wall; the key points are on the page.
 * A sub-service ("Also: Dentaphobia Treatment") is a quieter link of its own above the card's.
 * The card's id is the slug, so the home page's expertise cards can lead to it
 * (/services#hypnotherapy).
 */
export function ServiceCard({
  service,
  featured,
}: {
  service: ServiceCardData
  /** The overview's featured service: a wider card with its page's picture and every key point. */
  featured?: { label: string; image: string } | undefined
}) {
  const Icon = serviceIcon(service)
  return (
    <Card
      as="article"
      id={service.slug}
      data-featured-service={featured ? '' : undefined}
      className={cn(
        'relative flex h-full overflow-hidden shadow-soft transition-colors hover:border-primary/50',
        featured ? 'flex-col border-primary/30 md:flex-row' : 'flex-col',
      )}
    >
      {featured ? (
        // The picture beside the words from 768 px (as tall as they are), a low band over them from
        // 640 px; none on a phone, where the list stays short.
        <div className="relative aspect-[3/1] max-sm:hidden md:aspect-auto md:w-2/5 md:shrink-0">
          <ResponsiveImage
            src={featured.image}
            alt=""
            width={960}
            height={720}
            sizes="(min-width: 1152px) 426px, (min-width: 768px) 38vw, calc(100vw - 3rem)"
            className="absolute inset-0 h-full! w-full object-cover"
          />
        </div>
      ) : null}
      <div className={cn('flex flex-1 flex-col p-4 sm:p-5', featured && 'sm:p-6')}>
        {featured ? (
          <p className="mb-3 self-start rounded-full bg-primary/10 px-3 py-1 text-base font-semibold text-primary">
            {featured.label}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            data-service-icon=""
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:size-11"
          >
            <Icon className="size-5" strokeWidth={1.75} />
          </span>
          <h4 className={featured ? 'text-2xl sm:text-[1.75rem]' : 'text-xl lg:text-[1.375rem]'}>
            <Link
              prefetch="intent"
              to={`/services/${service.slug}`}
              className="text-card-foreground underline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
            >
              {service.title}
            </Link>
          </h4>
          {/* Not at 768-1023 px, where two columns leave the longest title its line only without it. */}
          <ArrowRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-primary md:max-lg:hidden" />
        </div>
        <p className="mt-2 text-base text-muted-foreground sm:mt-3 sm:text-[1.0625rem]">
          {service.description}
        </p>
        {featured ? (
          <CheckList
            items={service.details}
            className="mt-4 space-y-2 text-base max-sm:hidden sm:grid sm:grid-cols-2 sm:gap-x-6 sm:space-y-0 sm:gap-y-2"
          />
        ) : null}
        {service.subServices?.map((sub) => (
          <p key={sub.slug} className="relative z-10 mt-3 text-base">
            <span className="text-muted-foreground">Also: </span>
            {/* Inline in its sentence; the padding makes the target 44 px tall without moving the line. */}
            <TextLink to={`/services/${sub.slug}`} className="py-2.5">
              {sub.title}
            </TextLink>
            <span className="text-muted-foreground"> ({sub.description.replace(/\.$/, '')})</span>
          </p>
        ))}
      </div>
    </Card>
  )
}
