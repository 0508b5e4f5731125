import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { practice } from '#app/config/practice.ts'
import type { PodcastAppearance } from '#app/content/podcasts.ts'

/**
 * A lightweight stand-in for a video: one compact card (play button, title, host; the title shown
 * once) that becomes the 16:9 player when pressed. The privacy-enhanced
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
    <div
      className={
        active
          ? 'relative aspect-video overflow-hidden rounded-xl bg-secondary'
          : 'relative overflow-hidden rounded-xl border border-border bg-card shadow-soft'
      }
    >
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
          className="group flex w-full items-center gap-4 p-4 text-left text-card-foreground transition-colors hover:bg-muted"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft transition-transform group-hover:scale-105"
          >
            <Play className="size-5 translate-x-px" fill="currentColor" />
          </span>
          <span className="min-w-0">
            <span className="sr-only">Play video: </span>
            <span className="block font-serif text-lg leading-snug font-semibold">{video.title}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{video.host}</span>
          </span>
        </button>
      )}
    </div>
  )
}
