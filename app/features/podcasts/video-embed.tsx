import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'

/** The picture a poster facade shows before play: one of the site's own images (16:9). */
export interface VideoPoster {
  src: string
  width: number
  height: number
}

/**
 * A lightweight stand-in for a video that becomes the 16:9 player when pressed. The embed iframe
 * (`player`, the video host's address) is created only when the visitor activates it, so the page
 * makes no request to the video host before that. Without a `poster` the stand-in is one compact
 * card (play button, title, host; the title shown once: the podcast grid); with one it is the
 * site's own 16:9 picture with the play button over it (a talk video on /speaking).
 */
export function VideoEmbed({
  player,
  title,
  host,
  poster,
}: {
  player: string
  title: string
  host: string
  poster?: VideoPoster
}) {
  const [active, setActive] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (active) frameRef.current?.focus()
  }, [active])

  // The play button, the title and the host: on the card, or over the poster's shaded foot.
  const label = (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft transition-transform group-hover:scale-105"
      >
        <Play className="size-5 translate-x-px" fill="currentColor" />
      </span>
      <span className="min-w-0">
        <span className="sr-only">Play video: </span>
        <span className="block font-serif text-lg leading-snug font-semibold">{title}</span>
        <span className={poster ? 'mt-1 block text-sm' : 'mt-1 block text-sm text-muted-foreground'}>
          {host}
        </span>
      </span>
    </>
  )
  return (
    <div
      className={
        active || poster
          ? 'relative aspect-video overflow-hidden rounded-xl bg-secondary shadow-soft'
          : 'relative overflow-hidden rounded-xl border border-border bg-card shadow-soft'
      }
    >
      {active ? (
        <iframe
          ref={frameRef}
          src={player}
          title={`${title} (${host})`}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : poster ? (
        <button type="button" onClick={() => setActive(true)} className="group absolute inset-0 size-full">
          <ResponsiveImage
            {...poster}
            alt=""
            sizes="(min-width: 1024px) 44rem, calc(100vw - 2rem)"
            className="absolute inset-0 size-full object-cover"
          />
          <span className="absolute inset-x-0 bottom-0 flex items-center gap-4 bg-gradient-to-t from-black/70 to-transparent p-4 pt-12 text-left text-white">
            {label}
          </span>
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          className="group flex w-full items-center gap-4 p-4 text-left text-card-foreground transition-colors hover:bg-muted"
        >
          {label}
        </button>
      )}
    </div>
  )
}
