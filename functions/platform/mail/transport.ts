/**
 * Where e-mail goes: SMTP_URL (nodemailer, loaded on first use); without it, a Node host writes each
 * message as an .eml file to an outbox folder (data/outbox/, any mail program opens it), and a host
 * without a file system (Deno) has no way to send: the outbox keeps the messages owed until
 * SMTP_URL is set. No personal data in log lines: only the message's id.
 */
import type { MailMessage, Sender } from './message.ts'

export type MailRoute = 'smtp' | 'folder' | 'none'

/** What a page may promise about a visitor's e-mail: on its way, saved in the outbox folder, or none. */
export const mailPromise = (route: MailRoute) =>
  route === 'smtp' ? 'sent' : route === 'folder' ? 'local-folder' : 'none'

export interface MailTransport {
  /** How messages leave: what a page or a start-up line may honestly say. */
  route: MailRoute
  /** Sends one message; `id` becomes its Message-ID (a resend after a crash is recognisable). */
  send(id: string, message: MailMessage): Promise<void>
}

export interface TransportOptions {
  smtpUrl?: string
  sender: Sender
  /** Writes an .eml file and returns where (Node hosts); absent on Deno. */
  writeFile?: (name: string, message: Uint8Array) => Promise<string>
  /** Message-ID domain (the site's host). */
  domain: string
  log?: (message: string) => void
  /** The clock a file's name is stamped with (its retention counts from it). */
  now?: () => Date
}

export function createTransport(options: TransportOptions): MailTransport {
  const log = options.log ?? ((message: string) => console.info(message))
  const route: MailRoute = options.smtpUrl ? 'smtp' : options.writeFile ? 'folder' : 'none'
  let transport: Promise<import('nodemailer').Transporter> | undefined
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    )
    return transport
  }
  return {
    route,
    async send(id, message) {
      if (route === 'none') throw new Error('no SMTP_URL set: nowhere to send')
      const mail = {
        from: options.sender.from,
        replyTo: options.sender.replyTo,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        icalEvent: message.calendar && {
          method: message.calendar.method,
          filename: 'invite.ics',
          content: message.calendar.content,
        },
        messageId: `<${id.replace(/[^A-Za-z0-9._-]/g, '.')}@${options.domain}>`,
      }
      const info = await (await getTransport()).sendMail(mail)
      if (route === 'smtp') {
        log(`mail: ${id} sent`)
        return
      }
      const name = `${(options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`
      const file = await options.writeFile!(name, (info as { message: Uint8Array }).message)
      log(`mail: ${id} written to ${file} (no SMTP_URL)`)
    },
  }
}
