/**
 * Client testimonials, grouped into the four sections of /testimonials (spec sections 2 and 3).
 * PLACEHOLDER quotes: replace them with real, consented reviews (first name and initial only).
 * Plain data, checked by validateContent() against ./schemas/testimonials.ts.
 */
import type { TestimonialSection } from '#app/content/schemas/testimonials.ts'

export type { Testimonial, TestimonialSection } from '#app/content/schemas/testimonials.ts'

export const testimonialSections: readonly TestimonialSection[] = [
  {
    id: 'depression',
    label: 'Depression',
    title: 'Depression',
    intro: 'When everything felt heavy, these clients found a way to take the next step.',
    testimonials: [
      {
        quote:
          'I came in feeling flat and tired of everything. Week by week I started noticing small good moments again. Nothing dramatic, just steady, and it has lasted.',
        rating: 5,
        name: 'Maria S.',
        date: 'March 2024',
      },
      {
        quote:
          'She never rushed me and never made me feel like a case to be solved. I finally understood why I kept shutting down, and what to do when it starts.',
        rating: 5,
        name: 'David K.',
        date: 'November 2023',
      },
      {
        quote:
          'Practical, kind and honest. I left most sessions with one thing to try that week, and those small things added up.',
        rating: 5,
        name: 'Jennifer L.',
        date: '2023',
      },
    ],
  },
  {
    id: 'anxiety',
    label: 'Anxiety',
    title: 'Anxiety',
    intro: 'Racing thoughts, sleepless nights, a body on high alert: here is what helped.',
    testimonials: [
      {
        quote:
          'I used to lie awake replaying every conversation. Now I have a few tools that actually work for me, and most nights I sleep.',
        rating: 5,
        name: 'Rachel T.',
        date: 'January 2025',
      },
      {
        quote:
          'My panic attacks had me avoiding the freeway. We worked on it a step at a time and I drove to see my sister in San Diego last month.',
        rating: 5,
        name: 'Michael R.',
        date: 'August 2024',
      },
      {
        quote:
          'Warm, calm and easy to talk to. I felt less alone with my worries after the very first session.',
        rating: 5,
        name: 'Priya N.',
        date: 'May 2024',
      },
      {
        quote:
          'I was skeptical about therapy over video, but it was just as personal. My work stress feels manageable again.',
        rating: 5,
        name: 'Chris B.',
        date: '2022',
      },
    ],
  },
  {
    id: 'hypnotherapy',
    label: 'Hypnotherapy',
    title: 'Hypnotherapy',
    intro: 'Clients describe what clinical hypnotherapy was really like, and what changed.',
    testimonials: [
      {
        quote:
          'It was nothing like stage hypnosis. I was relaxed but aware the whole time. After five sessions I could sit in the dentist chair without shaking.',
        rating: 5,
        name: 'Laura M.',
        date: 'October 2024',
      },
      {
        quote:
          'I had tried for years to stop biting my nails. The recordings she made for me are part of my evening routine now, and my hands look like mine again.',
        rating: 5,
        name: 'Tom H.',
        date: 'June 2024',
      },
      {
        quote:
          'Before an audition my nerves used to take over. Hypnotherapy gave me a way to settle myself that I still use backstage.',
        rating: 5,
        name: 'Alicia G.',
        date: '2023',
      },
    ],
  },
  {
    id: 'other',
    label: 'Other',
    title: 'Grief, relationships and more',
    intro: 'Couples, parents, teens and people facing loss share their experience.',
    testimonials: [
      {
        quote:
          'After my mother died I did not know how to function. She gave me space to grieve without feeling rushed to be "over it".',
        rating: 5,
        name: 'Karen W.',
        date: 'February 2025',
      },
      {
        quote:
          'My husband and I were stuck in the same argument for years. We learned to actually hear each other. Home feels calmer.',
        rating: 5,
        name: 'Elena P.',
        date: 'September 2024',
      },
      {
        quote:
          'Our teenage son would not talk to anyone, but he looked forward to his sessions. We are grateful for the patience and respect she showed him.',
        rating: 5,
        name: 'Mark D.',
        date: '2024',
      },
      {
        quote:
          'The walk-and-talk sessions suited me far better than sitting in an office. Easy to open up while moving.',
        rating: 5,
        name: 'Sofia A.',
        date: 'April 2023',
      },
    ],
  },
]
