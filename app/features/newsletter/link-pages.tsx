import { type LucideIcon, Mail, MailX } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { StatusMark, type StatusTone, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { confirm, unsubscribe } from './api.ts'
import { LINK_TEXT } from './link-text.ts'
import { NewsletterForm } from './newsletter-form.tsx'

const tokenOf = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? ''

/**
 * The visitor's press on a link page: the link's token sent (`busy` meanwhile), then the state its
 * answer leads to; a link without a token is not valid.
 */
async function sendToken<S extends string>(
  setState: (state: S | 'invalid') => void,
  busy: S,
  send: (token: string) => Promise<S | 'invalid'>,
) {
  const token = tokenOf()
  if (!token) return setState('invalid')
  setState(busy)
  setState(await send(token))
}

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
  const onClick = () =>
    sendToken(setState, 'confirming', async (token) => {
      const result = await confirm(token)
      return result.ok
        ? 'confirmed'
        : result.status === 410
          ? 'expired'
          : result.status === 400
            ? 'invalid'
            : 'failed'
    })
  const tone: StatusTone =
    state === 'confirmed' ? 'done' : state === 'ask' || state === 'confirming' ? 'ask' : 'notice'
  return (
    <LinkCard
      state={state}
      tone={tone}
      icon={Mail}
      heading={
        state === 'confirmed'
          ? 'Subscription confirmed'
          : state === 'expired'
            ? 'This link has expired'
            : state === 'invalid'
              ? 'This link is not valid'
              : state === 'failed'
                ? 'Not confirmed yet'
                : 'Join the newsletter'
      }
      text={state === 'ask' ? LINK_TEXT.confirmAsk : LINK_TEXT[state]}
      action={
        state === 'ask' || state === 'confirming' || state === 'failed'
          ? {
              busy: state === 'confirming',
              label: 'Confirm My Subscription',
              busyLabel: 'Confirming…',
              onClick,
            }
          : null
      }
    >
      {state === 'expired' || state === 'invalid' ? (
        // The form in a column of its own width, under the card's words.
        <div className="mt-6 max-w-md">
          <NewsletterForm />
        </div>
      ) : null}
    </LinkCard>
  )
}

type UnsubscribeState = 'ask' | 'sending' | 'unsubscribed' | 'invalid' | 'failed'

/** One click, no sign-in; asking twice is fine. Nothing happens on load (link scanners). */
export function Unsubscribe() {
  const [state, setState] = useState<UnsubscribeState>('ask')
  const onClick = () =>
    sendToken(setState, 'sending', async (token) => {
      const result = await unsubscribe(token)
      return result.ok ? 'unsubscribed' : result.status === 400 ? 'invalid' : 'failed'
    })
  const tone: StatusTone =
    state === 'unsubscribed' ? 'done' : state === 'invalid' || state === 'failed' ? 'notice' : 'ask'
  return (
    <LinkCard
      state={state}
      tone={tone}
      icon={MailX}
      heading={
        state === 'unsubscribed'
          ? 'Unsubscribed'
          : state === 'invalid'
            ? 'This link is not valid'
            : 'Leave the newsletter'
      }
      text={
        state === 'unsubscribed'
          ? LINK_TEXT.unsubscribed
          : state === 'invalid'
            ? LINK_TEXT.unsubscribeInvalid
            : state === 'failed'
              ? LINK_TEXT.failed
              : LINK_TEXT.unsubscribeAsk
      }
      action={
        state === 'ask' || state === 'sending' || state === 'failed'
          ? { busy: state === 'sending', label: 'Unsubscribe', busyLabel: 'Unsubscribing…', onClick }
          : null
      }
    />
  )
}

/**
 * The card both link pages show: its state's mark, heading and text, the one button while there is
 * something to press (disabled while the request is out), and anything that follows.
 */
function LinkCard({
  state,
  tone,
  icon,
  heading,
  text,
  action,
  children,
}: {
  state: string
  tone: StatusTone
  icon: LucideIcon
  heading: string
  text: string
  action: { busy: boolean; label: string; busyLabel: string; onClick: () => Promise<void> } | null
  children?: ReactNode
}) {
  return (
    <section
      aria-live="polite"
      data-state={state}
      data-tone={tone}
      data-testid="newsletter-link"
      className={statusCardClasses(tone)}
    >
      <StatusMark tone={tone} icon={tone === 'ask' ? icon : undefined} />
      <h2 className="text-2xl">{heading}</h2>
      <p className="mt-3 text-pretty">{text}</p>
      {action ? (
        <button
          type="button"
          className={`${buttonClasses('primary')} mt-6`}
          disabled={action.busy}
          onClick={() => void action.onClick()}
        >
          {action.busy ? action.busyLabel : action.label}
        </button>
      ) : null}
      {children}
    </section>
  )
}
