import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PUBLIC_DIR, svgProblems } from '#scripts/build/content/svg.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'svg-uploads-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`

describe('SVG files at build', () => {
  it.each([
    ['script', '<script>alert(1)</script>', '<script>'],
    ['event handler', '<rect width="10" height="10" onload="alert(1)"/>', 'event handler'],
    ['foreign object', '<foreignObject><div>hi</div></foreignObject>', 'foreignObject'],
    ['javascript link', '<a href="javascript:alert(1)"><rect/></a>', 'javascript:'],
    ['entity', '', 'entity'],
  ])('refuses an upload with a %s, naming the file and the fix', (name, body, what) => {
    const folder = path.join(dir, name.replace(' ', '-'), 'images', 'uploads')
    mkdirSync(folder, { recursive: true })
    const text = name === 'entity' ? `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}` : svg(body)
    writeFileSync(path.join(folder, 'picture.svg'), text)
    writeFileSync(path.join(folder, 'fine.svg'), svg('<rect width="10" height="10" style="fill:#2f5d50"/>'))
    const problems = svgProblems(path.join(dir, name.replace(' ', '-')))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('picture.svg')
    expect(problems[0]).toContain(what)
    expect(problems[0]).toContain('Fix:')
  })

  it("the site's own SVGs pass", () => expect(svgProblems(PUBLIC_DIR)).toEqual([]))
})
