/**
 * The owner's daily digest: one e-mail to her on the days and from the time in content/digest.yml
 * (practice time zone), when there is something to say: orders to ship (each with its signed "Mark
 * as shipped" link), tomorrow's consultations (each with its "Cancel this consultation" link),
 * e-mails the outbox could not send, newsletter subscribers confirmed since the last digest (a
 * count), and what would stop the site working as it should (a calendar feed that cannot be read).
 *
 * Once a day: the digest is a row of the mail outbox whose id is the practice-local date, so two
 * sweeps, or two servers, owe it once and the outbox sends it once. A sweep before the time, on a
 * day not chosen, or with nothing to say owes nothing; a later sweep that day looks again, so
 * something that turns up in the afternoon still gets its digest that day, once.
 *
 * It says no more than the owner's own notices already did (less: no names or addresses), and its
 * links are signed when the e-mail is composed, as the notices' are. What it reads belongs to other
 * features: the host passes each source in, so this folder imports none of them.
 */
import type { DigestSettings } from '#core/content/schemas/digest.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import type { MailMessage } from '#functions/platform/mail/message.ts'
import { createOutbox, type Outbox, owe, type SweepResult } from '#functions/platform/mail/outbox.ts'
import type { MailTransport } from '#functions/platform/mail/transport.ts'

export const DIGEST_KIND = 'owner-digest'

/** What the digest reads; each source is optional (booking off, no newsletter…). */
export interface DigestSources {
  /** Paid orders not shipped yet: the reference and the line the owner's notice had. */
  ordersToShip?(): Promise<{ reference: string; summary: string }[]>
  /** Confirmed consultations on a practice-local date (YYYY-MM-DD): reference and time, in words. */
  consultations?(day: string): Promise<{ reference: string; when: string }[]>
  /** How many e-mails the outboxes tried and could not send yet. */
  unsent?(): Promise<number>
  /** How many newsletter subscribers confirmed since `since`. */
  newSubscribers?(since: Date): Promise<number>
  /** Sentences for what is wrong now (a calendar feed that cannot be read). */
  problems?(): Promise<string[]>
}

export interface DigestLinks {
  ship?: (reference: string) => Promise<string | null>
  cancelBooking?: (reference: string) => Promise<string | null>
}

export interface DigestPayload {
  /** The practice-local date it is for. */
  day: string
  orders: { reference: string; summary: string }[]
  tomorrow: { reference: string; when: string }[]
  unsent: number
  subscribers: number
  problems: string[]
}

export interface DigestConfig {
  settings: DigestSettings
  timeZone: string
  /** OWNER_EMAIL. */
  owner: string
  /** The database whose mail outbox carries the digest (the order database). */
  db: () => Promise<SqlDriver>
  transport: MailTransport
  sources: DigestSources
  links?: DigestLinks
  now?: () => Date
  log?: (line: string) => void
}

const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** The practice-local date, weekday and HH:MM of an instant. */
export function localParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const day = `${parts.year}-${parts.month}-${parts.day}`
  const weekday = WEEKDAY_KEYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!
  return { day, weekday, time: `${parts.hour}:${parts.minute}` }
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

const DAY_WORDS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})
const dayWords = (day: string) => DAY_WORDS.format(new Date(`${day}T12:00:00Z`))

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Whether a digest would say anything. */
export const isEmpty = (p: DigestPayload) =>
  !p.orders.length && !p.tomorrow.length && !p.unsent && !p.subscribers && !p.problems.length

/** The digest e-mail: plain text first (complete on its own), and the same as simple HTML. */
export async function digestMail(
  p: DigestPayload,
  to: string,
  links: DigestLinks = {},
): Promise<MailMessage> {
  const heads: string[] = []
  if (p.orders.length) heads.push(plural(p.orders.length, 'order to ship', 'orders to ship'))
  if (p.tomorrow.length)
    heads.push(plural(p.tomorrow.length, 'consultation tomorrow', 'consultations tomorrow'))
  if (p.unsent) heads.push(plural(p.unsent, 'e-mail not sent', 'e-mails not sent'))
  if (p.subscribers) heads.push(plural(p.subscribers, 'new subscriber', 'new subscribers'))
  if (p.problems.length) heads.push(plural(p.problems.length, 'thing to fix', 'things to fix'))
  type Item = { text: string; link?: { label: string; url: string } }
  const sections: { title: string; items: Item[] }[] = []
  if (p.orders.length)
    sections.push({
      title: 'Orders to ship',
      items: await Promise.all(
        p.orders.map(async (o) => {
          const url = await links.ship?.(o.reference)
          return {
            text: `${o.summary} (${o.reference})`,
            ...(url ? { link: { label: 'Mark as shipped', url } } : {}),
          }
        }),
      ),
    })
  if (p.tomorrow.length)
    sections.push({
      title: 'Consultations tomorrow',
      items: await Promise.all(
        p.tomorrow.map(async (c) => {
          const url = await links.cancelBooking?.(c.reference)
          return {
            text: `${c.when} (${c.reference})`,
            ...(url ? { link: { label: 'Cancel this consultation', url } } : {}),
          }
        }),
      ),
    })
  if (p.unsent)
    sections.push({
      title: 'E-mails not sent',
      items: [
        {
          text: `${plural(p.unsent, 'e-mail', 'e-mails')} could not be sent yet; the site keeps trying. If this stays, check the mail settings (npm run preflight).`,
        },
      ],
    })
  if (p.subscribers)
    sections.push({
      title: 'Newsletter',
      items: [
        {
          text: `${plural(p.subscribers, 'new subscriber', 'new subscribers')} confirmed since the last digest.`,
        },
      ],
    })
  if (p.problems.length) sections.push({ title: 'To fix', items: p.problems.map((text) => ({ text })) })

  const footer =
    'The links work once, for 14 days. The days and time of this e-mail are set in the editor: Daily digest.'
  const text = [
    `Your day, ${dayWords(p.day)}: ${heads.join(', ')}.`,
    ...sections.map(
      (s) =>
        `${s.title}\n${s.items.map((i) => `- ${i.text}${i.link ? `\n  ${i.link.label}: ${i.link.url}` : ''}`).join('\n')}`,
    ),
    footer,
  ].join('\n\n')
  const esc = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    )
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<p>${esc(`Your day, ${dayWords(p.day)}: ${heads.join(', ')}.`)}</p>
${sections
  .map(
    (s) =>
      `<h2 style="font-size:18px">${esc(s.title)}</h2>\n<ul>${s.items
        .map(
          (i) =>
            `<li>${esc(i.text)}${i.link ? ` <a href="${esc(i.link.url)}">${esc(i.link.label)}</a>` : ''}</li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}
<p style="font-size:14px;color:#52606d">${esc(footer)}</p>
</body></html>`
  return { to, subject: `Your day, ${dayWords(p.day)}: ${heads.join(', ')}`, text: `${text}\n`, html }
}

export interface Digest {
  /** Owes today's digest when it is due and has something to say, then sends what it owes. */
  run(): Promise<SweepResult>
}

export function createDigest(config: DigestConfig): Digest {
  const now = config.now ?? (() => new Date())
  const log = config.log ?? ((line: string) => console.error(line))
  let outbox: Outbox | undefined
  const open = async () => {
    const db = await config.db()
    outbox ??= createOutbox({
      db,
      transport: config.transport,
      composers: {
        [DIGEST_KIND]: (p: DigestPayload, recipient: string) => digestMail(p, recipient, config.links),
      },
      now,
      log,
    })
    return { db, outbox }
  }

  /** The previous digest's time: new subscribers are counted from it (else the last day). */
  async function since(db: SqlDriver, at: Date): Promise<Date> {
    const [row] = await db.query<{ created_at: unknown }>(
      'select created_at from mail_outbox where kind = $1 order by created_at desc limit 1',
      [DIGEST_KIND],
    )
    const last = row
      ? Date.parse(row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at))
      : NaN
    return Number.isFinite(last) ? new Date(last) : new Date(at.getTime() - 86_400_000)
  }

  async function due(db: SqlDriver, at: Date): Promise<DigestPayload | null> {
    const { settings, timeZone, sources } = config
    if (!settings.enabled) return null
    const local = localParts(at, timeZone)
    if (!settings.days.includes(local.weekday) || local.time < settings.time) return null
    const id = `${DIGEST_KIND}:${local.day}`
    if ((await db.query('select 1 from mail_outbox where id = $1', [id])).length) return null
    const [orders, tomorrow, unsent, subscribers, problems] = await Promise.all([
      sources.ordersToShip?.() ?? [],
      sources.consultations?.(nextDay(local.day)) ?? [],
      sources.unsent?.() ?? 0,
      since(db, at).then((from) => sources.newSubscribers?.(from) ?? 0),
      sources.problems?.() ?? [],
    ])
    return { day: local.day, orders, tomorrow, unsent, subscribers, problems }
  }

  return {
    async run() {
      const { db, outbox } = await open()
      const at = now()
      const payload = await due(db, at)
      if (payload && !isEmpty(payload)) {
        // Owed once: a second sweep or server writing the same day's id records nothing.
        await owe(
          db,
          { id: `${DIGEST_KIND}:${payload.day}`, kind: DIGEST_KIND, recipient: config.owner, payload },
          at,
        )
      }
      return outbox.sweep()
    },
  }
}
