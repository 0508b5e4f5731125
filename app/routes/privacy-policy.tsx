import { LegalDocumentView, legalMeta } from '#app/features/legal/legal-document.tsx'
import { privacyPolicy } from '#core/content/legal.ts'
import type { Route } from './+types/privacy-policy'

/** Build time only: the text lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { doc: privacyPolicy }
}

export const meta = legalMeta('/privacy-policy')

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
