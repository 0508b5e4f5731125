export interface NavItem {
  name: string
  path: string
  /** Other pages that belong to this item's part of the site: the header marks it there too. */
  section?: readonly string[]
}

/** The main navigation: header, mobile menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Services', path: '/services' },
  { name: 'Store', path: '/store', section: ['/purchase-thank-you'] },
  { name: 'Blog', path: '/blog' },
  { name: 'Retreats', path: '/retreats' },
  { name: 'Testimonials', path: '/testimonials' },
  { name: 'Contact', path: '/contact' },
]

/** Footer quick links. */
export const QUICK_LINKS: readonly NavItem[] = [
  { name: 'About', path: '/about' },
  { name: 'Services', path: '/services' },
  { name: 'Blog', path: '/blog' },
  { name: 'Contact', path: '/contact' },
]

export const LEGAL_LINKS: readonly NavItem[] = [
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms of Service', path: '/terms-of-service' },
  { name: 'Good Faith Estimate', path: '/good-faith-estimate' },
]

/** Width (px) below which the header shows the Menu button instead of the links. */
export const MOBILE_BREAKPOINT = 768
