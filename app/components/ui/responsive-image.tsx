import { cn } from '#app/lib/cn.ts'
import { IMAGE_FORMATS, variantUrl, variantWidths } from '#core/lib/images.ts'

export interface ResponsiveImageProps {
  /** Base path without size or extension, e.g. `/images/contact/office-1` (see scripts/build/placeholder-images.ts). */
  src: string
  alt: string
  /** Intrinsic size of the largest variant: sets the aspect ratio and prevents layout shift. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string
  /**
   * The page's largest above-the-fold image: `true` loads it eagerly with high priority;
   * `'when-displayed'` gives it high priority but leaves it lazy, for an image that CSS hides at
   * some widths (`hidden md:block`): a hidden lazy image is never downloaded, an eager one always is.
   */
  priority?: boolean | 'when-displayed'
  className?: string
}

/** AVIF/WebP at several widths, lazy unless it is the page's main image. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority,
  className,
}: ResponsiveImageProps) {
  const widths = variantWidths(width)
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) =>
    widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', ')
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={variantUrl(src, widths.at(-1)!, 'webp')}
        alt={alt}
        width={width}
        height={height}
        loading={priority === true ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority === true ? 'sync' : 'async'}
        className={cn('h-auto max-w-full', className)}
      />
    </picture>
  )
}

/**
 * A picture drawn from 768 px up only: hidden below, and lazy (unless `priority` is `true`), so a
 * phone never downloads it.
 */
export function WideScreenImage(props: ResponsiveImageProps) {
  return (
    <div className="hidden md:block">
      <ResponsiveImage {...props} />
    </div>
  )
}
