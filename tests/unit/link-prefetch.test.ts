import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const appRoot = path.resolve(import.meta.dirname, '..', '..', 'app')

/**
 * In-site links load the next page's data and code on intent (hover, focus, touch start), so a click
 * renders at once. React Router's <Link> does not by default: every <Link>/<NavLink> opening tag in
 * app/ must say `prefetch=` (the shared TextLink and ButtonLink do).
 */
it('every React Router link in app/ prefetches on intent', () => {
  const missing: string[] = []
  for (const entry of readdirSync(appRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/<(Link|NavLink)\b/g)) {
      const rest = source.slice(match.index)
      const tagEnd = rest.search(/>\s*[^\s=]/)
      const tag = rest.slice(0, tagEnd < 0 ? 400 : tagEnd)
      if (!/\bprefetch=/.test(tag)) {
        const line = source.slice(0, match.index).split('\n').length
        missing.push(`${path.relative(appRoot, file)}:${line}`)
      }
    }
  }
  expect(missing).toEqual([])
})
