const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 29999 → "$299.99". Prices are carried in whole cents, so no floating-point drift reaches the page. */
export const formatCents = (cents: number): string => usd.format(cents / 100)
