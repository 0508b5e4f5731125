/**
 * The CMS configuration agrees with the content schemas field by field: every schema field has
 * its CMS field and no other exists; `required` is set exactly where removing the field from a
 * real content file makes the schema refuse it; each widget suits the value the files hold. The
 * expectations are written out or read from somewhere else than the generator: the collection and
 * field names the owner sees, the backend from content/cms.yml, the site from content/practice.yml,
 * the select lists from the schemas' own choices, and the CMS's own JSON schema for the shape.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Ajv from 'ajv'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { ZodType } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS } from '#core/content/schemas/choices.ts'
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from '#core/content/schemas/collections.ts'
import type { CmsField } from '#scripts/build/content/cms.ts'
import { CONTENT_DIR } from '#scripts/build/content/read.ts'
import { cmsConfigText } from '#scripts/build/content/site.ts'

type Data = Record<string, unknown>
const require = createRequire(import.meta.url)
interface Collection {
  name: string
  folder?: string
  files?: { name: string; file: string; fields: CmsField[] }[]
  fields?: CmsField[]
  extension: string
}

const config = parse(cmsConfigText()) as {
  backend: Record<string, unknown>
  site_url: string
  media_folder: string
  public_folder: string
  collections: Collection[]
}

/** A content file as the CMS sees it: front matter fields plus `body` for Markdown. */
function readSample(file: string): Data {
  const text = readFileSync(path.join(CONTENT_DIR, file), 'utf8')
  if (!file.endsWith('.md')) return parse(text) as Data
  const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)!
  return { ...(parse(front!) as Data), body }
}

/** Every (schema, CMS fields, content file) the configuration describes. */
const forms: { label: string; schema: ZodType; fields: CmsField[]; samples: Data[] }[] = [
  ...FOLDER_COLLECTIONS.map((c) => {
    const files = readdirSync(path.join(CONTENT_DIR, c.folder)).map((f) => `${c.folder}/${f}`)
    return {
      label: c.name,
      schema: c.schema as ZodType,
      fields: config.collections.find((x) => x.name === c.name)!.fields!,
      samples: files.map(readSample),
    }
  }),
  ...FILE_COLLECTIONS.flatMap((c) =>
    c.files.map((f) => ({
      label: `${c.name}/${f.name}`,
      schema: f.schema as ZodType,
      fields: config.collections.find((x) => x.name === c.name)!.files!.find((x) => x.name === f.name)!
        .fields,
      samples: [readSample(f.file)],
    })),
  ),
]

/** Checks one level of fields against a value that the schema accepts, then goes into sub-forms. */
function checkFields(
  schema: ZodType,
  root: Data,
  fields: CmsField[],
  at: (string | number)[],
  problems: string[],
): void {
  const value = at.reduce<unknown>((v, key) => (v as Data)[key], root) as Data
  for (const field of fields) {
    const where = [...at, field.name].join('.')
    const present = field.name in value
    // Required exactly where the schema requires it: remove the field and see.
    if (present) {
      const without = structuredClone(root)
      delete (at.reduce<unknown>((v, key) => (v as Data)[key], without) as Data)[field.name]
      const result = schema.safeParse(without)
      const refused = !result.success && result.error.issues.some((i) => i.path.join('.') === where)
      const required = field.required ?? field.widget === 'hidden'
      if (refused !== required)
        problems.push(`${where}: CMS required=${required}, schema refuses removal=${refused}`)
    } else if (field.required) problems.push(`${where}: required in the CMS but absent from a valid file`)
    if (!present) continue
    const v = value[field.name]
    const options = (field.options ?? []) as unknown[]
    const suits: Record<string, () => boolean> = {
      number: () => typeof v === 'number',
      boolean: () => typeof v === 'boolean',
      select: () =>
        field.multiple ? Array.isArray(v) && v.every((x) => options.includes(x)) : options.includes(v),
      list: () => Array.isArray(v),
      object: () => typeof v === 'object' && v !== null && !Array.isArray(v),
      hidden: () => v === field.default,
    }
    const ok = (suits[field.widget] ?? (() => typeof v === 'string'))()
    if (!ok) problems.push(`${where}: widget ${field.widget} does not suit ${JSON.stringify(v).slice(0, 60)}`)
    if (field.widget === 'object')
      checkFields(schema, root, field.fields as CmsField[], [...at, field.name], problems)
    if (field.widget === 'list' && field.fields)
      for (const i of (v as unknown[]).keys())
        checkFields(schema, root, field.fields as CmsField[], [...at, field.name, i], problems)
  }
  // No field of the file is missing from the CMS (it would be lost on the first save).
  for (const key of Object.keys(value))
    if (!fields.some((f) => f.name === key))
      problems.push(`${[...at, key].join('.')}: in the file but not in the CMS`)
}

describe('CMS configuration', () => {
  test('edits go to the GitHub repository and branch named in content/cms.yml; uploads to public/images/uploads', () => {
    const cms = parse(readFileSync(path.join(CONTENT_DIR, 'cms.yml'), 'utf8')) as Data
    const practice = parse(readFileSync(path.join(CONTENT_DIR, 'practice.yml'), 'utf8')) as Data
    expect(config.backend).toEqual({ name: 'github', repo: cms.repo, branch: cms.branch })
    expect(config.site_url).toBe(practice.siteUrl)
    expect(config.media_folder).toBe('public/images/uploads')
    expect(config.public_folder).toBe('/images/uploads')
  })

  test('the owner sees these collections and forms, each pointing at its content file or folder', () => {
    expect(
      config.collections.map((c) => [c.name, c.folder ?? c.files?.map((f) => `${f.name}=${f.file}`)]),
    ).toEqual([
      ['products', 'content/products'],
      ['services', 'content/services'],
      ['blog', 'content/blog'],
      ['newsletter', 'content/newsletter'],
      [
        'settings',
        [
          'practice=content/practice.yml',
          'store=content/store.yml',
          'booking=content/booking.yml',
          'digest=content/digest.yml',
        ],
      ],
      [
        'pages',
        [
          'home=content/pages/home.yml',
          'home-expect=content/pages/home-expect.yml',
          'about=content/pages/about.yml',
          'services-overview=content/pages/services.yml',
          'contact=content/pages/contact.yml',
          'forms=content/pages/forms.yml',
          'retreats=content/pages/retreats.yml',
          'contest=content/pages/contest.yml',
          'speaking=content/pages/speaking.yml',
          'thank-you=content/pages/thank-you.yml',
        ],
      ],
      [
        'lists',
        [
          'testimonials=content/testimonials.yml',
          'podcasts=content/podcasts.yml',
          'awards=content/awards.yml',
        ],
      ],
      [
        'legal',
        [
          'privacy-policy=content/legal/privacy-policy.md',
          'terms-of-service=content/legal/terms-of-service.md',
          'good-faith-estimate=content/legal/good-faith-estimate.md',
        ],
      ],
    ])
    // Every file a form points at exists (a missing one is an empty form that writes a new file).
    for (const c of config.collections)
      for (const f of c.files ?? []) expect(readFileSync(f.file, 'utf8').length, f.file).toBeGreaterThan(0)
    // The owner can add and remove products, services and articles; a new one is named by its slug.
    for (const name of ['products', 'services', 'blog'])
      expect(
        config.collections.find((c) => c.name === name),
        name,
      ).toMatchObject({
        create: true,
        delete: true,
        slug: { editable: ['create'] },
      })
  })

  test('the product form: these fields, required where the store needs them', () => {
    const fields = config.collections.find((c) => c.name === 'products')!.fields!
    expect(fields.map((f) => `${f.name}${f.required ? '*' : ''}`)).toEqual([
      'name*',
      'order*',
      'price*',
      'shortDescription*',
      'recommendation*',
      'longDescription*',
      'features*',
      'images*',
      'imageAlts*',
      'category*',
      'colors',
      'affiliateLink',
      'soldHere',
      'article',
    ])
    // The select lists are the schema's own choices, and every product file uses one of them.
    expect(fields.find((f) => f.name === 'category')?.options).toEqual([...PRODUCT_CATEGORIES])
    expect(fields.find((f) => f.name === 'colors')?.options).toEqual([...PRODUCT_COLORS])
    // The owner edits the partner's page and whether the practice sells the product (on unless turned off).
    expect(fields.find((f) => f.name === 'affiliateLink')).toMatchObject({
      widget: 'string',
      required: false,
    })
    expect(fields.find((f) => f.name === 'soldHere')).toMatchObject({ widget: 'boolean', default: true })
    for (const file of readdirSync(path.join(CONTENT_DIR, 'products'))) {
      const product = readSample(`products/${file}`)
      expect(PRODUCT_CATEGORIES, file).toContain(product.category)
      for (const color of (product.colors as string[] | undefined) ?? [])
        expect(PRODUCT_COLORS, file).toContain(color)
    }
  })

  test('the article form: these fields, the body in the Markdown editor', () => {
    const blog = config.collections.find((c) => c.name === 'blog')!
    expect(blog.fields!.map((f) => `${f.name}${f.required ? '*' : ''}`)).toEqual([
      'title*',
      'excerpt*',
      'image*',
      'imageAlt',
      'imageFocus',
      'topic',
      'date*',
      'readTime*',
      'body*',
    ])
    // Where a cropped picture keeps its subject: a choice, not free text.
    const focus = blog.fields!.find((f) => f.name === 'imageFocus') as { widget: string; options?: unknown[] }
    expect(focus.widget).toBe('select')
    expect(focus.options).toContain('top right')
  })

  test("the configuration is valid by the CMS's own JSON schema", () => {
    // The package exports only its module entry (npm/index.js); schema/ sits beside npm/.
    const entry = require.resolve('@sveltia/cms')
    const file = path.join(path.dirname(entry), '..', 'schema/sveltia-cms.json')
    const schema = JSON.parse(readFileSync(file, 'utf8'))
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema)
    validate(config)
    expect(validate.errors ?? []).toEqual([])
  })

  test('one collection per content type, Markdown where the files are Markdown', () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      ...FOLDER_COLLECTIONS.map((c) => c.name),
      ...FILE_COLLECTIONS.map((c) => c.name),
    ])
    expect(config.collections.find((c) => c.name === 'blog')).toMatchObject({
      extension: 'md',
      format: 'frontmatter',
    })
  })

  for (const form of forms)
    test(`${form.label}: fields, required flags and widgets agree with the schema`, () => {
      const problems: string[] = []
      for (const sample of form.samples) {
        expect(form.schema.safeParse(sample).success, form.label).toBe(true)
        checkFields(form.schema, sample, form.fields, [], problems)
      }
      expect([...new Set(problems)]).toEqual([])
    })

  test('the check notices a disagreement', () => {
    const products = forms.find((f) => f.label === 'products')!
    const wrong = products.fields.map((f) => (f.name === 'recommendation' ? { ...f, required: false } : f))
    const problems: string[] = []
    checkFields(products.schema, products.samples[0]!, wrong, [], problems)
    expect(problems).toEqual(['recommendation: CMS required=false, schema refuses removal=true'])
  })

  test('prices are numbers, categories and colours are select lists, bodies are Markdown, pictures are uploads', () => {
    const products = forms.find((f) => f.label === 'products')!.fields
    expect(products.find((f) => f.name === 'price')).toMatchObject({ widget: 'number', value_type: 'float' })
    expect(products.find((f) => f.name === 'category')).toMatchObject({ widget: 'select' })
    expect(products.find((f) => f.name === 'colors')).toMatchObject({
      widget: 'select',
      multiple: true,
      required: false,
    })
    expect(products.find((f) => f.name === 'images')).toMatchObject({
      widget: 'list',
      field: { widget: 'image' },
    })
    const blog = forms.find((f) => f.label === 'blog')!.fields
    expect(blog.find((f) => f.name === 'body')).toMatchObject({ widget: 'markdown', required: true })
    expect(blog.find((f) => f.name === 'image')).toMatchObject({ widget: 'image', required: true })
    const services = forms.find((f) => f.label === 'services')!.fields
    expect(services.find((f) => f.name === 'showCard')).toMatchObject({ widget: 'boolean' })
  })
})
