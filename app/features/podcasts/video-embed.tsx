import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { practice } from '#app/config/practice.ts'
import type { PodcastAppearance } from '#app/content/podcasts.ts'

/**
 * A lightweight stand-in for a video: a local styled card with a play button. The privacy-enhanced
 * embed iframe is created only when the visitor activates it, so the page makes no request to the
 * video host before that.
 */
export function VideoEmbed({ video }: { video: PodcastAppearance }) {
  const [active, setActive] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (active) frameRef.current?.focus()
  }, [active])

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-secondary">
      {active ? (
        <iframe
          ref={frameRef}
          src={`${practice.video.embedBase}/${video.embedId}?autoplay=1&rel=0`}
          title={`${video.title} (${video.host})`}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          className="group absolute inset-0 flex size-full flex-col justify-between bg-gradient-to-br from-secondary to-muted p-4 text-left text-secondary-foreground"
        >
          <span className="sr-only">Play video: </span>
          <span className="font-serif text-lg leading-snug font-semibold">{video.title}</span>
          <span className="flex items-center justify-between gap-3">
            <span className="text-sm">{video.host}</span>
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft transition-transform group-hover:scale-105"
            >
              <Play className="size-5 translate-x-px" fill="currentColor" />
            </span>
          </span>
        </button>
      )}
    </div>
  )
}
