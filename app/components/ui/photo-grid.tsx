import { cn } from '#app/lib/cn.ts'
import { ResponsiveImage } from './responsive-image.tsx'

export interface Photo {
  src: string
  alt: string
}

/** A grid of 4:3 photos (1200×900 sources); `sizes` must match the grid's columns. */
export function PhotoGrid({
  photos,
  sizes,
  label,
  className,
}: {
  photos: readonly Photo[]
  sizes: string
  label?: string
  className?: string
}) {
  return (
    <ul aria-label={label} className={cn('grid', className)}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <ResponsiveImage
            src={photo.src}
            alt={photo.alt}
            width={1200}
            height={900}
            sizes={sizes}
            className="w-full rounded-2xl"
          />
        </li>
      ))}
    </ul>
  )
}
