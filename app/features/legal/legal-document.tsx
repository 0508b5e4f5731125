import { ChevronDown } from 'lucide-react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Prose } from '#app/components/ui/prose.tsx'
import { cn } from '#app/lib/cn.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { LegalDocument } from '#core/content/legal.ts'

export type LegalSection = { id: string; title: string }

/** A legal page's `meta`: the title and description its text carries, at its path. */
export const legalMeta =
  (path: string) =>
  ({ loaderData }: { loaderData: { doc: LegalDocument } }) =>
    pageMeta({ title: loaderData.doc.title, description: loaderData.doc.description, path })

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

/** The text's sections for its contents list: every <h2 id> the Markdown build gave the text. */
export function legalSections(html: string): LegalSection[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map(([, id = '', inner = '']) => ({
    id,
    title: inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? ''),
  }))
}

const LINK =
  'flex min-h-11 items-center rounded-md px-3 py-1.5 text-[0.95rem] leading-snug no-underline hover:bg-secondary hover:text-primary'

/**
 * The section being read: the one at the middle of the window, that is the last whose heading has
 * passed halfway down (the first until then); at the end of the page, where the last short sections
 * never reach the middle, the last whose heading is on screen. (With a line 40% down, a heading
 * just under it, with its section filling the screen below, was not yet marked.) Null until the
 * page has hydrated, so the prerendered list marks none.
 */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((h) => h !== null)
    if (headings.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      const line = atEnd ? window.innerHeight : window.innerHeight * 0.5
      let current = headings[0]!
      for (const h of headings) if (h.getBoundingClientRect().top <= line) current = h
      setActive(current.id)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ids])
  return active
}

/**
 * The contents. `active`: the section being read, marked (the list showed no place) in
 * colour, weight and a bar on the list's edge, and `aria-current="location"`. A long heading wraps,
 * whole, never cut by an ellipsis.
 */
function ContentsList({
  sections,
  active,
  rail = false,
}: {
  sections: LegalSection[]
  active?: string | null
  /**
   * The list's own edge as a rail, the marked entry's bar laid over it. (On the scrolling panel
   * around the list the rail was a border outside the area it clips: the bar was cut off and the
   * marked entry's tint hung off the rail.)
   */
  rail?: boolean
}) {
  return (
    <ol className={cn('space-y-0.5', rail && 'border-l-2 border-border')}>
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            aria-current={s.id === active ? 'location' : undefined}
            className={cn(
              LINK,
              s.id === active
                ? '-ml-0.5 rounded-l-none border-l-2 border-primary bg-secondary/60 font-semibold text-primary'
                : 'text-foreground',
            )}
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/**
 * A legal text or notice: a document's opening (title, effective date, ranged left over a
 * hairline on the page's own background, on the text's edge), then the text in a
 * readable column with its contents: from 1024 px a list that stays beside the text while it
 * scrolls, on a phone a folded list at the top (docs/design-notes.md, legal pages).
 */
export function LegalDocumentView({
  doc,
  lead,
}: {
  doc: LegalDocument
  /** What the text means for the reader in a few lines, and what to do, above the text itself. */
  lead?: ReactNode
}) {
  const sections = useMemo(() => legalSections(doc.html), [doc.html])
  const ids = useMemo(() => sections.map((s) => s.id), [sections])
  const active = useActiveSection(ids)
  // A short text (the Good Faith Estimate's three sections, about three screens) reads without a
  // contents list: its first heading, a prescribed sentence of 100 characters, took four lines there.
  const contents = sections.length > 3
  return (
    <>
      {/* The titles are a document's name ("Good Faith Estimate"): on a phone a size that keeps
          them to one line where they can, balanced where they cannot. */}
      <PageHero
        eyebrow="Legal"
        title={<span className="block text-[2rem] sm:text-5xl">{doc.title}</span>}
        intro={<p>{`Last updated ${doc.lastUpdated}`}</p>}
        document
        column={contents ? 'mx-auto max-w-[38rem] lg:mx-0 lg:max-w-none' : 'mx-auto max-w-[38rem]'}
      />
      <Container className="py-10 sm:py-12">
        {/* The text at a reading measure of about 68 characters a line (38rem; 48rem gave about
            90), whatever leads it at the same width. From 1024 px the contents' rail starts
            on the container's edge, the logo's (centred, it sat 12 px inside it). */}
        <div
          className={
            contents
              ? 'mx-auto max-w-[38rem] lg:mx-0 lg:grid lg:max-w-none lg:grid-cols-[16rem_minmax(0,38rem)] lg:gap-14'
              : 'mx-auto max-w-[38rem]'
          }
        >
          {contents ? (
            <>
              <nav aria-label="Contents" className="hidden lg:block" data-testid="legal-contents">
                <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pb-4">
                  <p className="pr-3 pb-2 pl-3.5 font-serif text-lg font-semibold">On this page</p>
                  <ContentsList sections={sections} active={active} rail />
                </div>
              </nav>
              <details
                className="group mb-10 rounded-2xl border border-border bg-card text-card-foreground lg:hidden"
                data-testid="legal-contents-phone"
              >
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  On this page: {sections.length} sections
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                  />
                </summary>
                <nav aria-label="Contents" className="border-t border-border px-1 py-2">
                  <ContentsList sections={sections} />
                </nav>
              </details>
            </>
          ) : null}
          {/* Section headings balanced and set close. A long text's keep their 24 px on a phone
              with more room above (at 20 px, a step over the 17 px text, they did not read as
              headings); a short text's are a step smaller there: the Good Faith Estimate's first, a
              prescribed sentence of 100 characters, took four lines at 24 px; its wording stays. */}
          <div>
            {lead}
            <Prose
              html={doc.html}
              className={cn(
                '[&_h2]:scroll-mt-24 [&_h2]:text-balance max-sm:[&_h2]:leading-snug',
                contents ? 'max-sm:[&_h2]:mt-12' : 'max-sm:[&_h2]:text-xl',
              )}
            />
          </div>
        </div>
      </Container>
    </>
  )
}
