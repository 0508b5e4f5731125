import type { Config } from '@react-router/dev/config'
import { ALL_PATHS, NOT_FOUND_PATHS } from './app/content/route-paths.ts'

export default {
  ssr: false,
  // Every route gets its own HTML with its content, title and description in it.
  prerender: () => [...ALL_PATHS, ...NOT_FOUND_PATHS],
} satisfies Config
