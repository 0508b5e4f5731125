/** Shape of a legal document (privacy policy, terms): plain sections of paragraphs and lists. */
import { z } from 'zod'

const text = z.string().trim().min(1)

export const LEGAL_LAST_UPDATED = 'May 5, 2025'

const blockSchema = z.union([text, z.object({ list: z.array(text).min(1) })])

export const legalDocumentSchema = z.object({
  title: text,
  description: z.string().min(50).max(180),
  lastUpdated: z.literal(LEGAL_LAST_UPDATED),
  intro: z.array(text).min(1),
  sections: z.array(z.object({ heading: text, blocks: z.array(blockSchema).min(1) })).min(5),
})

export type LegalDocument = z.infer<typeof legalDocumentSchema>
export type LegalBlock = z.infer<typeof blockSchema>
