import { ChevronDown } from 'lucide-react'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Prose } from '#app/components/ui/prose.tsx'
import type { LegalDocument } from '#app/content/legal.ts'

export type LegalSection = { id: string; title: string }

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
  'flex min-h-11 items-center rounded-md px-3 py-1.5 text-[0.95rem] leading-snug text-foreground no-underline hover:bg-secondary hover:text-primary'

function ContentsList({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-0.5">
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`} className={LINK}>
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/**
 * A legal text or notice: the site's header band (title, effective date), then the text in a
 * readable column with its contents: from 1024 px a list that stays beside the text while it
 * scrolls, on a phone a folded list at the top (docs/decisions/0141-legal-contents.md).
 */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const sections = legalSections(doc.html)
  const contents = sections.length > 1
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title} intro={<p>{`Last updated ${doc.lastUpdated}`}</p>} />
      <Container className="py-12 sm:py-16">
        <div
          className={
            contents
              ? 'mx-auto max-w-3xl lg:grid lg:max-w-none lg:grid-cols-[16rem_minmax(0,48rem)] lg:justify-center lg:gap-14'
              : 'mx-auto max-w-3xl'
          }
        >
          {contents ? (
            <>
              <nav aria-label="Contents" className="hidden lg:block" data-testid="legal-contents">
                <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto border-l-2 border-border pb-4">
                  <p className="px-3 pb-2 font-serif text-lg font-semibold">On this page</p>
                  <ContentsList sections={sections} />
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
          <Prose html={doc.html} className="[&_h2]:scroll-mt-24" />
        </div>
      </Container>
    </>
  )
}
