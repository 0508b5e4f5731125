import { StarRating } from '#app/components/ui/star-rating.tsx'
import { practice } from '#app/config/practice.ts'
import { cn } from '#app/lib/cn.ts'

const sites = [practice.reviews.reviewSite, practice.reviews.maps]

/**
 * The two trust badges: star ratings on a review site and a maps service, each linking out. They
 * are one grid column wide each (stacked on a phone, side by side from 640 px), so both pills take
 * the width of the wider one instead of each hugging its own label.
 */
export function ReviewBadges({ className }: { className?: string }) {
  return (
    <ul
      className={cn('mx-auto grid w-fit auto-cols-fr gap-3 sm:grid-flow-col', className)}
      aria-label="Client ratings"
    >
      {sites.map((site) => {
        const rating = site.rating.toFixed(1)
        return (
          <li key={site.label}>
            <a
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 w-full items-center gap-3 rounded-full border border-border bg-card px-4 py-2 text-card-foreground no-underline shadow-soft transition-colors hover:bg-muted"
            >
              <StarRating rating={site.rating} label={`Rated ${rating} out of 5 on ${site.label}`} />
              <span className="text-sm leading-tight">
                <span aria-hidden="true" className="font-semibold">
                  {rating} on {site.label}
                </span>
                <span className="block text-muted-foreground">Read the {site.kind}</span>
              </span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
