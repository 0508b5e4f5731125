import { describe, expect, it } from 'vitest'
import { bookingEnabled, ctaTarget } from '#app/config/booking.ts'

describe('where consultation buttons lead', () => {
  it('to /book only while booking is on, and only for a consultation button to the contact form', () => {
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation', true)).toBe('/book')
    expect(ctaTarget('/contact', 'Schedule a Consultation', true)).toBe('/book')
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation', false)).toBe('/contact')
    expect(ctaTarget('/contact', 'Contact for Group Retreat Information', true)).toBe('/contact')
    expect(ctaTarget('/about', 'Consultation process', true)).toBe('/about')
  })

  it('ships off: content/booking.yml keeps the contact-form flow', () => {
    expect(bookingEnabled).toBe(false)
    expect(ctaTarget('/contact', 'Book Free 15-Minute Consultation')).toBe('/contact')
  })
})
