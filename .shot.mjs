import { chromium } from '@playwright/test'
const [,, path, theme='light', width='1440', out='shot', full='1'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const ctx = await b.newContext({ viewport: { width: Number(width), height: 900 } })
await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme)
const p = await ctx.newPage()
await p.goto('http://127.0.0.1:4817' + path, { waitUntil: 'networkidle' })
await p.screenshot({ path: `/tmp/store-shots/${out}.png`, fullPage: full === '1' })
await b.close()
