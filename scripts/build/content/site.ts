/**
 * Everything built from content/: the generated modules, the sizes of uploaded photos and the CMS
 * served at /admin/ (its configuration, generated from the schemas, and its script, copied from
 * the @sveltia/cms package). One call for `npm run content`, the dev server and the tests.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { cmsSettingsSchema } from '#core/content/schemas/collections.ts'
import { projectRoot } from '#scripts/project-root.ts'
import { cmsConfig } from './cms.ts'
import { contestClosingReport } from './contest-closing.ts'
import { generateModules } from './generate.ts'
import { makeUploadSizes } from './images.ts'
import { yearAt } from './placeholders.ts'
import { CONTENT_DIR, ContentError, readContent, readContentFiles } from './read.ts'
import { staleAnnouncements, staleAnnouncementsReport } from './stale.ts'
import { svgProblems } from './svg.ts'

export const ADMIN_DIR = path.join(projectRoot, 'public/admin')
/** The CMS's single script: served from this site, so /admin/ needs no outside script host. */
export const CMS_SCRIPT = 'sveltia-cms.js'

/** The CMS configuration's text (YAML), with the repository from content/cms.yml. */
export function cmsConfigText(contentDir = CONTENT_DIR): string {
  const settings = cmsSettingsSchema.safeParse(parse(readFileSync(path.join(contentDir, 'cms.yml'), 'utf8')))
  if (!settings.success)
    throw new ContentError(
      settings.error.issues.map((i) => `content/cms.yml: ${i.path.join('.')}: ${i.message}`),
    )
  const { practice } = readContent(contentDir)
  return `# Generated from the content schemas by scripts/build/content/cms.ts (npm run content). Do not edit.\n${stringify(cmsConfig(settings.data, practice.siteUrl), { lineWidth: 0 })}`
}

/**
 * The CMS's interface fonts (its text and its icons, which without their font show as words such
 * as `arrow_back`): its one-file build loads them from a CDN, so they are served from /admin/fonts/
 * instead, copied from the same package's module build, and the script is pointed at them.
 */
const CMS_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/latin-([\w-]+)\.woff2/g
export const CMS_FONTS_DIR = path.join(ADMIN_DIR, 'fonts')

function copyCmsScript(): void {
  // The package exports only its module entry (npm/index.js); dist/ beside it holds the one-file build.
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms')
  const source = path.join(path.dirname(entry), '..', 'dist', CMS_SCRIPT)
  const assets = path.join(path.dirname(entry), 'assets')
  const fonts = readdirSync(assets)
  mkdirSync(CMS_FONTS_DIR, { recursive: true })
  const script = readFileSync(source, 'utf8').replace(CMS_FONT, (address, family: string, style: string) => {
    const name = `${family}-latin-${style}.woff2`
    const font = fonts.find((file) => file.startsWith(`${family}-latin-${style}-`) && file.endsWith('.woff2'))
    if (!font)
      throw new Error(
        `The CMS loads ${address}, which @sveltia/cms/npm/assets does not hold: update scripts/build/content/site.ts`,
      )
    const target = path.join(CMS_FONTS_DIR, name)
    if (!existsSync(target)) copyFileSync(path.join(assets, font), target)
    return `/admin/fonts/${name}`
  })
  if (script.includes('cdn.jsdelivr.net/fontsource'))
    throw new Error(
      'The CMS loads a font from a CDN this build does not recognise: update scripts/build/content/site.ts',
    )
  const target = path.join(ADMIN_DIR, CMS_SCRIPT)
  if (!existsSync(target) || readFileSync(target, 'utf8') !== script) writeFileSync(target, script)
}

/**
 * Writes everything; `warnings` are lines for the owner that stop nothing: announcements whose
 * year has passed and a giveaway without a closing date or past it (a date passing changes what a
 * page promises without any edit, so every build says so).
 */
export async function generateSite(
  contentDir = CONTENT_DIR,
): Promise<{ changed: string[]; images: number; warnings: string[] }> {
  const changed = generateModules(contentDir)
  const { content, files } = readContentFiles(contentDir)
  const now = new Date()
  const warnings = [
    ...staleAnnouncementsReport(staleAnnouncements(files, yearAt(now, content.practice.timeZone))),
    ...contestClosingReport(content.contest, content.practice.timeZone, now),
  ]
  const { written, problems } = await makeUploadSizes(content)
  problems.push(...svgProblems())
  if (problems.length) throw new ContentError(problems)
  const config = cmsConfigText(contentDir)
  const configFile = path.join(ADMIN_DIR, 'config.yml')
  if (!existsSync(configFile) || readFileSync(configFile, 'utf8') !== config)
    writeFileSync(configFile, config)
  copyCmsScript()
  return { changed, images: written, warnings }
}
