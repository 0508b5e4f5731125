/** The contact page's words, from content/pages/contact.yml. Contact details, hours and the form come from the profile. */
import { data } from '#core/content/generated/contact.ts'

export type { ContactPage } from '#core/content/schemas/pages.ts'
export const contactPage = data
