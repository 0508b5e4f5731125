/**
 * One e-mail as the outbox hands it to a transport: plain data, no I/O, the same on Node and Deno.
 */
export interface MailMessage {
  to: string
  subject: string
  /** The plain-text part: complete on its own (many readers never see the HTML). */
  text: string
  /** The HTML part, when there is one. */
  html?: string
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>
  /** A calendar invitation (.ics): the text/calendar part with its method, and invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string }
}

/** Who the practice's e-mails come from and where replies go (MAIL_FROM / the practice profile). */
export interface Sender {
  from: string
  replyTo?: string
}
