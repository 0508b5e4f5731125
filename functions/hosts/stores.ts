/**
 * The stores a Node host opens from DATABASE_URL (`npm start`, the owner's commands, tests): the
 * order store (orders, Stripe events, newsletter, the site's outbox) and the booking store beside
 * it — on Postgres the same database, on SQLite a bookings.db file in the order file's folder.
 */
import { BOOKINGS_SQLITE, type BookingStore, createBookingStore } from '#functions/booking/store.ts'
import { createSqlStore, ORDERS_SQLITE, type OrderStore } from '#functions/orders/store.ts'
import { besideLocation, type StoreLocation, storeLocation } from '#functions/platform/db/location.ts'
import { openDatabase } from '#functions/platform/db/open.ts'

export async function openOrderStore(databaseUrl: string | undefined): Promise<OrderStore> {
  return createSqlStore(await openDatabase(storeLocation(databaseUrl), ORDERS_SQLITE))
}

export function bookingsLocation(databaseUrl: string | undefined): StoreLocation {
  return besideLocation(storeLocation(databaseUrl), 'bookings.db')
}

export async function openBookingStore(databaseUrl: string | undefined): Promise<BookingStore> {
  return createBookingStore(await openDatabase(bookingsLocation(databaseUrl), BOOKINGS_SQLITE))
}
