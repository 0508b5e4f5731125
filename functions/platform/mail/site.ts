/**
 * The site's mail transport: every e-mail the site sends (orders, newsletter, bookings) goes out
 * with the practice's From and Reply-To, over SMTP_URL or into the mail folder.
 */
import { practice } from '#core/config/practice.ts'
import { MAIL_NAME } from './discreet.ts'
import { createTransport, type TransportOptions } from './transport.ts'

export interface MailHostOptions {
  /** Writes an .eml file when there is no SMTP_URL (Node hosts). */
  writeFile?: TransportOptions['writeFile']
  log?: (message: string) => void
  now?: () => Date
}

/**
 * The transport every e-mail of the site goes through: From and Reply-To from the practice profile,
 * the sender shown by the person's name (functions/platform/mail/discreet.ts).
 */
export function mailTransportFor(
  settings: { smtpUrl?: string; mailFrom?: string },
  options: MailHostOptions = {},
) {
  return createTransport({
    smtpUrl: settings.smtpUrl,
    sender: {
      from: settings.mailFrom ?? `"${MAIL_NAME.replaceAll('"', '')}" <${practice.email}>`,
      replyTo: practice.email,
    },
    writeFile: options.writeFile,
    domain: new URL(practice.siteUrl).hostname,
    log: options.log,
    now: options.now,
  })
}
