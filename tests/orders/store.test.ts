/**
 * One suite, run against both order stores: SQLite (node:sqlite, a temporary file) and Postgres (a
 * throwaway server with supabase/migrations applied). Same statements, same answers.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openOrderStore } from '#functions/hosts/stores.ts'
import type { OrderStore } from '#functions/orders/store.ts'
import { MIGRATIONS_DIR, migratePostgres } from '#functions/platform/db/migrate-postgres.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'
import { orderFacts } from './support.ts'

interface Backend {
  name: string
  setup(): Promise<void>
  teardown(): Promise<void>
  /** A store on a clean database. */
  fresh(): Promise<OrderStore>
  /** Another connection to the same database (a restart). */
  reopen(): Promise<OrderStore>
  /** Stores that may run transactions at once (Postgres: separate pools; SQLite: one connection). */
  concurrent?(count: number): Promise<OrderStore[]>
  /**
   * Holds every insert into orders back until `release`, once `waiting` inserts wait on it, and
   * slows each insert between its check for a conflicting session and the session's index entry
   * (an index on a slow expression, inserted before the primary key), so concurrent first inserts
   * for one session reliably race each other. Postgres only: SQLite runs one transaction at a time.
   */
  holdInserts?(waiting: number): Promise<{ allWaiting: Promise<void>; release(): Promise<void> }>
}

let dir = ''
let file = ''
const sqlite: Backend = {
  name: 'SQLite',
  async setup() {
    dir = mkdtempSync(path.join(tmpdir(), 'orders-sqlite-'))
  },
  async teardown() {
    rmSync(dir, { recursive: true, force: true })
  },
  async fresh() {
    file = path.join(dir, `${crypto.randomUUID()}.db`)
    return openOrderStore(`file:${file}`)
  },
  reopen: () => openOrderStore(`file://${file}`),
}

let pg: PostgresServer
const postgresBackend: Backend = {
  name: 'Postgres',
  async setup() {
    pg = await startPostgres()
  },
  async teardown() {
    await pg?.stop()
  },
  async fresh() {
    const store = await openOrderStore(pg.url)
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    await sql`truncate orders, stripe_events, mail_outbox`
    await sql.end()
    return store
  },
  reopen: () => openOrderStore(pg.url),
  async concurrent(count) {
    return Promise.all(Array.from({ length: count }, () => openOrderStore(pg.url)))
  },
  async holdInserts(waiting) {
    const sql = postgres(pg.url, { max: 2, onnotice: () => {} })
    // Index entries go in index creation order: the slow index, then the re-created primary key,
    // after the payment intent's unique index.
    await sql.unsafe(`create or replace function slow_insert(t text) returns text language plpgsql
        immutable as $$ begin perform pg_sleep(0.1); return t; end $$;
      create index if not exists orders_slow_insert on orders ((slow_insert(session_id)));
      alter table orders drop constraint orders_pkey, add primary key (session_id);`)
    const holder = await sql.reserve()
    await holder`begin`
    // SHARE blocks inserts (ROW EXCLUSIVE) but not the select … for update before them.
    await holder`lock table orders in share mode`
    const allWaiting = (async () => {
      for (;;) {
        const [row] = await sql`select count(*)::int as n from pg_locks
          where relation = 'orders'::regclass and mode = 'RowExclusiveLock' and not granted`
        if (row!.n >= waiting) return
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    return {
      allWaiting,
      async release() {
        await holder`commit`
        holder.release()
        await sql`drop index orders_slow_insert`
        await sql.end()
      },
    }
  },
}

const ev = (id: string, type = 'checkout.session.completed') => ({ id, type })
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute))

describe.each([sqlite, postgresBackend])('order store: $name', (backend) => {
  const open: OrderStore[] = []
  const fresh = async () => {
    const store = await backend.fresh()
    open.push(store)
    return store
  }
  beforeAll(() => backend.setup(), 60_000)
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()))
  })
  afterAll(() => backend.teardown())

  it('records an order with every field and the event that created it', async () => {
    const store = await fresh()
    const facts = orderFacts()
    const result = await store.apply(
      ev('evt_1'),
      { sessionId: facts.sessionId, status: 'paid', facts },
      at(1),
    )
    expect(result).toMatchObject({ outcome: 'applied', previous: null, changed: true })
    const order = await store.get(facts.sessionId)
    expect(order).toEqual({
      ...facts,
      status: 'paid',
      amountRefunded: 0,
      createdAt: at(1).toISOString(),
      updatedAt: at(1).toISOString(),
      paidAt: at(1).toISOString(),
      shippedAt: null,
      notifiedAt: null,
      carrier: null,
      trackingNumber: null,
    })
    expect(await store.hasEvent('evt_1')).toBe(true)
    expect(await store.hasEvent('evt_2')).toBe(false)
    expect(await store.findByPaymentIntent(facts.paymentIntentId!)).toEqual(order)
    expect(await store.get('cs_test_unknown')).toBeNull()
  })

  it('keeps a missing shipping address and colour as null', async () => {
    const store = await fresh()
    const facts = orderFacts({ shipping: null, color: null, paymentIntentId: null, livemode: true })
    await store.apply(null, { sessionId: facts.sessionId, status: 'processing', facts })
    expect(await store.get(facts.sessionId)).toMatchObject({
      shipping: null,
      color: null,
      paymentIntentId: null,
      livemode: true,
      status: 'processing',
      paidAt: null,
    })
  })

  it('does nothing for an event id it has seen', async () => {
    const store = await fresh()
    const facts = orderFacts()
    await store.apply(ev('evt_1'), { sessionId: facts.sessionId, status: 'processing', facts }, at(1))
    const again = await store.apply(ev('evt_1'), { sessionId: facts.sessionId, status: 'paid', facts }, at(2))
    expect(again).toEqual({ outcome: 'duplicate' })
    expect((await store.get(facts.sessionId))?.status).toBe('processing')
  })

  it('moves an order forward only: processing → paid → refunded, never back', async () => {
    const store = await fresh()
    const facts = orderFacts()
    const change = (status: 'processing' | 'paid' | 'refunded' | 'failed') => ({
      sessionId: facts.sessionId,
      status,
      facts,
    })
    await store.apply(ev('evt_a'), change('processing'), at(1))
    const paid = await store.apply(ev('evt_b'), change('paid'), at(2))
    expect(paid).toMatchObject({ previous: 'processing', changed: true, order: { status: 'paid' } })
    expect(await store.apply(ev('evt_c'), change('processing'), at(3))).toMatchObject({ changed: false })
    expect(await store.apply(ev('evt_d'), change('failed'), at(3))).toMatchObject({ changed: false })
    const refunded = await store.apply(
      ev('evt_e', 'charge.refunded'),
      { sessionId: facts.sessionId, status: 'refunded', amountRefunded: facts.amountTotal },
      at(4),
    )
    expect(refunded).toMatchObject({ previous: 'paid', changed: true })
    expect(await store.get(facts.sessionId)).toMatchObject({
      status: 'refunded',
      amountRefunded: facts.amountTotal,
      paidAt: at(2).toISOString(),
      createdAt: at(1).toISOString(),
      updatedAt: at(4).toISOString(),
    })
    // A late `completed` after the refund changes nothing.
    expect(await store.apply(ev('evt_f'), change('paid'), at(5))).toMatchObject({
      previous: 'refunded',
      changed: false,
    })
  })

  it('records partial refunds with the amount, then a full refund; owes messages in the same transaction', async () => {
    const store = await fresh()
    const facts = orderFacts()
    const owes = (order: { sessionId: string; status: string }, previous: string | null) =>
      order.status === 'paid' && previous !== 'paid'
        ? [{ id: `paid:${order.sessionId}`, kind: 'paid', recipient: 'owner@x.example', payload: order }]
        : []
    await store.apply(ev('evt_p'), { sessionId: facts.sessionId, status: 'paid', facts }, at(1), owes)
    await store.apply(ev('evt_p2'), { sessionId: facts.sessionId, status: 'paid', facts }, at(2), owes)
    expect(await store.db.query('select id, kind, recipient from mail_outbox')).toEqual([
      { id: `paid:${facts.sessionId}`, kind: 'paid', recipient: 'owner@x.example' },
    ])
    const refund = (id: string, status: 'partially_refunded' | 'refunded', amount: number) =>
      store.apply(
        ev(id, 'charge.refunded'),
        { sessionId: facts.sessionId, status, amountRefunded: amount },
        at(3),
      )
    expect(await refund('evt_r1', 'partially_refunded', 1000)).toMatchObject({
      changed: true,
      order: { status: 'partially_refunded', amountRefunded: 1000 },
    })
    expect(await refund('evt_r2', 'partially_refunded', 2500)).toMatchObject({
      changed: true,
      order: { amountRefunded: 2500 },
    })
    // An older event with a smaller amount changes nothing.
    expect(await refund('evt_r0', 'partially_refunded', 1000)).toMatchObject({
      changed: false,
      order: { amountRefunded: 2500 },
    })
    expect(await refund('evt_r3', 'refunded', facts.amountTotal)).toMatchObject({
      changed: true,
      order: { status: 'refunded', amountRefunded: facts.amountTotal },
    })
    expect(await refund('evt_r4', 'partially_refunded', 3000)).toMatchObject({
      changed: false,
      order: { status: 'refunded' },
    })
  })

  it('creates nothing from a change without facts', async () => {
    const store = await fresh()
    const result = await store.apply(ev('evt_1', 'checkout.session.expired'), {
      sessionId: 'cs_test_never',
      status: 'expired',
    })
    expect(result).toEqual({ outcome: 'applied', order: null, previous: null, changed: false })
    expect(await store.list()).toEqual([])
    expect(await store.hasEvent('evt_1')).toBe(true)
  })

  it('creates one order when many events for one session arrive at once', async () => {
    // Several stores (connection pools, as several function instances) whose first inserts for
    // one session are held back and then released together, round after round.
    const stores = [await fresh(), ...((await backend.concurrent?.(2)) ?? [])]
    open.push(...stores.slice(1))
    for (let round = 0; round < 3; round++) {
      const facts = orderFacts()
      const hold = await backend.holdInserts?.(stores.length * 4)
      const pending = Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          stores[i % stores.length]!.apply(ev(`evt_${round}_${i}`), {
            sessionId: facts.sessionId,
            status: 'paid',
            facts,
          }),
        ),
      )
      if (hold) {
        await hold.allWaiting
        await hold.release()
      }
      const settled = await pending
      expect(settled.filter((r) => r.status === 'rejected')).toEqual([])
      const results = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
      const created = results.filter((r) => r.outcome === 'applied' && r.previous === null && r.changed)
      expect(created).toHaveLength(1)
      expect(results.every((r) => r.outcome === 'applied' && r.order?.sessionId === facts.sessionId)).toBe(
        true,
      )
    }
    expect(await stores[0]!.list()).toHaveLength(3)
  })

  it('applies one delivery of the same event sent concurrently', async () => {
    const store = await fresh()
    const facts = orderFacts()
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.apply(ev('evt_same'), { sessionId: facts.sessionId, status: 'paid', facts }),
      ),
    )
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(7)
  })

  it('lists newest first, with a limit', async () => {
    const store = await fresh()
    for (const minute of [3, 1, 2]) {
      const facts = orderFacts({ sessionId: `cs_test_m${minute}`, paymentIntentId: `pi_m${minute}` })
      await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts }, at(minute))
    }
    expect((await store.list()).map((o) => o.sessionId)).toEqual(['cs_test_m3', 'cs_test_m2', 'cs_test_m1'])
    expect((await store.list(2)).map((o) => o.sessionId)).toEqual(['cs_test_m3', 'cs_test_m2'])
  })

  it('marks an order shipped once and records the notice', async () => {
    const store = await fresh()
    const facts = orderFacts()
    await store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts }, at(1))
    const shipment = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' } as const
    const owes = () => [
      { id: `shipped:${facts.sessionId}`, kind: 'shipped', recipient: 'a@b.example', payload: {} },
    ]
    expect(await store.markShipped(facts.sessionId, shipment, at(5), owes)).toMatchObject({
      outcome: 'shipped',
      order: { shippedAt: at(5).toISOString(), carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    })
    expect(
      await store.markShipped(facts.sessionId, { carrier: 'usps', trackingNumber: '9400' }, at(9), owes),
    ).toMatchObject({ outcome: 'already', order: { shippedAt: at(5).toISOString(), carrier: 'ups' } })
    expect(await store.markShipped('cs_test_unknown', shipment)).toEqual({ outcome: 'unknown' })
    // The notice was owed once, in the shipment's transaction.
    expect(await store.db.query('select id from mail_outbox')).toEqual([{ id: `shipped:${facts.sessionId}` }])
    await store.markNotified(facts.sessionId, at(2))
    expect((await store.get(facts.sessionId))?.notifiedAt).toBe(at(2).toISOString())
  })

  it('keeps orders across a restart', async () => {
    const store = await fresh()
    const facts = orderFacts()
    await store.apply(ev('evt_1'), { sessionId: facts.sessionId, status: 'paid', facts }, at(1))
    await store.close()
    open.splice(open.indexOf(store), 1)
    const reopened = await backend.reopen()
    open.push(reopened)
    expect(await reopened.get(facts.sessionId)).toMatchObject({
      status: 'paid',
      buyerEmail: facts.buyerEmail,
    })
    expect(await reopened.hasEvent('evt_1')).toBe(true)
  })
})

describe('Postgres migrations', () => {
  let server: PostgresServer
  beforeAll(async () => {
    server = await startPostgres()
  }, 60_000)
  afterAll(() => server?.stop())

  it('applies each file once', async () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
    expect(files).toContain('20261125010000_outbox_shipping_refunds.sql')
    expect(await migratePostgres(server.url)).toEqual(files)
    expect(await migratePostgres(server.url)).toEqual([])
  })
})
