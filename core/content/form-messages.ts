/**
 * What each lead form's place says while it loads and when it cannot load, from
 * content/pages/forms.yml ("Form messages" in the CMS). Apart from the practice profile, so only the
 * pages with a form carry these texts.
 */
import { data } from '#core/content/generated/form-messages.ts'

export type { FormMessages } from '#core/content/schemas/practice.ts'

export const formMessages = data
