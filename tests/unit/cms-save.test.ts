/**
 * What the CMS writes on save reads as what the owner meant. Sveltia saves every optional field
 * the owner did not fill in unless told not to: '' for a text or a choice, [] for a list, null for
 * a group of fields. The configuration tells it not to (omit_empty_optional_fields), and the
 * schemas read those values as "not set" anyway, so every file of every collection, saved with
 * all its empty optional fields written out as the CMS writes them, gives the same content.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from '#core/content/schemas/collections.ts'
import { type CmsField, cmsConfig, cmsFields } from '#scripts/build/content/cms.ts'
import { CONTENT_DIR, ContentError, readContent } from '#scripts/build/content/read.ts'

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-save-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  return dir
}

/** What Sveltia writes for an optional field left empty. */
function emptyValue(field: CmsField): unknown {
  if (field.widget === 'object') return null
  if (field.widget === 'list' || (field.widget === 'select' && field.multiple)) return []
  return ''
}

/**
 * The data as the CMS saves it when the owner changed nothing: every optional field that is not
 * there written empty, in every group of fields and every list item. Returns how many it added.
 */
function withEditorEmpties(data: Record<string, unknown>, fields: CmsField[]): number {
  let added = 0
  for (const field of fields) {
    const value = data[field.name]
    if (value === undefined) {
      if (field.required === false && field.widget !== 'boolean' && field.widget !== 'hidden') {
        data[field.name] = emptyValue(field)
        added++
      }
      continue
    }
    const nested = field.fields as CmsField[] | undefined
    if (!nested) continue
    if (field.widget === 'object') added += withEditorEmpties(value as Record<string, unknown>, nested)
    else if (Array.isArray(value))
      for (const item of value) added += withEditorEmpties(item as Record<string, unknown>, nested)
  }
  return added
}

/** Rewrites one content file of a copy as the CMS would save it; returns the number of empty fields written. */
function saveAsEditor(dir: string, file: string, fields: CmsField[]): number {
  const full = path.join(dir, file)
  const text = readFileSync(full, 'utf8')
  const front = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  const data = parse(front ? front[1]! : text) as Record<string, unknown>
  const added = withEditorEmpties(data, fields)
  writeFileSync(full, front ? `---\n${stringify(data)}---\n${front[2]}` : stringify(data))
  return added
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

describe('a save in the CMS', () => {
  test('the configuration tells the CMS to leave out optional fields left empty', () => {
    const config = cmsConfig({ repo: 'owner/site', branch: 'main' }, 'https://www.example.com')
    expect(config.output).toEqual({ omit_empty_optional_fields: true })
  })

  test('every file of every collection, saved with its empty optional fields written out, reads as before', () => {
    const dir = copy()
    const written: Record<string, number> = {}
    for (const collection of FOLDER_COLLECTIONS) {
      const fields = cmsFields(collection.schema)
      for (const name of readdirSync(path.join(dir, collection.folder)))
        written[`${collection.folder}/${name}`] = saveAsEditor(dir, `${collection.folder}/${name}`, fields)
    }
    for (const collection of FILE_COLLECTIONS)
      for (const entry of collection.files)
        written[entry.file] = saveAsEditor(dir, entry.file, cmsFields(entry.schema))
    // The replay reaches the fields it is about: a product with no colours, affiliate link or article…
    expect(written['products/red-light-therapy.yml']).toBeGreaterThanOrEqual(3)
    expect(Object.values(written).filter((n) => n > 0).length).toBeGreaterThan(10)
    expect(problemsOf(dir)).toEqual([])
    expect(readContent(dir)).toEqual(readContent())
  })

  test('a group of fields with nothing filled in may be left out (the CMS drops it on save)', () => {
    const dir = copy()
    const file = path.join(dir, 'practice.yml')
    const text = readFileSync(file, 'utf8')
    const without = text.replace(/^api:\n(( {2}.*)?\n)+/m, '')
    expect(without).not.toBe(text)
    writeFileSync(file, without)
    expect(problemsOf(dir)).toEqual([])
    expect(readContent(dir).practice.api).toEqual({ baseUrl: '', anonKey: '' })
  })

  test('a required field saved empty is named as empty, with the fix', () => {
    const dir = copy()
    const file = path.join(dir, 'products/nad-patches.yml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, "name: ''"))
    expect(problemsOf(dir)).toContain(
      'content/products/nad-patches.yml: name: is empty (it is required: fill it in)',
    )
  })

  test('a reference to a service whose file has a problem names that problem, not a missing file', () => {
    const dir = copy()
    const { services } = readContent()
    const service = services.find((s) =>
      services.some((o) => o.subServices?.some((sub) => sub.slug === s.slug)),
    )
    expect(service, 'a service that another one names as a sub-service').toBeDefined()
    const file = path.join(dir, `services/${service!.slug}.yml`)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: 12'))
    const problems = problemsOf(dir)
    expect(problems).toContain(
      `content/services/${service!.slug}.yml: title: expected string, received number (write text)`,
    )
    expect(problems.filter((p) => p.includes('which has no file'))).toEqual([])
  })

  test('a price written as on a label says exactly what to write', () => {
    const dir = copy()
    const file = path.join(dir, 'products/nad-patches.yml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^price: .*$/m, 'price: $24.75'))
    expect(problemsOf(dir)).toEqual([
      'content/products/nad-patches.yml: price: is written as text ("$24.75"): write 24.75, a number without $, commas or quotes',
    ])
  })
})
