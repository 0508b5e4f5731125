import { Fragment } from 'react'
import { cn } from '#app/lib/cn.ts'

const TAP_LINES = [
  { label: 'call 988', href: 'tel:988' },
  { label: 'text 988', href: 'sms:988' },
  { label: 'text HOME to 741741', href: 'sms:741741?&body=HOME' },
] as const

/**
 * The crisis numbers as one phrase, a tap each, for the sentence a page puts after "…do not wait:"
 * (/book, /thankyou): "call 988, text 988, text HOME to 741741 or, in immediate danger, call 911".
 * The contact page shows the same services as tiles from its content; the footer keeps its short line.
 * Links take the sentence's colour unless `linkClassName` gives one.
 */
export function CrisisNumbers({ linkClassName }: { linkClassName?: string }) {
  const link = cn('font-semibold whitespace-nowrap underline underline-offset-4', linkClassName)
  return (
    <>
      {TAP_LINES.map(({ label, href }, i) => (
        <Fragment key={href}>
          <a href={href} className={link}>
            {label}
          </a>
          {i < TAP_LINES.length - 1 ? ', ' : ' '}
        </Fragment>
      ))}
      or, in immediate danger,{' '}
      <a href="tel:911" className={link}>
        call 911
      </a>
    </>
  )
}
