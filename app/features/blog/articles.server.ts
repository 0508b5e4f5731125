/**
 * Build-time only: the Markdown articles, checked and rendered to HTML by readArticles(). Only the
 * blog route's `loader` imports this (React Router keeps `*.server.ts` out of the client bundle),
 * and with prerendering the loader runs once per page at build time, so neither the Markdown nor
 * the parser ever reaches the browser.
 */
import { readArticles } from '#app/content/articles.ts'
import type { Article, ArticleMeta } from '#app/content/schemas/article.ts'

const files = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const articles = readArticles(files)

/** The cards for /blog: everything but the body. */
export function listArticles(): ArticleMeta[] {
  return articles.map(({ html: _html, ...meta }) => meta)
}

export function getArticle(id: number): Article | null {
  return articles.find((a) => a.id === id) ?? null
}
