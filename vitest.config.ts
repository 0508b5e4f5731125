import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The modules built from content/ exist before any test imports them.
    globalSetup: ['tests/support/content-setup.ts'],
    testTimeout: 30_000,
    // scripts/test.ts runs the whole-site tests apart, into a report of their own.
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? 'test-results/unit.json' }],
    ],
  },
})
