/**
 * Precompressed copies (`<file>.br`, `<file>.gz`) beside each text file over 1 KB, which the Node
 * server picks by Accept-Encoding (server/static.ts). Maximum levels: compressed once at build time.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|svg|xml|txt|webmanifest)$/
/** Below this many bytes a compressed copy saves less than its own request headers. */
export const MIN_COMPRESSED_SIZE = 1024

/** Whether `file` (a name or path) of `size` bytes gets compressed copies. */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_COMPRESSED_SIZE
}

/** The Brotli (quality 11) and gzip (level 9) copies of `content`. */
export function precompressed(content: Uint8Array): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(content, { level: 9 }),
  }
}
