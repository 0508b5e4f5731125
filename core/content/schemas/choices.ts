/**
 * The fixed choices of the content schemas (the CMS shows them as select lists). Plain constants
 * without zod, so browser code may import them.
 */
export const PRODUCT_CATEGORIES = ['Wellness', 'Sleep', 'Toys'] as const
/** Colours a product may be offered in (each has a swatch on the product page). */
export const PRODUCT_COLORS = ['Navy Blue', 'Black', 'White'] as const
export type ProductColor = (typeof PRODUCT_COLORS)[number]
