// The two web fonts' files, for the boot script app/boot/web-fonts.ts (what it does and when: there).
// Their URLs carry a content hash that only Vite knows, so they are here, not in app/boot/.

import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import { LATIN_RANGE, WEB_FONTS_CLASS, type WebFontsBoot } from '#app/boot/web-fonts.ts'

/** The web fonts' boot argument: the latin files of the two variable fonts, as @fontsource declares them. */
export const WEB_FONTS_BOOT: WebFontsBoot = {
  files: [
    { family: 'Inter Variable', url: interLatin, weight: '100 900' },
    { family: 'Source Serif 4 Variable', url: serifLatin, weight: '200 900' },
  ],
  unicodeRange: LATIN_RANGE,
  storageKey: 'web-fonts',
  className: WEB_FONTS_CLASS,
  manifest: '/site.webmanifest',
}
