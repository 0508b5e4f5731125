import { type FormEvent, useId, useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { useQueuedSubmit } from '#app/lib/queued-submit.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import { notify } from '#app/lib/toast.ts'
import { isValidEmail } from '#core/lib/email-address.ts'
import { signUp, signUpNotice } from './api.ts'

/** The one message for a missing or malformed address, shown as a toast and beside the field. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.'

/**
 * One e-mail field (and a hidden honeypot a person never fills). A valid address is sent to the
 * newsletter function (double opt-in): the toast says exactly what happened to the confirmation
 * e-mail; an invalid one, or the server's refusal, shows the message next to the field. An
 * address typed and sent before hydration is kept (app/boot/taps.ts, `form`) and sent once from here.
 */
export function NewsletterForm() {
  const id = useId()
  const inputId = `${id}-email`
  const errorId = `${id}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useAdoptTaps(() => setEmail(inputRef.current?.value ?? ''))
  useQueuedSubmit(formRef)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    if (!isValidEmail(email)) {
      setError(NEWSLETTER_INVALID_EMAIL)
      inputRef.current?.focus()
      return
    }
    setError(null)
    setSending(true)
    const result = await signUp(email.trim(), honeypotRef.current?.value ?? '')
    setSending(false)
    if (!result.ok) {
      setError(result.error)
      inputRef.current?.focus()
      return
    }
    setEmail('')
    const notice = signUpNotice(result.body.email)
    ;(result.body.email === 'sent' ? notify.success : notify.info)({ ...notice, id: 'newsletter' })
  }

  return (
    <form
      ref={formRef}
      data-tap="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="relative w-full"
      aria-label="Newsletter sign-up"
    >
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
        <button
          type="submit"
          className={buttonClasses('primary', 'aria-busy:cursor-progress aria-busy:opacity-70')}
          disabled={sending}
        >
          {sending ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      <p className="mt-1 text-base text-muted-foreground">
        We e-mail you a link to confirm; you are on the list only once you click it.
      </p>
      {/* A field people never see or reach: a bot that fills every field is refused quietly. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            ref={honeypotRef}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <p
        id={errorId}
        className="mt-2 min-h-[1.7em] text-sm font-semibold text-destructive"
        aria-live="polite"
      >
        {error}
      </p>
      <TapScript kind="form" />
    </form>
  )
}
