/**
 * Placeholders in content text: `{name}`, `{phone}`, `{returnsWindow}`… stand for a value written
 * once in the practice profile (content/practice.yml) or the store settings (content/store.yml)
 * and are filled in when the content is read, so no page, article or legal text repeats them.
 * An unknown placeholder is a content problem naming the file, the field and the known ones.
 * Figures of years ("Over 25 years", "40 years of youth work") are counted from a since-year in the
 * profile when the site is built, so every page says the same number and a yearly rebuild keeps it
 * true (docs/decisions/0120).
 */
import type { Practice } from '#core/content/schemas/practice.ts'

export type Placeholders = Readonly<Record<string, string>>

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** The calendar year at `now` in the practice's time zone: the build's "this year". */
export const yearAt = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now))

/** The profile's since-years, each with the name of the years counted from it. */
export const SINCE_YEARS = [
  { field: 'inPracticeSince', years: 'yearsInPractice' },
  { field: 'youthWorkSince', years: 'yearsOfYouthWork' },
] as const satisfies readonly { field: keyof Practice; years: string }[]

/**
 * Years since a year, counted as "since 1997" is read (29 in 2026), and the round figure below it
 * that an "Over N years" can say and stay true (25 for 26 to 30 years, 30 for 31 to 35…).
 */
export function yearsSince(since: number, thisYear: number): { years: number; rounded: number } {
  const years = thisYear - since
  return { years, rounded: Math.max(0, Math.floor((years - 1) / 5) * 5) }
}

/** Each since-year of the profile: `{youthWorkSince}`, `{yearsOfYouthWork}`, `{yearsOfYouthWorkRounded}`. */
function sincePlaceholders(practice: Practice, thisYear: number): Record<string, string> {
  const values: Record<string, string> = {}
  for (const { field, years } of SINCE_YEARS) {
    const since = practice[field]
    if (since === undefined) continue
    const counted = yearsSince(since, thisYear)
    values[field] = String(since)
    values[years] = String(counted.years)
    values[`${years}Rounded`] = String(counted.rounded)
  }
  return values
}

/** The placeholders the practice profile provides; years are counted up to `now`'s year. */
export function practicePlaceholders(practice: Practice, now: Date): Placeholders {
  const { address } = practice
  return {
    name: practice.name,
    shortName: practice.shortName,
    credentials: practice.credentials,
    nameWithCredentials: `${practice.name}, ${practice.credentials}`,
    licenses: practice.licenses.join(', '),
    jobTitle: practice.jobTitle,
    practiceName: practice.practiceName,
    phone: practice.phone.display,
    phoneLink: practice.phone.href,
    email: practice.email,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    city: address.city,
    ...sincePlaceholders(practice, yearAt(now, practice.timeZone)),
    paymentProvider: practice.paymentProvider,
    callbackDays: practice.callbackDays,
  }
}

/** `{name}, {phone} …`: the known placeholders, as the fix in a message lists them. */
export const placeholderList = (values: Placeholders) =>
  Object.keys(values)
    .map((k) => `{${k}}`)
    .join(', ')

/**
 * Every string inside `value` with its placeholders filled in; `problem(field, message)` is called
 * for each unknown one (field: the dotted path inside the file).
 */
export function fillPlaceholders(
  value: unknown,
  values: Placeholders,
  problem: (field: string, message: string) => void,
  at: (string | number)[] = [],
): unknown {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDER, (whole, key: string) => {
      if (Object.hasOwn(values, key)) return values[key]!
      problem(
        at.join('.') || '(whole file)',
        `unknown placeholder ${whole} (use one of ${placeholderList(values)}, or remove the braces)`,
      )
      return whole
    })
  if (Array.isArray(value)) return value.map((v, i) => fillPlaceholders(v, values, problem, [...at, i]))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values, problem, [...at, k])]),
    )
  return value
}
