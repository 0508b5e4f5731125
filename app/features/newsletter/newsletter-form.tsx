import { type FormEvent, useId, useRef, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { notify } from '#app/lib/toast.ts'
import { isValidEmail } from './email.ts'

/** The one message for a missing or malformed address, shown as a toast and beside the field. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.'

/**
 * One e-mail field. A valid address shows a thank-you toast and clears the field; an invalid one
 * shows the message next to the field. Nothing is sent anywhere yet.
 */
export function NewsletterForm() {
  const id = useId()
  const inputId = `${id}-email`
  const errorId = `${id}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isValidEmail(email)) {
      setError(NEWSLETTER_INVALID_EMAIL)
      inputRef.current?.focus()
      return
    }
    // A real mailing-list provider (Mailchimp, ConvertKit, the form service's list…) plugs in here:
    // POST the address to its subscribe endpoint and only then confirm. Until then no request is made.
    setError(null)
    setEmail('')
    notify.success({
      title: 'Thank you for subscribing!',
      description: 'Look out for your first monthly note soon.',
      id: 'newsletter',
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="w-full" aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className="block font-semibold">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            if (error && isValidEmail(e.target.value)) setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full flex-1 rounded-full border border-border bg-card px-5 py-2 text-card-foreground placeholder:text-muted-foreground aria-invalid:border-destructive"
        />
        <button type="submit" className={buttonClasses('primary')}>
          Subscribe
        </button>
      </div>
      <p
        id={errorId}
        className="mt-2 min-h-[1.7em] text-sm font-semibold text-destructive"
        aria-live="polite"
      >
        {error}
      </p>
    </form>
  )
}
