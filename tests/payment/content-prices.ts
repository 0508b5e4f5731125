/**
 * The prices as the owner wrote them: every content/products/<id>.yml read directly (plain YAML,
 * not through the build's generated catalogue), so a test comparing the payment function's prices
 * with these proves the function sells exactly what the files say.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

const PRODUCTS_DIR = path.resolve(import.meta.dirname, '../../content/products')

/** `partner`: the owner marked it as sold only by the partner (`soldHere: false`): the checkout refuses it. */
export function contentPrices(): { id: string; cents: number; partner: boolean }[] {
  return readdirSync(PRODUCTS_DIR)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => {
      const { price, soldHere } = parse(readFileSync(path.join(PRODUCTS_DIR, file), 'utf8')) as {
        price: number
        soldHere?: boolean
      }
      return {
        id: file.slice(0, -'.yml'.length),
        cents: Math.round(price * 100),
        partner: soldHere === false,
      }
    })
}
