/** Vitest global setup: build the modules from content/ (as every build and dev start does). */
import { generateSite } from '#scripts/build/content/site.ts'

export default async function setup(): Promise<void> {
  await generateSite()
}
