/**
 * The order-status contract: what the order-status function answers and the order confirmation
 * page reads, in one place both import (the page from app/, the function from functions/, never
 * the other way up). Plain TypeScript, no React, so Node and Deno load it as is.
 */

/** Every status an order record can have, in the order a payment usually goes through them. */
export const ORDER_STATUSES = [
  'processing',
  'paid',
  'failed',
  'expired',
  'partially_refunded',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * What the page may say about the buyer's e-mails: 'sent' (a mail server is set up and the order
 * has an address: the confirmation and the shipping notice go out, retried until they do),
 * 'local-folder' (a local run without a mail server writes them to a folder), 'none'.
 */
export type BuyerEmail = 'sent' | 'local-folder' | 'none'

/** The 200 answer of `GET /functions/v1/order-status?session_id=cs_…`: no address, name or e-mail. */
export interface OrderStatusBody {
  status: OrderStatus
  productName: string
  quantity: number
  /** Cents. */
  total: number
  currency: string
  /** Cents refunded so far. */
  amountRefunded: number
  shipped: boolean
  email: BuyerEmail
}
