import { useId } from 'react'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { cn } from '#app/lib/cn.ts'
import { practice } from '#core/config/practice.ts'

/**
 * The book's cover: the owner's photo of it (content/pages/contest.yml → book.cover, 2 × 3), or
 * until there is one a drawn cover in the site's placeholder style (a low sun over water, like the
 * other placeholder art) that carries only what is true: the title and the author's name. The
 * colours are the object's own, as a printed cover keeps them in either theme; dimmed a little in
 * the dark theme, as the placeholder art is. Type is sized to the cover's width (container units),
 * so one drawing serves a thumbnail on a phone and the large cover beside a hero.
 */
export function BookCover({
  title,
  author,
  cover,
  sizes,
  decorative,
  className,
}: {
  title: string
  author: string
  cover?: string | undefined
  /** How wide a photo cover is drawn (its `sizes`). */
  sizes?: string
  /** A second, smaller copy of a cover named elsewhere on the page: hidden from assistive technology. */
  decorative?: boolean
  className?: string
}) {
  const label = `The cover of ${title} by ${author}`
  const sky = useId()
  if (cover)
    return (
      <ResponsiveImage
        src={cover}
        width={600}
        height={900}
        sizes={sizes}
        alt={decorative ? '' : label}
        className={cn('aspect-[2/3] rounded-r-lg rounded-l-sm object-cover shadow-soft', className)}
      />
    )
  return (
    <div
      role="img"
      aria-label={label}
      aria-hidden={decorative || undefined}
      data-book-cover=""
      className={cn(
        '@container relative isolate aspect-[2/3] overflow-hidden rounded-r-lg rounded-l-sm bg-[#1d5662] text-[#fbf3e2] shadow-soft dark:brightness-90',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 200 300"
        preserveAspectRatio="none"
        className="absolute inset-0 -z-10 size-full"
      >
        <defs>
          <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#163f4a" />
            <stop offset="0.62" stopColor="#2f7382" />
            <stop offset="1" stopColor="#4f8fa0" />
          </linearGradient>
        </defs>
        <rect width="200" height="300" fill={`url(#${sky})`} />
        <circle cx="100" cy="196" r="34" fill="#f1d9a8" opacity="0.92" />
        <path
          d="M0 214 C 50 202, 80 222, 120 212 S 180 204, 200 210 L 200 300 L 0 300 Z"
          fill="#9cc9d3"
          opacity="0.45"
        />
        <path
          d="M0 236 C 40 228, 90 246, 140 236 S 185 230, 200 234 L 200 300 L 0 300 Z"
          fill="#1b5a66"
          opacity="0.9"
        />
        <rect width="7" height="300" fill="#000" opacity="0.18" />
        <rect x="7" width="1.5" height="300" fill="#fff" opacity="0.12" />
      </svg>
      <div aria-hidden="true" className="flex h-full flex-col px-[11cqw] pt-[13cqw] pb-[9cqw]">
        <p className="font-serif text-[15cqw] leading-[1.02] font-semibold tracking-tight text-balance">
          {title}
        </p>
        <span className="mt-[6cqw] block h-px w-[22cqw] bg-[#f1d9a8]" />
        <p className="mt-auto text-[6.5cqw] font-semibold tracking-[0.14em] uppercase">{author}</p>
      </div>
    </div>
  )
}

/** Her book's cover, the practice's name its author: the about page's waiting-list band and /speaking. */
export function PracticeBookCover({
  book,
  sizes,
  className,
}: {
  book: { title: string; cover?: string | undefined }
  sizes: string
  className: string
}) {
  return (
    <BookCover
      title={book.title}
      author={practice.name}
      cover={book.cover}
      sizes={sizes}
      className={className}
    />
  )
}
