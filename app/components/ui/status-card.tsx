import { CheckCircle2, Info, type LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { cn } from '#app/lib/cn.ts'

/**
 * The state a one-message page is in (a link's landing: cancel a consultation, confirm or end a
 * subscription, an order): `done` (it worked: a check on sage), `notice` (the link is not valid, no
 * order found, something failed: the sage surface of the site's panels and an info mark, never alarm
 * red, and not the sand accent, which the site keeps for awards: an amber card reads as that
 * accent) or `ask` (a question or a wait: the neutral card). Each state looks unlike the others, so
 * an error never looks like success.
 */
export type StatusTone = 'done' | 'notice' | 'ask'

/**
 * The room under the hero of a one-message page: at least 60% of a screen, so a short card does not
 * leave the footer riding up to mid-screen. The card keeps its place at the top of it:
 * a state that grows the card moves nothing above it.
 */
export const STATUS_AREA = 'min-h-[60vh] py-12 sm:py-16'

/**
 * The card of a state, its words ranged left on the quiet opening's edge (a page that centres
 * its hero centres the card with `sm:text-center` and the mark with `sm:mx-auto`).
 */
export function statusCardClasses(tone: StatusTone, className?: string): string {
  return cn(
    'rounded-2xl border p-6 shadow-soft sm:p-8',
    tone === 'notice'
      ? 'border-primary/15 bg-secondary/60 text-foreground'
      : 'border-border bg-card text-card-foreground',
    className,
  )
}

const MARK: Record<StatusTone, string> = {
  done: 'bg-secondary text-primary',
  notice: 'bg-card text-primary shadow-soft',
  ask: 'bg-secondary text-secondary-foreground',
}

/** The state's mark over the card's heading: a check when it worked, an "i" for a notice. */
export function StatusMark({
  tone,
  icon,
  className,
}: {
  tone: StatusTone
  icon?: LucideIcon
  className?: string
}) {
  const Icon = icon ?? (tone === 'done' ? CheckCircle2 : Info)
  return (
    <span
      aria-hidden="true"
      data-status-mark={tone}
      className={cn('mb-4 flex size-12 items-center justify-center rounded-full', MARK[tone], className)}
    >
      <Icon className="size-6" />
    </span>
  )
}

/** The column of a one-message page: its opening's words and its card share it. */
export const STATUS_COLUMN = 'mx-auto max-w-2xl'

/**
 * A page that holds one short message (a signed link's landing: confirm or cancel a consultation,
 * confirm or end a subscription): a quiet opening, then the message in the status room, on the
 * opening's edge and as wide as the card.
 */
export function StatusPage({
  children,
  ...hero
}: Omit<ComponentProps<typeof PageHero>, 'compact' | 'column' | 'children'> & { children: ReactNode }) {
  return (
    <>
      <PageHero {...hero} compact column={STATUS_COLUMN} />
      <Container className={STATUS_AREA}>
        <div className={STATUS_COLUMN}>{children}</div>
      </Container>
    </>
  )
}
