import { type FormEvent, useRef, useState } from 'react'
import { Field, TextAreaField } from '#app/components/ui/field.tsx'
import {
  BOOKING_LIMITS,
  type BookingField,
  type BookingRequest,
  type ContactMethod,
} from '#core/contracts/booking.ts'

export interface FormProblem {
  field?: BookingField | 'token'
  error: string
}

/**
 * The visitor's details for the chosen time. The browser checks the obvious (required, e-mail);
 * the function checks everything again and names the field, which gets the message and the focus.
 */
export function BookingForm({
  slot,
  busy,
  problem,
  onSubmit,
}: {
  slot: string
  busy: boolean
  problem: FormProblem | null
  onSubmit: (request: BookingRequest) => void
}) {
  const [method, setMethod] = useState<ContactMethod>('phone')
  const form = useRef<HTMLFormElement>(null)
  const invalid = (field: BookingField) => (problem?.field === field ? true : undefined)
  const describedBy = (field: BookingField, extra?: string) =>
    [problem?.field === field ? 'booking-problem' : null, extra].filter(Boolean).join(' ') || undefined
  /** A required one-line field: its id, name, limit and, when the function named it, its message. */
  const field = (name: 'name' | 'email' | 'phone') => ({
    id: `booking-${name}`,
    name,
    required: true,
    maxLength: BOOKING_LIMITS[name],
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(name),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '')
    onSubmit({
      slot,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      contactMethod: method,
      note: text('note'),
      website: text('website'),
    })
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      className="grid gap-5"
      noValidate={false}
      aria-describedby={problem && !problem.field ? 'booking-problem' : undefined}
    >
      <Field {...field('name')} label="Your name" autoComplete="name" />
      <Field {...field('email')} type="email" label="E-mail" autoComplete="email" />
      <Field {...field('phone')} type="tel" label="Phone" autoComplete="tel" />
      <fieldset aria-invalid={invalid('contactMethod')}>
        <legend className="mb-1 block text-[0.95rem] font-semibold">How should we meet?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {(
            [
              ['phone', 'Phone call (we call you)'],
              ['video', 'Video call (we e-mail you a link)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="contactMethod"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="size-5 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="booking-note"
        label={
          <>
            Anything we should know? <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        hint={
          <p id="booking-note-hint" className="mb-2 text-sm text-muted-foreground">
            Please do not include health details here: a line on what you would like to talk about, or the
            best way to reach you, is plenty. We will talk about the rest on the call.
          </p>
        }
        name="note"
        rows={3}
        maxLength={BOOKING_LIMITS.note}
        aria-invalid={invalid('note')}
        aria-describedby={describedBy('note', 'booking-note-hint')}
      />
      {/* Honeypot: hidden from people and from assistive technology; a bot that fills every field fills it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="booking-website">Website</label>
        <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-foreground hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? 'Booking…' : 'Book this time'}
      </button>
    </form>
  )
}
