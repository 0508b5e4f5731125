/**
 * JSON-LD in the prerendered HTML of each page type, validated against the schema rules in
 * tests/support/json-ld-rules.ts. One table: add a row to cover another page.
 */
import { expect, test } from '@playwright/test'
import { jsonLdProblems, typesOf } from '#tests/support/json-ld-rules.ts'
import { ALL_PATHS } from './support.ts'

/** Page → the schema.org types its HTML must carry. */
const STRUCTURED_DATA_PAGES: { path: string; types: string[] }[] = [
  { path: '/', types: ['MedicalBusiness', 'Person'] },
  { path: '/about', types: ['Person'] },
  { path: '/speaking', types: ['Person', 'BreadcrumbList'] },
  { path: '/contact', types: ['MedicalBusiness'] },
  { path: '/blog/1', types: ['BlogPosting', 'BreadcrumbList'] },
  { path: '/store/weighted-blanket', types: ['Product', 'BreadcrumbList'] },
  { path: '/services/emdr-therapy', types: ['BreadcrumbList', 'FAQPage'] },
]

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1] ?? 'null') as Record<string, unknown> | Record<string, unknown>[]
    const nodes = Array.isArray(data) ? data : [data]
    return nodes.flatMap((n) =>
      Array.isArray(n['@graph'])
        ? (n['@graph'] as Record<string, unknown>[]).map((g) => ({ '@context': n['@context'], ...g }))
        : [n],
    )
  })
}

for (const { path, types } of STRUCTURED_DATA_PAGES) {
  test(`${path} carries valid ${types.join(' + ')} JSON-LD`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const nodes = jsonLdBlocks(html)
    const found = nodes.flatMap(typesOf)
    for (const type of types) expect(found, `${path} lacks ${type}`).toContain(type)
    for (const node of nodes)
      expect(jsonLdProblems(node), `${typesOf(node).join(',')} on ${path}`).toEqual([])
  })
}

test('no page carries invalid JSON-LD', async ({ request }) => {
  for (const path of ALL_PATHS) {
    const nodes = jsonLdBlocks(await (await request.get(path)).text())
    for (const node of nodes)
      expect(jsonLdProblems(node), `${typesOf(node).join(',')} on ${path}`).toEqual([])
  }
})
