import { Mail, MessageCircleHeart, Phone } from 'lucide-react'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { practice } from '#core/config/practice.ts'

/** The questions that narrow the catalogue down, in the order a visitor would ask them. */
const CHOOSING_QUESTIONS = [
  'For sleep, tension in the body or restless hands?',
  'Every day, or in the moments anxiety rises?',
  'A health condition or a pregnancy? Ask your doctor first.',
]

/**
 * The grid's last cell: where the last row of product cards would leave an empty slot (two
 * columns from 640 px, three from 1024 px), a quiet card offers what a shop of recommended
 * products owes its visitors, a person to ask (a phone number for questions). It
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
      {/* A text card, as tall as its row: the questions that help choose fill it (words at the top
          and the contacts at the foot read as an empty middle), and the two ways
          to ask sit in a footer as tall as the product cards' price row, so the rules line up. */}
      <section
        aria-labelledby="store-questions"
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-soft"
      >
        <div className="flex flex-1 flex-col px-5 pt-5 pb-6 sm:px-6">
          {/* The icon beside the heading, so the words start where the product cards' names do
              and the card is no taller than its neighbours. */}
          <h2 id="store-questions" className="flex items-center gap-2.5 text-xl">
            <MessageCircleHeart
              aria-hidden="true"
              className="size-6 shrink-0 text-primary"
              strokeWidth={1.5}
            />
            Not sure which one fits?
          </h2>
          <p className="mt-2 text-muted-foreground">Three questions narrow it down:</p>
          <ol data-testid="store-questions-list" className="mt-4 space-y-3.5">
            {CHOOSING_QUESTIONS.map((question, i) => (
              <li key={question} className="flex gap-3 leading-relaxed">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-secondary font-serif text-sm font-semibold text-secondary-foreground"
                >
                  {i + 1}
                </span>
                <span>{question}</span>
              </li>
            ))}
          </ol>
          <p className="mt-auto pt-4 text-muted-foreground">Or ask us, glad to help:</p>
        </div>
        <ul
          data-card-footer=""
          className="flex flex-wrap items-center justify-between gap-x-3 border-t border-border px-5 py-1 sm:px-6"
        >
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <TextLink to={practice.phone.href} className="inline-flex min-h-11 items-center font-semibold">
              {practice.phone.display}
            </TextLink>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <TextLink
              to={`mailto:${practice.email}`}
              className="inline-flex min-h-11 items-center font-semibold"
            >
              E-mail
            </TextLink>
          </li>
        </ul>
      </section>
    </li>
  )
}
