import path from 'node:path'

/** The repository's top folder, for every script at any depth under scripts/. */
export const projectRoot = path.resolve(import.meta.dirname, '..')

/** Where `npm run build` writes the site's static files. */
export const clientRoot = path.join(projectRoot, 'build', 'client')
