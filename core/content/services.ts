/**
 * Every service the practice offers, from content/services/<slug>.yml (one file per service; the
 * file name is its URL, /services/<slug>). The overview shows a card for each service marked
 * `showCard`, in the order of their ids. Edit the words in the files; the layout lives in
 * app/features/services/.
 */
import { data } from '#core/content/generated/services.ts'
import type { Service, ServiceCard } from '#core/content/schemas/service.ts'

export type { Service, ServiceCard, ServicePage } from '#core/content/schemas/service.ts'

export const services: readonly Service[] = data

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug)
}

/** The overview cards, without the page copy. */
export function overviewCards(): ServiceCard[] {
  return services.filter((s) => s.showCard).map(({ page: _page, ...card }) => card)
}
