/**
 * The import boundaries live in biome.json (overrides + style/noRestrictedImports); this shows
 * they bite. Each probe is a one-import file placed where the rule applies, linted by the real
 * Biome with the project's own configuration (copied beside the probes, so the overrides' globs
 * match the same relative paths). Biome names no rule for code given on stdin, hence real files.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const RULE = 'lint/style/noRestrictedImports'

/** [file the import is written in, what it imports, whether Biome must refuse it] */
const PROBES: [file: string, specifier: string, refused: boolean][] = [
  // A feature imports no other feature; its own files by ./
  ['app/features/store/probe.ts', '#app/features/blog/article.ts', true],
  ['app/features/store/probe.ts', './product-image.ts', false],
  // components/ and lib/ import no feature; routes may
  ['app/components/ui/probe.ts', '#app/features/theme/theme.ts', true],
  ['app/lib/probe.ts', '#app/features/store/product-image.ts', true],
  ['app/routes/probe.ts', '#app/features/blog/article.ts', false],
  // Content, config and what the server, scripts or the function load: no React, no Vite-only path
  ['core/content/probe.ts', 'react', true],
  ['core/content/probe.ts', 'react-dom/server', true],
  ['core/config/probe.ts', 'react-router', true],
  ['server/probe.ts', 'lucide-react', true],
  ['functions/create-payment/probe.ts', 'sonner', true],
  ['scripts/probe.ts', 'embla-carousel', true],
  ['core/lib/site-url.ts', 'react', true],
  // The boot scripts (app/boot/) run before React and load in Node: plain TypeScript
  ['app/boot/probe.ts', 'react', true],
  ['app/boot/probe.ts', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url', true],
  ['core/content/probe.ts', '#app/images/logo.svg?url', true],
  ['core/content/probe.ts', '#core/content/blog/1.md?raw', true],
  ['server/probe.ts', 'virtual:react-router/server-build', true],
  ['core/config/probe.ts', '#app/app.css', true],
  ['core/content/probe.ts', '#app/features/blog/article.ts', true],
  ['core/content/probe.ts', 'zod', false],
  ['server/probe.ts', '#core/content/route-paths.ts', false],
  // The import style applies everywhere, inside every override too
  ['app/routes/probe.ts', '~/lib/cn.ts', true],
  ['app/routes/probe.ts', '../lib/cn.ts', true],
  ['app/features/store/probe.ts', '../blog/article.ts', true],
  ['app/lib/probe.ts', '../content/products.ts', true],
  ['server/probe.ts', '../core/content/route-paths.ts', true],
  ['app/lib/probe.ts', '#core/content/products.ts', false],
  // Nothing in app/ imports functions/ (contracts live in app/lib); functions and the server may
  ['app/features/orders/probe.ts', '#functions/orders/order-status.ts', true],
  ['app/routes/probe.ts', '#functions/orders/order.ts', true],
  ['app/root-probe.tsx', '#functions/platform/http.ts', true],
  ['app/lib/probe.ts', '#functions/platform/stripe.ts', true],
  ['core/content/probe.ts', '#functions/create-payment/order.ts', true],
  ['app/features/orders/probe.ts', '#core/contracts/order-status.ts', false],
  ['functions/orders/probe.ts', '#core/contracts/order-status.ts', false],
  // core/ is the bottom layer: it imports only itself and npm packages; functions/ never imports app/.
  ['core/content/probe.ts', '#app/lib/cn.ts', true],
  ['core/lib/probe.ts', '#functions/platform/http.ts', true],
  ['core/config/probe.ts', '#server/app.ts', true],
  ['core/contracts/probe.ts', '#scripts/build/content/generate.ts', true],
  ['core/contracts/probe.ts', '#core/content/products.ts', false],
  ['functions/booking/probe.ts', '#app/lib/seo.ts', true],
  ['functions/orders/emails.ts', '#app/components/ui/button.tsx', true],
  ['functions/newsletter/emails.ts', '#core/config/practice.ts', false],
  ['functions/orders/probe.ts', '#functions/platform/http.ts', false],
  ['server/probe.ts', '#functions/platform/http.ts', false],
]

let root = ''
let refusedFiles = new Set<string>()
const probePath = (index: number) => {
  const [file] = PROBES[index]!
  return file.replace(/(\.tsx?)$/, `-${index}$1`).replace(/(site-url|emails)-\d+\.ts$/, '$1.ts')
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'))
  const config = JSON.parse(readFileSync('biome.json', 'utf8'))
  delete config.$schema
  config.vcs = { enabled: false }
  writeFileSync(path.join(root, 'biome.json'), JSON.stringify(config))
  PROBES.forEach(([, specifier], index) => {
    const file = path.join(root, probePath(index))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `import probe from '${specifier}'\n\nexport { probe }\n`)
  })
  const biome = path.resolve('node_modules/.bin/biome')
  const run = spawnSync(biome, ['lint', `--only=style/noRestrictedImports`, '--max-diagnostics=500', '.'], {
    cwd: root,
    encoding: 'utf8',
  })
  const output = `${run.stdout}${run.stderr}`
  refusedFiles = new Set(
    [...output.matchAll(new RegExp(`^(\\S+?):\\d+:\\d+ ${RULE}`, 'gm'))].map((m) => m[1]!),
  )
  if (run.status !== 0 && refusedFiles.size === 0) throw new Error(`Biome failed:\n${output}`)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('import boundaries (biome.json)', () => {
  PROBES.forEach(([file, specifier, refused], index) => {
    test(`${file}: import '${specifier}' is ${refused ? 'refused' : 'allowed'}`, () => {
      expect(refusedFiles.has(probePath(index))).toBe(refused)
    })
  })
})
