import { cn } from '#app/lib/cn.ts'
import { PORTRAIT } from '#core/lib/images.ts'
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx'

/** The practitioner's portrait: how wide it is drawn, what it says and its frame are the page's. */
export function Portrait(props: Omit<ResponsiveImageProps, 'src' | 'width' | 'height'>) {
  return <ResponsiveImage {...PORTRAIT} {...props} />
}

/**
 * The practitioner's portrait as a small round avatar (4rem) beside her name: decorative, since
 * the name is said next to it. aspect-square: ResponsiveImage's h-auto would keep the file's 4:5
 * and draw an oval.
 */
export function PortraitAvatar({ className }: { className?: string }) {
  return (
    <Portrait
      sizes="4rem"
      alt=""
      className={cn('aspect-square size-16 shrink-0 rounded-full object-cover', className)}
    />
  )
}
