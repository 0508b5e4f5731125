/**
 * The owner's notice of a newly paid order: composed here, sent with nodemailer over SMTP_URL.
 * Without SMTP_URL the notice is not lost: the log gets one line naming only the order id (no
 * personal data in logs), and a Node host also writes the whole message as an .eml file to an
 * outbox folder (data/outbox/), which any mail program opens.
 */
import { practice } from '#app/config/practice.ts'
import { dashboardUrl, formatMoney, type Order } from './order.ts'

export interface NoticeMessage {
  subject: string
  text: string
}

export function composeNotice(order: Order): NoticeMessage {
  const s = order.shipping
  const item = `${order.quantity} × ${order.productName}${order.color ? ` (${order.color})` : ''}`
  const total = formatMoney(order.amountTotal, order.currency)
  const address = s
    ? [
        s.name,
        s.line1,
        s.line2,
        [s.city, [s.state, s.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        s.country,
      ]
        .filter(Boolean)
        .map((line) => `  ${line}`)
        .join('\n')
    : '  (no shipping address on the payment: check the Stripe Dashboard)'
  const text = `A new order has been paid${order.livemode ? '' : ' (Stripe test mode: nothing was charged)'}.

Product:   ${order.productName}
Colour:    ${order.color ?? '–'}
Quantity:  ${order.quantity}
Total:     ${total}

Buyer:     ${order.buyerName ?? '–'} <${order.buyerEmail ?? 'no e-mail'}>

Ship to:
${address}

Payment in Stripe: ${dashboardUrl(order)}
Order reference:   ${order.sessionId}

Once it is on its way, mark it shipped:
  npm run orders -- ship ${order.sessionId}
`
  return { subject: `New order: ${item}, ${total}`, text }
}

export interface NotifierOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset → log (and outbox). */
  smtpUrl?: string
  /** Who receives the notice (OWNER_EMAIL, default the practice e-mail). */
  to?: string
  /** The sender (MAIL_FROM, default the recipient). */
  from?: string
  /** Writes an .eml file (Node hosts); absent on Deno. */
  outbox?: (name: string, message: Uint8Array) => Promise<string>
  log?: (message: string) => void
}

export function createNotifier(options: NotifierOptions): (order: Order) => Promise<void> {
  const to = options.to?.trim() || practice.email
  const from = options.from?.trim() || to
  const log = options.log ?? ((message: string) => console.info(message))
  let transport: Promise<import('nodemailer').Transporter> | undefined
  // Loaded on first use: a function instance that never sees a paid order never loads nodemailer.
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    )
    return transport
  }

  return async (order) => {
    const { subject, text } = composeNotice(order)
    const message = { from, to, subject, text }
    if (options.smtpUrl) {
      await (await getTransport()).sendMail(message)
      log(`orders: notice for ${order.sessionId} sent`)
      return
    }
    if (!options.outbox) {
      log(`orders: new paid order ${order.sessionId} (no SMTP_URL: notice not sent)`)
      return
    }
    const info = (await (await getTransport()).sendMail(message)) as { message: Uint8Array }
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.sessionId}.eml`
    const file = await options.outbox(name, info.message)
    log(`orders: new paid order ${order.sessionId} (no SMTP_URL: notice written to ${file})`)
  }
}
