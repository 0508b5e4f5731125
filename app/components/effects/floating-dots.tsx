import type { CSSProperties, ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** Seven small dots drift slowly (7–11 s a loop, staggered starts) behind the hero while its content fades in. */
export const DOT_COUNT = 7
export const DOT_SIZES_PX = [8, 10, 12, 14] as const
export const DOT_MIN_DURATION_S = 7
export const DOT_MAX_DURATION_S = 11
export const DOT_MAX_DELAY_S = 2.5
/** How far each dot floats up, as a share of the wrapper's height. */
export const DOT_FLOAT_PERCENT = 15
export const CONTENT_FADE_IN_MS = 600

export interface Dot {
  /** Position in percent of the wrapper. */
  left: number
  top: number
  size: (typeof DOT_SIZES_PX)[number]
  durationS: number
  delayS: number
}

/** Fixed positions (no randomness, so prerendered HTML and the hydrated page agree), in percent of the dots' layer: the home hero sets it around the portrait (app.css). */
export const DOTS: readonly Dot[] = [
  { left: 4, top: 14, size: 10, durationS: 8, delayS: 0 },
  { left: 40, top: 5, size: 12, durationS: 10, delayS: 1.2 },
  { left: 93, top: 10, size: 8, durationS: 7, delayS: 2.5 },
  { left: 96, top: 40, size: 12, durationS: 9, delayS: 0.6 },
  { left: 90, top: 74, size: 14, durationS: 11, delayS: 1.8 },
  { left: 70, top: 93, size: 8, durationS: 8.5, delayS: 0.3 },
  { left: 1, top: 52, size: 8, durationS: 9.5, delayS: 2.1 },
]

/**
 * A wrapper that draws seven small, semi-transparent bluish dots drifting slowly up and down behind
 * its content, and fades the content in. Decorative only: the dots are aria-hidden, run on CSS
 * keyframes (app.css), and stand still under reduced motion.
 */
export function FloatingDots({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('relative isolate overflow-clip', className)}>
      <div aria-hidden="true" data-floating-dots="" className="pointer-events-none absolute inset-0 -z-10">
        {DOTS.map((dot) => (
          <span
            key={`${dot.left}-${dot.top}`}
            className="floating-dot-track"
            style={
              {
                '--dot-float': `-${DOT_FLOAT_PERCENT}%`,
                animationDuration: `${dot.durationS}s`,
                animationDelay: `${dot.delayS}s`,
              } as CSSProperties
            }
          >
            <span
              className="floating-dot"
              style={{ left: `${dot.left}%`, top: `${dot.top}%`, width: dot.size, height: dot.size }}
            />
          </span>
        ))}
      </div>
      <div className="floating-dots-content" style={{ animationDuration: `${CONTENT_FADE_IN_MS}ms` }}>
        {children}
      </div>
    </div>
  )
}
