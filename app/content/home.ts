/** The home page's words and links, from content/pages/home.yml (layout lives in app/features/home/). */
import { data } from '#app/content/generated/home.ts'

export type { HomeContent } from '#app/content/schemas/home.ts'
export const home = data
