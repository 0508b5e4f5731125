/**
 * A talk video the owner links to (content/pages/speaking.yml → reel): a YouTube or Vimeo address,
 * read into the host and the video's id, and the player address the page loads once the visitor
 * presses play (YouTube through the practice's privacy-enhanced embed host, Vimeo with do-not-track).
 * One module for the content schema, the page and the security headers' frame origin.
 */
export interface TalkVideo {
  host: 'YouTube' | 'Vimeo'
  id: string
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{6,12}$/

/** The video an address names, or null when it is not a YouTube or Vimeo video address. */
export function parseTalkVideo(address: string): TalkVideo | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const parts = url.pathname.split('/').filter(Boolean)
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id =
      url.hostname === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : undefined
    return id && YOUTUBE_ID.test(id) ? { host: 'YouTube', id } : null
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0]
    return id && VIMEO_ID.test(id) ? { host: 'Vimeo', id } : null
  }
  return null
}

/** The player's address; `youtubeEmbedBase` is the practice's privacy-enhanced embed host. */
export function talkVideoPlayer(video: TalkVideo, youtubeEmbedBase: string): string {
  return video.host === 'YouTube'
    ? `${youtubeEmbedBase}/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`
}
