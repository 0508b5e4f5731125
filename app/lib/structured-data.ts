/**
 * schema.org JSON-LD builders, pure functions of the practice config and content. Each returns one
 * object for `jsonLd()` (app/lib/seo.ts) in a route's `meta`.
 *
 * The practice is a `MedicalBusiness`: schema.org's LocalBusiness subtype for a health practice
 * (so it qualifies for local-business results with address, hours and area served) that does not
 * overstate the practitioner's licence the way `Physician` would, nor imply a multi-clinician clinic
 * like `MedicalClinic`. "Psychologist" is not a schema.org type.
 */

import { practice } from '#core/config/practice.ts'
import type { Product } from '#core/content/products.ts'
import { productPath } from '#core/content/route-paths.ts'
import { absoluteUrl, SITE_URL } from '#core/lib/site-url.ts'

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string }

const CONTEXT = 'https://schema.org' as const
/** Stable node ids, so the practice, the practitioner and articles can point at each other. */
export const PRACTICE_ID = `${SITE_URL}/#practice`
export const PRACTITIONER_ID = `${SITE_URL}/#practitioner`
/** The practitioner's portrait, used when no other image is given. */
export const PORTRAIT_IMAGE = '/images/shared/portrait-960.webp'
const SHARE_IMAGE = '/images/share/default.png'

/** The practice as a local health business: address, map position, contacts, hours, areas, profiles. */
export function localBusinessJsonLd(): JsonLd {
  const { address } = practice
  return {
    '@context': CONTEXT,
    '@type': 'MedicalBusiness',
    '@id': PRACTICE_ID,
    name: practice.practiceName,
    url: absoluteUrl('/'),
    image: absoluteUrl(SHARE_IMAGE),
    telephone: practice.phone.e164,
    email: practice.email,
    priceRange: practice.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude },
    hasMap: practice.mapUrl,
    openingHoursSpecification: practice.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...h.schemaDays],
        opens: h.opens,
        closes: h.closes,
      })),
    areaServed: practice.serviceAreas.map((name) => ({ '@type': 'City', name })),
    sameAs: practice.profiles.map((p) => p.url),
    founder: { '@id': PRACTITIONER_ID },
    foundingDate: String(practice.inPracticeSince),
  }
}

/** The practitioner: name, title, licences and training, what they work on, where, and profiles. */
export function personJsonLd({ image = PORTRAIT_IMAGE }: { image?: string } = {}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': PRACTITIONER_ID,
    name: practice.name,
    honorificSuffix: practice.credentials,
    jobTitle: practice.jobTitle,
    description: practice.roles.join(', '),
    url: absoluteUrl('/about'),
    image: absoluteUrl(image),
    hasCredential: [
      ...practice.licenses.map((name) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name,
      })),
      ...practice.education.map((name) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: name.startsWith('M.A.') ? 'degree' : 'certificate',
        name,
      })),
    ],
    knowsAbout: [...practice.roles],
    worksFor: { '@type': 'MedicalBusiness', '@id': PRACTICE_ID, name: practice.practiceName },
    sameAs: practice.profiles.map((p) => p.url),
  }
}

export interface ArticleInput {
  title: string
  description: string
  /** The article's route path, e.g. /blog/1. */
  path: string
  /** ISO 8601 date (YYYY-MM-DD or full date-time). */
  datePublished: string
  dateModified?: string
  /** Site-relative image path; the default share image when omitted. */
  image?: string
}

/** One blog article, written by the practitioner and published by the practice. */
export function blogPostingJsonLd(article: ArticleInput): JsonLd {
  const url = absoluteUrl(article.path)
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: [absoluteUrl(article.image ?? SHARE_IMAGE)],
    inLanguage: 'en-US',
    // The byline on the page says the same: "By {name}, {credentials}".
    author: {
      '@type': 'Person',
      '@id': PRACTITIONER_ID,
      name: practice.name,
      honorificSuffix: practice.credentials,
      jobTitle: practice.jobTitle,
      url: absoluteUrl('/about'),
    },
    // Article rich results ask for the publisher's name and logo.
    publisher: {
      '@type': 'MedicalBusiness',
      '@id': PRACTICE_ID,
      name: practice.practiceName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(practice.logo) },
    },
  }
}

/**
 * A store product with its one offer (US dollars, in stock): sold through the product page by the
 * practice, or, for a product only a partner sells, on the partner's page (no seller claimed).
 */
export function productJsonLd(
  product: Pick<
    Product,
    'id' | 'name' | 'price' | 'shortDescription' | 'images' | 'category' | 'soldHere' | 'affiliateLink'
  >,
): JsonLd {
  const url = absoluteUrl(productPath(product.id))
  const partnerOnly = !product.soldHere
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    sku: product.id,
    name: product.name,
    description: product.shortDescription,
    image: product.images.map((src) => absoluteUrl(src)),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url: (partnerOnly && product.affiliateLink) || url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(!partnerOnly && { seller: { '@id': PRACTICE_ID } }),
    },
  }
}

/** A page's questions and answers as shown on it (the answers as plain text). */
export function faqPageJsonLd(
  path: string,
  questions: readonly { question: string; answer: string }[],
): JsonLd {
  const url = absoluteUrl(path)
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

export interface Crumb {
  name: string
  /** Site-relative path. */
  path: string
}

/** The trail from the home page to the current page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}
