import { cn } from '#app/lib/cn.ts'

/**
 * Where a figure or a count comes from, as a small note under it, when the owner gives one (a
 * `source` field in content; docs/decisions/0101). Claims without one are listed by
 * `npm run preflight` so the owner substantiates or removes them; nothing shows here for them.
 */
export function ClaimSource({ source, className }: { source: string | undefined; className?: string }) {
  if (!source) return null
  return <small className={cn('block text-sm text-muted-foreground', className)}>Source: {source}</small>
}
