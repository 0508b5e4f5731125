import { ReachButtons } from '#app/components/ui/reach-buttons.tsx'
import { LegalDocumentView } from '#app/features/legal/legal-document.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { goodFaithEstimate } from '#core/content/legal.ts'
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

/** The notice's three points in plain words, with the way to ask (the page had no summary and no action). */
const IN_SHORT = [
  'A Good Faith Estimate is a written estimate of what your therapy is expected to cost, for clients who pay for themselves: without insurance, or not using it.',
  'You have the right to one before your first session, and you can dispute a bill that is at least $400 more than it.',
  'To ask for yours, call or e-mail the practice. The full notice follows below.',
] as const

function InShort() {
  return (
    <section
      aria-labelledby="gfe-in-short"
      data-testid="gfe-in-short"
      className="mb-10 rounded-2xl border border-border bg-secondary/50 p-6 sm:p-8"
    >
      <h2 id="gfe-in-short" className="text-xl sm:text-2xl">
        In short
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
        {IN_SHORT.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <ReachButtons
        className="mt-6 grid gap-3 sm:flex sm:flex-wrap"
        mail={{
          subject: 'Good Faith Estimate',
          body: 'Hello, I would like a Good Faith Estimate for therapy. I will be paying for myself.',
        }}
      />
    </section>
  )
}

export default function GoodFaithEstimate({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} lead={<InShort />} />
}
