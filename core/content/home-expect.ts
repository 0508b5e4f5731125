/**
 * The home page's "What to expect" band, from content/pages/home-expect.yml: a module of its own, so
 * its words load with the band (app/features/home/home-sections.tsx), not with the first screen.
 */
import { data } from '#core/content/generated/home-expect.ts'

export type { HomeExpect } from '#core/content/schemas/home.ts'
export const homeExpect = data
