/**
 * Content types by file extension: what the Node server sends for each static file
 * (server/static.ts), and what a data URL of an inlined image declares
 * (core/lib/inline-image.server.ts).
 */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

/** The content type of a file by its extension (as written: `.SVG` is not `.svg`), or undefined. */
export function mediaTypeOf(file: string): string | undefined {
  const extension = /\.[^./\\]+$/.exec(file)?.[0]
  return extension && Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined
}
