import { Container } from '#app/components/ui/container.tsx'
import type { LegalBlock, LegalDocument } from '#app/content/legal.ts'

/** "Shipping, returns and refunds" → "shipping-returns-and-refunds": a stable anchor for links. */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A legal text in a readable prose column: title, last-updated date, intro and sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl sm:text-5xl">{doc.title}</h1>
        <p className="mt-4 text-muted-foreground">{`Last updated ${doc.lastUpdated}`}</p>
        <div className="mt-8 space-y-4">
          {doc.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {doc.sections.map((section) => (
          <section key={section.heading} id={sectionId(section.heading)} className="mt-12 scroll-mt-24">
            <h2 className="text-2xl">{section.heading}</h2>
            <div className="mt-4 space-y-4">
              {section.blocks.map((block) => (
                <Block key={typeof block === 'string' ? block : block.list[0]} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Container>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
