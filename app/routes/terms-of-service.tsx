import { LegalDocumentView, legalMeta } from '#app/features/legal/legal-document.tsx'
import { termsOfService } from '#core/content/legal.ts'
import type { Route } from './+types/terms-of-service'

/** Build time only: the text lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { doc: termsOfService }
}

export const meta = legalMeta('/terms-of-service')

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
