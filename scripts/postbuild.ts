/**
 * After `react-router build`: files static hosts need, and precompressed copies of every text asset.
 * - 404.html: the prerendered not-found page, which CDNs (Netlify, Cloudflare Pages, S3) serve with status 404.
 * - *.br / *.gz beside each text file over 1 KB, served by the Node server by Accept-Encoding.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const clientRoot = path.resolve(import.meta.dirname, '..', 'build', 'client')
const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|svg|xml|txt|webmanifest)$/

copyFileSync(path.join(clientRoot, '404', 'index.html'), path.join(clientRoot, '404.html'))

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

let count = 0
for (const file of files(clientRoot)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue
  const content = readFileSync(file)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.info(`postbuild: 404.html written, ${count} files precompressed (br, gz)`)
