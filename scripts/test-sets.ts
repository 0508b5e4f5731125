/**
 * Which Vitest files run where: `npm test` runs them all (scripts/test.ts), `npm run check` the
 * inner loop (scripts/check.ts): everything that needs no build and drives no whole site or browser
 * (the unit, payment, order, booking, newsletter, maintenance and server tests, on the Node host).
 */

/**
 * The files that build or start a whole copy of the site (a scratch clone, a production install, a
 * dev server): each takes a core or two for minutes, so `npm test` runs them one at a time after
 * the rest. Side by side they starved each other (the dev server's reload after a content save took
 * over a minute on two cores) and failed on time, not on behaviour.
 */
export const SLOW_TESTS = [
  'tests/server/fresh-clone.test.ts',
  'tests/server/production-install.test.ts',
  'tests/server/profile-build.test.ts',
  'tests/server/dev-server.test.ts',
  'tests/content-build/content-xss.test.ts',
]

/**
 * Left out of the inner loop besides those: the tests that need the production build
 * (tests/build/), and the ones that drive the real CMS or slow clients in a browser or over raw
 * sockets for tens of seconds each.
 */
export const NOT_IN_CHECK = [
  ...SLOW_TESTS,
  'tests/build/**',
  'tests/server/cms-save.test.ts',
  'tests/server/slow-clients.test.ts',
  'tests/server/owner-prices.test.ts',
  // The Supabase entries under Deno and the Postgres-only tests: the deploy's side, in `npm test`.
  'tests/**/deno.test.ts',
  'tests/orders/backup-postgres.test.ts',
  'tests/orders/schema.test.ts',
  'tests/maintenance/digest-deno.test.ts',
  'tests/maintenance/content-version-deno.test.ts',
  // A newsletter issue's whole send to 500 subscribers on both databases: two minutes of real SMTP
  // round trips (the inner loop keeps the send's path through tests/owner-actions/send.test.ts).
  'tests/newsletter/issue-send.test.ts',
]
