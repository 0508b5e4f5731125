/**
 * Layout shifts as the browser reports them (`layout-shift` entries, the ones CLS adds up), read
 * without a fixed wait: an observer from before the first byte, then, once the caller's condition
 * holds and two more frames have been produced, the observer's own queue (`takeRecords()`, entries
 * not yet delivered to the callback) with what it was already given.
 */
import type { Page } from '@playwright/test'

interface Shift {
  value: number
  hadRecentInput: boolean
  startTime: number
  sources: string[]
}

/** Call before `page.goto`. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: unknown[] = []
    const keep = (entries: PerformanceEntryList) => {
      for (const e of entries as unknown as {
        value: number
        hadRecentInput: boolean
        startTime: number
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }[])
        shifts.push({
          value: e.value,
          hadRecentInput: e.hadRecentInput,
          startTime: e.startTime,
          sources: (e.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement
            const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}` : '?'
            const at = (r: DOMRectReadOnly) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
            return `${name.slice(0, 80)} ${at(s.previousRect)} → ${at(s.currentRect)}`
          }),
        })
    }
    const observer = new PerformanceObserver((list) => keep(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, {
      __layoutShifts: () => {
        keep(observer.takeRecords())
        return shifts
      },
    })
  })
}

/** The shifts so far, after two more frames (a shift is reported after the frame that makes it). */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)))
    await frame()
    await frame()
    return (window as unknown as { __layoutShifts: () => Shift[] }).__layoutShifts()
  })
}

/**
 * Cumulative layout shift as Lighthouse counts it here: the shifts without recent input, added up.
 * Chromium also marks `hadRecentInput` the shifts within 500 ms of Playwright's emulated viewport
 * change (crbug.com/1302667): the page first laid out at another width, which is not the page's doing.
 */
export const cumulative = (shifts: Shift[]) =>
  shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0)
