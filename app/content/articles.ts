/**
 * Build-time only: reads the Markdown articles, checks every rule (valid front matter, id = file
 * name, exactly the ids in BLOG_IDS) and renders the body to HTML. The blog route's loader and
 * validateContent() use it; the browser never imports it, so neither zod nor marked is in the
 * client bundle.
 */
import { marked } from 'marked'
import { BLOG_IDS } from './route-paths.ts'
import { type Article, articleMetaSchema } from './schemas/article.ts'

/** Splits `---\nkey: value\n---\nbody`; values may be quoted; numbers stay numbers. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error('Article is missing its front matter block')
  const data: Record<string, unknown> = {}
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue
    const pair = /^(\w+):\s*(.*)$/.exec(line)
    if (!pair) throw new Error(`Cannot read front matter line: ${line}`)
    let value: unknown = pair[2]!.trim()
    if (typeof value === 'string' && /^(["']).*\1$/.test(value)) value = value.slice(1, -1)
    else if (typeof value === 'string' && /^\d+$/.test(value)) value = Number(value)
    data[pair[1]!] = value
  }
  return { data, body: match[2]! }
}

/**
 * Every article, sorted by id, from `{ 'path/to/{id}.md': source }`.
 * Throws, naming the file, when a rule is broken.
 */
export function readArticles(files: Record<string, string>): Article[] {
  const articles = Object.entries(files).map(([file, source]) => {
    const { data, body } = parseFrontMatter(source)
    const parsed = articleMetaSchema.safeParse(data)
    if (!parsed.success) throw new Error(`${file}: invalid front matter\n${parsed.error.message}`)
    if (!file.endsWith(`/${parsed.data.id}.md`))
      throw new Error(`${file}: id ${parsed.data.id} must match the file name`)
    return { ...parsed.data, html: marked.parse(body, { async: false, gfm: true }) }
  })
  const ids = articles.map((a) => a.id).sort((a, b) => a - b)
  if (ids.join() !== BLOG_IDS.join())
    throw new Error(`Blog articles must be ${BLOG_IDS.join(', ')}; found ${ids.join(', ')}`)
  return articles.sort((a, b) => a.id - b.id)
}
