/**
 * The schema rules the structured-data tests hold JSON-LD to: the properties each type needs for
 * search engines' rich results (Google's required + recommended fields we promise), checked on the
 * builders' output (unit) and on the JSON-LD in the prerendered pages (e2e).
 */
type Node = Record<string, unknown>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]/.test(v)
const nonEmpty = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)

function get(node: Node, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, key) => {
    if (Array.isArray(value)) value = value[0]
    return value && typeof value === 'object' ? (value as Node)[key] : undefined
  }, node)
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])

/** Required (dotted) properties per schema.org type, and extra checks. */
export const JSON_LD_RULES: Record<string, { required: string[]; check?: (node: Node) => string[] }> = {
  MedicalBusiness: {
    required: [
      'name',
      'url',
      'telephone',
      'address.streetAddress',
      'address.addressLocality',
      'address.addressRegion',
      'address.postalCode',
      'address.addressCountry',
      'geo.latitude',
      'geo.longitude',
      'openingHoursSpecification',
      'areaServed',
      'priceRange',
      'sameAs',
    ],
    check: (node) =>
      asArray(node.openingHoursSpecification).flatMap((h, i) => {
        const spec = h as Node
        return /^\d{2}:\d{2}$/.test(String(spec.opens)) && /^\d{2}:\d{2}$/.test(String(spec.closes))
          ? []
          : [`openingHoursSpecification[${i}] needs HH:MM opens/closes`]
      }),
  },
  Person: { required: ['name', 'jobTitle', 'worksFor', 'sameAs', 'hasCredential', 'knowsAbout'] },
  BlogPosting: {
    required: ['headline', 'description', 'datePublished', 'image', 'author.name'],
    check: (node) => [
      ...(ISO_DATE.test(String(node.datePublished)) ? [] : ['datePublished is not an ISO 8601 date']),
      ...(String(node.headline).length <= 110 ? [] : ['headline is over 110 characters']),
      ...(asArray(node.image).every(isAbsoluteUrl) ? [] : ['image must be absolute URLs']),
    ],
  },
  Product: {
    required: ['name', 'image', 'description', 'offers.price', 'offers.priceCurrency', 'offers.availability'],
    check: (node) => {
      const offer = (Array.isArray(node.offers) ? node.offers[0] : node.offers) as Node
      return [
        ...(/^\d+(\.\d{1,2})?$/.test(String(offer?.price)) ? [] : ['offers.price must be a plain number']),
        ...(/^[A-Z]{3}$/.test(String(offer?.priceCurrency)) ? [] : ['offers.priceCurrency must be ISO 4217']),
        ...(String(offer?.availability).startsWith('https://schema.org/')
          ? []
          : ['offers.availability must be a schema.org URL']),
        ...(asArray(node.image).every(isAbsoluteUrl) ? [] : ['image must be absolute URLs']),
      ]
    },
  },
  FAQPage: {
    required: ['mainEntity'],
    check: (node) =>
      asArray(node.mainEntity).flatMap((item, i) => {
        const question = item as Node
        const answer = question.acceptedAnswer as Node | undefined
        const problems: string[] = []
        if (question['@type'] !== 'Question') problems.push(`mainEntity[${i}] should be a Question`)
        if (!nonEmpty(question.name)) problems.push(`mainEntity[${i}].name is missing`)
        if (answer?.['@type'] !== 'Answer')
          problems.push(`mainEntity[${i}].acceptedAnswer should be an Answer`)
        if (!nonEmpty(answer?.text)) problems.push(`mainEntity[${i}].acceptedAnswer.text is missing`)
        return problems
      }),
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    check: (node) =>
      asArray(node.itemListElement).flatMap((item, i) => {
        const li = item as Node
        const problems: string[] = []
        if (li.position !== i + 1) problems.push(`itemListElement[${i}].position should be ${i + 1}`)
        if (!nonEmpty(li.name)) problems.push(`itemListElement[${i}].name is missing`)
        if (!isAbsoluteUrl(li.item)) problems.push(`itemListElement[${i}].item must be an absolute URL`)
        return problems
      }),
  },
}

/** The node's schema.org types (a string or a list). */
export function typesOf(node: Node): string[] {
  return asArray(node['@type']).map(String)
}

/** Problems with one JSON-LD node; an empty list when it satisfies the rules of every type it has. */
export function jsonLdProblems(node: Node): string[] {
  const problems: string[] = []
  if (node['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org')
  const types = typesOf(node)
  const known = types.filter((t) => t in JSON_LD_RULES)
  if (!known.length) problems.push(`no rules for @type ${types.join(', ')}`)
  for (const type of known) {
    const rule = JSON_LD_RULES[type]
    if (!rule) continue
    for (const key of rule.required)
      if (!nonEmpty(get(node, key))) problems.push(`${type}: ${key} is missing`)
    problems.push(...(rule.check?.(node) ?? []).map((p) => `${type}: ${p}`))
  }
  return problems
}
