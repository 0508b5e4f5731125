import type { FunctionHandler } from './app.ts'

/** The backend functions this server hosts at /functions/v1/{name}, built from the environment. */
export function functions(): Record<string, FunctionHandler> {
  return {}
}
