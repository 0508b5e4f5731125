import { describe, expect, test } from 'vitest'
import { COLOR_PRODUCT_ID, PRODUCT_IDS, products } from '#app/content/products.ts'
import { ALL_PATHS } from '#app/content/route-paths.ts'
import {
  type ClientContent,
  checkClientContent,
  clientContent,
  validateContent,
} from '#app/content/validate-content.ts'

/** A deep copy of the real content, changed by `edit`. */
function broken(edit: (content: ClientContent) => void): ClientContent {
  const content = structuredClone(clientContent())
  edit(content)
  return content
}

// biome-ignore lint/suspicious/noExplicitAny: the tests break the data on purpose.
type Loose = any

describe('content validation (the check react-router build runs)', () => {
  test('the content as shipped passes every check', async () => {
    expect(checkClientContent(clientContent())).toEqual([])
    await expect(validateContent()).resolves.toBeUndefined()
  })

  test('the store paths come from the same ids as the catalogue', () => {
    expect(products.map((p) => p.id)).toEqual([...PRODUCT_IDS])
    for (const id of PRODUCT_IDS) expect(ALL_PATHS).toContain(`/store/${id}`)
  })

  const cases: [string, (c: Loose) => void, RegExp][] = [
    ['a negative price', (c) => (c.products[0].price = -1), /products:.*\n?.*price/],
    ['a price with a fraction of a cent', (c) => (c.products[1].price = 10.005), /products:.*[\s\S]*price/],
    ['an image without its alt text', (c) => c.products[0].imageAlts.pop(), /products:[\s\S]*alt text/],
    [
      'a duplicate product id',
      (c) => (c.products[1].id = c.products[0].id),
      /Duplicate product id nad-patches/,
    ],
    [
      'catalogue ids that differ from product-ids.ts',
      (c) => c.products.reverse(),
      /ids must be those of app\/content\/product-ids\.ts/,
    ],
    [
      'no colour product',
      (c) => (c.products = c.products.filter((p: Loose) => p.id !== COLOR_PRODUCT_ID)),
      /no product weighted-blanket/,
    ],
    [
      'a value the schema would fill in (shipped data must be complete)',
      (c) => delete c.products.find((p: Loose) => p.article).article.sections[3].paragraphs,
      /products: the data must be written out in full/,
    ],
    ['three podcasts instead of four', (c) => c.podcasts.pop(), /podcasts:/],
    ['a podcast link that is not a URL', (c) => (c.podcasts[0].link = 'youtube'), /podcasts:[\s\S]*link/],
    ['an award year that is not a year', (c) => (c.awards[0].year = '16'), /awards:[\s\S]*year/],
    [
      'a testimonial with a full last name',
      (c) => (c.testimonials[0].testimonials[0].name = 'Maria Smith'),
      /testimonials:/,
    ],
    ['a home heading left empty', (c) => (c.home.hero.eyebrow = ''), /home:[\s\S]*hero\.eyebrow/],
    [
      'a home link to another site',
      (c) => (c.home.hero.primary.to = 'https://x.test'),
      /home:[\s\S]*hero\.primary\.to/,
    ],
    [
      'blog front matter with a bad read time',
      (c) => {
        const [file] = Object.keys(c.blog)
        c.blog[file!] = c.blog[file!]!.replace(/readTime: .*/, 'readTime: 5 minutes')
      },
      /blog: .*1\.md: invalid front matter/,
    ],
    [
      'a blog article whose id is not its file name',
      (c) => {
        c.blog['app/content/blog/9.md'] = c.blog['app/content/blog/4.md']!
        delete c.blog['app/content/blog/4.md']
      },
      /blog: app\/content\/blog\/9\.md: id 4 must match the file name/,
    ],
    [
      'a missing blog article',
      (c) => delete c.blog['app/content/blog/3.md'],
      /blog: Blog articles must be 1, 2, 3, 4; found 1, 2, 4/,
    ],
    [
      'a blog article without front matter',
      (c) => (c.blog['app/content/blog/2.md'] = '# Hi'),
      /front matter block/,
    ],
  ]
  for (const [what, edit, message] of cases) {
    test(`refuses ${what}`, async () => {
      const content = broken(edit)
      const problems = checkClientContent(content)
      expect(problems.join('\n')).toMatch(message)
      // The build's entry point throws, listing the problem.
      await expect(validateContent(content)).rejects.toThrow(/^Invalid content:/)
    })
  }

  test('lists every problem at once', () => {
    const problems = checkClientContent(
      broken((c: Loose) => {
        c.podcasts = []
        c.awards[0].image = 'badge.svg'
      }),
    )
    expect(problems.map((p) => p.split(':')[0])).toEqual(['podcasts', 'awards'])
  })
})
