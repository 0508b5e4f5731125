/**
 * References between content files, checked after every file passed its schema: a service named
 * by its file name (home expertise cards, sub-services), a link to a page of this site (related
 * items, highlights, buttons, links inside Markdown) and an image path must each point at
 * something that exists. Deleting a file therefore either removes it everywhere (nothing named it)
 * or stops the build naming every place that still does.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { type ContentIds, STATIC_PATHS, sitePaths } from '#core/content/site-paths.ts'
import { projectRoot } from '#scripts/project-root.ts'

/** One content file as read and checked: `content/<file>` and its data (Markdown body as written). */
export interface ReadFile {
  file: string
  data: unknown
}

export const PUBLIC_DIR = path.join(projectRoot, 'public')

/** Every string inside a value with the path of its field. */
export function* strings(value: unknown, at: (string | number)[] = []): Generator<[string[], string]> {
  if (typeof value === 'string') yield [at.map(String), value]
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...at, i])
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, [...at, k])
}

/**
 * Links to this site inside Markdown: `[text](/path)` and `href="/path"` (not `//host` or `/\host`,
 * which lead elsewhere: the HTML sanitiser deals with those).
 */
const MARKDOWN_LINK = /\]\((\/(?![/\\])[^)\s]*)|href="(\/(?![/\\])[^"]*)"/g

const COLLECTION_FILES = { services: 'services/{id}.yml', store: 'products/{id}.yml', blog: 'blog/{id}.md' }

/** The problem with a link to `target` (a site path, maybe with #section), or undefined when it exists. */
function linkProblem(target: string, known: ReadonlySet<string>): string | undefined {
  const pagePath = target.split('#')[0]!.replace(/(.)\/$/, '$1')
  if (known.has(pagePath)) return undefined
  const [, kind, id] = /^\/(services|store|blog)\/([^/]+)$/.exec(pagePath) ?? []
  if (kind && id)
    return `links to ${target}, but there is no file content/${COLLECTION_FILES[kind as keyof typeof COLLECTION_FILES].replace('{id}', id)} (link to an existing page, or remove the link)`
  return `links to ${target}, which is not a page of this site (use one of ${STATIC_PATHS.join(', ')}, or a service, product or article page)`
}

/** Whether an image path exists under public/ (a responsive base: one of its sizes). */
function imageProblem(src: string, publicDir: string): string | undefined {
  const uploaded = /^\/images\/responsive\/uploads\/([\w.-]+)-\d+x\d+$/.exec(src)
  if (uploaded) {
    const dir = path.join(publicDir, 'images/uploads')
    const names = existsSync(dir) ? readdirSync(dir) : []
    if (names.some((f) => f.replace(/\.\w+$/, '') === uploaded[1])) return undefined
    return `the uploaded photo ${uploaded[1]} is not in public/images/uploads/ (upload it again in the editor, or choose another)`
  }
  const file = path.join(publicDir, src)
  if (/\.\w+$/.test(src)) {
    if (existsSync(file)) return undefined
  } else {
    // A base path such as /images/blog/article-1: its sizes are article-1-480.webp, …
    const dir = path.dirname(file)
    const base = path.basename(file)
    const sized = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+\\.(avif|webp)$`)
    if (existsSync(dir) && readdirSync(dir).some((f) => sized.test(f))) return undefined
  }
  return `the image ${src} is not in public${src} (upload it in the editor, or correct the path: letters must match in case)`
}

/** Every broken reference in the files, as `content/<file>: <field>: <problem> (<fix>)`. */
export function referenceProblems(
  files: readonly ReadFile[],
  ids: ContentIds,
  publicDir = PUBLIC_DIR,
): string[] {
  const known = new Set(sitePaths(ids))
  const services = new Set(ids.services)
  const problems: string[] = []
  for (const { file, data } of files)
    for (const [at, value] of strings(data)) {
      const field = at.join('.')
      const key = at.at(-1)
      const problem = (message: string) => problems.push(`${file}: ${field}: ${message}`)
      // A service named by its file name (the editor's relation fields).
      if (key === 'service' || (key === 'slug' && at.includes('subServices'))) {
        if (!services.has(value))
          problem(
            `names the service ${value}, which has no file content/services/${value}.yml (choose an existing service, or remove the reference)`,
          )
      } else if (key === 'to' && value.startsWith('/')) {
        const message = linkProblem(value, known)
        if (message) problem(message)
      } else if (key === 'body') {
        for (const match of value.matchAll(MARKDOWN_LINK)) {
          const message = linkProblem((match[1] ?? match[2])!, known)
          if (message) problem(message)
        }
      } else if (value.startsWith('/images/')) {
        const message = imageProblem(value, publicDir)
        if (message) problem(message)
      }
    }
  return problems
}
