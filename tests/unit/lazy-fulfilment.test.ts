import { describe, expect, it } from 'vitest'
import { type Fulfilment, lazyFulfilment } from '#functions/orders/fulfil.ts'

const fake = (name: string) => ({ name }) as unknown as Fulfilment

describe('lazyFulfilment', () => {
  it('opens once, on first use, however many requests ask at once', async () => {
    let opens = 0
    const get = lazyFulfilment(async () => fake(`store ${++opens}`))
    expect(opens).toBe(0)
    expect(get.current).toBeUndefined()
    const all = await Promise.all([get(), get(), get()])
    expect(opens).toBe(1)
    expect(new Set(all).size).toBe(1)
    expect(await get.current).toBe(all[0])
  })

  it('tries again after a failed opening instead of failing every later request', async () => {
    let opens = 0
    const get = lazyFulfilment(async () => {
      opens++
      if (opens === 1) throw new Error('database down')
      return fake('store')
    })
    await expect(get()).rejects.toThrow('database down')
    expect(get.current).toBeUndefined()
    expect(await get()).toEqual({ name: 'store' })
    expect(opens).toBe(2)
  })

  it('returns one that is already lazy as it is (a host and its handlers share one opening)', async () => {
    let opens = 0
    const host = lazyFulfilment(async () => fake(`store ${++opens}`))
    const handler = lazyFulfilment(host)
    expect(handler).toBe(host)
    await Promise.all([host(), handler()])
    expect(opens).toBe(1)
  })
})
