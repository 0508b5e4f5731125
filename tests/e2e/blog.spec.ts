import { expect, type Locator, test } from '@playwright/test'
import { isoDate, newestFirst } from '#app/features/blog/article.ts'
import { practice, siteTitle } from '#core/config/practice.ts'
import { readContent } from '#scripts/build/content/read.ts'
import { textLines, waitForHydration, webFontsApplied } from './support.ts'

/** The articles as content/blog/{id}.md holds them (read and checked as the build reads them). */
const articles = readContent().blog

test('the blog lists four cards, newest first, with image, date, read time, title and excerpt', async ({
  page,
}) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const cards = page.getByRole('main').locator('article')
  await expect(cards).toHaveCount(4)
  const newest = [...articles].sort((a, b) => isoDate(b.date!).localeCompare(isoDate(a.date!)))
  expect(newestFirst(articles).map((a) => a.id)).toEqual(newest.map((a) => a.id))
  for (const [i, meta] of newest.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('link', { name: meta.title })).toHaveAttribute('href', `/blog/${meta.id}`)
    await expect(card).toContainText(meta.date!)
    await expect(card).toContainText(meta.readTime!)
    await expect(card).toContainText(meta.excerpt!)
    const img = card.locator('img')
    await expect(img).toHaveAttribute('src', `${meta.image}-1200.webp`)
    await expect(img).toHaveAttribute('width', '1200')
    await expect(img).toHaveAttribute('height', '675')
  }
})

test('every card is one link (its title, stretched over the card), its "Read article →" a quiet line, and the list has no topic filter', async ({
  page,
}) => {
  await page.goto('/blog')
  const cards = page.getByRole('main').locator('article')
  await expect(cards).toHaveCount(4)
  for (const [i, card] of (await cards.all()).entries()) {
    // One link, named by the title alone: no nested or second link in the card.
    const links = card.getByRole('link')
    await expect(links).toHaveCount(1)
    await expect(links).toHaveAccessibleName((await card.getByRole('heading').textContent())!.trim())
    // The link's hit area covers the card: a point on the picture lands on it.
    await card.scrollIntoViewIfNeeded()
    const box = (await card.boundingBox())!
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
      [box.x + box.width / 2, box.y + 20],
    )
    expect(hit, `card ${i + 1}`).toBe(await links.getAttribute('href'))
  }
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    // Four outline buttons were four more asks; a line of text in the link colour now.
    const looks = await cards.getByTestId('read-article').evaluateAll((all) =>
      all.map((e) => ({
        text: e.textContent,
        border: getComputedStyle(e).borderTopWidth,
        background: getComputedStyle(e).backgroundColor,
        hidden: e.getAttribute('aria-hidden'),
        boxed: [...e.querySelectorAll('*')].some((c) => getComputedStyle(c).borderTopWidth !== '0px'),
      })),
    )
    expect(looks).toHaveLength(4)
    for (const look of looks)
      expect(look).toEqual({
        text: 'Read article →',
        border: '0px',
        background: 'rgba(0, 0, 0, 0)',
        hidden: 'true',
        boxed: false,
      })
  }
  // Four articles, each its own topic: a filter would show one card per choice (filters are left
  // out on purpose; the topic shows on each card).
  expect(new Set(articles.map((a) => a.topic)).size).toBe(articles.length)
  await expect(page.getByRole('main').getByRole('button', { name: /topic|filter|all/i })).toHaveCount(0)
})

test.describe('the list as one centred column', () => {
  test('at 1440: the wide measure, the newest with its picture beside the words, the others three to a row with pictures above, then the free call', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog')
    const cards = page.getByRole('main').locator('article')
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )
    // The newsletter panel: the card around its heading.
    const newsletter = await page.locator('#newsletter-heading').evaluate((h) => {
      const card = h.closest('.rounded-3xl')!.getBoundingClientRect()
      return { left: card.left, right: card.right }
    })
    // Design notes, Blog: newest first and wide, its picture beside the words, the rest in full
    // rows; the list shares the newsletter panel's measure.
    const [newest, ...others] = boxes
    expect(Math.round(newest!.left)).toBe(Math.round(newsletter.left))
    expect(Math.round(newest!.right)).toBe(Math.round(newsletter.right))
    const picture = (await cards.first().locator('img').boundingBox())!
    const title = (await cards.first().getByRole('heading').boundingBox())!
    expect(title.x, 'newest: words beside the picture').toBeGreaterThan(picture.x + picture.width)
    expect(picture.width).toBeGreaterThan(newest!.width / 2)
    // The others on one row under it, filling it: no empty slot.
    expect(others).toHaveLength(3)
    for (const [i, box] of others.entries()) {
      expect(box.top).toBeGreaterThan(newest!.bottom)
      expect(Math.round(box.top)).toBe(Math.round(others[0]!.top))
      const card = cards.nth(i + 1)
      const [img, heading] = [
        (await card.locator('img').boundingBox())!,
        (await card.getByRole('heading').boundingBox())!,
      ]
      expect(img.width, `card ${i + 2}: picture as wide as the card`).toBeGreaterThanOrEqual(box.width - 2)
      expect(heading.y, `card ${i + 2}: words under the picture`).toBeGreaterThan(img.y + img.height - 1)
    }
    expect(Math.round(others[0]!.left)).toBe(Math.round(newest!.left))
    expect(Math.round(others[2]!.right)).toBe(Math.round(newest!.right))
    // Design brief: reading columns are centred.
    const viewport = await page.evaluate(() => document.documentElement.clientWidth)
    expect(Math.abs(newest!.left - (viewport - newest!.right))).toBeLessThanOrEqual(1)
    // No booking prompt. The free call after the list, before the newsletter.
    const prompt = page.getByRole('region', { name: 'Talk it through, free' })
    await expect(prompt.getByRole('link', { name: 'Book Free 15-Minute Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const promptBox = (await prompt.boundingBox())!
    expect(promptBox.y).toBeGreaterThan(others[0]!.bottom)
    // The hero says who writes: her face and name (an empty hero).
    const hero = page.locator('main section').first()
    await expect(hero).toContainText(`Written by ${practice.name}, ${practice.credentials}`)
    await expect(hero.locator('img')).toHaveCount(1)
  })

  test('each card names its topic, and a cropped picture keeps its focus (the sun)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog')
    const positions: Record<string, string> = { center: '50% 50%', top: '50% 0%', 'top right': '100% 0%' }
    for (const meta of articles) {
      const card = page.getByRole('main').locator('article', { hasText: meta.title! })
      expect(meta.topic, `content/blog/${meta.id}.md: topic`).toBeTruthy()
      await expect(card.getByTestId('article-topic')).toHaveText(meta.topic!)
      const img = card.locator('img')
      expect(positions[meta.imageFocus!], `content/blog/${meta.id}.md: imageFocus`).toBeDefined()
      await expect(img).toHaveCSS('object-position', positions[meta.imageFocus!]!)
      // The picture is drawn narrower than 16:9 there, so the focus matters.
      const box = (await img.boundingBox())!
      expect(box.width / box.height).toBeLessThan(16 / 9 - 0.1)
    }
  })

  test('at 375: one card a row, the newest first with its picture above, and no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/blog')
    const cards = page.getByRole('main').locator('article')
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )
    // Design brief: a clear single column on phones; WCAG 1.4.10 reflow (nothing clipped, no
    // sideways scroll).
    for (const [i, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(375)
      if (i > 0)
        expect(box.top, `card ${i + 1} under the one before`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom)
    }
    const picture = (await cards.first().locator('img').boundingBox())!
    const title = (await cards.first().getByRole('heading').boundingBox())!
    expect(title.y).toBeGreaterThan(picture.y + picture.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('card → full article → back to the blog', async ({ page }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const meta = articles[1]!
  await page.getByRole('link', { name: meta.title }).click()
  await expect(page).toHaveURL(/\/blog\/2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.title!)
  await expect(page).toHaveTitle(`${meta.title} | ${siteTitle}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.excerpt!)
  // The body is several paragraphs of real text, with headings from the Markdown.
  expect(await page.locator('article p').count()).toBeGreaterThan(6)
  await expect(page.locator('article h2').first()).toBeVisible()
  await page.getByRole('link', { name: 'Back to Blog' }).first().click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
})

test('each article page is prerendered with its title and description', async ({ request }) => {
  for (const [i, meta] of articles.entries()) {
    const html = (await (await request.get(`/blog/${i + 1}`)).text()).replaceAll('&#x27;', "'")
    expect(html).toMatch(/<h1 class="[^"]*text-4xl[^"]*">/)
    expect(html).toContain(`sm:text-5xl mt-2">${meta.title}</h1>`)
    expect(html).toContain(`<meta name="description" content="${meta.excerpt}"/>`)
    expect(html).not.toContain('## ')
  }
})

test('each article names its author with credentials and its date, on the page and in its structured data', async ({
  page,
}) => {
  for (const [i, meta] of articles.entries()) {
    await page.goto(`/blog/${i + 1}`)
    const byline = page.getByRole('main').locator('p', { hasText: /^By / })
    await expect(byline).toContainText(`By ${practice.name}, ${practice.credentials}`)
    await expect(byline).toContainText(`${meta.date} · ${meta.readTime}`)
    await expect(byline.getByRole('link', { name: practice.name })).toHaveAttribute('href', '/about')
    await expect(byline.locator('time')).toHaveAttribute('datetime', isoDate(meta.date!))
    // Her face beside the byline, round, decorative (the name is right beside it).
    const avatar = page.getByTestId('article-byline').locator('img')
    await expect(avatar).toHaveAttribute('alt', '')
    await expect(avatar).toBeVisible()
    const [photo, line] = [(await avatar.boundingBox())!, (await byline.boundingBox())!]
    expect(photo.width).toBeCloseTo(photo.height, 0)
    expect(photo.x + photo.width).toBeLessThanOrEqual(line.x)
    expect(Math.abs(photo.y + photo.height / 2 - (line.y + line.height / 2))).toBeLessThan(8)
    expect(await avatar.evaluate((img) => getComputedStyle(img).borderRadius)).not.toBe('0px')
    const posting = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '')))
    ).find((ld) => ld['@type'] === 'BlogPosting')
    expect(posting.author).toMatchObject({
      '@type': 'Person',
      name: practice.name,
      honorificSuffix: practice.credentials,
    })
    expect(posting.datePublished).toBe(isoDate(meta.date!))
  }
})

test('an unknown article id shows "Article not found" with a link to the blog', async ({ page }) => {
  // Reached inside the app (a mistyped link, a stale bookmark opened from another page)…
  await page.goto('/blog')
  await waitForHydration(page)
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter.navigate('/blog/99'),
  )
  await expect(page).toHaveURL(/\/blog\/99$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
  await expect(page).toHaveTitle(`Article not found | ${siteTitle}`)
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator('main article')).toHaveCount(4)
})

test('loading an unknown article id directly answers 404 and shows the not-found state', async ({ page }) => {
  const response = await page.goto('/blog/99')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
})

test('the Markdown and its parser never reach the browser', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await page.goto('/blog/1')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Back to Blog' }).first().click()
  await page.getByRole('link', { name: articles[2]!.title }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[2]!.title!)
  expect(scripts.length).toBeGreaterThan(2)
  for (const js of scripts) {
    expect(js).not.toContain('readTime: ')
    expect(js).not.toContain('## ')
    expect(js).not.toMatch(/marked\(\)|Lexer|Tokenizer/)
  }
})

test('the crisis lines in an article are one tap away: tel: and sms: links', async ({ page }) => {
  await page.goto('/blog/1')
  const body = page.getByRole('main').locator('article')
  await expect(body.getByRole('link', { name: 'call 988' })).toHaveAttribute('href', 'tel:988')
  await expect(body.getByRole('link', { name: 'text 988' })).toHaveAttribute('href', 'sms:988')
  await expect(body.getByRole('link', { name: 'text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  )
})

test('an article ends with its author and one next step, not a bare button', async ({ page }) => {
  await page.goto('/blog/1')
  const author = page.getByRole('complementary', { name: 'About the author' })
  await expect(author).toContainText(`${practice.name}, ${practice.credentials}`)
  await expect(author.getByRole('link', { name: `About ${practice.shortName}` })).toHaveAttribute(
    'href',
    '/about',
  )
  const next = page.getByRole('region', { name: 'Talk it through, free' })
  await expect(next.getByRole('link', { name: 'Book Free 15-Minute Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  )
  const [authorBox, nextBox] = [await author.boundingBox(), await next.boundingBox()]
  expect(authorBox!.y).toBeLessThan(nextBox!.y)
  // The portrait is a circle, not an oval squeezed from the 4:5 file.
  const photo = (await author.locator('img').boundingBox())!
  await expect(author.locator('img')).toBeVisible()
  expect(Math.abs(photo.width - photo.height)).toBeLessThanOrEqual(1)
})

test('an article ends by leading on: two other articles, newest first, and the way to all of them', async ({
  page,
}) => {
  for (const article of articles) {
    await page.goto(`/blog/${article.id}`)
    const keepReading = page.getByRole('navigation', { name: 'Keep reading' })
    const others = newestFirst(articles)
      .filter((other) => other.id !== article.id)
      .slice(0, 2)
    const links = keepReading.getByRole('listitem').getByRole('link')
    await expect(links).toHaveText(others.map((other) => other.title!))
    for (const [i, other] of others.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${other.id}`)
    }
    // Each with its picture (the other article's own), beside or above its title.
    const thumbs = keepReading.getByRole('listitem').locator('img')
    await expect(thumbs).toHaveCount(2)
    for (const [i, other] of others.entries()) {
      await expect(thumbs.nth(i)).toHaveAttribute('src', `${other.image}-1200.webp`)
      await expect(thumbs.nth(i)).toBeVisible()
    }
    await expect(keepReading.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog')
    // One way back at the top, not the same link again at the end.
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveCount(1)
  }
})

/** Characters on each full line of an element's paragraphs (a paragraph's last line left out). */
const charactersPerLine = (body: Locator) =>
  body.evaluate((root) => {
    const counts: number[] = []
    for (const p of root.querySelectorAll('p')) {
      const lines = new Map<number, number>()
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? ''
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const rect = range.getClientRects()[0]
          if (!rect) continue
          const top = Math.round(rect.top)
          lines.set(top, (lines.get(top) ?? 0) + 1)
        }
      }
      counts.push(
        ...[...lines.entries()]
          .sort((a, b) => a[0] - b[0])
          .slice(0, -1)
          .map(([, n]) => n),
      )
    }
    return counts
  })

test('at 1440 an article reads at about 65-70 characters a line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const article of articles) {
    await page.goto(`/blog/${article.id}`)
    await webFontsApplied(page)
    const counts = await charactersPerLine(page.getByTestId('article-body'))
    expect(counts.length, `${article.id}: full lines`).toBeGreaterThan(10)
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length
    // 75-80 characters a line in a 44rem column.
    expect(mean, `article ${article.id}: ${counts.join(' ')}`).toBeGreaterThanOrEqual(64)
    expect(mean, `article ${article.id}: ${counts.join(' ')}`).toBeLessThanOrEqual(71)
    expect(Math.max(...counts), `article ${article.id}`).toBeLessThanOrEqual(78)
  }
})

test('at 375 the article’s closing button is one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/blog/1')
  await webFontsApplied(page)
  const button = page
    .getByRole('region', { name: 'Talk it through, free' })
    .getByRole('link', { name: 'Book Free 15-Minute Consultation' })
  await button.scrollIntoViewIfNeeded()
  const lines = await button.evaluate((el) => {
    // Rects within a few pixels are one line (the no-wrap span round "15-Minute" has its own box,
    // a pixel off the text's).
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top)
    tops.sort((a, b) => a - b)
    return tops.filter((t, i) => i === 0 || t - tops[i - 1]! > 4).length
  })
  expect(lines).toBe(1)
})

test('an article names its topic over its title, as the list cards do', async ({ page }) => {
  const article = articles.find((a) => a.topic)!
  await page.goto(`/blog/${article.id}`)
  const topic = page.getByRole('main').getByTestId('article-topic')
  await expect(topic).toHaveText(article.topic!)
  const [tag, title] = await Promise.all([
    topic.boundingBox(),
    page.getByRole('heading', { level: 1 }).boundingBox(),
  ])
  expect(tag!.y + tag!.height).toBeLessThanOrEqual(title!.y)
})

test.describe("blog: the list's headings and the free-call band; an article's byline and free call", () => {
  test('a small "More articles" heading, with air above it, between the newest article and the others', async ({
    page,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/blog')
      const heading = page.getByRole('heading', { name: 'More articles', level: 2 })
      const list = page.getByRole('list', { name: 'More articles' })
      await expect(list.locator('article')).toHaveCount(3)
      // The others' titles sit under it.
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(3)
      const [newest, head, first] = await Promise.all([
        page.getByRole('main').locator('article').first().boundingBox(),
        heading.boundingBox(),
        list.boundingBox(),
      ])
      expect(head!.y, 'the heading after the newest article').toBeGreaterThan(newest!.y + newest!.height)
      expect(first!.y).toBeGreaterThan(head!.y + head!.height)
      // Small: no larger than the newest article's title.
      const [size, newestSize] = await Promise.all([
        heading.evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize)),
        page
          .getByRole('main')
          .locator('article')
          .first()
          .getByRole('heading')
          .evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize)),
      ])
      expect(size).toBeLessThan(newestSize)
    }
  })

  test('the free call under the list is a quiet band, not a second boxed panel right above the newsletter card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog')
    const prompt = page.getByRole('region', { name: 'Talk it through, free' })
    const look = await prompt.evaluate((p) => {
      const style = getComputedStyle(p)
      return { background: style.backgroundColor, shadow: style.boxShadow, side: style.borderLeftWidth }
    })
    expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: expect.any(String), side: '0px' })
    expect(look.shadow.replaceAll('rgba(0, 0, 0, 0) 0px 0px 0px 0px', '').replace(/[, ]/g, '')).toMatch(
      /^(none)?$/,
    )
    // Under an article it stays the panel.
    await page.goto('/blog/1')
    const panel = page.getByRole('region', { name: 'Talk it through, free' })
    expect(await panel.evaluate((p) => getComputedStyle(p).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  })

  test('at 1440 the free-call panel is as wide as the newsletter card under it, its words from the left and its button on the right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog')
    const prompt = page.getByRole('region', { name: 'Talk it through, free' })
    const panel = (await prompt.boundingBox())!
    const card = await page
      .locator('#newsletter-heading')
      .evaluate((h) => h.closest('.rounded-3xl')!.getBoundingClientRect().toJSON() as DOMRect)
    expect(Math.abs(panel.x - card.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(panel.x + panel.width - (card.x + card.width))).toBeLessThanOrEqual(1)
    const [heading, button] = [
      (await prompt.getByRole('heading').boundingBox())!,
      (await prompt.getByRole('link', { name: 'Book Free 15-Minute Consultation' }).boundingBox())!,
    ]
    expect(heading.x, 'the words from the left').toBeLessThan(panel.x + panel.width / 2)
    expect(button.x).toBeGreaterThan(heading.x + heading.width)
  })

  test('an article: the byline portrait has a ring; "Keep reading" titles in the headings’ colour, underlined on hover', async ({
    page,
  }) => {
    await page.goto('/blog/1')
    const avatar = page.getByTestId('article-byline').locator('img')
    expect(await avatar.evaluate((img) => getComputedStyle(img).boxShadow)).not.toBe('none')
    const heading = await page
      .getByRole('heading', { name: 'Keep reading' })
      .evaluate((h) => getComputedStyle(h).color)
    const title = page
      .getByRole('navigation', { name: 'Keep reading' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
    const style = () =>
      title.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine])
    expect(await style()).toEqual([heading, 'none'])
    await title.hover()
    await expect.poll(async () => (await style())[1]).toBe('underline')
  })

  test('at 375 the article’s free-call button stays inside its panel, its label on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/blog/1')
    const prompt = page.getByRole('region', { name: 'Talk it through, free' })
    const [panel, button] = [
      (await prompt.boundingBox())!,
      (await prompt.getByRole('link', { name: 'Book Free 15-Minute Consultation' }).boundingBox())!,
    ]
    // Design notes, Every page: a button label stays on one line down to 320 px; not clipped.
    expect(button.x).toBeGreaterThan(panel.x)
    expect(button.x + button.width).toBeLessThan(panel.x + panel.width)
    expect(await textLines(prompt.getByRole('link', { name: 'Book Free 15-Minute Consultation' }))).toBe(1)
  })
})
