import { ChevronLeft, ChevronRight, MailCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { OfficeHours } from '#app/components/ui/office-hours.tsx'
import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { bookingEnabled } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'
import {
  BOOKING_EMAIL_TEXT,
  BOOKING_MESSAGES,
  type BookedBody,
  type BookingRequest,
  type SlotsBody,
} from '#core/contracts/booking.ts'
import { bookSlot, fetchSlots } from './booking-api.ts'
import { BookingForm, type FormProblem } from './booking-form.tsx'
import {
  dayParts,
  dayText,
  timeText,
  todayIn,
  visitorZone,
  weekOf,
  weekText,
  whenText,
  yourTime,
} from './format.ts'
import { LoadingTimes, PickCard } from './loading-times.tsx'
import { SlotPicker } from './slot-picker.tsx'

type Phase =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'pick'; data: SlotsBody }
  | { kind: 'done'; booked: BookedBody }

/** Where the flow stands: the /book page (the page's main panel) or the top of /contact. */
export type BookingVariant = 'page' | 'contact'

/**
 * The booking flow on /book and at the top of /contact: the free times come from the booking-slots
 * function in the browser, one week at a time (this week first, so "nothing left this week" is said
 * plainly with the next week's times one tap away).
 * Built with booking on, the prerendered page says "Loading available times…"; built with it off
 * (content/booking.yml), it already holds the "book by phone or e-mail" state, so nothing flashes
 * and the page works without JavaScript. The function's answer decides either way (one build,
 * and the function's settings, serve both). One live region announces what
 * changed (times loaded, a day chosen, a time taken meanwhile, the booking made).
 */
export function BookingFlow({
  variant = 'page',
  title = 'Choose a time',
}: {
  variant?: BookingVariant
  title?: string
} = {}) {
  const [phase, setPhase] = useState<Phase>(
    bookingEnabled ? { kind: 'loading' } : { kind: 'unavailable', message: BOOKING_MESSAGES.off },
  )
  const [day, setDay] = useState<string | null>(null)
  /** The Monday of the week shown, and of the current week in the practice's zone. */
  const [week, setWeek] = useState<string | null>(null)
  const [thisWeek, setThisWeek] = useState<string | null>(null)
  const [slot, setSlot] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [ownZone, setOwnZone] = useState<string | null>(null)
  const formHeading = useRef<HTMLHeadingElement>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    setOwnZone(visitorZone())
    const controller = new AbortController()
    fetchSlots(controller.signal)
      .then((result) => {
        if (!result.ok || result.body.off) {
          const message = result.ok ? BOOKING_MESSAGES.off : result.error
          setPhase({ kind: 'unavailable', message })
          setAnnouncement(message)
          return
        }
        setPhase({ kind: 'pick', data: result.body })
        const current = weekOf(todayIn(result.body.timeZone))
        setThisWeek(current)
        setWeek(current)
        const days = inWeek(result.body.days, current)
        // The first day with times is chosen already, so its times show at once (a picker that
        // opened on one unchosen day read as empty); any other day is one tap.
        setDay(days[0]?.date ?? null)
        const count = days.length
        setAnnouncement(
          count
            ? `Times available on ${count} day${count === 1 ? '' : 's'} this week. ${dayText(days[0]!.date)}: ${timesText(days[0]!.slots.length)}.`
            : result.body.days.length
              ? 'No times left this week. Later weeks have times.'
              : 'No times are free at the moment.',
        )
      })
      .catch(() => {})
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (phase.kind === 'done') doneHeading.current?.focus()
  }, [phase.kind])

  function chooseDay(date: string) {
    setDay(date)
    setSlot(null)
    if (phase.kind === 'pick') {
      const n = phase.data.days.find((d) => d.date === date)?.slots.length ?? 0
      setAnnouncement(`${dayText(date)}: ${timesText(n)} available.`)
    }
  }

  function showWeek(monday: string) {
    setWeek(monday)
    setSlot(null)
    if (phase.kind === 'pick' && thisWeek) {
      const days = inWeek(phase.data.days, monday)
      setDay(days[0]?.date ?? null)
      const n = days.length
      setAnnouncement(`${weekText(monday, thisWeek)}: times on ${n} day${n === 1 ? '' : 's'}.`)
    } else setDay(null)
  }

  function chooseSlot(iso: string) {
    setSlot(iso)
    setProblem(null)
    if (phase.kind === 'pick')
      setAnnouncement(`Selected ${whenText(iso, phase.data.timeZone)}. Fill in your details below.`)
    requestAnimationFrame(() => formHeading.current?.focus())
  }

  async function submit(request: BookingRequest) {
    if (phase.kind !== 'pick') return
    setBusy(true)
    setProblem(null)
    const result = await bookSlot(request)
    setBusy(false)
    if (result.ok) {
      setPhase({ kind: 'done', booked: result.body })
      setAnnouncement('')
      return
    }
    if (result.status === 409 && result.body?.days) {
      const data = { ...phase.data, ...(result.body as SlotsBody) }
      setPhase({ kind: 'pick', data })
      setSlot(null)
      if (!data.days.some((d) => d.date === day)) setDay(null)
      setAnnouncement(result.error)
      setProblem({ error: result.error })
      return
    }
    setProblem({ field: result.field, error: result.error })
    setAnnouncement(result.error)
    if (result.field === 'slot') setSlot(null)
    else if (result.field)
      document.getElementById(`booking-${result.field === 'contactMethod' ? 'name' : result.field}`)?.focus()
  }

  return (
    <div className="grid gap-8">
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {phase.kind === 'loading' || (phase.kind === 'pick' && phase.data.days.length) ? (
        <PickCard title={title}>
          <div className="mt-6 grid gap-8">
            {phase.kind === 'loading' ? <LoadingTimes /> : null}
            {phase.kind === 'pick' && week && thisWeek ? (
              <WeekFlow data={phase.data} week={week} thisWeek={thisWeek} onWeek={showWeek} variant={variant}>
                {problem && !problem.field ? (
                  <p className="rounded-lg border border-destructive p-4 font-semibold" id="booking-problem">
                    {problem.error}
                  </p>
                ) : null}
                <SlotPicker
                  data={{ ...phase.data, days: inWeek(phase.data.days, week) }}
                  day={day}
                  slot={slot}
                  ownZone={ownZone}
                  onDay={chooseDay}
                  onSlot={chooseSlot}
                />
                {slot ? (
                  <section
                    aria-labelledby="booking-form-heading"
                    className="grid gap-4 border-t border-border pt-8"
                  >
                    <h3 id="booking-form-heading" ref={formHeading} tabIndex={-1} className="text-xl">
                      3. Your details for {dayText(slot.slice(0, 10))}, {timeText(slot, phase.data.timeZone)}
                    </h3>
                    {yourTime(slot, phase.data.timeZone, ownZone) ? (
                      <p className="text-muted-foreground">
                        That is {yourTime(slot, phase.data.timeZone, ownZone)}.
                      </p>
                    ) : null}
                    {problem?.field ? (
                      <p id="booking-problem" className="font-semibold text-destructive">
                        {problem.error}
                      </p>
                    ) : null}
                    <BookingForm
                      slot={slot}
                      busy={busy}
                      problem={problem?.field ? problem : null}
                      onSubmit={submit}
                    />
                  </section>
                ) : null}
              </WeekFlow>
            ) : null}
          </div>
        </PickCard>
      ) : null}

      {phase.kind === 'pick' && !phase.data.days.length ? (
        <ReachCard heading="Every time is taken for now" message={FULL_MESSAGE} variant={variant} />
      ) : null}
      {phase.kind === 'unavailable' ? (
        <ReachCard heading="Book by phone or e-mail" message={phase.message} variant={variant} />
      ) : null}

      {phase.kind === 'done' ? (
        <Confirmation booked={phase.booked} headingRef={doneHeading} ownZone={ownZone} />
      ) : null}
    </div>
  )
}

const FULL_MESSAGE =
  'Every time online is taken at the moment. Call or e-mail, and we will find a time together.'

/**
 * When no time can be booked online (booking off, the function unreachable, every time taken): the
 * two direct ways, as large buttons, with when calls are returned, the form for those who prefer
 * to write, and the office hours. The free call itself is described beside it (AboutTheCall).
 * On /contact the page itself carries the number, the address and the callback days (its opening,
 * its "Call or write" buttons right above on a phone), so the card there adds only what they do not
 * say: leave a message, or write with the form below; the same buttons twice on one screen read
 * as a mistake.
 */
function ReachCard({
  heading,
  message,
  variant,
}: {
  heading: string
  message: string
  variant: BookingVariant
}) {
  const onContact = variant === 'contact'
  return (
    <CardSection
      headingId="booking-reach-heading"
      heading={heading}
      headingClassName="text-2xl"
      className={cn('text-card-foreground shadow-soft', onContact ? 'p-6' : 'p-6 sm:p-8')}
    >
      {/* No text-wrap: pretty here: Chromium balanced these short paragraphs to about 420 px of the
          card's 600 (its right third empty beside a full-width hours table). */}
      <p className="mt-3 text-lg">{message}</p>
      {onContact ? (
        <p className="mt-3">
          If we cannot pick up, leave a message and we will call you back. Prefer to write it out? The form
          below reaches us too.
        </p>
      ) : (
        <>
          {/* One button a row on a phone, so the e-mail address never wraps inside its button. */}
          <ReachButtons className="mt-6 grid gap-3 sm:flex sm:flex-wrap" />
          {/* Body text, not small print: when the call comes back is part of the answer. */}
          <p className="mt-6">
            If we cannot pick up, leave a message: calls are returned{' '}
            {/* The days kept together ("Tuesday / to Friday" split across lines). */}
            <span className="whitespace-nowrap">{practice.callbackDays}</span>.
          </p>
          <p className="mt-2">
            Prefer to write it out? Use the <TextLink to="/contact">contact form</TextLink>.
          </p>
          <h3 className="mt-8 border-t border-border pt-6 text-lg">Office hours</h3>
          <div className="mt-2">
            <OfficeHours />
          </div>
        </>
      )}
    </CardSection>
  )
}

/**
 * One week of the picker: the week's name between "earlier" and "later" (weeks with times only,
 * this week always), then the week's days and times (children), or, when nothing is left this week,
 * the way on: the next week with times, or a call or an e-mail.
 */
function WeekFlow({
  data,
  week,
  thisWeek,
  onWeek,
  variant,
  children,
}: {
  data: SlotsBody
  week: string
  thisWeek: string
  onWeek: (monday: string) => void
  variant: BookingVariant
  children: React.ReactNode
}) {
  const weeks = [...new Set([thisWeek, ...data.days.map((d) => weekOf(d.date))])].sort()
  const at = weeks.indexOf(week)
  const [earlier, later] = [weeks[at - 1], weeks[at + 1]]
  const empty = inWeek(data.days, week).length === 0
  return (
    <div className="grid gap-8" data-booking-variant={variant}>
      <div className="flex items-center justify-between gap-3">
        <WeekButton to={earlier} thisWeek={thisWeek} onWeek={onWeek} side="Earlier" />
        <p id="booking-week" className="text-center text-lg font-semibold" data-week={week}>
          {weekText(week, thisWeek)}
          <span className="block text-sm font-normal text-muted-foreground">
            {dayParts(week).day} to {dayParts(addDays(week, 6)).day}
          </span>
        </p>
        <WeekButton to={later} thisWeek={thisWeek} onWeek={onWeek} side="Later" />
      </div>
      {empty && later ? (
        <NoTimesThisWeek
          next={data.days.find((d) => weekOf(d.date) === later)!.slots[0]!}
          nextLabel={weekText(later, thisWeek)}
          timeZone={data.timeZone}
          onNext={() => onWeek(later)}
        />
      ) : (
        children
      )}
    </div>
  )
}

const WEEK_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border border-muted-foreground px-3 font-semibold text-card-foreground transition-colors hover:bg-secondary disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** One step to the week before or after, named for where it leads; off where there is none. */
function WeekButton({
  to,
  thisWeek,
  onWeek,
  side,
}: {
  to: string | undefined
  thisWeek: string
  onWeek: (monday: string) => void
  side: 'Earlier' | 'Later'
}) {
  const Chevron = side === 'Earlier' ? ChevronLeft : ChevronRight
  const chevron = <Chevron aria-hidden="true" className="size-5" />
  return (
    <button
      type="button"
      className={WEEK_BUTTON}
      disabled={!to}
      onClick={() => to && onWeek(to)}
      aria-label={to ? `${side} week: ${weekText(to, thisWeek)}` : `${side} week`}
    >
      {side === 'Earlier' ? chevron : null}
      <span className="max-sm:sr-only">{side}</span>
      {side === 'Later' ? chevron : null}
    </button>
  )
}

/** The days (with times) that fall in the week starting on `monday`. */
const inWeek = <Day extends { date: string }>(days: readonly Day[], monday: string) =>
  days.filter((d) => weekOf(d.date) === monday)

const timesText = (n: number) => `${n} time${n === 1 ? '' : 's'}`

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** Nothing left to book this week: the first free time after it, one tap to its week, or call or e-mail. */
function NoTimesThisWeek({
  next,
  nextLabel,
  timeZone,
  onNext,
}: {
  next: string
  nextLabel: string
  timeZone: string
  onNext: () => void
}) {
  return (
    <section aria-labelledby="booking-none-heading" className="rounded-2xl bg-secondary/60 p-5 sm:p-6">
      <h3 id="booking-none-heading" className="text-xl">
        No times left this week
      </h3>
      <p className="mt-2">
        This week’s consultation times are taken or past. The next free time is{' '}
        <strong className="font-semibold">{whenText(next, timeZone)}</strong>.
      </p>
      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <button type="button" className={buttonClasses('primary')} onClick={onNext}>
          {nextLabel === 'Next week'
            ? 'See next week’s times'
            : `See the ${nextLabel.replace(/^Week/, 'week')}`}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mt-5">Sooner suits you better? Call or e-mail, and we will find a time together.</p>
      <ReachButtons className="mt-3 grid gap-3 sm:flex sm:flex-wrap" callVariant="outline" />
    </section>
  )
}

/** Booked and held: the visitor confirms from the e-mail; nothing is final before that. */
function Confirmation({
  booked,
  headingRef,
  ownZone,
}: {
  booked: BookedBody
  headingRef: React.RefObject<HTMLHeadingElement | null>
  ownZone: string | null
}) {
  const own = yourTime(booked.start, booked.timeZone, ownZone)
  return (
    <Card
      as="section"
      aria-labelledby="booking-done-heading"
      className="p-6 text-card-foreground shadow-soft sm:p-8"
    >
      <h2
        id="booking-done-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl"
      >
        <MailCheck aria-hidden="true" className="size-7 shrink-0 text-primary" />
        Check your e-mail to confirm
      </h2>
      <p className="mt-4 text-lg">
        We are holding <strong>{whenText(booked.start, booked.timeZone)}</strong>
        {own ? ` (${own})` : ''} for you for {booked.holdMinutes} minutes.
      </p>
      <p className="mt-2">
        {BOOKING_EMAIL_TEXT.held[booked.email]} Once you confirm, the time is yours; if you do not, it is
        freed for someone else.
      </p>
      <p className="mt-2">
        Your reference: <strong className="font-mono">{booked.reference}</strong>. No e-mail? Check your spam
        folder, or call or e-mail us.
      </p>
    </Card>
  )
}
