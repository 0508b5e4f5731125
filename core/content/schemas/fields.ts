/**
 * Building blocks of the content schemas. Each carries the editor hint the CMS configuration is
 * generated from (`widget`: which input the owner gets), so a schema says once what a field
 * accepts and how it is edited. Build-time only: nothing in the browser imports zod.
 */
import { z } from 'zod'
import { IMAGE_FOCUS } from '#core/lib/image-focus.ts'
import { uploadVariantBase } from '#core/lib/images.ts'

/** What the editor writes for a field left empty: an empty text or choice, an empty list, no object. */
const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * Whether a field may be left out: it is optional or has a default (`optin`), or it is a group of
 * fields (a `form`, which has `shape`) whose every field may be left out.
 */
const mayBeLeftOut = (field: z.core.$ZodType): boolean =>
  'shape' in field
    ? Object.values(field.shape as z.core.$ZodLooseShape).every(mayBeLeftOut)
    : Boolean(field._zod.optin)

/**
 * A group of named fields: a file, or an object inside one (each becomes a form in the editor). An
 * optional field (`.optional()` or `.default(…)`) the editor saved empty ('', [] or null) is read as
 * not set, and a group whose every field may be left out reads as that group with none when it is
 * left out (the editor drops a group with nothing filled in), so whatever the editor writes for
 * what the owner did not fill in reads as if it were left out. A required field saved empty is
 * still reported; unknown fields are refused.
 */
export const form = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  Object.assign(
    z.preprocess((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const given: Record<string, unknown> = Object.fromEntries(
        Object.entries(value).filter(
          ([name, v]) => !(isEmpty(v) && shape[name] && mayBeLeftOut(shape[name])),
        ),
      )
      for (const [name, field] of Object.entries(shape))
        if (given[name] === undefined && 'shape' in field && mayBeLeftOut(field)) given[name] = {}
      return given
    }, z.strictObject(shape)),
    // The fields, as an object schema has them (`schema.shape.details`).
    { shape },
  )

/** A single line of text (a heading, a label, a name). */
export const line = () => z.string().trim().min(1)
/** A paragraph: a multi-line text box in the editor. */
export const paragraph = () => z.string().trim().min(1).meta({ widget: 'text' })
/** One or more paragraphs, edited as a list of text boxes. */
export const paragraphs = (min = 1) => z.array(paragraph()).min(min)
/** A list of short lines (bullet points). */
export const lines = (min = 1) => z.array(line()).min(min)

/** A calendar day written as 2026-12-24: the editor offers a date picker (widget `date`, cms.ts). */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date written as 2026-12-24')
    .meta({ widget: 'date' })

/**
 * A path on this site: exactly one `/` first, then letters, digits, `-`, `_`, `/` and `#`. A second
 * `/` or a `\\` right after the first would make a browser read the rest as another host
 * (`//evil.example`, `/\\evil.example`); `%`, `:` and spaces are not path characters here, so no
 * encoded or scheme-bearing variant gets through either.
 */
const SITE_PATH = /^\/(?![/\\])[\w\-/#]*$/
/** An outside address: https, a host name, no user name or password. */
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i

/** A path on this site, such as /contact or /services/emdr-therapy#steps. */
export const sitePath = () =>
  z
    .string()
    .regex(SITE_PATH, 'must be a path on this site starting with a single /, such as /contact')
    .meta({ description: 'A page of this site, such as /contact' })

/**
 * Another content entry, named by its file name (content/services/<id>.yml): the editor offers a
 * list of the services; the content reader refuses a name that has no file.
 */
export const serviceId = () =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the file name of a service, such as emdr-therapy')
    .meta({ widget: 'relation', collection: 'services', description: 'The service it leads to' })

/** A site path or an outside https address (opened in a new tab). */
export const href = () =>
  z
    .string()
    .refine(
      (value) => SITE_PATH.test(value) || HTTPS_ADDRESS.test(value),
      'must be a site path starting with a single / (/contact) or an https:// address',
    )

/** An outside web address. */
/** A number to call or text from a phone: `tel:988`, `sms:741741?&body=HOME`. */
export const phoneLink = () =>
  z.string().regex(/^(tel|sms):[+\d?&=A-Za-z]+$/, 'must be a tel: or sms: link, such as tel:988')

export const url = () => z.url({ protocol: /^https$/, error: 'must be an https:// web address' })

/**
 * A photo shown at several sizes, drawn at width × height: either an existing base path
 * (`/images/contact/office-1`, whose AVIF/WebP sizes are in public/) or a photo the owner uploaded
 * (`/images/uploads/office.jpg`). An upload becomes the base path of the sizes the build makes
 * from it (scripts/build/content/images.ts), cropped to the same proportions.
 */
export const responsiveImage = (width: number, height: number) =>
  z
    .string()
    .regex(
      /^\/images\/(uploads\/[\w.-]+\.(jpe?g|png|webp|avif)|[\w-]+\/[\w-]+)$/i,
      'must be an uploaded photo (/images/uploads/…) or an image base path such as /images/blog/article-1',
    )
    .transform((src) => (src.startsWith('/images/uploads/') ? uploadVariantBase(src, width, height) : src))
    .meta({ widget: 'image', description: `Shown at ${width} × ${height} pixels (cropped to fit)` })

/**
 * Which part of a picture to keep where a page crops it (a phone's shorter hero, a card): where
 * the subject is. One field for every cropped picture (docs/design-notes.md, 0158).
 */
export const imageFocus = (where: string) =>
  z
    .enum(IMAGE_FOCUS)
    .default('center')
    .meta({
      description: `The part of the picture to keep when ${where} crops it (where the subject is: the sun, a face)`,
    })

/** A picture drawn as it is (SVG artwork or an uploaded photo). */
export const plainImage = () =>
  z
    .string()
    .regex(
      /^\/images\/(?!.*\.\.)[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/i,
      'must be an image under /images/, such as /images/uploads/photo.jpg',
    )
    .meta({ widget: 'image' })

/** Alt text: what the picture shows, for people who cannot see it. */
export const altText = () =>
  line().meta({ description: 'Describe what the picture shows, for people who cannot see it' })
