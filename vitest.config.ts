import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The modules built from content/ exist before any test imports them.
    globalSetup: ['tests/support/content-setup.ts'],
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
})
