import type { MouseEvent } from 'react'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { prefersReducedMotion } from '#app/lib/motion.ts'

/**
 * Buttons that jump to a section of the page: in-page links (they work without JavaScript), enhanced
 * to scroll smoothly (at once under reduced motion) and to move keyboard focus to the section heading.
 */
export function SectionJumpLinks({
  sections,
  label,
}: {
  sections: readonly { id: string; label: string }[]
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
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-3">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => onClick(event, section.id)}
              className={buttonClasses('outline', 'bg-card')}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
