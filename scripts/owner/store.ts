import { StoreConfigError } from '#functions/platform/db/location.ts'

/**
 * Opens what an owner's command reads (the order or booking store DATABASE_URL names). A
 * DATABASE_URL that cannot work is said in plain words and becomes exit code 2.
 */
export async function openOrSay<T>(open: () => T | Promise<T>): Promise<T | { exit: 2 }> {
  try {
    return await open()
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error
    console.error(error.message)
    return { exit: 2 }
  }
}
