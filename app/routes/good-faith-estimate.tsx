import { goodFaithEstimate } from '#app/content/legal.ts'
import { LegalDocumentView } from '#app/features/legal/legal-document.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/good-faith-estimate'

/**
 * The No Surprises Act notice for clients without insurance or not using it (self-pay): providers
 * must show it prominently on their website. Build time only: the text lands in the prerendered
 * HTML and `.data`, not in the JavaScript.
 */
export function loader() {
  return { doc: goodFaithEstimate }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.doc.title,
    description: loaderData.doc.description,
    path: '/good-faith-estimate',
  })

export default function GoodFaithEstimate({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
