/**
 * The store's settings, from content/store.yml ("Store settings" in the CMS): shipping, returns
 * and the trust lines under the products. The store and product pages, the order confirmation
 * page and e-mail read them here; the terms of service use them as {returnsWindow}-style
 * placeholders. Placeholders inside these texts are already filled in.
 */
import { data } from '#core/content/generated/store.ts'

export type { StoreSettings } from '#core/content/schemas/store.ts'

/** `shipping.summary` and `returns.summary`: one line each; `returns.policy`: a paragraph. */
export const storeSettings = data
