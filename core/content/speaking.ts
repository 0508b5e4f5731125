/** The Speaking & Media page's words, from content/pages/speaking.yml. Name, roles and contact details come from the profile. */
import { data } from '#core/content/generated/speaking.ts'

export type { SpeakingPage } from '#core/content/schemas/pages.ts'
export const speakingPage = data
