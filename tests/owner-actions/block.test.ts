/**
 * "Block this day" from the owner's booking notice, through the real parts: a booking made and
 * confirmed over HTTP on the Node host, the owner's notice delivered to an SMTP server on loopback
 * and parsed, its link followed in Chromium against the built site and confirmed. The day's free
 * times leave the slot list and a booking for one is refused; the consultation already booked that
 * day stays; the action is recorded once. An expired link, a link edited to name another day, a
 * forged signature and a GET change nothing; the same link again changes nothing more. SQLite and
 * Postgres.
 */
import { expect, it } from 'vitest'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import { listActions } from '#functions/owner-actions/store.ts'
import { blockedDaysTable } from '#scripts/owner/bookings.ts'
import { visitor } from '#tests/booking/support.ts'
import { bookAndConfirm, bookingOwnerSuite, SITE_URL, WAIT } from './booking-owner.ts'

const OWNER_SECRET = 'Tb6Wq2Ze9Rk4Xm7Lp1Vn5Hc8Js3Gd0Fa6Uy2Io4'
/** The page the notice's link opens, and the secret its links are signed with. */
const OWNER = { page: '/owner/block', ownerSecret: OWNER_SECRET }
const DAY = 86_400_000

bookingOwnerSuite('Block this day from the owner notice ($name)', OWNER, (suite) => {
  const fn = (name: string) => suite.host.fn(name)
  const post = (url: string, body: unknown) => suite.host.post(url, body)
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '')

  const freeDays = async () => {
    const res = await fetch(fn('booking-slots'))
    const body = (await res.json()) as { days: { date: string; slots: string[] }[] }
    return new Map(body.days.map((d) => [d.date, d.slots]))
  }

  /** A consultation booked and confirmed on the first bookable day; its reference and the owner's block link. */
  async function bookedDay(email: string) {
    const [day, slots] = [...(await freeDays())][0]!
    const { ref, notice: text } = await bookAndConfirm(suite.host, suite.smtp, slots![0]!, email)
    const link = /https:\/\/practice\.example\/owner\/block#token=\S+/.exec(text)?.[0]
    expect(link, text).toBeTruthy()
    expect(text).toContain('the consultations already booked stay')
    return { day: day!, slots: slots!, ref, link: link! }
  }

  it('blocks the rest of the day from the page: its free times gone, its booking kept, recorded once', async () => {
    const { smtp, browser, store } = suite
    const { booking, server } = suite.host
    const { day, slots, ref, link } = await bookedDay(`bea+${store}@example.org`)
    // The token names the booking's date and this action.
    expect(tokenOf(link).startsWith(`block-day.${day}.`)).toBe(true)
    expect((await freeDays()).get(day)?.length).toBeGreaterThan(0)
    const local = link.replace(SITE_URL, server.origin)

    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(local)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Take no more bookings this day?' }).count(), WAIT)
      .toBe(1)
    const shown = (await page.locator('main').textContent()) ?? ''
    expect(shown).toContain(day)
    expect(shown).toContain('not cancelled')
    expect(shown).not.toContain('Ann Lee')
    expect(shown).not.toContain(ref)
    // Opening it changed nothing.
    expect((await freeDays()).get(day)?.length).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Block the rest of this day' }).click()
    await expect.poll(async () => page.getByRole('heading', { name: 'Day blocked' }).count(), WAIT).toBe(1)

    const after = await freeDays()
    expect(after.has(day)).toBe(false)
    expect(after.size).toBeGreaterThan(0)
    // A booking for a time that was free that day is refused now.
    const late = await post(
      fn('book'),
      visitor(slots.at(-1)!, { email: 'cy@example.org', phone: '555-0199' }),
    )
    expect(late.status).toBe(409)
    // The consultation already booked that day stays, and its client was told nothing.
    expect((await (await booking.store()).get(ref))?.status).toBe('booked')
    expect(smtp.messages.filter((m) => m.raw.includes(ref) && /Subject: Cancelled/.test(m.raw))).toHaveLength(
      0,
    )

    // The same link again: the page says so; a confirming POST changes nothing.
    const second = await context.newPage()
    await second.goto(local)
    await expect
      .poll(async () => second.getByRole('heading', { name: 'This day was already blocked' }).count(), WAIT)
      .toBe(1)
    const again = await post(fn('owner-action'), { token: tokenOf(link), step: 'do' })
    expect(again.json.state).toBe('already')
    await context.close()

    const recorded = await listActions((await booking.store()).db, ['block-day'])
    expect(recorded).toMatchObject([
      { action: 'block-day', subject: day, actor: 'e-mail link', detail: 'free times closed; bookings kept' },
    ])
    expect(blockedDaysTable(recorded)).toContain(`${day}  by e-mail link`)
  })

  it('an expired link, another day, a forged signature and a GET change nothing', async () => {
    const { booking, server } = suite.host
    const { day, link } = await bookedDay(`dee+${suite.store}@example.org`)
    const token = tokenOf(link)
    const other = [...(await freeDays()).keys()].find((d) => d !== day)!
    const signed = (now: () => Date, secret = OWNER_SECRET) =>
      ownerLinks({ secret, siteUrl: SITE_URL }, now).blockDay(day)

    const expired = await post(fn('owner-action'), {
      token: tokenOf((await signed(() => new Date(Date.now() - 15 * DAY)))!),
      step: 'do',
    })
    expect(expired.status).toBe(410)
    const edited = await post(fn('owner-action'), { token: token.replace(day, other), step: 'do' })
    expect(edited.status).toBe(400)
    const forged = await post(fn('owner-action'), {
      token: tokenOf((await signed(() => new Date(), 'Qz8Wm3Rx6Tn1Yp4Vb7Kc2Lf5Hd9Gs0Ja3Eu6Io'))!),
      step: 'do',
    })
    expect(forged.status).toBe(400)
    // The GET a mail scanner makes, of the function and of the page.
    expect((await fetch(`${fn('owner-action')}?token=${encodeURIComponent(token)}`)).status).toBe(405)
    expect((await fetch(link.replace(SITE_URL, server.origin))).status).toBe(200)
    const look = await post(fn('owner-action'), { token, step: 'look' })
    expect(look.json).toMatchObject({ action: 'block-day', reference: day, state: 'ready' })

    const free = await freeDays()
    expect(free.get(day)?.length).toBeGreaterThan(0)
    expect(free.get(other)?.length).toBeGreaterThan(0)
    expect(await listActions((await booking.store()).db, ['block-day'])).toHaveLength(0)

    // The real link still blocks its own day, and only it.
    expect((await post(fn('owner-action'), { token, step: 'do' })).json.state).toBe('done')
    const now = await freeDays()
    expect(now.has(day)).toBe(false)
    expect(now.get(other)?.length).toBeGreaterThan(0)
  })
})
