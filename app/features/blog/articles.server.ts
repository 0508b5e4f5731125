/**
 * The articles, from content/blog/<id>.md, checked and rendered to HTML at build time. Only the
 * blog route's `loader` imports this (React Router keeps `*.server.ts` out of the client bundle),
 * and with prerendering the loader runs once per page at build time, so the article bodies never
 * reach the JavaScript.
 */
import { data as articles } from '#core/content/generated/blog.ts'
import type { Article, ArticleMeta } from './article.ts'

/** The cards for /blog: everything but the body. */
export function listArticles(): ArticleMeta[] {
  return articles.map(({ html: _html, ...meta }) => meta)
}

export function getArticle(id: number): Article | null {
  return articles.find((a) => a.id === id) ?? null
}
