/**
 * SVG files are documents: opened on their own address, one can run script on the site's origin,
 * where /admin keeps the CMS's GitHub sign-in. Anyone with write access to the content can upload
 * one through the CMS, so every SVG under public/ (uploads included) is read at build time, and one
 * with script, an event handler, embedded HTML, a javascript: address or an entity declaration
 * stops the build with the file and the fix. The server and _headers also send SVGs with a sandbox
 * CSP (server/security-headers.ts): this check keeps such a file out of the site in the first place.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#scripts/project-root.ts'

export const PUBLIC_DIR = path.join(projectRoot, 'public')

const ACTIVE_PARTS: { pattern: RegExp; what: string }[] = [
  { pattern: /<script\b/i, what: 'a <script> element' },
  { pattern: /<[^>]+\son[a-z]+\s*=/i, what: 'an event handler attribute (onload=, onclick=, …)' },
  { pattern: /<foreignObject\b/i, what: 'a <foreignObject> (HTML inside the picture)' },
  { pattern: /<(iframe|embed|object|handler|listener)\b/i, what: 'an embedded document or handler element' },
  {
    pattern: /(?:href|src|values|to|from)\s*=\s*["']?\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i,
    what: 'a javascript: or HTML data: address',
  },
  { pattern: /<!ENTITY/i, what: 'an entity declaration' },
  {
    pattern: /<set\b[^>]*attributeName\s*=\s*["']?(?:href|xlink:href|on[a-z]+)/i,
    what: 'an animation that sets a link or handler',
  },
]

function* svgFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* svgFiles(full)
    else if (entry.name.toLowerCase().endsWith('.svg')) yield full
  }
}

/** One line per SVG under `dir` that could run script, naming the file, what was found and the fix. */
export function svgProblems(dir: string = PUBLIC_DIR): string[] {
  const problems: string[] = []
  for (const file of svgFiles(dir)) {
    const text = readFileSync(file, 'utf8')
    const found = ACTIVE_PARTS.filter((part) => part.pattern.test(text)).map((part) => part.what)
    if (found.length)
      problems.push(
        `${path.relative(projectRoot, file)}: the SVG contains ${found.join(', ')}, which could run script on the site. ` +
          'Fix: export the picture again as a plain SVG (no scripts or interactivity), or upload it as PNG or WebP, then replace this file.',
      )
  }
  return problems
}
