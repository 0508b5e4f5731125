/** Podcast and video interviews with the practitioner (embedId: the video host's id). Checked by validateContent(). */
import type { PodcastAppearance } from '#app/content/schemas/podcasts.ts'

export type { PodcastAppearance } from '#app/content/schemas/podcasts.ts'

// PLACEHOLDER video ids and links: replace with the practice's real interviews.
export const podcasts: readonly PodcastAppearance[] = [
  {
    id: 1,
    title: 'Calming an Anxious Mind with Hypnotherapy',
    host: 'The Mindful Living Podcast',
    link: 'https://www.youtube.com/watch?v=PLACEHOLD01',
    embedId: 'PLACEHOLD01',
  },
  {
    id: 2,
    title: 'EMDR: How the Brain Heals from Trauma',
    host: 'Healing Conversations',
    link: 'https://www.youtube.com/watch?v=PLACEHOLD02',
    embedId: 'PLACEHOLD02',
  },
  {
    id: 3,
    title: 'Grief, Loss and Finding Your Way Back',
    host: 'Wellness Radio Hour',
    link: 'https://www.youtube.com/watch?v=PLACEHOLD03',
    embedId: 'PLACEHOLD03',
  },
  {
    id: 4,
    title: 'Parenting Anxious Teens Without Burning Out',
    host: 'Family Matters Show',
    link: 'https://www.youtube.com/watch?v=PLACEHOLD04',
    embedId: 'PLACEHOLD04',
  },
]
