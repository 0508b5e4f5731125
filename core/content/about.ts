/** The About page's words, from content/pages/about.yml. Name, licenses and hours come from the profile. */
import { data } from '#core/content/generated/about.ts'

export type { AboutPage } from '#core/content/schemas/pages.ts'
export const aboutPage = data
