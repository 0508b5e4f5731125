import { ArrowDown } from 'lucide-react'
import type { MouseEvent } from 'react'
import { prefersReducedMotion } from '#app/lib/motion.ts'

/**
 * Buttons that jump to a section of the page: in-page links (they work without JavaScript), enhanced
 * to scroll smoothly (at once under reduced motion) and to move keyboard focus to the section heading.
 * They look like what they are, links down the page ("Jump to" and a down arrow), not like filter
 * chips: they do not hide anything.
 * Ranged left as the hero's words they follow. Below 768 px "Jump to" has its own line and the
 * links sit in a two-column grid, left in their cells: where each link starts does not depend on the font's widths, so the brand font arriving
 * after the first paint moves nothing (in a wrapping row it re-wrapped: CLS 0.031 in the bench).
 */
export function SectionJumpLinks({
  sections,
  label,
}: {
  sections: readonly { id: string; title: string }[]
  label: string
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id)
    if (!section) return
    event.preventDefault()
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    const heading = section.querySelector<HTMLElement>('h2') ?? section
    heading.focus({ preventScroll: true })
    window.history.replaceState(window.history.state, '', `#${id}`)
  }
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-start md:flex-row md:flex-wrap md:items-center md:gap-x-5"
    >
      <p aria-hidden="true" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Jump to
      </p>
      <ul className="grid w-full max-w-xs grid-cols-2 gap-x-5 md:flex md:w-auto md:max-w-none md:flex-wrap">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => onClick(event, section.id)}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline decoration-primary/40 underline-offset-4 hover:text-primary-hover hover:decoration-current"
            >
              {section.title}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
