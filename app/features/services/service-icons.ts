import {
  Backpack,
  Eye,
  Feather,
  Fingerprint,
  Flower2,
  Footprints,
  Hand,
  HandHeart,
  Handshake,
  Leaf,
  type LucideIcon,
  Mic,
  Puzzle,
  Scale,
  Smile,
  Sprout,
  Sunrise,
  Users,
  Waves,
  Wind,
} from 'lucide-react'

/**
 * The one place that gives each service its icon on the overview's cards (decoration: the card's
 * title says what it is). A service added in the CMS without an entry here gets the group's icon,
 * or a sprout: every card has one, and a new service needs no code.
 */
const BY_SLUG: Record<string, LucideIcon> = {
  'emdr-therapy': Eye,
  'trauma-therapy': HandHeart,
  hypnotherapy: Waves,
  'grief-counseling': Flower2,
  'relationship-counseling': Handshake,
  'anxiety-therapy': Wind,
  'teen-therapy': Backpack,
  'bfrb-treatment': Hand,
  'depression-counseling': Sunrise,
  'eft-therapy': Fingerprint,
  'hsp-counseling': Feather,
  'performance-anxiety': Mic,
  'walk-talk-therapy': Footprints,
  'pandas-therapy': Puzzle,
  'family-therapy': Users,
  'mediation-services': Scale,
  'spiritual-cleansing': Leaf,
  'dentaphobia-treatment': Smile,
}

const BY_GROUP: Record<string, LucideIcon> = {
  'Trauma and loss': HandHeart,
  'Hypnosis, habits and phobias': Waves,
  'Couples, teens and families': Users,
  'Anxiety, stress and mood': Wind,
}

export function serviceIcon(service: { slug: string; category: string }): LucideIcon {
  return BY_SLUG[service.slug] ?? BY_GROUP[service.category] ?? Sprout
}
