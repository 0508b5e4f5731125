import { ArrowRight, ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import type { ServiceCard as ServiceCardData } from '#core/content/services.ts'
import { serviceIcon } from './service-icons.ts'

/** How many of a service's `details` its card shows. */
export const KEY_POINTS = 3

/** The grid rows a card spans from 768 px (its four parts); service-filter.tsx spans its items so. */
export const CARD_ROWS = 'md:row-span-4 md:grid md:grid-rows-subgrid md:gap-0'

/**
 * One card of the services overview: the title links to the service's page, and so does a link
 * that names it ("About EMDR Therapy"), not fourteen "Learn more". The card's id is the slug, so the
 * home page's expertise cards can lead to it (/services#hypnotherapy).
 */
export function ServiceCard({
  service,
  featured,
}: {
  service: ServiceCardData
  /** The overview's featured service: a larger card with its page's picture and every key point. */
  featured?: { label: string; image: string }
}) {
  const Icon = serviceIcon(service)
  if (featured) return <FeaturedCard service={service} featured={featured} Icon={Icon} />
  return (
    // From 768 px the card's four parts (title, text, key points, links) sit on the rows of the
    // grid around it (CARD_ROWS, subgrid): a title on two lines in one card moves its row's texts
    // down together, so neighbours' texts start level. Below, one column: a flex card.
    <Card
      as="article"
      id={service.slug}
      className={cn('relative flex h-full flex-col p-4 shadow-soft sm:p-6', CARD_ROWS)}
    >
      {/* An icon per service (service-icons.ts) beside its title, so fourteen cards of words can be
          told apart at a glance; beside, not above, so the phone's long list grows no taller.
          Compact on a phone (fourteen cards were an 8-screen tower): a smaller icon and
          title, tighter padding, and the whole card leads to the page (the title's link covers it,
          an arrow at the row's end says so), so the "About …" line is left to larger screens. */}
      <CardTitle service={service} Icon={Icon} className="text-lg sm:text-2xl" compact />
      <p className="mt-2 text-muted-foreground max-sm:text-base sm:mt-3">{service.description}</p>
      {/*
        The key points, three at most, so every card stays short enough to scan. On a phone they
        fold under "Key points" (14 open cards were about ten screens); from 640 px the summary is
        hidden and the points show, the <details> left closed but its content drawn.
      */}
      <details className="group relative z-10 mt-1 self-start sm:mt-4 sm:self-auto sm:details-content:[content-visibility:visible]">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-primary sm:hidden [&::-webkit-details-marker]:hidden">
          Key points
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <CheckList items={service.details.slice(0, KEY_POINTS)} className="space-y-2 text-base max-sm:mt-1" />
      </details>
      <CardLinks service={service} className="mt-auto sm:pt-4" phoneWithoutAbout />
    </Card>
  )
}

/** The service's icon beside its title, which links to its page (`className`: the title's size). */
function CardTitle({
  service,
  Icon,
  className,
  wrapperClassName,
  compact = false,
}: {
  service: ServiceCardData
  Icon: ReturnType<typeof serviceIcon>
  className: string
  wrapperClassName?: string
  /** Below 640 px: a smaller icon, and the title's link covers the card (an arrow at the row's end). */
  compact?: boolean
}) {
  return (
    <div className={cn('flex items-center gap-3', wrapperClassName)}>
      <span
        aria-hidden="true"
        data-service-icon=""
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:size-12',
          compact ? 'size-9' : 'size-11',
        )}
      >
        <Icon className={cn('sm:size-6', compact ? 'size-[1.125rem]' : 'size-5')} strokeWidth={1.75} />
      </span>
      <h4 className={className}>
        <Link
          prefetch="intent"
          to={`/services/${service.slug}`}
          className={cn(
            'text-card-foreground underline-offset-4 hover:underline',
            compact &&
              "max-sm:after:absolute max-sm:after:inset-0 max-sm:after:rounded-2xl max-sm:after:content-['']",
          )}
        >
          {service.title}
        </Link>
      </h4>
      {compact ? (
        <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0 text-primary sm:hidden" />
      ) : null}
    </div>
  )
}

/** The sub-services ("Also: …") and the link that names the service, at the foot of a card. */
function CardLinks({
  service,
  className,
  phoneWithoutAbout = false,
}: {
  service: ServiceCardData
  className?: string
  /** Below 640 px the card itself is the link (CardTitle `compact`): no "About …" line. */
  phoneWithoutAbout?: boolean
}) {
  return (
    <div className={cn('space-y-2', className)}>
      {service.subServices?.map((sub) => (
        <p key={sub.slug} className="relative z-10 text-base">
          <span className="text-muted-foreground">Also: </span>
          <TextLink to={`/services/${sub.slug}`}>{sub.title}</TextLink>
          <span className="text-muted-foreground"> ({sub.description.replace(/\.$/, '')})</span>
        </p>
      ))}
      <TextLink
        to={`/services/${service.slug}`}
        className={cn('inline-flex min-h-11 items-center gap-2', phoneWithoutAbout && 'max-sm:hidden')}
      >
        About {service.title}
        <ArrowRight aria-hidden="true" className="size-4" />
      </TextLink>
    </div>
  )
}

/**
 * The featured service (content/pages/services.yml → featured): first in its group, two columns
 * wide and two cards tall from 1024 px, its page's picture above the words, a label over its
 * title and every key point, so the overview has one place the eye goes first.
 */
function FeaturedCard({
  service,
  featured,
  Icon,
}: {
  service: ServiceCardData
  featured: { label: string; image: string }
  Icon: ReturnType<typeof serviceIcon>
}) {
  return (
    <Card
      as="article"
      id={service.slug}
      data-featured-service=""
      className="flex h-full flex-col overflow-hidden border-primary/30 shadow-soft"
    >
      {/* The picture takes what the words leave of the card's height (two cards' worth from
          1024 px), at least a 2:1 band; the words keep their own height under it. */}
      <div className="relative aspect-[5/2] sm:aspect-[2/1] lg:aspect-auto lg:min-h-56 lg:flex-1">
        <ResponsiveImage
          src={featured.image}
          alt=""
          width={960}
          height={720}
          sizes="(min-width: 1152px) 736px, (min-width: 768px) 92vw, calc(100vw - 2rem)"
          className="absolute inset-0 h-full! w-full object-cover"
        />
      </div>
      <div className="flex flex-col p-5 sm:p-7">
        <p className="self-start rounded-full bg-primary/10 px-3 py-1 text-[0.95rem] font-semibold text-primary">
          {featured.label}
        </p>
        <CardTitle service={service} Icon={Icon} className="text-2xl sm:text-3xl" wrapperClassName="mt-3" />
        <p className="mt-3 max-w-prose text-muted-foreground sm:text-lg">{service.description}</p>
        <CheckList
          items={service.details}
          className="mt-4 space-y-2 text-base sm:grid sm:grid-cols-2 sm:gap-x-6 sm:space-y-0 sm:gap-y-2"
        />
        <CardLinks service={service} className="pt-4" />
      </div>
    </Card>
  )
}
