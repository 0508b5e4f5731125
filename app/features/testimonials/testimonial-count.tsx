import { MessageSquareQuote } from 'lucide-react'

/**
 * What the quotes below are, said plainly: how many and whose words ("14 testimonials from
 * clients"), and how they are signed, counted when the site is built. No score: the page shows the
 * quotes the practice chose, and a mean of those read as the practice rating itself.
 * Two short lines, each its own block, so the web fonts' arrival re-wraps nothing (one run of
 * text, it moved a line when they swapped in on a phone).
 */
export function TestimonialCount({ count }: { count: number }) {
  return (
    <p data-testid="testimonial-count" className="flex items-center gap-3 text-left">
      <MessageSquareQuote aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span>
        <span className="block font-semibold">
          {count} {count === 1 ? 'testimonial' : 'testimonials'} from clients
        </span>
        <span className="block text-sm text-muted-foreground">
          Signed with a first name and initial, for privacy.
        </span>
      </span>
    </p>
  )
}
