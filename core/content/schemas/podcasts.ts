/** Podcast and video interviews with the practitioner: content/podcasts.yml. */
import { z } from 'zod'
import { form, line, url } from './fields.ts'

export const podcastSchema = form({
  id: z.number().int().positive(),
  title: line(),
  host: line(),
  link: url(),
  /** The video's id on the video host (the part after `watch?v=`). */
  embedId: z
    .string()
    .regex(/^[\w-]{6,20}$/, 'must be the video id, such as dQw4w9WgXcQ')
    .meta({ description: 'The video id: the part after watch?v= in its address' }),
})
export type PodcastAppearance = z.infer<typeof podcastSchema>

/** Exactly four appearances on the home page. */
export const podcastsSchema = form({ appearances: z.array(podcastSchema).length(4) })
