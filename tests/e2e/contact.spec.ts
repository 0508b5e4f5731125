import { expect, test } from '@playwright/test'
import { shortDays } from '#app/components/ui/office-hours.tsx'
import { CONTACT_TIPS } from '#app/features/embedded-forms/embedded-form.tsx'
import { practice } from '#core/config/practice.ts'
import { stubFormProvider } from './forms-support.ts'
import { webFontsApplied } from './support.ts'

test.beforeEach(async ({ page }) => {
  await stubFormProvider(page)
  await page.goto('/contact')
})

test('the embedded lead form: titled, 577 px, lazy', async ({ page }) => {
  const form = page.locator(`iframe[src="${practice.forms.contact.url}"]`)
  await expect(form).toHaveAttribute('title', practice.forms.contact.title)
  await expect(form).toHaveAttribute('height', '577')
  await expect(form).toHaveAttribute('loading', 'lazy')
  // Spec: the contact embed is 577 px high.
  expect(await form.evaluate((el) => el.getBoundingClientRect().height)).toBe(577)
})

test('office hours from the practice profile', async ({ page }) => {
  const hours = page.getByRole('region', { name: 'Office hours' })
  const rows = practice.hours.map((h) => `${h.days}${h.label}`)
  await expect(hours.locator('dl > div')).toHaveText(rows)
  await expect(hours).toContainText('Monday – Wednesday11:00 AM – 8:00 PM')
  await expect(hours).toContainText('Thursday11:00 AM – 2:00 PM')
  await expect(hours).toContainText('Friday – SundayClosed')
  await expect(hours).toContainText(practice.hoursNote)
})

for (const width of [375, 1440])
  test(`at ${width} px each office-hours row is one line, its days read in full`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await webFontsApplied(page)
    const hours = page.getByRole('region', { name: 'Office hours' })
    for (const [i, h] of practice.hours.entries()) {
      const row = hours.locator('dl > div').nth(i)
      const [days, label] = await Promise.all([
        row.locator('dt').boundingBox(),
        row.locator('dd').boundingBox(),
      ])
      expect(Math.abs(days!.y - label!.y), `${h.days}: the hours beside the days`).toBeLessThan(4)
      // At 375 the hours went under "Monday – Wednesday". A narrow list draws the days
      // short, as generated text with no alternative; what is read, and the page's text, stays whole.
      const drawn = await row
        .locator('dt')
        .evaluate((el) => getComputedStyle(el, '::before').content.replace(/ \/ ""$/, ''))
      expect(drawn).toBe(width < 400 ? `"${shortDays(h.days)}"` : 'none')
      await expect(row.locator('dt')).toMatchAriaSnapshot(`- term: ${h.days}`)
    }
  })

test('location with a map link in a new tab, phone and e-mail links', async ({ page }) => {
  const location = page.getByRole('region', { name: 'Office location' })
  await expect(location).toContainText(practice.address.street)
  const map = location.getByRole('link', { name: /map/ })
  await expect(map).toHaveAttribute('href', practice.mapUrl)
  await expect(map).toHaveAttribute('target', '_blank')
  await expect(map).toHaveAttribute('rel', /noopener/)
  const details = page.getByRole('region', { name: 'Call or write' })
  await expect(details.getByRole('link', { name: practice.phone.display })).toHaveAttribute(
    'href',
    practice.phone.href,
  )
  await expect(details.getByRole('link', { name: practice.email })).toHaveAttribute(
    'href',
    `mailto:${practice.email}`,
  )
})

test('the emergency box lists the three crisis numbers as tap-to-contact links', async ({ page }) => {
  const box = page.getByRole('region', { name: 'If you are in crisis' })
  await expect(box).toContainText('Text HOME to 741741')
  await expect(box).toContainText('988')
  await expect(box).toContainText('Call 911')
  await expect(box.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    /^sms:741741\?.*body=HOME/,
  )
  await expect(box.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
  await expect(box.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988')
  await expect(box.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
  // Each action is said once: no card repeats its link's words as a line of its own.
  for (const words of ['Text HOME to 741741', 'Call 911'])
    await expect(box.getByText(words, { exact: true })).toHaveCount(1)
  // One kind of tile (built differently): a label, the number large, then its actions
  // as buttons of one style, each at least 44 px tall, at the foot of the tile.
  const tiles = box.locator('[data-crisis-line]')
  await expect(tiles).toHaveCount(3)
  const shapes = await tiles.evaluateAll((lis) =>
    lis.map((li) => ({
      parts: [...li.children].map((c) => c.tagName).join(' '),
      links: [...li.querySelectorAll('a')].map((a) => ({
        cls: a.className,
        h: a.getBoundingClientRect().height,
      })),
    })),
  )
  for (const shape of shapes) {
    expect(shape.parts).toBe('P P P')
    for (const link of shape.links) {
      expect(link.cls).toBe(shapes[0]!.links[0]!.cls)
      // WCAG 2.5.5 target size: 44 px for the links a person in crisis taps.
      expect(link.h).toBeGreaterThanOrEqual(44)
    }
  }
  // Distinct but calm: its own background, and not the destructive (alarm) colour.
  const [bg, destructive, pageBg] = await box.evaluate((el) => {
    const probe = document.createElement('div')
    probe.className = 'bg-destructive'
    document.body.append(probe)
    const colours = [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(probe).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]
    probe.remove()
    return colours
  })
  expect(bg).not.toBe(destructive)
  expect(bg).not.toBe(pageBg)
})

test('three office photos with alt text, size and lazy loading', async ({ page }) => {
  const photos = page.getByRole('region', { name: 'Inside the office' }).getByRole('img')
  await expect(photos).toHaveCount(3)
  for (const [i, photo] of (await photos.all()).entries()) {
    await expect(photo).toHaveAttribute('alt', /^\S+( \S+){2,}$/)
    await expect(photo).toHaveAttribute('width', '1200')
    await expect(photo).toHaveAttribute('height', '900')
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(photo).toHaveAttribute('src', new RegExp(`/images/contact/office-${i + 1}-`))
  }
  const photo = photos.first()
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('the office photos follow the words about the office, and the crisis lines close the page at 1440 and on a phone', async ({
  page,
}) => {
  const top = (name: string) =>
    page.getByRole('region', { name }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/contact')
  // The office photos come before the crisis lines, which close the page (they came last).
  expect(await top('Inside the office')).toBeGreaterThan(await top('Office location'))
  expect(await top('Inside the office')).toBeLessThan(await top('If you are in crisis'))
  await page.setViewportSize({ width: 375, height: 800 })
  // On a phone: call or write (with the short crisis notice), the form, hours, location, the office,
  // then the full crisis lines (the panel stood before the form).
  expect(await top('Send a message')).toBeLessThan(await top('If you are in crisis'))
  expect(await top('Inside the office')).toBeGreaterThan(await top('Office location'))
  expect(await top('If you are in crisis')).toBeGreaterThan(await top('Inside the office'))
})

test.describe('at 1440 px the two columns end together', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /** The bottom of the form column's last drawn box and of the details column beside it. */
  const columnBottoms = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const bottom = (el: Element) => el.getBoundingClientRect().bottom
      const form = document.getElementById('contact-form-heading')!.closest('section')!
      const drawn = [...form.children].filter((el) => el.getBoundingClientRect().height > 0)
      const location = document.getElementById('contact-location-heading')!.closest('section')!
      return { form: Math.round(bottom(drawn.at(-1)!)), details: Math.round(bottom(location)) }
    })

  test('a blocked form: its offer card stretches down to the end of the details; nothing below moves as it appears', async ({
    page,
  }) => {
    // The provider is blocked only once the loading state has been measured.
    let block: () => void = () => {}
    const blocked = new Promise<void>((resolve) => {
      block = resolve
    })
    await page.unroute('**')
    const host = new URL(practice.forms.contact.url).host
    await page.route(`https://${host}/**`, async (route) => {
      await blocked
      await route.abort('blockedbyclient')
    })
    await page.goto('/contact')
    const state = page.locator('[data-form-state]')
    await expect(state).toHaveAttribute('data-form-state', 'waiting')
    // The time picker above it (booking on) has its times first: what is measured here is the form.
    await expect(page.locator('[data-booking-loading]')).toHaveCount(0)
    const card = page.getByTestId('form-fallback')
    await expect(card).toHaveCount(0)
    const below = () =>
      page.evaluate(() =>
        ['crisis', 'contact-location-heading'].map(
          (id) => document.getElementById(id)!.getBoundingClientRect().top,
        ),
      )
    const before = await below()
    block()
    await expect(state).toHaveAttribute('data-form-state', 'failed')
    await expect(card).toBeVisible()
    // Design notes, Contact: the fallback card stretches to the column's end, so nothing moves as
    // it appears (no layout shift).
    expect(await below()).toEqual(before)
    const { form, details } = await columnBottoms(page)
    expect(Math.abs(form - details)).toBeLessThanOrEqual(1)
    // What fills it is of use (its own call and e-mail buttons, what a first e-mail can say), with
    // little blank space left (about 200 px and no buttons).
    for (const tip of CONTACT_TIPS) await expect(card).toContainText(tip)
    await expect(card.getByRole('link', { name: `Call ${practice.phone.display}` })).toBeVisible()
    await expect(card.getByRole('link', { name: `E-mail ${practice.email}` })).toHaveAttribute(
      'href',
      `mailto:${practice.email}`,
    )
    await expect(page.getByTestId('form-fallback-photo')).toHaveCount(0)
  })

  test('a working form: no fallback, and the details column is the longer one, so the form arriving moves nothing', async ({
    page,
  }) => {
    // The form loads as it comes near the screen: under the time picker (booking on), a scroll away.
    await page.locator('[data-form-state]').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'loaded')
    await expect(page.getByTestId('form-fallback')).toHaveCount(0)
    await webFontsApplied(page)
    const { form, details } = await columnBottoms(page)
    // The form column never the longer, so the form arriving moves nothing (no layout shift).
    expect(form).toBeLessThanOrEqual(details)
  })

  for (const width of [375, 1024, 1440])
    test(`at ${width} px the callback days under the form, from the practice profile; not repeated by a blocked form's card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.locator('[data-form-state]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'loaded')
      await webFontsApplied(page)
      const note = page.getByTestId('callback-note')
      await expect(note).toContainText(`Calls are returned ${practice.callbackDays}.`)
      await expect(note).toContainText('free consultation')
      const [formBox, noteBox] = [
        (await page.locator('[data-form-state]').boundingBox())!,
        (await note.boundingBox())!,
      ]
      // Design notes, Contact: under the form, the callback days.
      expect(noteBox.y).toBeGreaterThan(formBox.y + formBox.height)
      if (width >= 1024) {
        const { form, details } = await columnBottoms(page)
        expect(form, 'the form column is never the longer').toBeLessThanOrEqual(details)
      }
      // A blocked form: its card says the days itself, the note goes (said once).
      await page.unroute('**')
      const host = new URL(practice.forms.contact.url).host
      await page.route(`https://${host}/**`, (route) => route.abort('blockedbyclient'))
      await page.reload()
      await page.locator('[data-form-state]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'failed')
      await expect(note).toBeHidden()
      await expect(
        page
          .getByRole('main')
          .getByText(`Calls are returned ${practice.callbackDays}.`)
          .filter({ visible: true }),
      ).toHaveCount(1)
    })
})
