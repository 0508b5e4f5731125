/**
 * The site on a phone and when things go wrong: embedded forms with their own loading and fallback
 * states, no sideways scrolling on small screens, the phone action bar, and long order references.
 */
import { expect, type Page, test } from '@playwright/test'
import { FORM_COPY, type FormName, REACH_ON_THIS_PAGE } from '#app/features/embedded-forms/embedded-form.tsx'
import { bookingActionPath } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'
import { stubFormProvider } from './forms-support.ts'
import { ALL_PATHS, expectNoAxeViolations, newPage, waitForHydration, webFontsApplied } from './support.ts'

/** Every host the form provider uses (its form pages, shown in frames). */
const FORM_HOSTS = [
  ...new Set([practice.forms.contact.url, practice.forms.bookWaitlist.url].map((u) => new URL(u).host)),
]

/** As a content blocker would: every request to the form provider fails. */
async function blockFormProvider(page: Page): Promise<void> {
  for (const host of FORM_HOSTS)
    await page.route(`https://${host}/**`, (route) => route.abort('blockedbyclient'))
}

const PHONE = { width: 375, height: 740 }

test.describe('embedded forms', () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }])
    test(`a blocked provider at ${viewport.width} px: the contact form's card offers call and e-mail with buttons of its own, and no technical note`, async ({
      browser,
    }) => {
      const page = await newPage(browser, { viewport })
      await blockFormProvider(page)
      await page.goto('/contact')
      const form = page.getByRole('region', { name: 'Send a message' })
      // On a phone the form sits under the buttons and the crisis notice: it starts loading as it nears the viewport.
      await form.scrollIntoViewIfNeeded()
      await expect(form.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'failed')
      // An offer first (the heading); what happened is said to a screen reader only.
      await expect(form.getByRole('heading', { level: 3 })).toHaveText(FORM_COPY.contact.offer)
      await expect(form).toContainText(REACH_ON_THIS_PAGE)
      await expect(form.getByText(FORM_COPY.contact.failed)).toHaveClass(/\bsr-only\b/)
      await expect(form.getByRole('heading', { name: /did not load|failed|error/i })).toHaveCount(0)
      // The card's own Call and E-mail buttons at every width (a card that offers to call or write
      // and points elsewhere for the means read as broken), and the page's hours on show.
      const main = page.getByRole('main')
      const call = form.getByRole('link', { name: `Call ${practice.phone.display}` })
      const mail = form.getByRole('link', { name: `E-mail ${practice.email}` })
      await expect(call).toBeVisible()
      await expect(mail).toBeVisible()
      await expect(call).toHaveAttribute('href', practice.phone.href)
      await expect(mail).toHaveAttribute('href', `mailto:${practice.email}`)
      await expect(main.getByText(practice.hoursNote, { exact: true })).toBeVisible()
      await expect(form.getByRole('link')).toHaveCount(2)
      // From 1024 px the column beside it lists the number and address as plain links.
      const wide = viewport.width >= 1024
      if (wide) {
        const details = page.getByRole('region', { name: 'Call or write' })
        await expect(details.getByRole('link', { name: `Phone: ${practice.phone.display}` })).toBeVisible()
        await expect(details.getByRole('link', { name: `E-mail address: ${practice.email}` })).toBeVisible()
      }
      await expect(form.locator('dl')).toHaveCount(0)
      // No empty or broken frame is left on show.
      await expect(form.locator('iframe')).toHaveCount(0)
      await page.context().close()
    })

  test('a blocked waiting list on a phone: its call and e-mail buttons each keep to one line', async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: PHONE })
    await blockFormProvider(page)
    await page.goto('/about')
    const form = page.locator('[data-form-state]')
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-form-state', 'failed')
    const fallback = page.locator('[data-form-state="failed"]')
    await webFontsApplied(page)
    for (const name of [`Call ${practice.phone.display}`, `E-mail ${practice.email}`]) {
      const link = fallback.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', /^(tel|mailto):/)
      // The lines the visible label (the link's own text, not its screen-reader prefix) takes.
      const lines = await link.evaluate((a) => {
        const tops = new Set<number>()
        for (const node of a.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) tops.add(Math.round(r.top))
        }
        return tops.size
      })
      expect(lines, name).toBe(1)
    }
    await page.context().close()
  })

  test('a blocked provider: every waiting-list fallback offers e-mail and call, says in one line the form did not load, and shows no office hours (the giveaway: giveaway.spec)', async ({
    page,
  }) => {
    await blockFormProvider(page)
    const pages: { path: string; name: FormName; heading: string }[] = [
      { path: '/about', name: 'bookWaitlist', heading: 'Join by e-mail instead' },
      { path: '/retreats', name: 'retreatsWaitlist', heading: 'Join by e-mail instead' },
    ]
    for (const { path, name, heading } of pages) {
      await page.goto(path)
      const box = page.locator('[data-form-state]').first()
      await box.scrollIntoViewIfNeeded()
      await expect(box, path).toHaveAttribute('data-form-state', 'failed')
      // The heading is an offer, not a failure.
      await expect(box.getByRole('heading', { level: 3 }), path).toHaveText(heading)
      await expect(box.getByRole('heading', { name: /did not load|failed|error/i }), path).toHaveCount(0)
      await expect(box, path).toContainText(FORM_COPY[name].instead)
      // The form's own state: said to a screen reader (the card is a status), not shown as a
      // technical note.
      const note = box.getByText(FORM_COPY[name].failed)
      await expect(note, path).toHaveClass(/\bsr-only\b/)
      const call = box.getByRole('link', { name: `Call ${practice.phone.display}` })
      const mail = box.getByRole('link', { name: `E-mail ${practice.email}` })
      await expect(call, path).toBeVisible()
      await expect(mail, path).toBeVisible()
      // A waiting list is joined by the e-mail itself: its subject and text are filled in.
      const prefill = FORM_COPY[name].mail
      if (prefill) {
        const href = new URL((await mail.getAttribute('href'))!)
        expect(href.protocol, path).toBe('mailto:')
        expect(href.pathname, path).toBe(practice.email)
        expect(href.searchParams.get('subject'), path).toBe(prefill.subject)
        expect(href.searchParams.get('body'), path).toBe(prefill.body)
      } else await expect(mail, path).toHaveAttribute('href', `mailto:${practice.email}`)
      // No office hours in these fallbacks (they mean nothing for a waiting list).
      await expect(box.locator('dl'), path).toHaveCount(0)
      await expect(box.getByRole('heading', { name: 'Office hours' }), path).toHaveCount(0)
      for (const h of practice.hours) await expect(box, path).not.toContainText(h.label)
      // No sentence is built from a form's title ("The join the … did not load").
      await expect(page.getByText(/the join the/i), path).toHaveCount(0)
    }
  })

  test('a working provider: a skeleton first, then the form itself', async ({ page }) => {
    // The provider answers only once the skeleton has been seen.
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    await stubFormProvider(page)
    const formHost = new URL(practice.forms.contact.url).host
    await page.route(`https://${formHost}/**`, async (route) => {
      await answered
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>form</p>' })
    })
    await page.goto('/contact')
    const box = page.getByRole('region', { name: 'Send a message' }).locator('[data-form-state]')
    await expect(box.getByRole('status')).toContainText('Loading the contact form')
    await expect(box).toHaveAttribute('data-form-state', 'waiting')
    release()
    await expect(box).toHaveAttribute('data-form-state', 'loaded')
    await expect(box.locator('iframe')).toBeVisible()
    await expect(box.getByRole('status')).toHaveCount(0)
  })

  /** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  /** The contrast ratio of two luminances. */
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

  const EMBEDS: { path: string; name: FormName }[] = [
    { path: '/about', name: 'bookWaitlist' },
    { path: '/contact', name: 'contact' },
    { path: '/retreats', name: 'retreatsWaitlist' },
    { path: '/anxiety-annihilated-contest', name: 'giveaway' },
  ]

  for (const theme of ['light', 'dark'] as const)
    test(`${theme} theme: every form waits in the site's card, a skeleton with its loading words in the form's height, and arriving moves nothing`, async ({
      browser,
    }) => {
      // Four pages, each loaded and measured (and checked with axe) in turn.
      test.setTimeout(120_000)
      const page = await newPage(browser, { theme, viewport: PHONE })
      // The provider answers only once the waiting state has been measured.
      let release: () => void = () => {}
      let answered = new Promise<void>((resolve) => {
        release = resolve
      })
      for (const host of FORM_HOSTS)
        await page.route(`https://${host}/**`, async (route) => {
          await answered
          await route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<body style="background:#fff">form</body>',
          })
        })
      for (const { path, name } of EMBEDS) {
        answered = new Promise<void>((resolve) => {
          release = resolve
        })
        await page.goto(path)
        const box = page.locator('[data-form-state]')
        await box.scrollIntoViewIfNeeded()
        await expect(box, path).toHaveAttribute('data-form-state', 'waiting')
        // The time picker above the contact form (booking on) has its times first: what is measured here is the form.
        await expect(page.locator('[data-booking-loading]')).toHaveCount(0)
        // A skeleton with words, not a blank box: the loading sentence shown, as a status.
        const status = box.getByRole('status')
        await expect(status, path).toHaveText(FORM_COPY[name].loading)
        await expect(status, path).toBeVisible()
        const { height } = practice.forms[name]
        expect(Math.round((await status.boundingBox())!.height), `${path}: the form's height reserved`).toBe(
          height,
        )
        // The card is the site's: its border, radius and surface, in the dark theme a dark card.
        const card = await box.locator('[data-form-card]').evaluate((c) => {
          const style = getComputedStyle(c)
          return {
            fill: style.backgroundColor,
            radius: Number.parseFloat(style.borderTopLeftRadius),
            border: Number.parseFloat(style.borderTopWidth),
            text: getComputedStyle(c.querySelector('[role="status"] p')!).color,
            height: c.getBoundingClientRect().height,
          }
        })
        expect(card.radius, path).toBeGreaterThanOrEqual(12)
        expect(card.border, path).toBe(1)
        if (theme === 'dark')
          expect(luminance(card.fill), `${path}: a dark card, not a white box`).toBeLessThan(0.05)
        else expect(luminance(card.fill), path).toBeGreaterThan(0.9)
        // Its loading words read at AA on the card.
        expect(contrast(luminance(card.text), luminance(card.fill)), path).toBeGreaterThanOrEqual(4.5)
        release()
        await expect(box, path).toHaveAttribute('data-form-state', 'loaded')
        await expect(box.getByRole('status'), path).toHaveCount(0)
        const frame = box.locator('iframe')
        // Spec: the embed heights are constants of the practice profile (577, 432, 402).
        expect(await frame.evaluate((f) => f.getBoundingClientRect().height), path).toBe(height)
        // No filter on the provider's frame: dimming lowers every contrast inside a form we cannot check.
        expect(await frame.evaluate((f) => getComputedStyle(f).filter), path).toBe('none')
        const after = await box.locator('[data-form-card]').evaluate((c) => c.getBoundingClientRect().height)
        expect(
          Math.abs(after - card.height),
          `${path}: the frame arriving keeps the card's height`,
        ).toBeLessThanOrEqual(0.5)
      }
      await page.context().close()
    })

  for (const theme of ['light', 'dark'] as const)
    test(`${theme} theme, a blocked provider: every form's place becomes its fallback in the same card and room, with Call and E-mail links where e-mail can do the form's job`, async ({
      browser,
    }) => {
      // Four pages, each loaded and measured (and checked with axe) in turn.
      test.setTimeout(120_000)
      const page = await newPage(browser, { theme, viewport: PHONE })
      let block: () => void = () => {}
      let blocked = new Promise<void>((resolve) => {
        block = resolve
      })
      for (const host of FORM_HOSTS)
        await page.route(`https://${host}/**`, async (route) => {
          await blocked
          await route.abort('blockedbyclient')
        })
      for (const { path, name } of EMBEDS) {
        blocked = new Promise<void>((resolve) => {
          block = resolve
        })
        await page.goto(path)
        const box = page.locator('[data-form-state]')
        await box.scrollIntoViewIfNeeded()
        await expect(box, path).toHaveAttribute('data-form-state', 'waiting')
        const card = box.locator('[data-form-card]')
        const before = (await card.boundingBox())!
        block()
        await expect(box, path).toHaveAttribute('data-form-state', 'failed')
        const fallback = box.getByTestId('form-fallback')
        await expect(fallback, path).toBeVisible()
        const after = (await card.boundingBox())!
        // The card keeps its place and at least the form's height: nothing above it moves, and it
        // does not shrink under the reader (the contact page's column may stretch it).
        expect(Math.abs(after.y - before.y), path).toBeLessThanOrEqual(0.5)
        expect(after.height, path).toBeGreaterThanOrEqual(practice.forms[name].height)
        if (theme === 'dark')
          expect(
            luminance(await card.evaluate((c) => getComputedStyle(c).backgroundColor)),
            path,
          ).toBeLessThan(0.05)
        // No technical note on show: what happened is said to a screen reader only.
        await expect(fallback.getByText(FORM_COPY[name].failed), path).toHaveClass(/\bsr-only\b/)
        if (name === 'giveaway') {
          // Only the form enters the giveaway (its rules): its own page and "Try again", no e-mail entry.
          await expect(fallback.getByRole('link', { name: /Open the Entry Form/ }), path).toBeVisible()
          await expect(fallback.locator('a[href^="mailto:"], a[href^="tel:"]'), path).toHaveCount(0)
        } else {
          const call = fallback.getByRole('link', { name: `Call ${practice.phone.display}` })
          const mail = fallback.getByRole('link', { name: `E-mail ${practice.email}` })
          await expect(call, path).toHaveAttribute('href', practice.phone.href)
          await expect(mail, path).toHaveAttribute('href', /^mailto:/)
          await expect(call, path).toBeVisible()
          await expect(mail, path).toBeVisible()
        }
        await expectNoAxeViolations(page)
      }
      await page.context().close()
    })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe on the form fallback and the phone layout of the contact page, ${theme}`, async ({
      browser,
    }) => {
      const page = await newPage(browser, { theme, viewport: PHONE, reducedMotion: 'reduce' })
      await blockFormProvider(page)
      await page.goto('/contact')
      await page.locator('[data-form-state]').scrollIntoViewIfNeeded()
      await expect(page.getByRole('heading', { name: FORM_COPY.contact.offer })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.context().close()
    })
  }
})

test.describe('contact page on a phone', () => {
  test.use({ viewport: PHONE })

  test('call and e-mail, then a short crisis notice with 988 in one tap on the first screen, then the form; the full crisis lines close the page', async ({
    page,
  }) => {
    await blockFormProvider(page)
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'Call or write' })
    const call = details.getByRole('link', { name: practice.phone.display })
    const form = page.getByRole('heading', { name: 'Send a message' })
    const [callBox, formBox] = [(await call.boundingBox())!, (await form.boundingBox())!]
    expect(callBox.y + callBox.height).toBeLessThan(formBox.y)
    // Both on the first screen.
    expect(callBox.y + callBox.height).toBeLessThan(PHONE.height)
    // The ~600 px crisis panel stood between the buttons and the form. A notice right
    // under the buttons offers 988 in one tap, on the first screen, and jumps to the full panel.
    const notice = details.locator('[data-crisis-notice]')
    const noticeBox = (await notice.boundingBox())!
    expect(noticeBox.y).toBeGreaterThan(callBox.y + callBox.height)
    const panelHeight = (await page.getByRole('region', { name: 'If you are in crisis' }).boundingBox())!
      .height
    expect(noticeBox.height, 'a short notice, not a panel').toBeLessThan(panelHeight / 2)
    const call988 = notice.getByRole('link', { name: 'Call 988' })
    await expect(call988).toHaveAttribute('href', 'tel:988')
    const call988Box = (await call988.boundingBox())!
    expect(call988Box.y + call988Box.height, '988 on the first screen').toBeLessThanOrEqual(PHONE.height)
    // WCAG 2.5.5 target size (44 px) for both crisis links.
    expect(call988Box.height).toBeGreaterThanOrEqual(44)
    const all = notice.getByRole('link', { name: 'All crisis lines' })
    await expect(all).toHaveAttribute('href', '#crisis')
    expect((await all.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    // The form follows the notice; the full panel comes after the office photos, last.
    expect(noticeBox.y + noticeBox.height).toBeLessThan(formBox.y)
    const crisis = page.getByRole('region', { name: 'If you are in crisis' })
    const photos = page.getByRole('region', { name: 'Inside the office' })
    // Both boxes from one layout: measured one after the other, a band between them could take its
    // real height in between (content-visibility: auto) and the order read wrong (a flake in a run).
    const order = await crisis.evaluate(
      (panel, office) => ({
        crisisTop: panel.getBoundingClientRect().top,
        photosBottom: office!.getBoundingClientRect().bottom,
      }),
      await photos.elementHandle(),
    )
    expect(order.crisisTop).toBeGreaterThan(order.photosBottom)
    await all.click()
    // The jump lands on the panel: its heading and its first line on screen (the panel is taller
    // than a phone's screen; the rest follows as one scrolls).
    await expect(crisis.getByRole('heading', { name: 'If you are in crisis' })).toBeInViewport()
    await expect(crisis.getByRole('link', { name: 'Text HOME to 741741' })).toBeInViewport()
    for (const name of ['Call 988', 'Text 988', 'Call 911'])
      await expect(crisis.getByRole('link', { name })).toHaveCount(1)
  })
})

// WCAG 1.4.10 reflow: no horizontal scroll at 320 px.
test.describe('no sideways scrolling on small phones', () => {
  for (const width of [320, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${width} px, ${theme}: every route`, async ({ browser }) => {
        test.setTimeout(120_000)
        const page = await newPage(browser, {
          theme,
          viewport: { width, height: 700 },
          reducedMotion: 'reduce',
        })
        // Blocked forms show their fallback, the widest state they have.
        await blockFormProvider(page)
        const overflowing: string[] = []
        for (const path of [...ALL_PATHS, '/not-a-page']) {
          await page.goto(path)
          await waitForHydration(page)
          const wide = await page.evaluate(() => {
            const limit = document.documentElement.clientWidth
            if (document.documentElement.scrollWidth <= limit) return null
            const culprits = [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
              .slice(-3)
              .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`)
            return `${document.documentElement.scrollWidth} px (${culprits.join(', ')})`
          })
          if (wide) overflowing.push(`${path}: ${wide}`)
        }
        expect(overflowing).toEqual([])
        await page.context().close()
      })
    }
  }
})

test.describe('page heroes on a phone', () => {
  test.use({ viewport: PHONE })

  // Design notes, Every page: on a phone a hero ranges left, its actions one per row at the
  // column's full width (the home page's pattern).
  const ACTIONS = { '/services': 1, '/speaking': 2, '/retreats': 1, '/book': 0, '/blog': 0, '/about': 1 }
  for (const [path, count] of Object.entries(ACTIONS))
    test(`${path}: the heading ranged left on the content's edge, the actions one per row at one width`, async ({
      page,
    }) => {
      await page.goto(path)
      await webFontsApplied(page)
      const h1 = page.locator('main h1')
      const edges = await h1.evaluate((heading) => {
        const range = document.createRange()
        range.selectNodeContents(heading)
        const container = heading.closest('section')!.firstElementChild!
        return {
          text: range.getBoundingClientRect().left,
          content:
            container.getBoundingClientRect().left +
            Number.parseFloat(getComputedStyle(container).paddingLeft),
          right:
            container.getBoundingClientRect().right -
            Number.parseFloat(getComputedStyle(container).paddingRight),
        }
      })
      expect(
        Math.abs(edges.text - edges.content),
        "the heading's first letter on the content's edge",
      ).toBeLessThanOrEqual(1)
      const actions = page.locator('main [data-hero-action] a')
      await expect(actions).toHaveCount(count)
      const boxes = await actions.evaluateAll((as) =>
        as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
      )
      for (const box of boxes) {
        expect(Math.abs(box.left - edges.content), 'each action from the left edge').toBeLessThanOrEqual(1)
        expect(Math.abs(box.right - edges.right), 'to the right edge').toBeLessThanOrEqual(1)
      }
      for (const [i, box] of boxes.entries())
        if (i > 0) expect(box.top, 'one under the other').toBeGreaterThanOrEqual(boxes[i - 1]!.bottom)
    })

  // The upright portrait (about, speaking) sat centred under words that range left; a 240 px card
  // on the left edge read as pinned off balance: the column's full width, 5:4 cropped
  // (head and shoulders; at most 40% of the screen, pages.spec).
  for (const path of ['/about', '/speaking'])
    test(`${path}: the hero's portrait spans the words' column, 5:4`, async ({ page }) => {
      await page.goto(path)
      const hero = page.locator('main section').first()
      const [portrait, heading] = await Promise.all([
        hero.locator('picture img').boundingBox(),
        hero.locator('h1').boundingBox(),
      ])
      const column = await hero.locator('picture img').evaluate((img) => {
        const container = img.closest('section')!.firstElementChild!
        const style = getComputedStyle(container)
        return (
          container.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        )
      })
      expect(Math.abs(portrait!.x - heading!.x), 'on the words’ left edge').toBeLessThanOrEqual(1)
      expect(Math.abs(portrait!.width - column), 'the column’s width').toBeLessThanOrEqual(1)
      expect(Math.abs(portrait!.height - portrait!.width * 0.8), '5:4, not a 4:5 column').toBeLessThanOrEqual(
        1,
      )
    })
})

test.describe('book giveaway on a phone', () => {
  test.use({ viewport: PHONE })

  test('the entry form right after the hero, then the prize and key facts, then the rules; no phone bar (entering is the action); one form on the page', async ({
    page,
  }) => {
    await blockFormProvider(page)
    await page.goto('/anxiety-annihilated-contest')
    await waitForHydration(page)
    const top = async (name: string) => (await page.getByRole('heading', { level: 2, name }).boundingBox())!.y
    const [prize, entry, rules] = [
      await top('The prize'),
      await top('Enter the giveaway'),
      await top('Contest rules'),
    ]
    const facts = (await page.locator('[data-facts]').boundingBox())!.y
    // The form began about two and a half screens down, after the prize and the facts.
    const heroEnd = await page
      .locator('main > section')
      .first()
      .evaluate((e) => e.getBoundingClientRect().bottom)
    expect(entry, 'the entry after the hero').toBeGreaterThan(heroEnd)
    expect(entry).toBeLessThan(prize)
    expect(prize).toBeLessThan(facts)
    expect(facts).toBeLessThan(rules)
    // The heading, the closing date and the action on the first screen.
    for (const hero of [page.getByRole('heading', { level: 1 }), page.locator('[data-closing]')])
      expect((await hero.boundingBox())!.y + (await hero.boundingBox())!.height).toBeLessThanOrEqual(
        PHONE.height,
      )
    await expect(page.locator('[data-hero-action] a')).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toHaveCount(0)
    // One embedded form on the page, so at most one fallback (two fallbacks on one page).
    await expect(page.locator('[data-form-state]')).toHaveCount(1)
  })
})

test.describe('phone action bar', () => {
  test.use({ viewport: PHONE })
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' })

  /** Scrolls the page until the hero's own call to action is out of view. */
  const scrollPastHero = (page: Page) =>
    page.evaluate(() => {
      const action = document.querySelector('main [data-hero-action]')
      window.scrollTo(0, action ? action.getBoundingClientRect().bottom + window.scrollY + 10 : 600)
    })

  test('call and a free consultation, one tap each, on one line', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    await webFontsApplied(page)
    await scrollPastHero(page)
    await expect(bar(page)).toBeVisible()
    await expect(bar(page).getByRole('link', { name: 'Call' })).toHaveAttribute('href', practice.phone.href)
    // The spec's label ("Book Free 15-Minute Consultation"), the same words shortened.
    const book = bar(page).getByRole('link', { name: 'Book Free Consultation', exact: true })
    // The site's own booking action: the picker while booking is on, else the contact page.
    await expect(book).toHaveAttribute('href', bookingActionPath())
    // Once it has slid in: on the bottom edge, slim (design brief: a slim bottom bar below 768 px).
    await expect
      .poll(async () => {
        const box = (await bar(page).boundingBox())!
        return box.y + box.height
      })
      .toBe(PHONE.height)
    expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(72)
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: PHONE.height })
      // Design notes, Every page: a button label stays on one line at 320 px.
      for (const link of [book, bar(page).getByRole('link', { name: 'Call' })]) {
        // Distinct line boxes of its words (the icon aside).
        const lines = await link.evaluate((a) => {
          const tops = new Set<number>()
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.nodeValue?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
          }
          return tops.size
        })
        expect(lines, `${await link.textContent()} at ${width} px`).toBe(1)
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth), `fits at ${width} px`).toBe(true)
      }
    }
  })

  test('comes whole: from its first visible frame the Call icon is drawn and nothing inside it moves', async ({
    page,
  }) => {
    // After a jump of a screen the bar showed without its icon for a few frames (its
    // animated visibility reached the icon a frame per level of the tree), then the icon came.
    for (const [path, reducedMotion] of [
      ['/services', 'reduce'],
      ['/about', 'reduce'],
      ['/retreats', 'reduce'],
      ['/services', 'no-preference'],
    ] as const) {
      await page.emulateMedia({ reducedMotion })
      await page.goto(path)
      await waitForHydration(page)
      await webFontsApplied(page)
      await expect(bar(page)).toBeHidden()
      const frames = await page.evaluate(async () => {
        const barEl = document.querySelector<HTMLElement>('[data-action-bar]')!
        const call = barEl.querySelector('a')!
        const sample = () => {
          const b = barEl.getBoundingClientRect()
          const icon = call.querySelector('svg')!.getBoundingClientRect()
          const words = document.createRange()
          words.selectNodeContents(call.lastChild!)
          const label = words.getBoundingClientRect()
          return {
            // Not stepped aside (display: none while one of the page's own booking buttons is in view).
            shown: getComputedStyle(barEl).visibility === 'visible' && b.height > 0 && b.top < innerHeight,
            unpainted: [...barEl.querySelectorAll('a, svg, svg *')]
              .filter((el) => getComputedStyle(el).visibility !== 'visible')
              .map((el) => el.tagName),
            // Within the bar: the bar itself slides, its parts must not.
            icon: [icon.x - b.x, icon.y - b.y, icon.width, icon.height].map(Math.round),
            label: [label.x - b.x, label.y - b.y, label.width].map(Math.round),
          }
        }
        const action = document.querySelector('main [data-hero-action]')!
        window.scrollTo(0, action.getBoundingClientRect().bottom + window.scrollY + 10)
        const out = []
        for (let i = 0; i < 6; i++) {
          await new Promise((r) => requestAnimationFrame(r))
          out.push(sample())
        }
        return out
      })
      const shown = frames.filter((f) => f.shown)
      expect(shown.length, path).toBeGreaterThan(0)
      const last = shown.at(-1)!
      for (const side of last.icon.slice(2)) expect(side, `${path}: the icon drawn`).toBeGreaterThan(0)
      for (const [i, frame] of shown.entries()) {
        expect(frame.unpainted, `${path}, visible frame ${i + 1}: every part drawn`).toEqual([])
        expect(frame.icon, `${path}, visible frame ${i + 1}: the icon in place`).toEqual(last.icon)
        expect(frame.label, `${path}, visible frame ${i + 1}: "Call" in place`).toEqual(last.label)
      }
    }
  })

  test("waits until the hero's call to action has scrolled away, and goes when it is back", async ({
    page,
  }) => {
    for (const path of ['/', '/services', '/services/emdr-therapy', '/about']) {
      await page.goto(path)
      await waitForHydration(page)
      const action = page.locator('main [data-hero-action]').first()
      await expect(action, path).toBeInViewport()
      await expect(bar(page), path).toBeHidden()
      await scrollPastHero(page)
      await expect(bar(page), path).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(bar(page), path).toBeHidden()
    }
    // A page without a call to action in its hero has the bar from the start.
    await page.goto('/blog/1')
    await expect(bar(page)).toBeVisible()
  })

  test("steps aside while one of the page's own consultation buttons further down is on screen", async ({
    page,
  }) => {
    for (const path of ['/services/emdr-therapy', '/services/walk-talk-therapy', '/blog/1', '/']) {
      await page.goto(path)
      await waitForHydration(page)
      const own = page.locator('main [data-books]:not([data-hero-action] *)').last()
      await own.evaluate((e) => e.scrollIntoView({ block: 'center' }))
      await expect(own, path).toBeInViewport()
      await expect(bar(page), `${path}: the page's own button on screen`).toBeHidden()
      // Back between the hero and that button, none of the page's booking buttons in view: the bar.
      await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('main [data-books]')]
        const inView = () =>
          buttons.some((b) => {
            const r = b.getBoundingClientRect()
            return r.bottom > 0 && r.top < window.innerHeight
          })
        for (let y = 0; y < document.documentElement.scrollHeight; y += 200) {
          window.scrollTo(0, y)
          const hero = document.querySelector('main [data-hero-action]')?.getBoundingClientRect()
          if (!inView() && (!hero || hero.bottom < 0)) return
        }
      })
      await expect(bar(page), `${path}: no booking button in view`).toBeVisible()
    }
  })

  test("on /retreats it offers the page's own action, and steps aside while that part is on screen", async ({
    page,
  }) => {
    await page.goto('/retreats')
    await waitForHydration(page)
    // The hero's action in view: no bar, as on every page with one.
    await expect(page.locator('main [data-hero-action]')).toBeInViewport()
    await expect(bar(page)).toBeHidden()
    await scrollPastHero(page)
    await expect(bar(page)).toBeVisible()
    // The page's action (join the waiting list), not booking a consultation, beside Call.
    await expect(bar(page).getByRole('link')).toHaveText(['Call', 'Join the Waiting List'])
    await expect(bar(page).getByRole('link', { name: 'Join the Waiting List' })).toHaveAttribute(
      'href',
      '#waiting-list',
    )
    // The waiting list on screen: the bar would only repeat it, and cover its form.
    const section = page.locator('#waiting-list')
    for (const edge of ['start', 'center', 'end'] as const) {
      await section.evaluate((s, block) => s.scrollIntoView({ block }), edge)
      await expect(section).toBeInViewport()
      await expect(bar(page), `waiting list at the ${edge}`).toBeHidden()
    }
    // Past it (the group retreats panel, the footer): back again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(section).not.toBeInViewport()
    await expect(bar(page)).toBeVisible()
    // The bar's button takes the reader there, as the hero's does (both only changed the address
    // once the page had loaded: the router's links do not scroll to a #).
    for (const [button, from] of [
      [bar(page).getByRole('link', { name: 'Join the Waiting List' }), 'end'],
      [page.locator('main [data-hero-action]').getByRole('link', { name: 'Join the Waiting List' }), 'top'],
    ] as const) {
      await page.evaluate(
        (end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0),
        from === 'end',
      )
      await expect(section).not.toBeInViewport()
      await button.click()
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
      await expect(bar(page)).toBeHidden()
    }
    // Other pages keep booking.
    await page.goto('/blog/1')
    await expect(bar(page).getByRole('link', { name: 'Book Free Consultation', exact: true })).toBeVisible()
  })

  test('never covers the review badges', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto('/')
    await waitForHydration(page)
    const badges = page.getByRole('list', { name: 'Client ratings' })
    for (let y = 0; y <= 900; y += 30) {
      await page.evaluate((y) => window.scrollTo(0, y), y)
      // The bar's slide follows the scroll: let a frame render.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      const overlap = await page.evaluate(() => {
        const barEl = document.querySelector<HTMLElement>('[data-action-bar]')!
        if (getComputedStyle(barEl).visibility === 'hidden') return 0
        const b = barEl.getBoundingClientRect()
        const list = document.querySelector('[aria-label="Client ratings"]')!.getBoundingClientRect()
        return Math.max(0, Math.min(b.bottom, list.bottom) - Math.max(b.top, list.top))
      })
      expect(overlap, `scrolled to ${y}`).toBe(0)
    }
    await expect(badges).toBeVisible()
  })

  test('not on pages with their own action, nor where booking is not what the visitor came for', async ({
    page,
  }) => {
    for (const path of [
      '/contact',
      // Just asked to be called back: "Book Free Consultation" would contradict the page.
      '/thankyou',
      // After checkout: the page's own e-mail, call and store buttons.
      '/purchase-thank-you',
      '/purchase-thank-you?session_id=cs_test_unknown',
      // One button each: confirm or cancel the consultation, confirm or end the subscription.
      '/book/confirm',
      '/book/cancel',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/book',
      '/store/red-light-therapy',
      '/store/weighted-blanket',
    ]) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(bar(page), path).toHaveCount(0)
    }
    // A client-side navigation away brings it back (on /store once the hero's own action, "Shop
    // the Products", has scrolled away, as on every page with one).
    await page.getByRole('link', { name: 'Back to Store' }).first().click()
    await expect(page).toHaveURL(/\/store$/)
    await expect(page.locator('main [data-hero-action]')).toBeVisible()
    await scrollPastHero(page)
    await expect(bar(page)).toBeVisible()
  })

  test('hidden while the menu is open', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await scrollPastHero(page)
    await expect(bar(page)).toBeVisible()
    // A tap, without Playwright first scrolling the sticky button "into view" (which moves the page).
    await page.getByRole('button', { name: 'Menu' }).dispatchEvent('click')
    await expect(bar(page)).toBeHidden()
    await page.getByRole('button', { name: 'Close' }).dispatchEvent('click')
    await expect(bar(page)).toBeVisible()
  })

  // WCAG 2.4.11 (focus not obscured) and the design brief's "nothing ever looks broken": the
  // sticky bar covers nothing a reader needs.
  test('never covers content: the end of every page scrolls clear of it', async ({ page }) => {
    for (const path of ['/', '/store', '/blog/1', '/privacy-policy']) {
      await page.goto(path)
      await waitForHydration(page)
      // The page may still grow (fonts, lazy sections), so scroll and compare in the same moment.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const height = document.documentElement.scrollHeight
            window.scrollTo(0, height)
            return Math.round(window.scrollY + innerHeight) >= height
          }),
        )
        .toBe(true)
      const [barTop, contentBottom] = await page.evaluate(() => {
        const links = [...document.querySelectorAll('footer a')]
        const last = links[links.length - 1]!.getBoundingClientRect()
        // The bar steps aside (display: none) while one of the page's own booking buttons is on
        // screen, as at the end of the home page: then the screen's own bottom is the limit.
        const bar = document.querySelector('[data-action-bar]')!
        return [bar.checkVisibility() ? bar.getBoundingClientRect().top : innerHeight, last.bottom]
      })
      expect(contentBottom, path).toBeLessThanOrEqual(barTop)
    }
  })

  // WCAG 2.4.11 focus not obscured: a control reached by Tab is not hidden under the sticky bar.
  test('nothing scrolled into view stops under it: the service choices, reached by Tab', async ({ page }) => {
    // A short phone screen, and the bar shown throughout, as in browsers without scroll-driven
    // animations: the choices reach under the bar.
    await page.setViewportSize({ width: 375, height: 640 })
    await page.goto('/services')
    await waitForHydration(page)
    await page.addStyleTag({ content: '[data-action-bar] { animation: none !important }' })
    const overlap = () =>
      page.evaluate(() => {
        const b = document.querySelector('[data-action-bar]')!.getBoundingClientRect()
        // The focused choice (the choices stand one under the other on a phone).
        const chip = document.activeElement!.getBoundingClientRect()
        return Math.max(0, Math.min(b.bottom, chip.bottom) - Math.max(b.top, chip.top))
      })
    // Before: the row is not clear of the bar (it starts under it, or below the screen since the
    // services intro grew by a sentence).
    const below = await page.evaluate(
      () =>
        document.querySelector('[data-testid="service-chips"]')!.getBoundingClientRect().bottom >
        document.querySelector('[data-action-bar]')!.getBoundingClientRect().top,
    )
    expect(below, 'before: the row reaches under the bar or below the screen').toBe(true)
    const chips = page.getByRole('group', { name: 'Show services for' }).getByRole('button')
    await page.locator('main [data-hero-action] a').first().focus()
    for (let i = 0; i < (await chips.count()); i++) {
      await page.keyboard.press('Tab')
      await expect(chips.nth(i)).toBeFocused()
      // (Focus may scroll smoothly: wait for the page to settle clear of the bar.)
      await expect.poll(overlap, `chip ${i + 1} focused`).toBe(0)
      await expect(chips.nth(i)).toBeInViewport({ ratio: 1 })
    }
  })

  test('not shown from 768 px up', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto('/')
    await expect(bar(page)).toBeHidden()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe with the bar on a phone, ${theme}`, async ({ browser }) => {
      const page = await newPage(browser, { theme, viewport: PHONE, reducedMotion: 'reduce' })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      await waitForHydration(page)
      await scrollPastHero(page)
      await expect(bar(page)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.context().close()
    })
  }
})

// WCAG 1.4.10 reflow: a long unbroken reference wraps rather than scrolling sideways.
test('a 66-character order reference wraps inside a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const id = `cs_live_${'a1B2c3D4e5'.repeat(6)}xyzw`.slice(0, 66)
  expect(id).toHaveLength(66)
  await page.goto(`/purchase-thank-you?session_id=${id}`)
  const reference = page.getByTestId('order-reference')
  await expect(reference).toHaveText(id)
  const fits = await reference.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight)
    return {
      inside: box.right <= document.documentElement.clientWidth && el.scrollWidth <= el.clientWidth,
      lines: Math.round(box.height / lineHeight),
      pageFits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    }
  })
  expect(fits.inside).toBe(true)
  expect(fits.lines).toBeGreaterThan(1)
  expect(fits.pageFits).toBe(true)
})

test('services: a group chip narrows the 14 cards, and All brings them back', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/services')
  await waitForHydration(page)
  const cards = page.locator('[data-service-group] > ul > li')
  await expect(cards.filter({ visible: true })).toHaveCount(14)
  const chip = page.getByRole('button', { name: 'Trauma and loss' })
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(cards.filter({ visible: true })).toHaveCount(3)
  // Only its group shows, under its heading.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 3, name: 'Trauma and loss' }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('heading', { level: 3, name: 'Anxiety, stress and mood' }),
  ).toBeHidden()
  await page.getByRole('button', { name: 'All services' }).click()
  await expect(cards.filter({ visible: true })).toHaveCount(14)
})

test('a page that ends with a tinted band meets the footer; others end on one margin of page colour', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const tinted: string[] = []
  const margins = new Map<number, Set<number>>()
  for (const width of [375, 1440]) {
    margins.set(width, new Set())
    await page.setViewportSize({ width, height: 800 })
    for (const path of ALL_PATHS) {
      await page.goto(path)
      const end = await page.evaluate(() => {
        const paint = (el: Element | null): string => {
          for (let e = el; e; e = e.parentElement) {
            const colour = getComputedStyle(e).backgroundColor
            if (colour !== 'rgba(0, 0, 0, 0)') return colour
          }
          return ''
        }
        const main = document.querySelector('main')!
        return {
          // What colour the page's last block of content shows, and the page's own.
          last: paint(main.lastElementChild),
          lastPadding: getComputedStyle(main.lastElementChild!).paddingBottom,
          page: paint(document.body),
          gap:
            document.querySelector('footer')!.getBoundingClientRect().top -
            main.getBoundingClientRect().bottom,
        }
      })
      if (end.last !== end.page) {
        tinted.push(path)
        expect(end.gap, `${path} at ${width}: no strip of page colour between the tint and the footer`).toBe(
          0,
        )
      } else {
        expect(end.gap, `${path} at ${width}: a margin before the footer`).toBeGreaterThan(0)
        margins.get(width)!.add(Math.round(end.gap))
        // And only that: the last block adds no padding of its own (128 px at 1440).
        expect(end.lastPadding, `${path} at ${width}: the last block's bottom padding`).toBe('0px')
      }
    }
  }
  // The pages that end tinted: the service pages' closing call to action. The giveaway ends on a
  // closing panel on the page's colour, as About and Speaking do (its tinted band was
  // left-aligned and half empty).
  // One margin: every untinted page ends on the same strip of page colour at a given width.
  for (const [width, gaps] of margins) expect([...gaps], `the footer's margin at ${width}`).toHaveLength(1)
  expect(tinted).toContain('/services/emdr-therapy')
  expect(tinted).not.toContain('/anxiety-annihilated-contest')
})

test('the not-found page offers services, contact and home', async ({ page }) => {
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /Therapy services/ })).toHaveAttribute('href', '/services')
  await expect(main.getByRole('link', { name: /Contact the practice/ })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
})

test.describe('one button system', () => {
  /** Every button-shaped link and button in a page's content: its label, type size and height. */
  const buttonsOf = (page: Page) =>
    page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('a, button')]
        .filter((e) => {
          const style = getComputedStyle(e)
          return (
            e.checkVisibility() &&
            Number.parseFloat(style.borderTopLeftRadius) >= 20 &&
            Number.parseFloat(style.minHeight) >= 44 &&
            (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px') &&
            !e.closest('[aria-label="Services by topic"], [data-awards], [role="group"]')
          )
        })
        .map((e) => ({
          // What is drawn: without the words only screen readers get.
          label: [...e.childNodes]
            .filter((n) => !(n instanceof HTMLElement && n.classList.contains('sr-only')))
            .map((n) => n.textContent)
            .join('')
            .replace(/\s+/g, ' ')
            .trim(),
          size: getComputedStyle(e).fontSize,
        })),
    )
  // Words a Title Case label keeps in lower case.
  const SMALL = new Set([
    'a',
    'an',
    'and',
    'the',
    'to',
    'of',
    'for',
    'in',
    'on',
    'with',
    'from',
    'or',
    'at',
    'by',
  ])
  const titleCase = (label: string) =>
    label
      .replace(/[^\p{L}\d\s'-]/gu, ' ')
      .split(/\s+/)
      .filter((w, i) => w && /^\p{L}/u.test(w) && (i === 0 || !SMALL.has(w)))
      .every((w) => /^\p{Lu}/u.test(w) || w.includes('@'))

  for (const width of [375, 1440]) {
    test(`at ${width} px: buttons in Title Case (the spec's own case) and one type size per level`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        '/',
        '/about',
        '/services/emdr-therapy',
        '/blog/1',
        '/testimonials',
        '/speaking',
        '/store/weighted-blanket',
      ]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const buttons = await buttonsOf(page)
        expect(buttons.length, path).toBeGreaterThan(0)
        for (const b of buttons) {
          expect(titleCase(b.label), `${path}: "${b.label}" in Title Case`).toBe(true)
          // The one scale (buttonClasses): 16 px in content, 18 px for a page's one decisive action.
          expect(['16px', '18px'], `${path}: "${b.label}" at ${b.size}`).toContain(b.size)
        }
        const consultation = buttons.filter((b) => /consultation/i.test(b.label))
        for (const b of consultation)
          expect(['Book Free 15-Minute Consultation', 'Schedule a Consultation'], path).toContain(b.label)
      }
    })
  }

  test('one back link: "Back to Store", the arrow pointing back, above the product and under its related products', async ({
    page,
  }) => {
    await page.goto('/store/weighted-blanket')
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Store', exact: true })
    await expect(back).toHaveCount(2)
    const looks = await back.evaluateAll((all) =>
      all.map((e) => ({
        first: e.firstElementChild?.tagName.toLowerCase(),
        weight: getComputedStyle(e).fontWeight,
      })),
    )
    expect(looks[0]).toEqual(looks[1])
    expect(looks[0]!.first).toBe('svg')
  })
})
