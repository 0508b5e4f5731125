/**
 * What the browser needs about articles: types, the image size and the id check. The schema is in
 * core/content/schemas/article.ts and the Markdown is rendered at build time (scripts/build/content/),
 * so this file imports types only.
 */
import { BLOG_IDS } from '#core/content/route-paths.ts'

export type { Article, ArticleMeta } from '#core/content/schemas/article.ts'

export const ARTICLE_IMAGE = { width: 1200, height: 675 } as const

/** True for the id of an article (the name of its file in content/blog/), as it appears in the URL. */
export function isArticleId(id: string): boolean {
  return (BLOG_IDS as readonly number[]).some((known) => String(known) === id)
}

/** "January 14, 2025" → "2025-01-14" (front matter dates are written out for readers). */
export function isoDate(text: string): string {
  const date = new Date(`${text} 12:00:00 UTC`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${text}`)
  return date.toISOString().slice(0, 10)
}

/** The articles, newest first (by their written-out dates; the lower id first on the same day). */
export function newestFirst<T extends { id: number; date: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => isoDate(b.date).localeCompare(isoDate(a.date)) || a.id - b.id)
}
