import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { ALL_PATHS, NOT_FOUND_PATHS } from '#core/content/route-paths.ts'

/**
 * Build-only code that must never reach the browser, with a string only its bundled code contains.
 * Content is validated at build time (validateContent), so a client chunk holding one of these
 * means a client module imported a schema or the Markdown reader by mistake: the build fails.
 */
const BUILD_ONLY_MARKERS = [
  { name: 'zod', marker: '_zod' },
  { name: 'marked', marker: 'Please report this to https://github.com/markedjs/marked.' },
] as const

function assertNoBuildOnlyCode(clientDirectory: string): void {
  const assets = join(clientDirectory, 'assets')
  const found = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = readFileSync(join(assets, file), 'utf8')
      return BUILD_ONLY_MARKERS.filter(({ marker }) => code.includes(marker)).map(
        ({ name }) => `${name} in ${file}`,
      )
    })
  if (found.length)
    throw new Error(`Build-only code in the browser bundle (${found.join(', ')}): import its types only.`)
}

export default {
  ssr: false,
  // Every route gets its own HTML with its content, title and description in it. The content was
  // read and checked before the build started (`npm run content`): a bad edit never gets this far.
  prerender: () => [...ALL_PATHS, ...NOT_FOUND_PATHS],
  buildEnd: ({ reactRouterConfig }) =>
    assertNoBuildOnlyCode(join(reactRouterConfig.buildDirectory, 'client')),
} satisfies Config
