import { cn } from '#app/lib/cn.ts'
import { keepCompoundsInHtml } from '#app/lib/compounds.tsx'

/** Styles for HTML rendered from Markdown at build time, without a typography plugin. */
const proseClasses = [
  'text-foreground',
  '[&_p]:mt-5 [&>p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:text-xl',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline',
  '[&_strong]:font-semibold',
].join(' ')

/** Our own Markdown (articles, legal texts), already rendered to HTML by the build. */
export function Prose({ html, className }: { html: string; className?: string }) {
  const shown = keepCompoundsInHtml(html)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own content, rendered at build time
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: shown }} />
}
