/**
 * The wellness store catalogue: the one source of truth for ids, names, prices, images,
 * categories and affiliate links. The store pages render it and the create-payment function
 * prices orders from it (never from the browser), so it stays plain data with no Vite-only imports.
 * No zod here: the schema lives in ./schemas/products.ts, so the store pages ship no validator.
 */
import type { Product } from '#app/content/schemas/products.ts'

export type { Product, ProductArticle } from '#app/content/schemas/products.ts'
export { PRODUCT_IDS, type ProductId } from './product-ids.ts'

export const PRODUCT_CATEGORIES = ['Wellness', 'Sleep', 'Toys'] as const
/** Colours offered for the weighted blanket, the first being the default. */
export const BLANKET_COLORS = ['Navy Blue', 'Black', 'White'] as const
export type BlanketColor = (typeof BLANKET_COLORS)[number]
/** The one product with a colour choice. */
export const COLOR_PRODUCT_ID = 'weighted-blanket'

/** Every product image is drawn on the same canvas: the <img> width/height attributes. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const

/** Plain data: checked against its schema by validateContent() at build time and in the unit tests. */
export const products: readonly Product[] = [
  {
    id: 'nad-patches',
    name: 'NAD+ Energy Patches',
    price: 49.99,
    shortDescription: 'Slow-release NAD+ patches for steady, everyday energy without the afternoon crash.',
    longDescription: [
      'Long days, short nights and a full mind can leave you running on empty. These small, discreet patches release NAD+ slowly through the skin over several hours, as a gentle alternative to another cup of coffee.',
      'Put one on in the morning on a clean, hair-free spot such as the upper arm or shoulder, and go about your day. Many people like them as part of a steadier routine alongside sleep, water, movement and rest.',
      'As with any supplement, check with your doctor first if you are pregnant, nursing, take medication or live with a health condition.',
    ],
    features: [
      'Slow, steady release over the day',
      'Thin, discreet and sweat-resistant',
      'Thirty patches: a one-month supply',
      'No pills to swallow, no caffeine',
      'Latex-free, skin-friendly adhesive',
    ],
    images: ['/images/products/nad-patches-1.svg', '/images/products/nad-patches-2.svg'],
    imageAlts: [
      'A box of NAD+ energy patches with two round patches beside it',
      'A round skin patch placed on an upper arm',
    ],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/nad-patches',
  },
  {
    id: 'impact-mvp',
    name: 'Impact MVP Massage Gun',
    price: 89.99,
    shortDescription:
      'A compact percussion massager to release the tension your body carries after a long day.',
    longDescription: [
      'Stress does not stay in the mind. It settles into the neck, shoulders and back. This compact percussion massager lets you work through that tightness at home, in a few quiet minutes.',
      'Start on the lowest speed and let the massager glide over the muscle rather than pressing hard. Two or three minutes on each area is plenty. Pair it with slow breathing and it becomes a small daily ritual of letting go.',
    ],
    features: [
      'Five speeds and four interchangeable heads',
      'Quiet motor you can use while others sleep',
      'Light enough to hold in one hand',
      'Up to six hours per charge, USB-C charging',
      'Soft travel case included',
    ],
    images: [
      '/images/products/impact-mvp-1.svg',
      '/images/products/impact-mvp-2.svg',
      '/images/products/impact-mvp-3.svg',
    ],
    imageAlts: [
      'A compact handheld massage gun standing upright',
      'The massage gun resting beside its four interchangeable heads',
      'The massage gun in its soft zip-up travel case',
    ],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/impact-mvp',
  },
  {
    id: 'red-light-therapy',
    name: 'Red Light Therapy Panel',
    price: 299.99,
    shortDescription: 'A home red and near-infrared light panel for brighter mornings and calmer evenings.',
    longDescription: [
      'This panel brings the warm glow of red and near-infrared light into your own home. It sits on a desk or hangs on a wall, and a short session fits easily into a morning routine or a quiet evening wind-down.',
      'It is a good fit if the darker months weigh on your mood, or if you simply want a calm, screen-free pause in your day. Read on below for how people use it and what the research is exploring.',
    ],
    features: [
      'Red (660 nm) and near-infrared (850 nm) light',
      'Built-in timer with 10 and 15 minute settings',
      'Desk stand and wall mount included',
      'Quiet cooling fan, no UV light',
      'Two-year warranty',
    ],
    images: [
      '/images/products/red-light-therapy-1.svg',
      '/images/products/red-light-therapy-2.svg',
      '/images/products/red-light-therapy-3.svg',
    ],
    imageAlts: [
      'A rectangular red light therapy panel glowing on its desk stand',
      'A close view of the panel showing rows of small red and near-infrared lights',
      'The panel mounted on a wall beside a chair in a calm room',
    ],
    category: 'Wellness',
    article: {
      title: 'Red light therapy and your mood',
      intro:
        'Light shapes how we feel more than we notice. Our sleep, energy and mood all follow the daily rhythm of light and dark, which is why shorter winter days can feel so heavy. Red light therapy is one gentle tool people use to support that rhythm at home.',
      sections: [
        {
          heading: 'Mood and everyday wellbeing',
          paragraphs: [
            'Red and near-infrared light reach the skin and the tissue beneath it, where researchers are studying how they support the energy production of our cells. Many people describe feeling more awake, clear-headed and settled after regular sessions.',
            'Think of it as part of a caring routine, alongside sleep, movement, time outdoors and connection with others, rather than a quick fix.',
          ],
        },
        {
          heading: 'Seasonal depression and the darker months',
          paragraphs: [
            'Seasonal depression (seasonal affective disorder) tends to arrive as the days shorten: low energy, oversleeping, cravings and a heavier mood. Light-based approaches are among the best-studied supports for it, and some people find a morning session with a red light panel helps their days feel less grey.',
          ],
        },
        {
          heading: 'Anxiety and a calmer nervous system',
          paragraphs: [
            'A session is also simply ten quiet minutes with nowhere else to be. Many clients pair it with slow breathing or a short meditation, which gives an anxious nervous system a regular, predictable moment to slow down.',
          ],
        },
        {
          heading: 'How to use it',
          paragraphs: [],
          points: [
            'Sit 15–30 cm (6–12 inches) from the panel.',
            'Use it for 10-15 minutes a session, once a day, ideally in the morning.',
            'Do not stare into the lights; closing your eyes or wearing the included goggles is more comfortable.',
            'Be consistent: most people notice a difference over a few weeks rather than a few days.',
          ],
        },
      ],
      disclaimer:
        'Red light therapy is a wellness tool. It does not replace professional care: it is not a treatment for depression, anxiety or any other condition. If you are struggling, please reach out to a licensed mental health professional or your doctor. If you are in crisis, call or text 988.',
    },
  },
  {
    id: 'weighted-blanket',
    name: 'Calming Weighted Blanket',
    price: 299.99,
    shortDescription:
      'A 15 lb weighted blanket whose gentle, even pressure helps you settle into deeper sleep.',
    longDescription: [
      'There is a reason a firm hug feels calming. This weighted blanket spreads 15 lbs of gentle, even pressure across your body, which many people find helps a busy mind quiet down at bedtime.',
      'At 42x72 inches it covers one person from shoulders to feet without hanging over the bed. Small quilted pockets of glass beads keep the weight in place, and the soft, breathable cover comes off for washing.',
      'Sleep with it for two weeks. If it is not right for you, the 14-day money-back guarantee has you covered.',
    ],
    features: [
      '15 lbs of evenly distributed weight',
      '42x72 inches: sized for one person',
      'Quilted pockets keep the glass beads in place',
      'Soft, breathable, removable cover',
      '14-day money-back guarantee',
      'Navy Blue, Black or White',
    ],
    images: [
      '/images/products/weighted-blanket-1.svg',
      '/images/products/weighted-blanket-2.svg',
      '/images/products/weighted-blanket-3.svg',
    ],
    imageAlts: [
      'A quilted navy blue weighted blanket folded on a bed',
      'A close view of the quilted squares that hold the blanket’s weight in place',
      'The blanket spread over a bed beside a bedside lamp',
    ],
    category: 'Sleep',
    affiliateLink: 'https://www.example.com/affiliate/weighted-blanket',
  },
  {
    id: 'pulsetto-device',
    name: 'Pulsetto Vagus Nerve Stimulator',
    price: 599.99,
    shortDescription:
      'A wearable that gently stimulates the vagus nerve to help your body shift out of stress.',
    longDescription: [
      'The vagus nerve is a main line of the body’s calming system, the part that tells you it is safe to rest. This soft neckband sends gentle electrical pulses to the vagus nerve on the side of the neck, in short guided sessions from a phone app.',
      'Clients use it for a few minutes before bed, after a tense meeting or whenever they notice their shoulders up by their ears. It works best as a companion to the skills you build in therapy, such as breathing, grounding and self-compassion.',
      'Please check with your doctor before use if you have a pacemaker or other implanted device, epilepsy, or a heart condition, or if you are pregnant.',
    ],
    features: [
      'Guided programmes for stress, sleep and calm',
      'Sessions of 4 to 10 minutes',
      'Controlled from an app on your phone',
      'Adjustable intensity, comfortable neckband',
      'Rechargeable, lasts about a week per charge',
    ],
    images: ['/images/products/pulsetto-device-1.svg', '/images/products/pulsetto-device-2.svg'],
    imageAlts: [
      'A curved white vagus nerve stimulator neckband',
      'The neckband beside a phone showing a guided calm session',
    ],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/pulsetto-device',
  },
  {
    id: 'essential-oils',
    name: 'Calm Essential Oils Set',
    price: 59.99,
    shortDescription:
      'Lavender, bergamot and cedarwood oils to bring a calming scent into your daily routine.',
    longDescription: [
      'Scent is one of the quickest ways to signal to your body that it is time to slow down. This set brings together three oils chosen for calm: soft lavender, bright bergamot and warm, grounding cedarwood.',
      'Add a few drops to a diffuser while you read, journal or get ready for bed, or blend one drop with a carrier oil for the wrists and temples. Over time the scent itself can become a cue for rest.',
      'Keep the oils away from children and pets, and always dilute before they touch the skin.',
    ],
    features: [
      'Three 10 ml oils: lavender, bergamot and cedarwood',
      'Pure and undiluted',
      'Amber glass bottles with dropper caps',
      'Simple blending guide included',
      'Gift-ready box',
    ],
    images: ['/images/products/essential-oils-1.svg', '/images/products/essential-oils-2.svg'],
    imageAlts: [
      'Three amber glass essential oil bottles with dropper caps',
      'An oil diffuser releasing soft mist beside a sprig of lavender',
    ],
    category: 'Wellness',
    affiliateLink: 'https://www.example.com/affiliate/essential-oils',
  },
  {
    id: 'squishy-pig-toy',
    name: 'Squishy Pig Stress Toy',
    price: 29.99,
    shortDescription: 'A soft, slow-rising squeeze toy that gives restless hands something kind to do.',
    longDescription: [
      'Sometimes anxious energy just needs somewhere to go. This little pig is soft and slow-rising: squeeze it, watch it return to shape, and notice your breath slowing down with it.',
      'It is a favourite with teens and adults alike, on a desk during a stressful day or in a bag for waiting rooms and journeys. Keep it near and let it remind you to pause.',
    ],
    features: [
      'Slow-rising, squeezable foam',
      'Soft to the touch and quiet to use',
      'Pocket sized: about 10 cm (4 inches) long',
      'Non-toxic and odourless',
      'Suitable for ages 8 and up',
    ],
    images: ['/images/products/squishy-pig-toy-1.svg', '/images/products/squishy-pig-toy-2.svg'],
    imageAlts: [
      'A round pink squishy pig toy with a little curly tail',
      'A hand gently squeezing the pink pig toy',
    ],
    category: 'Toys',
    affiliateLink: 'https://www.example.com/affiliate/squishy-pig-toy',
  },
  {
    id: 'magnetic-stones',
    name: 'Magnetic Fidget Stones',
    price: 29.99,
    shortDescription: 'Smooth magnetic stones that click together: a quiet tool for focus and calm.',
    longDescription: [
      'Roll them in your palm, let them snap together, pull them apart again. These smooth, weighty stones give your hands a steady rhythm, which can make it easier to stay present in a meeting, a lecture or a difficult conversation.',
      'If you fidget when you feel anxious, they offer a simple grounding tool that is calming and easy to keep in a pocket.',
      'The stones are strong magnets. Keep them away from young children, pets, pacemakers and bank cards.',
    ],
    features: [
      'Two polished, palm-sized magnetic stones',
      'A satisfying, gentle click',
      'Smooth, cool finish',
      'Soft carry pouch included',
      'For ages 14 and up',
    ],
    images: ['/images/products/magnetic-stones-1.svg', '/images/products/magnetic-stones-2.svg'],
    imageAlts: [
      'Two smooth dark oval magnetic stones side by side',
      'The two stones clicked together beside their soft carry pouch',
    ],
    category: 'Toys',
    affiliateLink: 'https://www.example.com/affiliate/magnetic-stones',
  },
]

export function getProduct(id: string): Product | undefined {
  return products.find((p) => p.id === id)
}

/** Price × quantity in whole cents, free of floating-point drift. */
export function totalCents(product: Pick<Product, 'price'>, quantity: number): number {
  return Math.round(product.price * 100) * quantity
}
