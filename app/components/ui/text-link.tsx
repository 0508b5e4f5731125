import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/lib/cn.ts'

/**
 * The mark of a link that opens another site in a new tab (TextLink's own), for a button that does
 * too. Taken from here rather than from lucide-react, so the icon stays in this module's chunk: a
 * first-visit chunk of its own cost 143 bytes and a request (scripts/check-budgets.ts).
 */
export { ExternalLink as NewTabIcon }

const isExternal = (to: string) => /^(https?:|mailto:|tel:|sms:)/.test(to)

/**
 * An inline text link: router link for site paths, new tab (noopener) for web addresses.
 * `quiet`: regular weight and no new-tab icon, for lists of links (footer, contact details).
 */
export function TextLink({
  to,
  children,
  className,
  quiet = false,
}: {
  to: string
  children: ReactNode
  className?: string
  quiet?: boolean
}) {
  const classes = cn(
    quiet ? 'text-primary underline' : 'font-semibold text-primary underline hover:text-primary-hover',
    className,
  )
  if (!isExternal(to)) {
    return (
      <Link prefetch="intent" to={to} className={classes}>
        {children}
      </Link>
    )
  }
  if (!/^https?:/.test(to)) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    )
  }
  if (quiet) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(classes, 'inline-flex items-center gap-1')}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
