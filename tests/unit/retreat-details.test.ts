/**
 * The next retreat's details (content/pages/retreats.yml → details):
 * optional fields the owner fills in once settled; the page shows what is given and says "To be
 * announced" for what is not; `npm run preflight` lists each one still empty.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import {
  RetreatFacts,
  RetreatPlan,
  RetreatQuestions,
  RetreatStatus,
} from '#app/features/retreats/retreat-details.tsx'
import { retreatsSchema } from '#core/content/schemas/pages.ts'
import { readContentFiles } from '#scripts/build/content/read.ts'
import { emptyRetreatDetails, emptyRetreatDetailsReport } from '#scripts/build/content/retreat-details.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

const DETAILS = `details:
  dates: May 14–18, 2026
  price: $2,400–$3,200 per person
  venue: Ojai Valley Retreat Center, Ojai, California
  included:
    - Four nights in a private room
    - All meals
  schedule:
    - time: 7:30 AM
      activity: Morning grounding
    - time: 10:00 AM
      activity: Small-group session
  faq:
    - question: Can I come alone?
      answer: Most guests do.
waitingList:`

const REGIONS = ['California', 'Hawaii', 'International']

/** The facts card, in a router (its "join it below" is a link). */
const renderFacts = (details: Parameters<typeof RetreatFacts>[0]['details']) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(RetreatFacts, { details, regions: REGIONS })),
  )

/** The hero's one line while little is set. */
const renderStatus = (details: Parameters<typeof RetreatStatus>[0]['details']) =>
  renderToStaticMarkup(createElement(RetreatStatus, { details, regions: REGIONS }))

describe('the retreat details in content', () => {
  test('the shipped page gives none yet, and preflight lists all six with what to do', () => {
    const { content } = readContentFiles()
    expect(content.retreats.details).toEqual({})
    expect(emptyRetreatDetailsReport(emptyRetreatDetails(content.retreats))).toEqual([
      'Retreat details not given yet (the page says they are not yet announced) (6): add each in Pages → Retreats → Details once it is settled:',
      ...['dates', 'price', 'venue', 'included', 'schedule', 'faq'].map(
        (field) => `  - content/pages/retreats.yml: details.${field}: ""`,
      ),
    ])
  })

  test('given in the file, they are read, and preflight lists only what is still empty', () => {
    const dir = contentCopyWith([['pages/retreats.yml', /^waitingList:/m, DETAILS]])
    const { content } = readContentFiles(dir)
    expect(content.retreats.details.dates).toBe('May 14–18, 2026')
    expect(content.retreats.details.schedule).toHaveLength(2)
    expect(emptyRetreatDetails(content.retreats)).toEqual([])
    const partly = contentCopyWith([
      [
        'pages/retreats.yml',
        /^waitingList:/m,
        'details:\n  dates: May 14–18, 2026\n  price: ""\n  faq: []\nwaitingList:',
      ],
    ])
    expect(emptyRetreatDetails(readContentFiles(partly).content.retreats).map((n) => n.field)).toEqual([
      'details.price',
      'details.venue',
      'details.included',
      'details.schedule',
      'details.faq',
    ])
  })

  test('a schedule item without its activity stops the build, naming the file and field', () => {
    const dir = contentCopyWith([
      ['pages/retreats.yml', /^waitingList:/m, 'details:\n  schedule:\n    - time: 7:30 AM\nwaitingList:'],
    ])
    expect(() => readContentFiles(dir)).toThrow(
      /content\/pages\/retreats\.yml: details\.schedule\.0\.activity/,
    )
  })
})

describe('the page shows what is given', () => {
  const parsed = (details: Record<string, unknown>) => retreatsSchema.shape.details.parse(details)

  test('set: the dates, price and venue as written, the day in order, what the price includes', () => {
    const details = parsed({
      dates: 'May 14–18, 2026',
      price: '$2,400–$3,200 per person',
      venue: 'Ojai <b>Valley</b>',
      included: ['All meals'],
      schedule: [{ time: '7:30 AM', activity: 'Morning grounding' }],
    })
    const facts = renderFacts(details)
    expect(facts).toContain('May 14–18, 2026')
    expect(facts).toContain('$2,400–$3,200 per person')
    // Text from content is text, never markup.
    expect(facts).toContain('Ojai &lt;b&gt;Valley&lt;/b&gt;')
    expect(facts).not.toContain('To be announced')
    expect(facts).not.toContain('waiting list first')
    const plan = renderToStaticMarkup(createElement(RetreatPlan, { details }))
    expect(plan).toContain('A day’s schedule')
    expect(plan).toMatch(/7:30 AM<\/span><span>Morning grounding/)
    expect(plan).toContain('What the price includes')
    expect(plan).toContain('All meals')
  })

  test('none or one of dates, price and venue set: no card, one line under the hero naming what is set and what is not', () => {
    // A card holding one line looked empty; the line goes under the hero's action.
    expect(renderFacts(parsed({}))).toBe('')
    const none = renderStatus(parsed({}))
    expect(none).not.toContain('<dl')
    expect(none).not.toContain('To be announced')
    expect(none).toMatch(/>Dates, price and venue to be announced: the waiting list hears first\.<\/p>$/)
    expect(renderFacts(parsed({ dates: 'May 14–18, 2026' }))).toBe('')
    const one = renderStatus(parsed({ dates: 'May 14–18, 2026' }))
    expect(one).toMatch(/Dates: <span[^>]*>May 14–18, 2026<\/span>\. <\/span>Price and venue to be announced/)
  })

  test('two of the three set: the facts as a table, the missing one to be announced', () => {
    const html = renderFacts(parsed({ dates: 'May 14–18, 2026', price: '$2,400' }))
    expect(html).toContain('The next retreat at a glance')
    expect(html).toMatch(/data-fact="Where"[^>]*><span[^>]*>California, Hawaii, International/)
    expect(html).toContain('Venues to be announced')
    expect(html).toContain('go to the waiting list first')
    expect(html).not.toContain('retreat-line')
    expect(renderStatus(parsed({ dates: 'May 14–18, 2026', price: '$2,400' }))).toBe('')
  })

  test('questions: each folded under its question, the answer as text', () => {
    const html = renderToStaticMarkup(
      createElement(RetreatQuestions, {
        questions: [
          { question: 'Can I come alone?', answer: 'Most guests do.' },
          { question: 'Rooms?', answer: '<script>alert(1)</script>' },
        ],
      }),
    )
    expect(html.match(/<details/g)).toHaveLength(2)
    expect(html).toMatch(/<summary[^>]*>Can I come alone\?<\/summary><p[^>]*>Most guests do\.<\/p>/)
    expect(html).toContain('&lt;script&gt;')
  })

  test('empty (or cleared to ""): the one line, and no empty lists', () => {
    for (const details of [
      parsed({}),
      parsed({ dates: '', price: '', venue: '', schedule: [], included: [] }),
    ]) {
      const facts = renderStatus(details)
      expect(facts).toContain('Dates, price and venue to be announced')
      expect(facts).not.toContain('To be announced')
      expect(renderToStaticMarkup(createElement(RetreatPlan, { details }))).toBe('')
    }
  })
})
