/**
 * The class on <html> while the web fonts are in the document. Only under it do the CSS font stacks
 * name them (app/font-fallbacks.css, written by scripts/build/font-fallbacks.ts): before that each name
 * would be a failed system-font lookup per text size in the first layout. Set by
 * app/components/fonts/web-fonts.ts wherever it adds the fonts.
 */
export const WEB_FONTS_CLASS = 'web-fonts'
