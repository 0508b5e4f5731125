import { RotateCcw, ShieldCheck, Sparkles, Truck } from 'lucide-react'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { ProductCard } from '#app/features/store/product-card.tsx'
import { StoreDisclosure, StoreFootnote, StorePromises } from '#app/features/store/store-promises.tsx'
import { StoreQuestionsCard } from '#app/features/store/store-questions-card.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { products } from '#core/content/products.ts'
import { storeSettings } from '#core/content/store-settings.ts'

const INTRO =
  'Gentle tools for calmer days and deeper rest: sleep aids, soothing scents and small comforts for anxious hands, each one recommended by the practice.'

export const meta = () =>
  pageMeta({
    title: 'Wellness Store',
    description:
      'Wellness products recommended by the practice: weighted blankets, red light therapy, essential oils and stress-relief tools.',
    path: '/store',
  })

/** The icon of each kind of trust line (content/store.yml). */
const TRUST_ICONS = { quality: Sparkles, shipping: Truck, payment: ShieldCheck, returns: RotateCcw } as const

/** The grid the hero's action leads to. */
const PRODUCTS_ID = 'products'

/** Cards in the first row load at once; the rest wait until they are scrolled near. */
const EAGER_CARDS = 3

export default function Store() {
  return (
    <>
      {/* The hero carries the store's action and its promises (no action, and the
          promises as a strip of their own pushed the products below the first screen at 1440).
          On a phone it has no picture, so the first product shows on the first screen. */}
      <PageHero
        title="Wellness Store"
        intro={INTRO}
        image={{ src: '/images/store/hero', width: 960, height: 720, onPhone: false }}
        actions={<ButtonLink to={`#${PRODUCTS_ID}`}>Shop the Products</ButtonLink>}
      >
        <StorePromises />
      </PageHero>
      {/* One order on every screen (so the store does not read as a wall of text): the hero's intro,
          the partner-link disclosure before any partner link, the grid, then the trust strip. */}
      <Container className="pt-6 pb-14 sm:pt-8 lg:pt-6">
        <StoreDisclosure />
        <h2 className="sr-only">Products</h2>
        <ul id={PRODUCTS_ID} className="mt-6 grid scroll-mt-24 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {products.map((product, i) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} eager={i < EAGER_CARDS} />
            </li>
          ))}
          <StoreQuestionsCard count={products.length} />
        </ul>
        <section
          aria-labelledby="store-promise"
          className="mt-14 rounded-2xl border border-border bg-secondary/60 px-6 py-10 sm:px-10"
        >
          <h2 id="store-promise" className="text-center text-2xl">
            {storeSettings.trust.heading}
          </h2>
          {/* Three equal columns of icon, title and sentence, read from the left: centred, the
              sentences of three and four lines wandered. */}
          <ul className="mx-auto mt-8 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-10">
            {storeSettings.trust.items.map(({ icon, title, text }) => {
              const Icon = TRUST_ICONS[icon]
              return (
                <li key={title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-card shadow-soft">
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                  </span>
                  <span className="text-muted-foreground">
                    <strong className="block font-serif text-lg text-foreground">{title}</strong> {text}
                  </span>
                </li>
              )
            })}
          </ul>
          <StoreFootnote />
        </section>
      </Container>
    </>
  )
}
