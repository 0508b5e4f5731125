import { LegalDocumentView } from '#app/features/legal/legal-document.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { termsOfService } from '#core/content/legal.ts'
import type { Route } from './+types/terms-of-service'

/** Build time only: the text lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { doc: termsOfService }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.doc.title,
    description: loaderData.doc.description,
    path: '/terms-of-service',
  })

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
