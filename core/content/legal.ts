/** The legal texts and notices, from content/legal/<page>.md (Markdown rendered at build time). */
import { data } from '#core/content/generated/legal.ts'

export type { LegalDocument } from '#core/content/schemas/article.ts'
export const privacyPolicy = data['privacy-policy']
export const termsOfService = data['terms-of-service']
export const goodFaithEstimate = data['good-faith-estimate']
