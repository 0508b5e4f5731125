import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PortraitAvatar } from '#app/components/ui/portrait.tsx'
import { isArticleId, isoDate, newestFirst } from '#app/features/blog/article.ts'
import { ArticleCard } from '#app/features/blog/article-card.tsx'
import { ArticleView, ConsultationPrompt } from '#app/features/blog/article-view.tsx'
import { getArticle, listArticles } from '#app/features/blog/articles.server.ts'
import { NewsletterSection } from '#app/features/newsletter/newsletter-section.tsx'
import { assertFound, type NotFoundScreen, notFoundMeta } from '#app/lib/not-found.ts'
import { jsonLd, pageMeta } from '#app/lib/seo.ts'
import { blogPostingJsonLd, breadcrumbJsonLd } from '#app/lib/structured-data.ts'
import { practice } from '#core/config/practice.ts'
import type { Route } from './+types/blog'

export { ParamErrorBoundary as ErrorBoundary } from '#app/components/not-found/not-found.tsx'

const BLOG_DESCRIPTION = 'Articles on anxiety, EMDR, grief, sleep and everyday emotional health.'

export const handle = {
  notFound: {
    heading: 'Article not found',
    text: 'This article may have moved, or the link may be mistyped. All our articles are on the blog.',
    back: { to: '/blog', label: 'Back to Blog' },
  },
} satisfies { notFound: NotFoundScreen }

/**
 * Runs at build time only (every /blog path is prerendered): the Markdown never reaches the browser.
 * The list is newest first.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { articles: newestFirst(listArticles()), article: null, related: [] }
  const article = assertFound(isArticleId(params.id) ? getArticle(Number(params.id)) : null)
  return {
    articles: null,
    article,
    // "Keep reading" under an article: the two newest others.
    related: newestFirst(listArticles())
      .filter((other) => other.id !== article.id)
      .slice(0, 2),
  }
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const article = loaderData?.article
  if (article) {
    return pageMeta({
      title: article.title,
      description: article.excerpt,
      path: `/blog/${article.id}`,
      image: `${article.image}-1200.webp`,
      imageAlt: article.imageAlt || article.title,
      type: 'article',
    }).concat(
      jsonLd(
        blogPostingJsonLd({
          title: article.title,
          description: article.excerpt,
          path: `/blog/${article.id}`,
          datePublished: isoDate(article.date),
          image: `${article.image}-1200.webp`,
        }),
      ),
      jsonLd(
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: article.title, path: `/blog/${article.id}` },
        ]),
      ),
    )
  }
  if (params.id) return notFoundMeta('Article not found', BLOG_DESCRIPTION)
  return pageMeta({ title: 'Blog', description: BLOG_DESCRIPTION, path: '/blog' })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.article) return <ArticleView article={loaderData.article} related={loaderData.related} />
  const [newest, ...others] = loaderData.articles
  return (
    <>
      <PageHero
        title="Blog"
        intro="Short, practical reads on anxiety, EMDR, grief, sleep and looking after your emotional health."
      >
        <WrittenBy />
      </PageHero>
      {/* The site's wide measure (a 56rem column read narrow): the newest article wide,
          its picture beside the words; then, under a small heading and some air (the grid
          ran straight on from it), the others three to a row, pictures above. */}
      <section aria-label="Articles" className="pt-14 sm:pt-16">
        <Container>
          {newest ? <ArticleCard article={newest} featured priority /> : null}
          {others.length > 0 ? (
            <>
              <h2 id="more-articles" className="mt-14 text-xl sm:mt-20 sm:text-2xl">
                More articles
              </h2>
              <ul aria-labelledby="more-articles" className="mt-6 grid gap-6 lg:grid-cols-3">
                {others.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {/* Quiet, a ruled line rather than a second panel: the newsletter card follows, and two
              boxed asks in a row read as stacked. */}
          <ConsultationPrompt wide quiet className="mt-14 sm:mt-20" />
        </Container>
      </section>
      <NewsletterSection measure="max-w-6xl" />
    </>
  )
}

/** Who writes the articles, with her face: the hero says whose advice this is. */
function WrittenBy() {
  return (
    <p className="flex items-center gap-3 text-left text-base">
      <PortraitAvatar className="size-12" />
      <span>
        <span className="block font-semibold">
          Written by {practice.name}, {practice.credentials}
        </span>
        <span className="block text-muted-foreground">{practice.jobTitle}</span>
      </span>
    </p>
  )
}
