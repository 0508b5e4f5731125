/** The newsletter issues, from content/newsletter/<slug>.md (Markdown rendered at build time). */
import { data } from '#core/content/generated/newsletter.ts'

export type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
export const newsletterIssues = data
