/**
 * The practice profile, from content/practice.yml (edited in the CMS under "Practice profile").
 * Every name, credential, contact detail, link, embed address and public key the site shows or
 * uses comes from there; no other file repeats any of it. Plain data, so the Node server, the
 * payment function and the build scripts import it as well as the React app.
 */
import { data } from '#core/content/generated/practice.ts'

export type {
  DayHours,
  EmbeddedForm,
  ExternalProfile,
  Practice,
  ReviewSite,
} from '#core/content/schemas/practice.ts'

export const practice = data

/** The name followed by the credentials, e.g. for the hero. */
export const nameWithCredentials = `${practice.name}, ${practice.credentials}`

/**
 * The name as licensed with each license type and number ("Jane Doe, LMFT #…, LPCC #…"): a
 * California therapist's advertising, websites included, must show them, so it is on every page.
 */
export const licenseLine = `${practice.name}, ${practice.licenses.join(', ')}`

/** The home page's document title, and the text every other title ends with. */
export const siteTitle = `${practice.name} ${practice.titleSuffix}`
