/**
 * The CMS configuration (public/admin/config.yml), generated from the content schemas so the
 * editor and the build can never disagree: each collection's fields, widgets and `required` flags
 * come from the same zod schema the build checks every file against.
 *
 * Field mapping: a paragraph → text box; Markdown body → Markdown editor; number → number input
 * (whole numbers where the schema says integer); enum → select (multiple for a list of choices);
 * true/false → toggle; list of text → list; list of objects → list of sub-forms; image → image
 * upload into public/images/uploads/.
 */
import { z } from 'zod'
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS, type Format } from '#core/content/schemas/collections.ts'

/** Where the CMS saves uploads, and the path the site serves them from. */
export const MEDIA_FOLDER = 'public/images/uploads'
export const PUBLIC_FOLDER = '/images/uploads'

/** A JSON Schema node as zod writes it, with the editor hints (`widget`, `collection`) kept. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: (string | number)[]
  const?: unknown
  default?: unknown
  title?: string
  description?: string
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  widget?: string
  collection?: string
}

/** A widget and its options, as config.yml writes them. */
export type CmsWidget = { widget: string; [option: string]: unknown }
export type CmsField = CmsWidget & { name: string; label: string; required?: boolean; hint?: string }

/** "shortDescription" → "Short description" */
function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The one branch of "this or nothing" (nullish fields, or an empty text allowed). */
function unwrap(node: JsonSchema): { node: JsonSchema; optional: boolean } {
  if (!node.anyOf) return { node, optional: false }
  const real = node.anyOf.filter((n) => n.type !== 'null' && n.const !== '')
  if (real.length !== 1) throw new Error(`cannot map a choice of ${real.length} kinds to one CMS widget`)
  return { node: real[0]!, optional: real.length < node.anyOf.length }
}

/** The widget and its options for one schema node (without name, label and required). */
function widgetFor(node: JsonSchema): CmsWidget {
  const hint = node.widget
  if (hint === 'relation')
    return {
      widget: 'relation',
      collection: node.collection,
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
    }
  // A calendar day (fields.ts isoDate): a date picker that stores 2026-12-24, the same day
  // wherever the owner's computer is.
  if (hint === 'date')
    return { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
  if (hint) return { widget: hint }
  if (node.const !== undefined) return { widget: 'hidden', default: node.const }
  if (node.enum) return { widget: 'select', options: node.enum }
  switch (node.type) {
    case 'boolean':
      return { widget: 'boolean', default: node.default ?? false }
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined && { min: node.minimum }),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER && { max: node.maximum }),
        ...(node.type === 'number' && { step: 0.01 }),
      }
    case 'object':
      return { widget: 'object', fields: fieldsOf(node) }
    case 'array': {
      const { node: items } = unwrap(node.items ?? {})
      const limits = {
        ...(node.minItems && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
      }
      if (items.enum && !items.widget)
        return { widget: 'select', multiple: true, options: items.enum, ...limits }
      if (items.type === 'object') return { widget: 'list', fields: fieldsOf(items), ...limits }
      return { widget: 'list', field: { name: 'item', label: 'Item', ...widgetFor(items) }, ...limits }
    }
    default:
      return { widget: 'string' }
  }
}

function fieldsOf(node: JsonSchema): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, raw]) => {
    const { node: child, optional } = unwrap(raw)
    const hint = raw.description ?? child.description
    const widget = widgetFor(child)
    // A group with no field that must be filled in may be left out (fields.ts form()).
    const group = child.type === 'object' && !child.required?.length
    return {
      name,
      label: child.title ?? humanize(name),
      ...widget,
      // A hidden field holds its one allowed value: it is never asked for (the CMS takes no flag).
      ...(widget.widget !== 'hidden' && { required: required.has(name) && !optional && !group }),
      ...(hint && { hint }),
    } as CmsField
  })
}

/** The CMS fields of one schema (the editor's form for a file). */
export function cmsFields(schema: z.ZodType): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fieldsOf(json)
}

/** A folder collection names its files' extension; a file collection only how to read them. */
const formatOptions = (format: Format, folder: boolean) => ({
  ...(folder && { extension: format }),
  format: format === 'md' ? 'frontmatter' : 'yml',
})

export interface CmsBackend {
  /** "owner/name" of the GitHub repository. */
  repo: string
  branch: string
}

/** The whole configuration, as the object config.yml holds. */
export function cmsConfig(backend: CmsBackend, siteUrl: string): Record<string, unknown> {
  return {
    // On localhost the CMS also offers "Work with Local Repository" (the files on this computer).
    backend: { name: 'github', repo: backend.repo, branch: backend.branch },
    site_url: siteUrl,
    // A field the owner leaves empty is left out of the saved file, not written as '', [] or null.
    output: { omit_empty_optional_fields: true },
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    collections: [
      ...FOLDER_COLLECTIONS.map((c) => ({
        name: c.name,
        label: c.label,
        label_singular: c.labelSingular,
        folder: `content/${c.folder}`,
        ...formatOptions(c.format, true),
        create: true,
        delete: true,
        identifier_field: c.summaryField,
        // The file name is the item's address, set when it is created (renaming would break links):
        // made from the name or title, or typed in for blog articles, whose address is a number.
        slug: c.name === 'blog' ? { editable: ['create'] } : { template: '{{slug}}', editable: ['create'] },
        fields: cmsFields(c.schema),
      })),
      ...FILE_COLLECTIONS.map((c) => ({
        name: c.name,
        label: c.label,
        ...formatOptions(c.files[0].format, false),
        files: c.files.map((f) => ({
          name: f.name,
          label: f.label,
          file: `content/${f.file}`,
          fields: cmsFields(f.schema),
        })),
      })),
    ],
  }
}
