import { describe, expect, it } from 'vitest'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  localBusinessJsonLd,
  PRACTICE_ID,
  PRACTITIONER_ID,
  personJsonLd,
  productJsonLd,
} from '#app/lib/structured-data.ts'
import { practice } from '#core/config/practice.ts'
import { getProduct } from '#core/content/products.ts'
import { jsonLdProblems } from '#tests/support/json-ld-rules.ts'

const site = new URL(practice.siteUrl).origin

describe('structured data builders', () => {
  it('describes the practice as a local health business from the practice config', () => {
    const ld = localBusinessJsonLd()
    expect(jsonLdProblems(ld)).toEqual([])
    expect(ld['@type']).toBe('MedicalBusiness')
    expect(ld.name).toBe(practice.practiceName)
    expect(ld.telephone).toBe(practice.phone.e164)
    expect(ld.email).toBe(practice.email)
    expect(ld.address).toMatchObject({
      streetAddress: practice.address.street,
      addressLocality: practice.address.city,
      postalCode: practice.address.postalCode,
    })
    expect(ld.geo).toMatchObject(practice.address.geo)
    // Closed days are left out; open ones keep their days and times.
    const open = practice.hours.filter((h) => h.opens)
    expect(ld.openingHoursSpecification).toEqual(
      open.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...h.schemaDays],
        opens: h.opens,
        closes: h.closes,
      })),
    )
    expect((ld.areaServed as { name: string }[]).map((a) => a.name)).toEqual([...practice.serviceAreas])
    expect(ld.sameAs).toEqual(practice.profiles.map((p) => p.url))
    expect(ld.priceRange).toBe(practice.priceRange)
    expect(ld['@id']).toBe(PRACTICE_ID)
    expect(ld.url).toBe(`${site}/`)
  })

  it('describes the practitioner as a Person who works for the practice', () => {
    const ld = personJsonLd()
    expect(jsonLdProblems(ld)).toEqual([])
    expect(ld.name).toBe(practice.name)
    expect(ld.jobTitle).toBe(practice.jobTitle)
    expect(ld.worksFor).toMatchObject({ '@id': PRACTICE_ID })
    const credentials = (ld.hasCredential as { name: string }[]).map((c) => c.name)
    expect(credentials).toEqual([...practice.licenses, ...practice.education])
    expect(ld.sameAs).toEqual(practice.profiles.map((p) => p.url))
    expect(ld.image).toMatch(new RegExp(`^${site}/images/`))
  })

  it('describes an article with headline, dates, image and author', () => {
    const ld = blogPostingJsonLd({
      title: 'Calming an anxious mind',
      description: 'Three small habits.',
      path: '/blog/1',
      datePublished: '2025-03-14',
      image: '/images/blog/calm.webp',
    })
    expect(jsonLdProblems(ld)).toEqual([])
    expect(ld).toMatchObject({
      headline: 'Calming an anxious mind',
      datePublished: '2025-03-14',
      dateModified: '2025-03-14',
      image: [`${site}/images/blog/calm.webp`],
      url: `${site}/blog/1`,
      author: {
        '@type': 'Person',
        '@id': PRACTITIONER_ID,
        name: practice.name,
        honorificSuffix: practice.credentials,
      },
    })
    expect(jsonLdProblems({ ...ld, datePublished: 'March 14' })).toContain(
      'BlogPosting: datePublished is not an ISO 8601 date',
    )
  })

  it('describes a product with its US dollar offer from the catalogue', () => {
    const product = getProduct('weighted-blanket')
    if (!product) throw new Error('catalogue lacks weighted-blanket')
    const ld = productJsonLd(product)
    expect(jsonLdProblems(ld)).toEqual([])
    expect(ld).toMatchObject({
      name: product.name,
      description: product.shortDescription,
      image: product.images.map((i) => `${site}${i}`),
      offers: {
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${site}/store/${product.id}`,
        seller: { '@id': expect.any(String) },
      },
    })
    // Also offered by a partner, the practice's own offer stays.
    const both = productJsonLd({ ...product, soldHere: true, affiliateLink: 'https://partner.example/p' })
    expect(both.offers).toMatchObject({
      url: `${site}/store/${product.id}`,
      seller: { '@id': expect.any(String) },
    })
    // Sold only by a partner, the offer is the partner's page, and the practice does not claim to sell it.
    const partner = productJsonLd({ ...product, soldHere: false, affiliateLink: 'https://partner.example/p' })
    expect(jsonLdProblems(partner)).toEqual([])
    expect(partner.offers).toMatchObject({ url: 'https://partner.example/p' })
    expect(partner.offers).not.toHaveProperty('seller')
    expect(jsonLdProblems({ ...ld, offers: { price: '$10', priceCurrency: 'usd' } })).toEqual(
      expect.arrayContaining([
        'Product: offers.availability is missing',
        'Product: offers.price must be a plain number',
      ]),
    )
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Store', path: '/store' },
      { name: 'Weighted blanket', path: '/store/weighted-blanket' },
    ])
    expect(jsonLdProblems(ld)).toEqual([])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Store', item: `${site}/store` },
      { '@type': 'ListItem', position: 3, name: 'Weighted blanket', item: `${site}/store/weighted-blanket` },
    ])
  })

  it('flags a node that misses required properties', () => {
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Person', name: 'X' })).toEqual(
      expect.arrayContaining(['Person: jobTitle is missing', 'Person: worksFor is missing']),
    )
    expect(jsonLdProblems({ '@type': 'Thing' })).toEqual([
      '@context must be https://schema.org',
      'no rules for @type Thing',
    ])
  })
})
