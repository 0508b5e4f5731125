/**
 * Content cannot inject script: the XSS corpus in an article's Markdown comes out of
 * the content reader with no script, style, frame, event handler or javascript:/data: address, while
 * the Markdown the site uses keeps its headings, lists, links, images and tables.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_DIR, readContent } from '#scripts/build/content/read.ts'
import { keepPhoneNumbersWhole, sanitizeContentHtml } from '#scripts/build/content/sanitize.ts'
import { XSS_CORPUS, xssMarkdown } from '#tests/support/xss-corpus.ts'

/** What must never be in the HTML of an article or a legal text. */
function executableContent(html: string): string[] {
  const found: string[] = []
  for (const [pattern, what] of [
    [/<script\b/i, 'a script element'],
    [/<(iframe|object|embed|form|input|style|svg|math|base|meta|link)\b/i, 'a forbidden element'],
    [/\son[a-z]+\s*=/i, 'an event handler'],
    [/\sstyle\s*=/i, 'a style attribute'],
    [/(href|src|action)\s*=\s*["']?\s*(javascript|data|vbscript):/i, 'a script or data address'],
    [/(href|src)\s*=\s*["']?\s*(\/\/|\/\\|\\)/i, 'an address on another host'],
    [/src\s*=\s*["']?(?!\/images\/)/i, 'an image outside /images/'],
  ] as const)
    if (pattern.test(html)) found.push(what)
  return found
}

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('content Markdown is sanitised', () => {
  it('the XSS corpus in content/blog/1.md leaves nothing executable in the article', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-xss-'))
    dirs.push(dir)
    cpSync(CONTENT_DIR, dir, { recursive: true })
    const file = path.join(dir, 'blog', '1.md')
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\n${xssMarkdown()}\n`)
    const html = readContent(dir).blog.find((a) => a.id === 1)!.html
    expect(executableContent(html)).toEqual([])
    expect(html).not.toMatch(/alert|evil\.example|msgbox/)
    // The article itself is still there, and so is each harmless link's text.
    expect(html).toContain('anxiety is not a character flaw')
    for (const text of ['entity', 'tab', 'backslash', 'vb']) expect(html).toContain(`<a>${text}</a>`)
  })

  it.each(XSS_CORPUS)('%s alone', (source) => {
    expect(executableContent(sanitizeContentHtml(source))).toEqual([])
  })

  it('keeps what articles and legal texts use', () => {
    const html = sanitizeContentHtml(
      '<h2 id="returns">Returns</h2><p><em>a</em> <strong>b</strong> <del>c</del> <code>d</code></p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote>' +
        '<p><a href="/contact">site</a> <a href="#returns">here</a> <a href="https://www.cms.gov/nosurprises">out</a> ' +
        '<a href="mailto:hello@example.com">mail</a> <a href="tel:+15555550100">call</a> ' +
        '<a href="sms:741741?&amp;body=HOME">text</a></p>' +
        '<p><img src="/images/blog/article-1.png" alt="a"></p>' +
        '<table><thead><tr><th align="center">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>',
    )
    expect(html).toBe(
      '<h2 id="returns">Returns</h2><p><em>a</em> <strong>b</strong> <del>c</del> <code>d</code></p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote>' +
        '<p><a href="/contact">site</a> <a href="#returns">here</a> <a href="https://www.cms.gov/nosurprises">out</a> ' +
        '<a href="mailto:hello@example.com">mail</a> <a href="tel:+15555550100">call</a> ' +
        '<a href="sms:741741?&amp;body=HOME">text</a></p>' +
        '<p><img src="/images/blog/article-1.png" alt="a" /></p>' +
        '<table><thead><tr><th align="center">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>',
    )
  })

  it('the site content renders as before (every article and legal text unchanged by the sanitiser)', () => {
    const content = readContent()
    for (const doc of [...content.blog, ...Object.values(content.legal)])
      expect(executableContent(doc.html)).toEqual([])
    expect(content.legal['good-faith-estimate'].html).toContain(
      '<a href="https://www.cms.gov/nosurprises">www.cms.gov/nosurprises</a>',
    )
  })

  it('keeps phone numbers on one line in the text, never in an address ("1-800- / 985-3059")', () => {
    const nowrap = (p: string) => `<span class="whitespace-nowrap">${p}</span>`
    expect(
      keepPhoneNumbersWhole(
        '<p>call 1-800-985-3059, (949) 555-0142 or <a href="tel:+19495550142">949.555.0142</a>; ' +
          'not 2024-2025, 12345-678-9012 or 555-0142</p>',
      ),
    ).toBe(
      `<p>call ${nowrap('1-800-985-3059')}, ${nowrap('(949) 555-0142')} or <a href="tel:+19495550142">` +
        `${nowrap('949.555.0142')}</a>; not 2024-2025, 12345-678-9012 or 555-0142</p>`,
    )
    expect(readContent().legal['good-faith-estimate'].html).toContain(nowrap('1-800-985-3059'))
  })
})
