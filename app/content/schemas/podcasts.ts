/**
 * Build-time schema of the podcast appearances (app/content/podcasts.ts). Only validate-content.ts and tests import this file; the
 * data module imports its types only (erased by TypeScript), so zod never reaches the browser.
 */
import { z } from 'zod'

/** Podcast and video interviews with the practitioner (embedId: the video host's id). */
export const podcastSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  host: z.string().min(1),
  link: z.url(),
  embedId: z.string().regex(/^[\w-]{6,20}$/),
})
export type PodcastAppearance = z.infer<typeof podcastSchema>

/** Exactly four appearances on the home page. */
export const podcastsSchema = z.array(podcastSchema).length(4)
