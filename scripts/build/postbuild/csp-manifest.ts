/**
 * The per-file CSP manifest (CSP_MANIFEST_FILE, `.csp-hashes.json`): the sha256 of the site's own
 * inline scripts in each HTML file, which the Node server reads at start to send each page its own
 * Content-Security-Policy, and `_headers` repeats for static hosts. Any other executable inline
 * script fails the build (inline-scripts.ts).
 */
import { siteInlineScriptHashes } from './inline-scripts.ts'

/** `{ file: ['sha256-…'] }` for every HTML file of `htmlFiles` (file → HTML); `shellPages` carry the page shell. */
export function cspManifest(
  htmlFiles: Readonly<Record<string, string>>,
  shellPages: Iterable<string>,
): Record<string, string[]> {
  return siteInlineScriptHashes(htmlFiles, new Set(shellPages))
}

/** The manifest as the file's text. */
export const cspManifestFile = (manifest: Readonly<Record<string, readonly string[]>>): string =>
  `${JSON.stringify(manifest, null, 2)}\n`
