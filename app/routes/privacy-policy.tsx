import { LegalDocumentView } from '#app/features/legal/legal-document.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { privacyPolicy } from '#core/content/legal.ts'
import type { Route } from './+types/privacy-policy'

/** Build time only: the text lands in the prerendered HTML and `.data`, not in the JavaScript. */
export function loader() {
  return { doc: privacyPolicy }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData.doc.title, description: loaderData.doc.description, path: '/privacy-policy' })

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
