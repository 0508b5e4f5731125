import { Mail, MessageCircleHeart, Phone } from 'lucide-react'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { practice } from '#app/config/practice.ts'
import { cn } from '#app/lib/cn.ts'

/**
 * The grid's last cell: where the last row of product cards would leave an empty slot (two
 * columns from 640 px, three from 1024 px), a quiet card offers what a shop of recommended
 * products owes its visitors, a person to ask (design.md: "a phone number for questions"). It
 * spans the slots left over; where the cards fill their rows it is not shown.
 */
export function StoreQuestionsCard({ count }: { count: number }) {
  const leftAt2 = count % 2 === 0 ? 0 : 1
  const leftAt3 = (3 - (count % 3)) % 3
  if (leftAt2 === 0 && leftAt3 === 0) return null
  return (
    <li
      data-testid="store-questions"
      className={cn(
        'hidden',
        leftAt2 ? 'sm:flex' : 'sm:hidden',
        leftAt3 ? 'lg:flex' : 'lg:hidden',
        leftAt3 === 2 && 'lg:col-span-2',
      )}
    >
      {/* A text card, as tall as its row: the words at the top, the two ways to ask at the foot
          (review r6 read its icon in a picture panel as a missing photo). */}
      <section
        aria-labelledby="store-questions"
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-soft"
      >
        <div className="px-5 pt-5 pb-6 sm:px-6">
          <MessageCircleHeart aria-hidden="true" className="size-8 text-primary" strokeWidth={1.5} />
          <h2 id="store-questions" className="mt-3 text-xl">
            Not sure which one fits?
          </h2>
          <p className="mt-2 text-muted-foreground">
            Ask the practice before you buy. We are glad to help you choose, or to say when something is not
            the right tool for you.
          </p>
        </div>
        <ul className="mt-auto border-t border-border px-5 pt-2 pb-3 sm:px-6">
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <TextLink to={practice.phone.href} className="inline-flex min-h-11 items-center">
              {practice.phone.display}
            </TextLink>
          </li>
          <li className="flex items-center gap-3">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <TextLink to={`mailto:${practice.email}`} className="inline-flex min-h-11 items-center break-all">
              {practice.email}
            </TextLink>
          </li>
        </ul>
      </section>
    </li>
  )
}
