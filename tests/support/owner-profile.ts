/**
 * A practice owner's content, as the production check wants it: every value of the shipped sample
 * profile the check looks at replaced (name, practice and short name, licenses, phone, e-mail,
 * address and its map position, the form embeds, social, review and interview links, the site
 * address), and partner links that lead to a real address.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse, stringify } from 'yaml'

export const OWNER_SITE = 'https://www.alvareztherapy.com'

/** Text edits that turn the sample's outside links into an owner's. */
const LINK_EDITS: [RegExp, string][] = [
  [/PLACEHOLDER-/g, 'k3Jx9q-'],
  [/Jane\+Doe\+Therapy/g, 'Alvarez+Family+Therapy'],
  [/Jane\+Doe/g, 'Maria+Alvarez'],
  [/1500\+Quail\+Street\+Newport\+Beach\+CA\+92660/g, '2300+Harbor+Blvd+Costa+Mesa+CA+92626'],
  [/@example\b/g, '@alvareztherapy'],
  [/\/example\b/g, '/alvareztherapy'],
  [/www\.example\.com/g, 'partner.alvareztherapy.com'],
]

const relink = (value: unknown): unknown =>
  typeof value === 'string'
    ? LINK_EDITS.reduce((text, [from, to]) => text.replace(from, to), value)
    : Array.isArray(value)
      ? value.map(relink)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relink(v)]))
        : value

/** The owner's version of a sample profile as written in content/practice.yml. */
export function ownerProfile(sample: Record<string, unknown>): Record<string, unknown> {
  const address = sample.address as Record<string, unknown>
  return {
    ...(relink(sample) as Record<string, unknown>),
    name: 'Maria Alvarez',
    shortName: 'Maria',
    practiceName: 'Alvarez Family Therapy',
    licenses: ['LMFT #123456', 'LPCC #7890'],
    phone: '(714) 302-8841',
    email: 'maria@alvareztherapy.com',
    siteUrl: OWNER_SITE,
    address: {
      ...address,
      street: '2300 Harbor Blvd, Suite 210',
      city: 'Costa Mesa',
      postalCode: '92626',
      geo: { latitude: 33.6742, longitude: -117.9107 },
    },
  }
}

/** Writes the owner's profile and partner links over `dir`'s content/ (a scratch clone). */
export function writeOwnerContent(dir: string): void {
  const file = path.join(dir, 'content', 'practice.yml')
  writeFileSync(file, stringify(ownerProfile(parse(readFileSync(file, 'utf8')))))
  const products = path.join(dir, 'content', 'products')
  for (const name of readdirSync(products).filter((n) => n.endsWith('.yml'))) {
    const text = readFileSync(path.join(products, name), 'utf8')
    const product = parse(text) as { affiliateLink?: string }
    if (product.affiliateLink)
      writeFileSync(
        path.join(products, name),
        stringify({ ...product, affiliateLink: relink(product.affiliateLink) }),
      )
  }
}
