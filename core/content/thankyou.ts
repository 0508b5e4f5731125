/** The thank-you page's words (after an inquiry), from content/pages/thank-you.yml. */
import { data } from '#core/content/generated/thank-you.ts'

export type { ThankYouPage } from '#core/content/schemas/pages.ts'
export const thankYouPage = data
