/** The eight pages every speed benchmark measures (`npm run bench`, `npm run bench:tbt`). */
export const BENCH_PATHS = [
  '/',
  '/services',
  '/services/emdr-therapy',
  '/store',
  '/store/weighted-blanket',
  '/blog/1',
  '/contact',
  '/testimonials',
]
