import { Container } from '#app/components/ui/container.tsx'
import { Prose } from '#app/components/ui/prose.tsx'
import type { LegalDocument } from '#app/content/legal.ts'

/** A legal text or notice in a readable column: title, effective date, then the text. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl sm:text-5xl">{doc.title}</h1>
        <p className="mt-4 text-muted-foreground">{`Last updated ${doc.lastUpdated}`}</p>
        <Prose html={doc.html} className="mt-8" />
      </div>
    </Container>
  )
}
