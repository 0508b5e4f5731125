/** Podcast and video interviews with the practitioner, from content/podcasts.yml. */
import { data } from '#app/content/generated/podcasts.ts'

export type { PodcastAppearance } from '#app/content/schemas/podcasts.ts'
export const podcasts = data
