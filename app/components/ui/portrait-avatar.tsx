import { cn } from '#app/lib/cn.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/**
 * The practitioner's portrait as a small round avatar (4rem) beside her name: decorative, since
 * the name is said next to it. aspect-square: ResponsiveImage's h-auto would keep the file's 4:5
 * and draw an oval.
 */
export function PortraitAvatar({ className }: { className?: string }) {
  return (
    <ResponsiveImage
      src="/images/shared/portrait"
      width={960}
      height={1200}
      sizes="4rem"
      alt=""
      className={cn('aspect-square size-16 shrink-0 rounded-full object-cover', className)}
    />
  )
}
