import { useState } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { cn } from '#app/lib/cn.ts'
import type { ProductImage } from './product-image.ts'

/** Main image plus thumbnail buttons; the first image is selected until a thumbnail is chosen. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [selected, setSelected] = useState(0)
  const main = images[selected] ?? images[0]
  if (!main) return null
  return (
    <div>
      <Card className="overflow-hidden shadow-soft">
        <img
          key={main.src}
          src={main.src}
          alt={main.alt}
          width={main.width}
          height={main.height}
          fetchPriority={selected === 0 ? 'high' : undefined}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </Card>
      {images.length > 1 ? (
        <ul aria-label={`${name} images`} className="mt-4 grid grid-cols-3 gap-3 sm:gap-4">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-pressed={i === selected}
                aria-label={`Show image ${i + 1} of ${images.length}: ${image.alt}`}
                onClick={() => setSelected(i)}
                className={cn(
                  'block w-full overflow-hidden rounded-xl border-2 transition-colors',
                  i === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
