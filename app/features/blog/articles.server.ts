/**
 * Build-time only: reads the Markdown articles, checks their front matter and turns the body into
 * HTML. Only the blog route's `loader` imports this (React Router keeps `*.server.ts` out of the
 * client bundle), and with prerendering the loader runs once per page at build time, so neither the
 * Markdown nor the parser ever reaches the browser.
 */
import { marked } from 'marked'
import { BLOG_IDS } from '~/content/route-paths'
import { type Article, type ArticleMeta, articleMetaSchema } from './article'

const files = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

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

function load(): Article[] {
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

const articles = load()

/** The cards for /blog: everything but the body. */
export function listArticles(): ArticleMeta[] {
  return articles.map(({ html: _html, ...meta }) => meta)
}

export function getArticle(id: number): Article | null {
  return articles.find((a) => a.id === id) ?? null
}
