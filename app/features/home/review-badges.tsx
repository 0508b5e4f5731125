import { StarRating } from '#app/components/ui/star-rating.tsx'
import { cn } from '#app/lib/cn.ts'
import { practice } from '#core/config/practice.ts'

const sites = [practice.reviews.reviewSite, practice.reviews.maps]

/**
 * The two ratings, on a review site and a maps service, each linking out: set as facts (stars, the
 * figure, where), not as buttons (the pills read as controls).
 */
export function ReviewBadges({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4', className)} aria-label="Client ratings">
      {sites.map((site) => {
        const rating = site.rating.toFixed(1)
        return (
          <li key={site.label}>
            <a href={site.url} target="_blank" rel="noopener noreferrer" className="rating-fact">
              <StarRating rating={site.rating} label={`Rated ${rating} out of 5 on ${site.label}`} />
              <span aria-hidden="true">
                <b>{rating}</b> on {site.label}
              </span>
              <span className="sr-only">Read the {site.kind} (opens in a new tab)</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
