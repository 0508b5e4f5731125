import { useRef, useState } from 'react'
import { TapScript } from '#app/components/hydration/tap-script.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAdoptTaps } from '#app/lib/taps.ts'
import { ProductArt } from './product-art.tsx'
import type { ProductImage } from './product-image.ts'

/**
 * Main image plus thumbnail buttons; the first image is selected until a thumbnail is chosen.
 * `firstInline` is the first image as a data URL when its file is tiny (the product route's
 * loader decides): drawn in place of its file, it needs no request. Before hydration a thumbnail
 * shows its picture too (app/boot/taps.ts, `gallery`); the choice is then adopted.
 */
export function ProductGallery({
  images,
  name,
  firstInline,
}: {
  images: ProductImage[]
  name: string
  firstInline?: string | undefined
}) {
  const [selected, setSelected] = useState(0)
  const ref = useRef<HTMLDivElement>(null)
  useAdoptTaps(() => {
    const pressed = [...(ref.current?.querySelectorAll('[data-tap="gallery"]') ?? [])].findIndex(
      (button) => button.getAttribute('aria-pressed') === 'true',
    )
    if (pressed > 0) setSelected(pressed)
  })
  const main = images[selected] ?? images[0]
  if (!main) return null
  const srcOf = (image: ProductImage, i: number) => (i === 0 && firstInline ? firstInline : image.src)
  return (
    <div ref={ref} data-gallery="">
      <Card data-gallery-main="" className="overflow-hidden shadow-soft">
        <ProductArt
          key={main.src}
          image={main}
          src={srcOf(main, selected)}
          fetchPriority={selected === 0 ? 'high' : undefined}
          className="aspect-[4/3]"
        />
      </Card>
      {images.length > 1 ? (
        // Thumbnails a third of the picture's width each; two are centred under it as a pair, not
        // left in a row sized for three (a hole at the right at 1440).
        <ul
          aria-label={`${name} images`}
          className={cn(
            'mt-4 grid gap-3 sm:gap-4',
            images.length === 2 ? 'mx-auto w-2/3 grid-cols-2' : 'grid-cols-3',
          )}
        >
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                data-tap="gallery"
                data-alt={image.alt}
                aria-pressed={i === selected}
                aria-label={`Show image ${i + 1} of ${images.length}: ${image.alt}`}
                onClick={() => setSelected(i)}
                className="block w-full overflow-hidden rounded-xl border-2 border-border transition-colors not-aria-pressed:hover:border-primary/50 aria-pressed:border-primary"
              >
                <ProductArt
                  image={{ ...image, alt: '' }}
                  src={srcOf(image, i)}
                  loading="lazy"
                  className="aspect-[4/3]"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 1 ? <TapScript kind="gallery" /> : null}
    </div>
  )
}
