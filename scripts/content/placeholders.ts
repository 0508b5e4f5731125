/**
 * Placeholders in content text: `{name}`, `{phone}`, `{returnsWindow}`… stand for a value written
 * once in the practice profile (content/practice.yml) or the store settings (content/store.yml)
 * and are filled in when the content is read, so no page, article or legal text repeats them.
 * An unknown placeholder is a content problem naming the file, the field and the known ones.
 */
import type { Practice } from '#app/content/schemas/practice.ts'

export type Placeholders = Readonly<Record<string, string>>

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** The placeholders the practice profile provides. */
export function practicePlaceholders(practice: Practice): Placeholders {
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
    inPracticeSince: String(practice.inPracticeSince),
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
