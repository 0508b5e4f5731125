/** The home page's words and links, from content/pages/home.yml (layout lives in app/features/home/). */
import { data } from '#core/content/generated/home.ts'

export type { HomeContent } from '#core/content/schemas/home.ts'
export const home = data
