/** The services overview's words around the cards, from content/pages/services.yml. */
import { data } from '#core/content/generated/services-overview.ts'

export type { ServicesOverview } from '#core/content/schemas/pages.ts'
export const servicesOverview = data

/** The id of the fees band of /services, which the service pages' and the home page's fees link to. */
export const FEES_ANCHOR = 'insurance-and-fees'
