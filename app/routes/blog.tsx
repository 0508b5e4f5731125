import { isRouteErrorResponse } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { isArticleId, isoDate } from '#app/features/blog/article.ts'
import { ArticleCard } from '#app/features/blog/article-card.tsx'
import { ArticleNotFound, ArticleView } from '#app/features/blog/article-view.tsx'
import { getArticle, listArticles } from '#app/features/blog/articles.server.ts'
import { NewsletterSection } from '#app/features/newsletter/newsletter-section.tsx'
import { documentTitle, jsonLd, pageMeta } from '#app/lib/seo.ts'
import { blogPostingJsonLd, breadcrumbJsonLd } from '#app/lib/structured-data.ts'
import type { Route } from './+types/blog'

const BLOG_DESCRIPTION = 'Articles on anxiety, EMDR, grief, sleep and everyday emotional health.'

/** Runs at build time only (every /blog path is prerendered): the Markdown never reaches the browser. */
export function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { kind: 'list' as const, articles: listArticles() }
  const article = isArticleId(params.id) ? getArticle(Number(params.id)) : null
  return article ? { kind: 'article' as const, article } : { kind: 'missing' as const }
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (loaderData?.kind === 'article') {
    const { article } = loaderData
    return pageMeta({
      title: article.title,
      description: article.excerpt,
      path: `/blog/${article.id}`,
      image: `${article.image}-1200.webp`,
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
  if (params.id) {
    return [
      { title: documentTitle('Article not found') },
      { name: 'description', content: BLOG_DESCRIPTION },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return pageMeta({ title: 'Blog', description: BLOG_DESCRIPTION, path: '/blog' })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'missing') return <ArticleNotFound />
  if (loaderData.kind === 'article') return <ArticleView article={loaderData.article} />
  return (
    <>
      <PageHero
        title="Blog"
        intro="Short, practical reads on anxiety, EMDR, grief, sleep and looking after your emotional health."
      />
      <section aria-label="Articles" className="py-14">
        <Container>
          <ul className="grid gap-8 md:grid-cols-2">
            {loaderData.articles.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <NewsletterSection />
    </>
  )
}

/** A client navigation to an unknown article id finds no `.data` file (404): show the not-found state. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (params.id && isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />
  throw error
}
