import { Mail, Phone } from 'lucide-react'
import { type ButtonVariant, buttonClasses } from '#app/components/ui/button-link.tsx'
import { practice } from '#core/config/practice.ts'

/** An e-mail to the practice, its subject and text filled in when given. */
export const practiceMailto = (mail?: { subject: string; body: string }) =>
  `mailto:${practice.email}${mail ? `?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}` : ''}`

/** A button that calls the practice, labelled with its number (the word "Call" for screen readers). */
export function CallButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <a href={practice.phone.href} className={buttonClasses(variant)}>
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">Call </span>
      {practice.phone.display}
    </a>
  )
}

/**
 * The practice reached directly: a call button and an e-mail button, each labelled with its number
 * or address (the words "Call"/"E-mail" for screen readers), in a container the caller lays out.
 * `mail` pre-fills the e-mail's subject and text where the e-mail does a form's job; `callVariant`
 * outlines the call button too where the section has its own filled action.
 */
export function ReachButtons({
  className,
  mail,
  callVariant = 'primary',
}: {
  className: string
  mail?: { subject: string; body: string } | undefined
  callVariant?: ButtonVariant
}) {
  return (
    <div className={className}>
      <CallButton variant={callVariant} />
      <a href={practiceMailto(mail)} className={buttonClasses('outline', 'break-all')}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">E-mail </span>
        {practice.email}
      </a>
    </div>
  )
}
