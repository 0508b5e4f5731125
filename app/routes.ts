import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('store', 'routes/store.tsx'),
  route('store/:id', 'routes/product.tsx'),
  route('retreats', 'routes/retreats.tsx'),
  route('blog/:id?', 'routes/blog.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('anxiety-annihilated-contest', 'routes/contest.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('good-faith-estimate', 'routes/good-faith-estimate.tsx'),
  route('thankyou', 'routes/thankyou.tsx'),
  route('purchase-thank-you', 'routes/purchase-thank-you.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
