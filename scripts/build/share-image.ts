/**
 * `node scripts/build/share-image.ts`: the default social share image (1200×630 PNG) used by pages without
 * their own (app/lib/seo.ts DEFAULT_SHARE_IMAGE): the practice name and roles from the practice
 * config over soft, calm shapes in the site's palette. The output is committed; re-run it after
 * changing the practice name.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { practice } from '#core/config/practice.ts'
import { projectRoot } from '#scripts/project-root.ts'

const WIDTH = 1200
const HEIGHT = 630
const out = path.join(projectRoot, 'public', 'images', 'share', 'default.png')

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`)

// The light theme's tokens (app/app.css): background, foreground, primary, secondary, accent.
const colors = {
  background: '#faf7f2',
  foreground: '#1d2a30',
  muted: '#4a585e',
  primary: '#1b5a66',
  secondary: '#e2ece5',
  accent: '#f3e6c8',
  accentStrong: '#b08a3e',
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="80%" cy="20%" r="70%">
      <stop offset="0" stop-color="${colors.accent}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${colors.background}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="wave" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colors.secondary}"/>
      <stop offset="1" stop-color="#cfe0e3"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${colors.background}"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <circle cx="1010" cy="150" r="120" fill="${colors.accent}" opacity="0.9"/>
  <circle cx="1080" cy="250" r="60" fill="${colors.secondary}" opacity="0.9"/>
  <path d="M0 470 C 200 420, 380 520, 600 480 S 1000 420, 1200 470 L1200 630 L0 630 Z" fill="url(#wave)"/>
  <path d="M0 530 C 240 490, 420 580, 660 540 S 1020 500, 1200 540 L1200 630 L0 630 Z" fill="${colors.primary}" opacity="0.16"/>
  <g fill="#4682b4" opacity="0.3">
    <circle cx="140" cy="90" r="6"/><circle cx="860" cy="80" r="5"/><circle cx="760" cy="380" r="7"/>
    <circle cx="1120" cy="400" r="5"/><circle cx="420" cy="70" r="4"/>
  </g>
  <rect x="80" y="130" width="64" height="6" rx="3" fill="${colors.accentStrong}"/>
  <text x="80" y="230" font-family="DejaVu Serif, Georgia, serif" font-size="76" font-weight="600" fill="${colors.foreground}">${escapeXml(practice.name)}</text>
  <text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${colors.primary}">${escapeXml(practice.credentials)}</text>
  <text x="80" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${colors.muted}">${escapeXml(practice.roles.slice(0, 3).join(' · '))}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="${colors.muted}">${escapeXml(`${practice.address.city}, ${practice.address.region}`)}</text>
</svg>`

mkdirSync(path.dirname(out), { recursive: true })
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out)
const meta = await sharp(out).metadata()
console.info(`share image: ${path.relative(process.cwd(), out)} (${meta.width}×${meta.height})`)
