/**
 * The store's product ids, in catalogue order: a tiny module so route-paths.ts (and every page that
 * imports it) need not pull in the whole catalogue. validateContent() fails the build unless the
 * catalogue in products.ts has exactly these ids, in this order.
 */
export const PRODUCT_IDS = [
  'nad-patches',
  'impact-mvp',
  'red-light-therapy',
  'weighted-blanket',
  'pulsetto-device',
  'essential-oils',
  'squishy-pig-toy',
  'magnetic-stones',
] as const
export type ProductId = (typeof PRODUCT_IDS)[number]
