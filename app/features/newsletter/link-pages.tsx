import { Mail, MailX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { StatusMark, type StatusTone, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { confirm, unsubscribe } from './api.ts'
import { LINK_TEXT } from './link-text.ts'
import { NewsletterForm } from './newsletter-form.tsx'

const tokenOf = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? ''

type ConfirmState = 'ask' | 'confirming' | 'confirmed' | 'expired' | 'invalid' | 'failed'

/**
 * Confirms on a click only: mail scanners open links and some run the page's scripts, and a
 * subscription someone else typed in must not be confirmed by them.
 */
export function ConfirmSubscription() {
  const [state, setState] = useState<ConfirmState>('ask')
  useEffect(() => {
    if (!tokenOf()) setState('invalid')
  }, [])
  const onClick = async () => {
    const token = tokenOf()
    if (!token) {
      setState('invalid')
      return
    }
    setState('confirming')
    const result = await confirm(token)
    if (result.ok) setState('confirmed')
    else setState(result.status === 410 ? 'expired' : result.status === 400 ? 'invalid' : 'failed')
  }
  const tone: StatusTone =
    state === 'confirmed' ? 'done' : state === 'ask' || state === 'confirming' ? 'ask' : 'notice'
  return (
    <section
      aria-live="polite"
      data-state={state}
      data-tone={tone}
      data-testid="newsletter-link"
      className={statusCardClasses(tone)}
    >
      <StatusMark tone={tone} icon={tone === 'ask' ? Mail : undefined} />
      <h2 className="text-2xl">
        {state === 'confirmed'
          ? 'Subscription confirmed'
          : state === 'expired'
            ? 'This link has expired'
            : state === 'invalid'
              ? 'This link is not valid'
              : state === 'failed'
                ? 'Not confirmed yet'
                : 'Join the newsletter'}
      </h2>
      <p className="mt-3 text-pretty">{state === 'ask' ? LINK_TEXT.confirmAsk : LINK_TEXT[state]}</p>
      {state === 'ask' || state === 'confirming' || state === 'failed' ? (
        <button
          type="button"
          className={`${buttonClasses('primary')} mt-6`}
          disabled={state === 'confirming'}
          onClick={() => void onClick()}
        >
          {state === 'confirming' ? 'Confirming…' : 'Confirm My Subscription'}
        </button>
      ) : null}
      {state === 'expired' || state === 'invalid' ? (
        // The form's label and note read from the left, in a column under the centred words.
        <div className="mx-auto mt-6 max-w-md text-left">
          <NewsletterForm />
        </div>
      ) : null}
    </section>
  )
}

type UnsubscribeState = 'ask' | 'sending' | 'unsubscribed' | 'invalid' | 'failed'

/** One click, no sign-in; asking twice is fine. Nothing happens on load (link scanners). */
export function Unsubscribe() {
  const [state, setState] = useState<UnsubscribeState>('ask')
  const onClick = async () => {
    const token = tokenOf()
    if (!token) {
      setState('invalid')
      return
    }
    setState('sending')
    const result = await unsubscribe(token)
    setState(result.ok ? 'unsubscribed' : result.status === 400 ? 'invalid' : 'failed')
  }
  const tone: StatusTone =
    state === 'unsubscribed' ? 'done' : state === 'invalid' || state === 'failed' ? 'notice' : 'ask'
  return (
    <section
      aria-live="polite"
      data-state={state}
      data-tone={tone}
      data-testid="newsletter-link"
      className={statusCardClasses(tone)}
    >
      <StatusMark tone={tone} icon={tone === 'ask' ? MailX : undefined} />
      <h2 className="text-2xl">
        {state === 'unsubscribed'
          ? 'Unsubscribed'
          : state === 'invalid'
            ? 'This link is not valid'
            : 'Leave the newsletter'}
      </h2>
      <p className="mt-3 text-pretty">
        {state === 'unsubscribed'
          ? LINK_TEXT.unsubscribed
          : state === 'invalid'
            ? LINK_TEXT.unsubscribeInvalid
            : state === 'failed'
              ? LINK_TEXT.failed
              : LINK_TEXT.unsubscribeAsk}
      </p>
      {state === 'ask' || state === 'sending' || state === 'failed' ? (
        <button
          type="button"
          className={`${buttonClasses('primary')} mt-6`}
          disabled={state === 'sending'}
          onClick={() => void onClick()}
        >
          {state === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      ) : null}
    </section>
  )
}
