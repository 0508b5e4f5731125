/**
 * The site's button labels, in one place, so one action is offered under one name everywhere.
 * Buttons are in Title Case, the case of the specification's own labels ("View Details",
 * "Schedule a Consultation", "Book Free 15-Minute Consultation", "Back to Store"), which are kept
 * exactly as the specification writes them; the site's own labels follow the same case.
 */
export const LABELS = {
  /** The free consultation (the specification's words). */
  bookConsultation: 'Book Free 15-Minute Consultation',
  /** The same action in the phone bar: the same words, one line from 320 px up. */
  bookConsultationShort: 'Book Free Consultation',
  /** About's consultation button (the specification's words). */
  scheduleConsultation: 'Schedule a Consultation',
  /** The way back from a product to the store (the specification's words). */
  backToStore: 'Back to Store',
  /** A store card's one action (the specification's words). */
  viewDetails: 'View Details',
  /** A partner product's card: the way to its own page, where the practice sells it. */
  buyHere: 'Buy Here',
  /** The giveaway hero's jump to its entry form (the form's heading stays in sentence case). */
  enterGiveaway: 'Enter the Giveaway',
} as const

/** A label that offers the consultation: its button takes the phone bar's place while on screen. */
export const OFFERS_CONSULTATION = /\bconsultation\b/i
