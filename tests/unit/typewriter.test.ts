import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TYPEWRITER_TIMING, typewriterFrame } from '#app/boot/typewriter.ts'

const at = (ms: number, length: number) => typewriterFrame(ms, length, TYPEWRITER_TIMING)

describe('typewriterFrame', () => {
  it('types one character every 50 ms after 500 ms, and the cursor goes 1 s after the last', () => {
    expect(at(0, 3)).toEqual({ typed: 0, cursor: true, lit: true, next: 500 })
    expect(at(499.9, 3)).toMatchObject({ typed: 0, next: 500 })
    expect(at(500, 3)).toEqual({ typed: 1, cursor: true, lit: false, next: 550 })
    expect(at(599, 3)).toMatchObject({ typed: 2, next: 600 })
    expect(at(600, 3)).toEqual({ typed: 3, cursor: true, lit: false, next: 1000 })
    expect(at(1000, 3)).toEqual({ typed: 3, cursor: true, lit: true, next: 1500 })
    expect(at(1599, 3)).toMatchObject({ typed: 3, cursor: true, next: 1600 })
    expect(at(1600, 3)).toEqual({ typed: 3, cursor: false, lit: false, next: Number.POSITIVE_INFINITY })
  })

  it('an empty line shows nothing and still lets its cursor go', () => {
    expect(at(0, 0)).toMatchObject({ typed: 0, cursor: true })
    expect(at(1500, 0)).toMatchObject({ typed: 0, cursor: false, next: Number.POSITIVE_INFINITY })
  })

  it('never skips a change: nothing differs between a frame and the moment before its `next`', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 }),
        fc.double({ min: 0, max: 6000, noNaN: true }),
        (length, ms) => {
          const f = at(ms, length)
          if (f.next === Number.POSITIVE_INFINITY) {
            expect(f).toMatchObject({ typed: length, cursor: false })
            expect(at(ms + 10_000, length)).toMatchObject({ typed: length, cursor: false })
            return
          }
          expect(f.next).toBeGreaterThan(ms)
          const before = at(f.next - 1e-6, length)
          expect([before.typed, before.cursor, before.lit]).toEqual([f.typed, f.cursor, f.lit])
          const after = at(f.next, length)
          expect(after.typed).toBeGreaterThanOrEqual(f.typed)
          expect(after.typed - f.typed).toBeLessThanOrEqual(1)
          expect([after.typed, after.cursor, after.lit]).not.toEqual([f.typed, f.cursor, f.lit])
        },
      ),
    )
  })
})
