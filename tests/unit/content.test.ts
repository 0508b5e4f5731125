/**
 * Content files → checked data: every content file as shipped passes; a broken edit is refused
 * with the file, the field and the problem; adding or removing a product or an article file adds
 * or removes its page, sitemap entry and (for a product) what the payment function sells.
 * Each test works on a temporary copy of content/.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { getArticle, listArticles } from '#app/features/blog/articles.server.ts'
import { practice } from '#core/config/practice.ts'
import { CONTENT_VERSION } from '#core/content/generated/content-version.ts'
import { BLOG_IDS } from '#core/content/generated/ids.ts'
import { getProduct, PRODUCT_IDS, productEntries, products } from '#core/content/products.ts'
import { ALL_PATHS, NOINDEX_PATHS, sitePaths } from '#core/content/route-paths.ts'
import { services } from '#core/content/services.ts'
import { CONTENT_VERSION_MODULE, contentVersion, generatedModules } from '#scripts/build/content/generate.ts'
import { CONTENT_DIR, ContentError, readContent, type SiteContent } from '#scripts/build/content/read.ts'
import { NEW_PROFILE, oldProfileIn, writeOtherPractitioner } from '#tests/support/other-practitioner.ts'

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A temporary copy of content/. */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  return dir
}

/** Changes one file of a copy with a text replacement (the edit must match). */
function edit(dir: string, file: string, from: RegExp | string, to: string): void {
  const full = path.join(dir, file)
  const text = readFileSync(full, 'utf8')
  const changed = text.replace(from, to)
  expect(changed, `${file}: the edit must change something`).not.toBe(text)
  writeFileSync(full, changed)
}

function problemsOf(dir: string): string[] {
  try {
    readContent(dir)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

const pathsOf = (content: SiteContent) =>
  sitePaths({
    products: content.products.map((p) => p.id),
    services: content.services.map((s) => s.slug),
    blog: content.blog.map((a) => a.id),
  })

describe('content files', () => {
  /** A content file read straight with the `yaml` package, not through the site's own reader. */
  const yamlFile = (file: string) => parseYaml(readFileSync(path.join(CONTENT_DIR, file), 'utf8'))
  const filesIn = (folder: string, ext: string) =>
    readdirSync(path.join(CONTENT_DIR, folder))
      .filter((f) => f.endsWith(ext))
      .map((f) => f.slice(0, -ext.length))

  test('the content as shipped is valid', () => {
    expect(() => readContent()).not.toThrow()
  })

  test("every product file's name and price reach the site's catalogue, one product per file", () => {
    const files = filesIn('products', '.yml')
    expect(files.length).toBeGreaterThan(0)
    expect(products).toHaveLength(files.length)
    expect([...PRODUCT_IDS].sort()).toEqual([...files].sort())
    for (const id of files) {
      const { name, price } = yamlFile(`products/${id}.yml`) as { name: string; price: number }
      const product = getProduct(id)
      expect(product, id).toBeDefined()
      expect(product!.name).toBe(name)
      expect(product!.price).toBe(price)
      expect(product!.priceCents).toBe(Math.round(price * 100))
    }
    // The price as the file's text writes it, in case the YAML reader and the module drift together.
    const text = readFileSync(path.join(CONTENT_DIR, 'products/weighted-blanket.yml'), 'utf8')
    expect(getProduct('weighted-blanket')!.price).toBe(Number(/^price: (.+)$/m.exec(text)![1]))
  })

  test("the practice's name and phone come from content/practice.yml", () => {
    const file = yamlFile('practice.yml') as { name: string; practiceName: string; phone: string }
    expect(practice.name).toBe(file.name)
    expect(practice.practiceName).toBe(file.practiceName)
    expect(practice.phone.e164).toBe(`+${file.phone.replace(/\D/g, '')}`)
    expect(practice.phone.display).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    expect(practice.phone.display.replace(/\D/g, '')).toBe(file.phone.replace(/\D/g, '').slice(1))
  })

  test("the articles are the blog folder's files, numbered by their names, their Markdown rendered", () => {
    const ids = filesIn('blog', '.md')
      .map(Number)
      .sort((a, b) => a - b)
    expect(ids.length).toBeGreaterThan(0)
    expect([...BLOG_IDS]).toEqual(ids)
    expect(listArticles().map((a) => a.id)).toEqual(ids)
    expect(readFileSync(path.join(CONTENT_DIR, 'blog/1.md'), 'utf8')).toContain(
      '## 1. Lengthen your out-breath',
    )
    expect(getArticle(1)!.html).toMatch(
      /<h2 id="1-lengthen-your-out-breath">1\. Lengthen your out-breath<\/h2>/,
    )
  })

  test('the route list holds the pages the site promises', () => {
    for (const page of [
      '/',
      '/services',
      '/services/emdr-therapy',
      '/store',
      '/store/weighted-blanket',
      '/blog/1',
      '/book',
      '/speaking',
    ])
      expect(ALL_PATHS, page).toContain(page)
    for (const id of filesIn('products', '.yml')) expect(ALL_PATHS).toContain(`/store/${id}`)
    for (const slug of filesIn('services', '.yml')) expect(ALL_PATHS).toContain(`/services/${slug}`)
    expect(ALL_PATHS).not.toContain('/store/no-such-product')
  })

  test('the shipped catalogue: every product sold here, all but red-light-therapy with a partner link; an empty link means none', () => {
    const shipped = readContent().products
    expect(shipped.filter((p) => !p.affiliateLink).map((p) => p.id)).toEqual(['red-light-therapy'])
    expect(shipped.every((p) => p.soldHere)).toBe(true)
    const dir = copy()
    edit(dir, 'products/pulsetto-device.yml', /^affiliateLink: .*$/m, 'affiliateLink: ""')
    const product = readContent(dir).products.find((p) => p.id === 'pulsetto-device')!
    expect('affiliateLink' in product).toBe(false)
    expect(product.soldHere).toBe(true)
  })

  test('any product sold here may offer a choice of colours', () => {
    const dir = copy()
    edit(dir, 'products/nad-patches.yml', /^category:/m, 'colors: [White, Black]\ncategory:')
    const withColours = readContent(dir).products.filter((p) => p.colors)
    expect(withColours.map((p) => p.id)).toContain('nad-patches')
    expect(withColours.find((p) => p.id === 'nad-patches')?.colors).toEqual(['White', 'Black'])
  })

  test('the owner may mark a product as sold only by the partner', () => {
    const dir = copy()
    edit(dir, 'products/pulsetto-device.yml', /^category:/m, 'soldHere: false\ncategory:')
    const product = readContent(dir).products.find((p) => p.id === 'pulsetto-device')!
    expect(product).toMatchObject({ soldHere: false, affiliateLink: expect.stringMatching(/^https:/) })
  })

  test('the store settings fill their own summaries and the terms of service', () => {
    const dir = copy()
    edit(dir, 'store.yml', /^ {2}window: .*$/m, '  window: 30 days')
    edit(dir, 'store.yml', /^ {2}time: .*$/m, '  time: 2-3 business days')
    const { store, legal } = readContent(dir)
    expect(store.returns.summary).toBe('Returns within 30 days of delivery.')
    expect(store.shipping.summary).toBe('Free standard shipping, 2-3 business days.')
    expect(store.returns.policy).toContain('within 30 days of delivery')
    expect(store.trust.items.map((i) => i.text).join(' ')).not.toContain('{')
    const terms = legal['terms-of-service'].html
    expect(terms).toContain(store.returns.policy)
    expect(terms).toContain('taking 2-3 business days')
    expect(terms).not.toMatch(/14 days|5-7 business days|\{/)
  })

  const cases: [string, string, RegExp | string, string, RegExp][] = [
    [
      'a price as text',
      'products/nad-patches.yml',
      /^price: .*$/m,
      'price: forty',
      /^content\/products\/nad-patches\.yml: price: expected number, received string \(write a number without quotes, such as 49\.99\)$/,
    ],
    [
      'a negative price',
      'products/impact-mvp.yml',
      /^price: .*$/m,
      'price: -1',
      /^content\/products\/impact-mvp\.yml: price: .*>0/,
    ],
    [
      'a fraction of a cent',
      'products/impact-mvp.yml',
      /^price: .*$/m,
      'price: 10.005',
      /^content\/products\/impact-mvp\.yml: price: must have at most two decimals/,
    ],
    [
      'a missing required field',
      'products/nad-patches.yml',
      /^recommendation: .*\n/m,
      '',
      /^content\/products\/nad-patches\.yml: recommendation: is missing \(it is required: fill it in\)$/,
    ],
    [
      'a misspelt field',
      'products/nad-patches.yml',
      /^recommendation:/m,
      'recomendation:',
      /^content\/products\/nad-patches\.yml: \(whole file\): unknown field recomendation \(remove it, or correct its spelling\)$/,
    ],
    [
      'a missing choice',
      'products/nad-patches.yml',
      /^category: .*\n/m,
      '',
      /^content\/products\/nad-patches\.yml: category: is missing \(it is required: fill it in\)$/,
    ],
    [
      'an unknown category',
      'products/nad-patches.yml',
      /^category: .*$/m,
      'category: Food',
      /^content\/products\/nad-patches\.yml: category: expected one of "Wellness"\|"Sleep"\|"Toys"$/,
    ],
    [
      'an image without its alt text',
      'products/nad-patches.yml',
      /^imageAlts:\n {2}- .*\n/m,
      'imageAlts:\n',
      /^content\/products\/nad-patches\.yml: imageAlts: every image needs its alt text/,
    ],
    [
      'a product sold only by a partner with a colour choice',
      'products/weighted-blanket.yml',
      /^category:/m,
      'soldHere: false\ncategory:',
      /^content\/products\/weighted-blanket\.yml: colors: a product sold only by a partner has no colour choice here \(remove colors, or turn soldHere on\)$/,
    ],
    [
      'a product sold only by a partner without the partner link',
      'products/red-light-therapy.yml',
      /^category:/m,
      'soldHere: false\ncategory:',
      /^content\/products\/red-light-therapy\.yml: affiliateLink: a product not sold here needs the partner’s page \(fill affiliateLink, or turn soldHere on\)$/,
    ],
    [
      'a partner address that is not https',
      'products/pulsetto-device.yml',
      /^affiliateLink: .*$/m,
      'affiliateLink: http://partner.example/p',
      /^content\/products\/pulsetto-device\.yml: affiliateLink: /,
    ],
    [
      'two services with one number',
      'services/trauma-therapy.yml',
      /^id: \d+$/m,
      'id: 1',
      /^content\/services\/trauma-therapy\.yml: id: 1 is also the id of emdr-therapy$/,
    ],
    [
      'a bad read time',
      'blog/1.md',
      /^readTime: .*$/m,
      'readTime: 5 minutes',
      /^content\/blog\/1\.md: readTime: must be like 6 min read$/,
    ],
    [
      'an article without front matter',
      'blog/2.md',
      /^---[\s\S]*?---\n/,
      '# Hi\n',
      /^content\/blog\/2\.md: cannot be read: must start with a front matter block/,
    ],
    ['broken YAML', 'pages/home.yml', /^hero:/m, 'hero: [', /^content\/pages\/home\.yml: cannot be read: /],
    [
      'three podcasts instead of four',
      'podcasts.yml',
      /\n {2}- id: 4[\s\S]*$/,
      '\n',
      /^content\/podcasts\.yml: appearances: Too small/,
    ],
    [
      'a skipped award year',
      'awards.yml',
      '"2017"',
      '"2018"',
      /^content\/awards\.yml: badges\.1\.year: must follow 2016/,
    ],
    [
      'a license without its number',
      'practice.yml',
      '"LMFT #00000"',
      'LMFT',
      /^content\/practice\.yml: licenses\.0: must be the license type and number/,
    ],
    [
      'an unknown placeholder in a legal text',
      'legal/terms-of-service.md',
      '{returnsPolicy}',
      '{returnPolicy}',
      /^content\/legal\/terms-of-service\.md: body: unknown placeholder \{returnPolicy\} \(use one of \{name\}, .*\{returnsPolicy\}, or remove the braces\)$/,
    ],
    [
      'a placeholder in the store settings that only others may use',
      'store.yml',
      /^( {2}summary: Returns within ).*$/m,
      '$1{returnsSummary}',
      /^content\/store\.yml: returns\.summary: unknown placeholder \{returnsSummary\} \(use one of \{name\}, .*\{returnsConditions\}, or remove the braces\)$/,
    ],
    [
      'a shipping charge the checkout does not make',
      'store.yml',
      /^ {2}price: Free$/m,
      '  price: $5',
      /^content\/store\.yml: shipping\.price: /,
    ],
    [
      'a phone number that is not one',
      'practice.yml',
      /^phone: .*$/m,
      'phone: "949 555 014"',
      /^content\/practice\.yml: phone: is not a 10-digit US phone number \(write it like \(714\) 555-0199 or \+1 714 555 0199\)$/,
    ],
    [
      'an unknown placeholder in a page',
      'pages/home.yml',
      'About {shortName}',
      'About {firstName}',
      /^content\/pages\/home\.yml: hero\.secondary\.label: unknown placeholder \{firstName\} \(use one of \{name\}, \{shortName\}, .*\{phone\}, .*\{email\}, .*, or remove the braces\)$/,
    ],
    [
      'a home link to another site',
      'pages/home.yml',
      /(primary:\n {4}label: .*\n {4}to: ).*/,
      '$1https://x.test',
      /^content\/pages\/home\.yml: hero\.primary\.to: must be a path on this site/,
    ],
    [
      'a talk in a format the speaking page does not offer',
      'pages/speaking.yml',
      /(EMDR and trauma[\s\S]*?- Keynote\n {8}- )Training/,
      '$1Webinar',
      /^content\/pages\/speaking\.yml: topics\.items\.3\.formats\.1: "Webinar" is not one of the formats \(Keynote, Workshop, Training\): write one of them, or add it under formats$/,
    ],
    [
      'a speaking enquiry without a subject',
      'pages/speaking.yml',
      /^ {2}subject: .*$/m,
      '  subject: ""',
      /^content\/pages\/speaking\.yml: enquiry\.subject: /,
    ],
  ]
  for (const [what, file, from, to, message] of cases)
    test(`refuses ${what}, naming the file and the field`, () => {
      const dir = copy()
      edit(dir, file, from, to)
      const problems = problemsOf(dir)
      expect(
        problems.some((p) => message.test(p)),
        problems.join('\n'),
      ).toBe(true)
    })

  test('a file name that cannot be an address is refused', () => {
    const dir = copy()
    cpSync(path.join(dir, 'products/nad-patches.yml'), path.join(dir, 'products/NAD Patches.yml'))
    cpSync(path.join(dir, 'blog/1.md'), path.join(dir, 'blog/first.md'))
    expect(problemsOf(dir)).toEqual([
      "content/products/NAD Patches.yml: the file name is the product's address and must be lower-case letters, digits and dashes",
      "content/blog/first.md: the file name is the article's address and must be a number (the article’s number: 1, 2, 3…)",
    ])
  })

  test('one testimonial at most leads /testimonials, from a section that keeps three besides it', () => {
    const dir = copy()
    // Two more leads (Maria S. in a section of three, Priya N.) besides Michael R. in anxiety.
    edit(dir, 'testimonials.yml', 'date: May 2024\n', 'date: May 2024\n        lead: true\n')
    edit(dir, 'testimonials.yml', 'date: March 2024\n', 'date: March 2024\n        lead: true\n')
    expect(problemsOf(dir)).toEqual([
      'content/testimonials.yml: sections.1.testimonials.1.lead: only one quote can lead the page (already ticked on "Maria S."): untick one',
      'content/testimonials.yml: sections.1.testimonials.2.lead: only one quote can lead the page (already ticked on "Maria S."): untick one',
      'content/testimonials.yml: sections.0.testimonials: a section needs three quotes besides its lead quote: add one, or tick Lead on a quote in a larger section',
    ])
  })

  test('a broken file stops the content step (and so `npm run build`) with the file and field', () => {
    const dir = copy()
    edit(dir, 'products/weighted-blanket.yml', /^price: .*$/m, 'price: free')
    const run = spawnSync(process.execPath, ['scripts/build/content.ts'], {
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'content/products/weighted-blanket.yml: price: expected number, received string',
    )
    expect(readFileSync('package.json', 'utf8')).toMatch(
      /"build": "[^"]*node scripts\/build\/content\.ts && /,
    )
  })
})

describe('the practice profile lives in one file', () => {
  test('another name, phone and e-mail in content/practice.yml reach every generated module, and the old ones none', () => {
    const dir = copy()
    writeOtherPractitioner(dir)
    const content = readContent(dir)
    expect(content.practice.phone).toEqual({
      display: NEW_PROFILE.display,
      href: NEW_PROFILE.href,
      e164: NEW_PROFILE.href.slice('tel:'.length),
    })
    const generated = Object.values(generatedModules(content)).join('\n')
    expect(oldProfileIn(generated)).toEqual([])
    // …and the pages, articles and legal texts say the new ones.
    expect(content.about.bio.heading).toBe(`Meet ${NEW_PROFILE.name}`)
    expect(content.home.hero.secondary.label).toBe(`About ${NEW_PROFILE.shortName}`)
    expect(content.thankYou.callback.text).toContain(NEW_PROFILE.display)
    for (const doc of ['privacy-policy', 'terms-of-service'] as const) {
      expect(content.legal[doc].html).toContain(NEW_PROFILE.practiceName)
      expect(content.legal[doc].html).toContain(NEW_PROFILE.email)
      expect(content.legal[doc].html).toContain(NEW_PROFILE.display)
      expect(content.legal[doc].html).toContain(NEW_PROFILE.street)
    }
    expect(content.services.find((s) => s.slug === 'emdr-therapy')!.page.bio!.heading).toContain(
      NEW_PROFILE.name,
    )
  })

  test('no content file but the profile writes the name, phone, e-mail or street', () => {
    const offenders: string[] = []
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      )
    for (const file of walk(CONTENT_DIR)) {
      if (path.basename(file) === 'practice.yml') continue
      const text = readFileSync(file, 'utf8')
      for (const old of oldProfileIn(text)) offenders.push(`${path.relative(CONTENT_DIR, file)}: ${old}`)
    }
    expect(offenders).toEqual([])
  })
})

describe('references between files', () => {
  /** A scratch public/ holding a copy of the site's images (the image check reads it). */
  function publicCopy(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'))
    copies.push(dir)
    cpSync(path.join(CONTENT_DIR, '../public/images'), path.join(dir, 'images'), { recursive: true })
    return dir
  }
  function problemsWith(dir: string, publicDir?: string): string[] {
    try {
      readContent(dir, publicDir)
    } catch (error) {
      if (error instanceof ContentError) return error.problems
      throw error
    }
    return []
  }

  test('deleting a service that other files name fails, naming every place that still does', () => {
    const dir = copy()
    rmSync(path.join(dir, 'services/hypnotherapy.yml'))
    const problems = problemsWith(dir)
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/pages/home.yml: expertise.items.0.service: names the service hypnotherapy, which has no file content/services/hypnotherapy.yml (choose an existing service, or remove the reference)',
        'content/services/anxiety-therapy.yml: page.related.items.0.to: links to /services/hypnotherapy, but there is no file content/services/hypnotherapy.yml (link to an existing page, or remove the link)',
        expect.stringMatching(
          /^content\/services\/performance-anxiety\.yml: page\.related\.items\.0\.to: links to \/services\/hypnotherapy, /,
        ),
        expect.stringMatching(
          /^content\/services\/trauma-therapy\.yml: page\.related\.items\.1\.to: links to \/services\/hypnotherapy, /,
        ),
        expect.stringMatching(
          /^content\/services\/dentaphobia-treatment\.yml: page\.related\.items\.0\.to: /,
        ),
      ]),
    )
    for (const p of problems) expect(p).toMatch(/^content\/[\w/.-]+: [\w.]+: .+ \(.+\)$/)
  })

  test('deleting a service nothing names removes it everywhere, its filter group with its last card', () => {
    const dir = copy()
    for (const slug of ['relationship-counseling', 'teen-therapy', 'pandas-therapy']) {
      rmSync(path.join(dir, `services/${slug}.yml`))
      // A client quote may name the service too (it then shows on its page): let it name none.
      if (readFileSync(path.join(dir, 'testimonials.yml'), 'utf8').includes(`service: ${slug}`))
        edit(dir, 'testimonials.yml', new RegExp(`\\n +service: ${slug}`), '')
    }
    const { services } = readContent(dir)
    const groups = [...new Set(services.filter((s) => s.showCard).map((s) => s.category))]
    expect(groups).toEqual(['Trauma and loss', 'Hypnosis, habits and phobias', 'Anxiety, stress and mood'])
    expect(pathsOf(readContent(dir))).not.toContain('/services/teen-therapy')
  })

  test("the services filter's groups are the services' own categories, in card order", () => {
    const groups = [...new Set(services.filter((s) => s.showCard).map((s) => s.category))]
    expect(groups).toEqual([
      'Trauma and loss',
      'Hypnosis, habits and phobias',
      'Couples, teens and families',
      'Anxiety, stress and mood',
    ])
    const dir = copy()
    edit(dir, 'services/walk-talk-therapy.yml', /^category: .*$/m, 'category: Outdoors')
    const edited = readContent(dir).services.find((s) => s.slug === 'walk-talk-therapy')!
    expect(edited.category).toBe('Outdoors')
  })

  const cases: [string, string, RegExp | string, string, string][] = [
    [
      'a home card naming a service that has no file',
      'pages/home.yml',
      'service: grief-counseling',
      'service: grief-counselling',
      'content/pages/home.yml: expertise.items.2.service: names the service grief-counselling, which has no file content/services/grief-counselling.yml (choose an existing service, or remove the reference)',
    ],
    [
      'a client quote naming a service that has no file',
      'testimonials.yml',
      'service: grief-counseling',
      'service: grief-counselling',
      'content/testimonials.yml: sections.3.testimonials.0.service: names the service grief-counselling, which has no file content/services/grief-counselling.yml (choose an existing service, or remove the reference)',
    ],
    [
      'a sub-service that has no file',
      'services/hypnotherapy.yml',
      'slug: dentaphobia-treatment',
      'slug: fear-of-flying',
      'content/services/hypnotherapy.yml: subServices.0.slug: names the service fear-of-flying, which has no file content/services/fear-of-flying.yml (choose an existing service, or remove the reference)',
    ],
    [
      'a related link to a missing article',
      'services/trauma-therapy.yml',
      'to: /services/emdr-therapy',
      'to: /blog/99#start',
      'content/services/trauma-therapy.yml: page.related.items.0.to: links to /blog/99#start, but there is no file content/blog/99.md (link to an existing page, or remove the link)',
    ],
    [
      'a button to a page the site does not have',
      'pages/home.yml',
      /(primary:\n {4}label: .*\n {4}to: ).*/,
      '$1/booking',
      'content/pages/home.yml: hero.primary.to: links to /booking, which is not a page of this site (use one of /, /about, /services, /store, /retreats, /speaking, /blog, /contact, /book, /book/confirm, /book/cancel, /testimonials, /anxiety-annihilated-contest, /privacy-policy, /terms-of-service, /good-faith-estimate, /thankyou, /purchase-thank-you, /newsletter/confirm, /newsletter/unsubscribe, or a service, product or article page)',
    ],
    [
      'a Markdown link to a missing product',
      'blog/1.md',
      /\n*$/,
      '\n\nSee [the kit](/store/calm-kit).\n',
      'content/blog/1.md: body: links to /store/calm-kit, but there is no file content/products/calm-kit.yml (link to an existing page, or remove the link)',
    ],
    [
      'a product photo that is not there',
      'products/nad-patches.yml',
      /^(images:\n {2}- ).*$/m,
      '$1/images/products/nad-patches-9.svg',
      'content/products/nad-patches.yml: images.0: the image /images/products/nad-patches-9.svg is not in public/images/products/nad-patches-9.svg (upload it in the editor, or correct the path: letters must match in case)',
    ],
    [
      'an article picture whose sizes are not there',
      'blog/2.md',
      /^image: .*$/m,
      'image: /images/blog/article-9',
      'content/blog/2.md: image: the image /images/blog/article-9 is not in public/images/blog/article-9 (upload it in the editor, or correct the path: letters must match in case)',
    ],
    [
      'an uploaded photo that is not there',
      'blog/2.md',
      /^image: .*$/m,
      'image: /images/uploads/never-uploaded.jpg',
      'content/blog/2.md: image: the uploaded photo never-uploaded is not in public/images/uploads/ (upload it again in the editor, or choose another)',
    ],
  ]
  for (const [what, file, from, to, message] of cases)
    test(`refuses ${what}, naming the file, the field and the id`, () => {
      const dir = copy()
      edit(dir, file, from, to)
      expect(problemsWith(dir)).toContain(message)
    })

  test('an image path may end in upper-case letters (.PNG) when the file does', () => {
    const dir = copy()
    const pub = publicCopy()
    cpSync(path.join(pub, 'images/logo.png'), path.join(pub, 'images/products/photo.PNG'))
    edit(dir, 'products/nad-patches.yml', /^(images:\n {2}- ).*$/m, '$1/images/products/photo.PNG')
    expect(problemsWith(dir, pub)).toEqual([])
    expect(readContent(dir, pub).products.find((p) => p.id === 'nad-patches')!.images[0]).toBe(
      '/images/products/photo.PNG',
    )
    // …but not a path that climbs out of /images/.
    edit(dir, 'products/nad-patches.yml', '/images/products/photo.PNG', '/images/../../package.png')
    expect(problemsWith(dir, pub)).toEqual([
      'content/products/nad-patches.yml: images.0: must be an image under /images/, such as /images/uploads/photo.jpg',
    ])
  })
})

describe('adding and removing files', () => {
  /** The generated catalogue module of a copy, imported as the payment function imports it. */
  async function catalogueOf(content: SiteContent): Promise<{ id: string; price: number }[]> {
    const dir = mkdtempSync(path.join(tmpdir(), 'generated-'))
    copies.push(dir)
    const file = path.join(dir, 'products.ts')
    writeFileSync(file, generatedModules(content)['products.ts']!)
    return ((await import(file)) as { data: { id: string; price: number }[] }).data
  }

  test('a new product file adds its page, sitemap entry and what the function sells; deleting it removes them', async () => {
    const dir = copy()
    cpSync(path.join(dir, 'products/magnetic-stones.yml'), path.join(dir, 'products/calm-candle.yml'))
    edit(dir, 'products/calm-candle.yml', /^name: .*$/m, 'name: Calm Candle')
    edit(dir, 'products/calm-candle.yml', /^price: .*$/m, 'price: 24.5')
    const added = readContent(dir)
    expect(pathsOf(added)).toContain('/store/calm-candle')
    expect(pathsOf(added).filter((p) => !NOINDEX_PATHS.includes(p))).toContain('/store/calm-candle')
    expect(await catalogueOf(added)).toContainEqual(
      expect.objectContaining({ id: 'calm-candle', price: 24.5 }),
    )

    rmSync(path.join(dir, 'products/calm-candle.yml'))
    rmSync(path.join(dir, 'products/nad-patches.yml'))
    const removed = readContent(dir)
    expect(pathsOf(removed)).not.toContain('/store/calm-candle')
    expect(pathsOf(removed)).not.toContain('/store/nad-patches')
    const ids = (await catalogueOf(removed)).map((p) => p.id)
    expect(ids).not.toContain('nad-patches')
    expect(ids).toHaveLength(productEntries.length - 1)
  })

  test('a new article file adds its page; deleting one removes it', () => {
    const dir = copy()
    cpSync(path.join(dir, 'blog/4.md'), path.join(dir, 'blog/5.md'))
    edit(dir, 'blog/5.md', /^title: .*$/m, 'title: A Fifth Article')
    const added = readContent(dir)
    expect(added.blog.at(-1)).toMatchObject({ id: 5, title: 'A Fifth Article' })
    expect(added.blog.at(-1)!.html).toContain('<p>')
    expect(pathsOf(added)).toContain('/blog/5')
    expect(generatedModules(added)['ids.ts']).toContain('export const BLOG_IDS = [1,2,3,4,5] as const')

    rmSync(path.join(dir, 'blog/2.md'))
    rmSync(path.join(dir, 'blog/5.md'))
    const removed = readContent(dir)
    expect(removed.blog.map((a) => a.id)).toEqual([1, 3, 4])
    expect(pathsOf(removed)).not.toContain('/blog/2')
  })
})

describe('the content fingerprint (what the pages publish and the functions compare)', () => {
  const fingerprintOf = (dir: string) => {
    const modules = generatedModules(readContent(dir))
    const { [CONTENT_VERSION_MODULE]: own, ...others } = modules
    expect(own).toContain(`export const CONTENT_VERSION = '${contentVersion(others)}'`)
    return contentVersion(others)
  }

  test('the generated module names the fingerprint of the content as it is now', () => {
    expect(CONTENT_VERSION).toBe(fingerprintOf(CONTENT_DIR))
  })

  test('the same content gives the same fingerprint; a price or a newsletter issue changes it', () => {
    const dir = copy()
    const before = fingerprintOf(dir)
    expect(fingerprintOf(copy())).toBe(before)

    edit(dir, 'products/magnetic-stones.yml', /^price: .*$/m, 'price: 1234.5')
    const repriced = fingerprintOf(dir)
    expect(repriced).not.toBe(before)

    cpSync(path.join(dir, 'newsletter/sample-issue.md'), path.join(dir, 'newsletter/another-issue.md'))
    expect(fingerprintOf(dir)).not.toBe(repriced)
  })
})
