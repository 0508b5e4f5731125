/**
 * `npm run content`: reads and checks content/, then writes what the site is built from: the
 * plain-data modules in core/content/generated/, the sizes of uploaded photos and the CMS at
 * public/admin/. Every build, dev start, typecheck and test run calls it first; a bad edit stops
 * here with the file, the field and the problem.
 */

import { ContentError } from '#scripts/build/content/read.ts'
import { generateSite } from '#scripts/build/content/site.ts'

try {
  const { changed, images, warnings } = await generateSite()
  console.info(`content: ${changed.length} module(s) rewritten, ${images} photo size(s) made`)
  if (warnings.length)
    console.warn(`content: warning (the site is built all the same):\n${warnings.join('\n')}`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
