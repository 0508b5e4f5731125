/**
 * "Cancel this consultation" from the owner's booking notice, through the real parts: a booking
 * made and confirmed over HTTP on the Node host, the owner's notice delivered to an SMTP server on
 * loopback and parsed, its link followed in Chromium against the built site, a message to the
 * client written and the cancellation confirmed. The slot is free again, the client is told once
 * (with the owner's words), the action is recorded, and the same link again changes nothing.
 * SQLite and Postgres.
 */
import { simpleParser } from 'mailparser'
import { expect, it } from 'vitest'
import { listActions } from '#functions/owner-actions/store.ts'
import { bookAndConfirm, bookingOwnerSuite, SITE_URL, WAIT } from './booking-owner.ts'

/** The page the notice's link opens, and the secret its links are signed with. */
const OWNER = { page: '/owner/cancel', ownerSecret: 'Wd5Jr8Nq1Xt4Lz7Kb0Hm3Vc6Gs9Fp2Ea5Uy8Io1' }

bookingOwnerSuite('Cancel this consultation from the owner notice ($name)', OWNER, (suite) => {
  const freeSlots = async () => {
    const res = await fetch(suite.host.fn('booking-slots'))
    const body = (await res.json()) as { days: { slots: string[] }[] }
    return body.days.flatMap((d) => d.slots)
  }

  it('cancels from the page with a message: slot free again, the client told once, the action recorded', async () => {
    const { host, smtp, browser, store } = suite
    const { booking, server, fn, post } = host
    const [slot] = await freeSlots()
    expect(slot).toBeTruthy()
    const { ref, notice: text } = await bookAndConfirm(host, smtp, slot!, `ann+${store}@example.org`)
    expect(await freeSlots()).not.toContain(slot)

    const link = /https:\/\/practice\.example\/owner\/cancel#token=\S+/.exec(text)?.[0]
    expect(link, text).toBeTruthy()
    const local = link!.replace(SITE_URL, server.origin)

    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(local)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Cancel this consultation?' }).count(), WAIT)
      .toBe(1)
    const shown = await page.locator('main').textContent()
    expect(shown).toContain(ref)
    expect(shown).not.toContain('Ann Lee')
    expect(shown).not.toContain('555-0100')
    // Opening it changed nothing.
    expect((await (await booking.store()).get(ref))?.status).toBe('booked')

    await page.getByLabel(/A few words to the client/).fill('I am unwell that day. Please pick another time.')
    await page.getByRole('button', { name: 'Cancel it and tell the client' }).click()
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Consultation cancelled' }).count(), WAIT)
      .toBe(1)
    await booking.settled()

    expect(await (await booking.store()).get(ref)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
    })
    expect(await freeSlots()).toContain(slot)
    const toClient = () =>
      smtp.messages.filter(
        (m) => m.to.includes(`ann+${store}@example.org`) && /Subject: Cancelled:/.test(m.raw),
      )
    expect(toClient()).toHaveLength(1)
    const told = await simpleParser(toClient()[0]!.raw)
    expect(told.text).toContain('had to cancel')
    expect(told.text).toContain('> I am unwell that day. Please pick another time.')

    // The same link again: the page says so; a confirming POST cancels and sends nothing more.
    const second = await context.newPage()
    await second.goto(local)
    await expect
      .poll(
        async () => second.getByRole('heading', { name: 'This consultation was already cancelled' }).count(),
        WAIT,
      )
      .toBe(1)
    const again = await post(fn('owner-action'), {
      token: new URL(link!).hash.replace('#token=', ''),
      step: 'do',
    })
    expect(again.json.state).toBe('already')
    await booking.settled()
    await booking.sweep()
    expect(toClient()).toHaveLength(1)
    await context.close()

    const recorded = await listActions((await booking.store()).db, ['cancel-booking'])
    expect(recorded).toMatchObject([
      { subject: ref, actor: 'e-mail link', detail: 'client told, with a message' },
    ])
  })
})
