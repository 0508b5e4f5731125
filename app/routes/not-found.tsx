import { PageNotFound } from '#app/components/not-found/not-found.tsx'
import { notFoundMeta } from '#app/lib/not-found.ts'

export const meta = () => notFoundMeta('Page not found', 'This page could not be found.')

/** Unknown paths: the server answers 404 with the prerendered copy of this page. */
export default PageNotFound
