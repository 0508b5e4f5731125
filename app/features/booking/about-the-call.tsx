import { HeartHandshake, MessageCircle } from 'lucide-react'
import { PortraitAvatar } from '#app/components/ui/portrait.tsx'
import { nameWithCredentials, practice } from '#core/config/practice.ts'

/**
 * What the free call is like, true whichever way it is booked (online, phone, e-mail); its length
 * and cost open the page (book.tsx).
 */
export const CALL_FACTS = [
  {
    icon: MessageCircle,
    title: 'Your questions first',
    text: `Say a little about what brings you, and ask ${practice.shortName} how she works, about fees, or anything else on your mind.`,
  },
  {
    icon: HeartHandshake,
    title: 'No pressure',
    text: 'No commitment either: you decide afterwards, in your own time, whether to book a first session.',
  },
] as const

/**
 * The side panel of /book in every state: what the free consultation is (who answers, what
 * happens, no pressure), whichever way it is booked, at the height of its own content (book.tsx).
 */
export function AboutTheCall() {
  return (
    <aside
      aria-labelledby="about-call-heading"
      className="rounded-2xl bg-secondary/60 p-6 sm:p-8 lg:sticky lg:top-24"
    >
      {/* The heading on its own line, then who answers: the practitioner's face and name (the
          portrait placeholder until the owner's photo replaces it), the first thing a nervous caller
          wants to know (beside the avatar the heading and its line were cramped). */}
      <h2 id="about-call-heading" className="text-2xl">
        What the call is like
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <PortraitAvatar className="border-2 border-card object-top shadow-soft" />
        <p data-call-with="" className="text-muted-foreground">
          You talk with{' '}
          <span className="whitespace-nowrap font-semibold text-foreground">{nameWithCredentials}</span>
        </p>
      </div>
      <ul className="mt-6 grid gap-5">
        {CALL_FACTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-lg">{title}</h3>
              <p className="mt-1 text-[0.95rem] text-pretty text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
