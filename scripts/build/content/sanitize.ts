/**
 * The HTML that content Markdown produces, cut down to what an article or a legal text needs.
 * The owner edits Markdown in the CMS, and Markdown passes raw HTML through: without
 * this, a `<script>`, an `onerror=` or a `javascript:` link in an article would reach the page.
 *
 * Allowed: headings (with their ids), paragraphs, line breaks, rules, lists, links to http(s),
 * mailto:, tel:, sms: (a crisis line one tap away), a path on this site or a heading on the page, images under /images/, emphasis,
 * strike-through, quotes, code, tables. Everything else goes: script, style, iframe, object, form
 * and input elements (the text inside script and style too; an unclosed <iframe> does not swallow
 * the rest of the article), every event handler and style
 * attribute, and any other URL (javascript:, data:, vbscript:, //host, /\host). A link whose address
 * is refused keeps its text; an image whose source is refused is dropped.
 */
import sanitizeHtml from 'sanitize-html'

/** A path on this site (exactly one leading `/`, never `//` or `/\`), or a heading on this page. */
const SITE_LINK = /^(\/(?![/\\])|#)/
const OUTSIDE_LINK = /^(https?:\/\/[^/\\]|mailto:|tel:|sms:)/i
/** Images are the site's own: /images/… (uploads land in /images/uploads/). */
const SITE_IMAGE = /^\/images\/[\w./-]+$/

/** Whether a link's address may stay (the parser has already decoded entities in it). */
export const allowedLink = (href: string): boolean => {
  const value = href.trim()
  const hidden = [...value].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c))
  return !hidden && (SITE_LINK.test(value) || OUTSIDE_LINK.test(value))
}
export const allowedImage = (src: string): boolean => SITE_IMAGE.test(src) && !src.includes('..')

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img'],
    ...['em', 'strong', 'b', 'i', 'del', 's', 'blockquote', 'code', 'pre'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, ['id']])),
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  // Links are checked by allowedLink below; these only back it up.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs
      return { tagName, attribs: href !== undefined && allowedLink(href) ? { ...rest, href } : rest }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImage(frame.attribs.src ?? ''),
}

/** The HTML a content Markdown file produced, with only the allowed elements, attributes and addresses. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/**
 * A North American phone number in prose ("1-800-985-3059", "(949) 555-0142", "949.555.0142"):
 * the browser may break a line after a hyphen or at a space, which left "1-800-" at a line's end
 * on a phone (as in the Good Faith Estimate). Not inside a longer run of digits.
 */
const PHONE = /(?<![\d-])(?:\+?1[-.\s\u00a0])?(?:\(\d{3}\)|\d{3})[-.\s\u00a0]\d{3}[-.\s\u00a0]\d{4}(?![\d-])/g

/**
 * Every phone number in the text of sanitized content HTML kept on one line (a nowrap span); tags
 * and their attributes (a `tel:` address) are left as they are. Runs after sanitizeContentHtml,
 * whose output escapes `<` and `>` inside attribute values, so each `>…<` run is text.
 */
export function keepPhoneNumbersWhole(html: string): string {
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, open: string, text: string) =>
      open + text.replace(PHONE, (phone) => `<span class="whitespace-nowrap">${phone}</span>`),
  )
}
