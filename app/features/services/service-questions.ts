import type { Service } from '#core/content/services.ts'
import { FEES_ANCHOR, type ServicesOverview } from '#core/content/services-overview.ts'

/** One question of a service page's FAQ; `links` lead on from the answer (shown on the page only). */
export interface ServiceQuestion {
  question: string
  answer: string
  links?: readonly { label: string; to: string }[]
}

export const FEES_QUESTION = 'How do fees and insurance work?'

/**
 * A service page's questions: its own from content/services/<slug>.yml, then (unless its
 * `feesQuestion` is off: a service insurance does not pay for) fees and insurance in the words of
 * the services overview (content/pages/services.yml), so fees are written once.
 */
export function serviceQuestions(service: Service, fees: ServicesOverview['fees']): ServiceQuestion[] {
  if (!service.page.feesQuestion) return [...service.page.faq]
  return [
    ...service.page.faq,
    {
      question: FEES_QUESTION,
      answer: fees.items.join(' '),
      links: [
        { label: fees.heading, to: `/services#${FEES_ANCHOR}` },
        { label: fees.estimate.linkLabel, to: '/good-faith-estimate' },
      ],
    },
  ]
}
