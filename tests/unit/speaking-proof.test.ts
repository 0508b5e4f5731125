/**
 * The speaker's proof on /speaking (docs/design-notes.md): where she has spoken, what
 * organisers say and a talk video, each optional in content/pages/speaking.yml, shown only once
 * filled in and listed by `npm run preflight` until then; the video address is checked when the
 * content is read, with an error naming the file, the field and the fix.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { SpeakerProof, SpeakingEngagements } from '#app/features/speaking/speaker-proof.tsx'
import { parseTalkVideo, talkVideoPlayer } from '#core/lib/talk-video.ts'
import { readContentFiles } from '#scripts/build/content/read.ts'
import { emptySpeakingProof, emptySpeakingProofReport } from '#scripts/build/content/speaking-proof.ts'
import { contentCopyWith } from '#tests/support/content-copy.ts'

const EMBED = 'https://www.youtube-nocookie.com/embed'

describe('a talk video address', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'YouTube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'YouTube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'YouTube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'Vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'Vimeo', '76979871'],
  ])('%s is a %s video', (address, host, id) => {
    expect(parseTalkVideo(address)).toEqual({ host, id })
  })

  test.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@example',
    'https://www.youtube.com/watch?v=<script>',
    'https://vimeo.com/channels/staffpicks',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not an address',
  ])('%s is refused', (address) => {
    expect(parseTalkVideo(address)).toBeNull()
  })

  test('plays from the privacy-enhanced YouTube host, or Vimeo without tracking', () => {
    expect(talkVideoPlayer({ host: 'YouTube', id: 'dQw4w9WgXcQ' }, EMBED)).toBe(
      `${EMBED}/dQw4w9WgXcQ?autoplay=1&rel=0`,
    )
    expect(talkVideoPlayer({ host: 'Vimeo', id: '76979871' }, EMBED)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    )
  })
})

describe('the proof in content', () => {
  test('the sample page has engagements and quotes but no video; preflight lists the video', () => {
    const { content } = readContentFiles()
    expect(content.speaking.engagements.length).toBeGreaterThan(0)
    expect(content.speaking.quotes.length).toBeGreaterThan(1)
    expect(emptySpeakingProofReport(emptySpeakingProof(content.speaking))).toEqual([
      'Speaking proof not given yet (the speaking page leaves each of these out) (1): add where she has spoken, organizers’ quotes and a talk video in Pages → Speaking & Media:',
      '  - content/pages/speaking.yml: reel.video: ""',
    ])
  })

  test('with every block emptied, preflight lists all three', () => {
    const dir = contentCopyWith([
      ['pages/speaking.yml', /^engagements:\n(?: {2}.*\n)+/m, 'engagements: []\n'],
      ['pages/speaking.yml', /^quotes:\n(?: {2}.*\n)+/m, 'quotes: []\n'],
    ])
    const { content } = readContentFiles(dir)
    expect(emptySpeakingProof(content.speaking).map((n) => n.field)).toEqual([
      'engagements',
      'quotes',
      'reel.video',
    ])
  })

  test('a video address that is not a YouTube or Vimeo video stops the build, naming the file, field and fix', () => {
    const dir = contentCopyWith([
      ['pages/speaking.yml', /^ {2}video: ""$/m, '  video: https://example.com/my-talk.mp4'],
    ])
    expect(() => readContentFiles(dir)).toThrow(
      /content\/pages\/speaking\.yml: reel\.video: must be the https:\/\/ address of one YouTube or Vimeo video/,
    )
  })

  test('optional fields cleared in the editor (saved empty) count as not given', () => {
    const dir = contentCopyWith([
      [
        'pages/speaking.yml',
        /^ {2}- event: (.*)\n {4}year: 2025$/m,
        '  - event: $1\n    year:\n    place: ""',
      ],
      ['pages/speaking.yml', /^ {4}role: Program chair$/m, '    role: ""'],
    ])
    const { content } = readContentFiles(dir)
    const [first] = content.speaking.engagements
    const html = renderToStaticMarkup(createElement(SpeakingEngagements, { items: [first!] }))
    const esc = (text: string) => text.replaceAll("'", '&#x27;')
    expect(html).toContain(esc(first!.event))
    expect(html).not.toContain('text-muted-foreground')
    const quote = renderToStaticMarkup(
      createElement(SpeakerProof, { quotes: content.speaking.quotes.slice(0, 1), reel: null }),
    )
    expect(quote).toContain(
      `<span class="block text-muted-foreground">${esc(content.speaking.quotes[0]!.organisation)}</span>`,
    )
  })

  test('a valid address is read', () => {
    const dir = contentCopyWith([
      ['pages/speaking.yml', /^ {2}video: ""$/m, '  video: https://vimeo.com/76979871'],
    ])
    expect(readContentFiles(dir).content.speaking.reel.video).toBe('https://vimeo.com/76979871')
    expect(emptySpeakingProof(readContentFiles(dir).content.speaking)).toEqual([])
  })
})

describe('each block renders only when filled in', () => {
  const quote = {
    quote: 'Clear and warm.',
    name: 'Laura M.',
    role: 'Program chair',
    organisation: 'A conference',
  }

  test('no engagements: nothing; some: a list under "Where she has spoken"', () => {
    expect(renderToStaticMarkup(createElement(SpeakingEngagements, { items: [] }))).toBe('')
    const html = renderToStaticMarkup(
      createElement(SpeakingEngagements, { items: [{ event: 'A conference', year: 2025, place: 'Irvine' }] }),
    )
    expect(html).toContain('Where she has spoken')
    expect(html).toContain('A conference')
    expect(html).toContain('Irvine, 2025')
  })

  test('no quotes and no video: no band; a video alone: "Watch her speak"; quotes: the organisers\' words', () => {
    expect(renderToStaticMarkup(createElement(SpeakerProof, { quotes: [], reel: null }))).toBe('')
    const reelOnly = renderToStaticMarkup(
      createElement(SpeakerProof, { quotes: [], reel: createElement('p', null, 'the player') }),
    )
    expect(reelOnly).toMatch(/<h2[^>]*>Watch her speak<\/h2>/)
    expect(reelOnly).toContain('the player')
    const quotesOnly = renderToStaticMarkup(createElement(SpeakerProof, { quotes: [quote], reel: null }))
    expect(quotesOnly).toMatch(/<h2[^>]*>What organizers say<\/h2>/)
    expect(quotesOnly).toContain('Program chair, A conference')
    expect(quotesOnly).not.toContain('data-reel')
  })
})

describe('the talk video before play (the podcasts’ click-to-load player, with a poster)', () => {
  test('the page carries the site’s own poster and a play button, and nothing from the video host', async () => {
    const { VideoEmbed } = await import('#app/features/podcasts/video-embed.tsx')
    const player = talkVideoPlayer({ host: 'Vimeo', id: '76979871' }, EMBED)
    const html = renderToStaticMarkup(
      createElement(VideoEmbed, {
        player,
        title: 'Keynote at a regional conference',
        host: 'Vimeo',
        poster: { src: '/images/speaking/reel', width: 960, height: 540 },
      }),
    )
    expect(html).toContain('Play video: </span>')
    expect(html).toContain('Keynote at a regional conference')
    expect(html).toMatch(/srcSet="\/images\/speaking\/reel-480\.avif 480w/i)
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('vimeo.com')
  })
})
