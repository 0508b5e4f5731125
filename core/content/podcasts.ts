/** Podcast and video interviews with the practitioner, from content/podcasts.yml. */
import { data } from '#core/content/generated/podcasts.ts'

export type { PodcastAppearance } from '#core/content/schemas/podcasts.ts'
export const podcasts = data
