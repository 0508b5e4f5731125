import { cn } from '#app/lib/cn.ts'
import type { ProductImage } from './product-image.ts'

/**
 * A product picture on the store's art panel. The panel's light comes from the theme's tokens
 * (`--art-panel`, `--art-filter` in app/app.css): a warm studio white in light, a lifted slate in
 * dark. The illustrations in public/images/products have no backdrop of their own, so in the dark
 * theme they sit on dark slate instead of a pale rectangle dimmed into grey; an owner's photo with
 * its own backdrop fills the panel and is only softened (`--art-filter`).
 */
export function ProductArt({
  image,
  src = image.src,
  loading,
  fetchPriority,
  className,
  zoomOnHover = false,
}: {
  image: ProductImage
  /** Another source for the same picture (the page's inline copy of a tiny first file). */
  src?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high'
  className?: string
  /** A slow, slight zoom while the card it sits in is hovered (not under reduced motion). */
  zoomOnHover?: boolean
}) {
  return (
    // A span: the gallery's thumbnails put the panel inside a <button>, which may hold no <div>.
    <span data-art-panel="" className={cn('art-panel block overflow-hidden', className)}>
      <img
        src={src}
        // An uploaded photo's sizes: never wider than the panel (half the page at most from 768 px).
        srcSet={src === image.src ? image.srcSet : undefined}
        sizes={image.srcSet ? '(min-width: 768px) 50vw, 100vw' : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={fetchPriority === 'high' ? undefined : 'async'}
        className={cn(
          'product-art h-full w-full object-cover',
          zoomOnHover && 'transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.03]',
        )}
      />
    </span>
  )
}
