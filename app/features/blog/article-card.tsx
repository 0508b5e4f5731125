import { CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { cn } from '#app/lib/cn.ts'
import { ARTICLE_IMAGE, type ArticleMeta } from './article.ts'

/** Date and read time, with icons. */
function ArticleByline({ article }: { article: ArticleMeta }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        {article.date}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {article.readTime}
      </span>
    </p>
  )
}

/**
 * One article on /blog: image, date, read time, title (the link) and excerpt. The whole card is
 * clickable. `featured`: the newest article, wide, with its picture beside the words from 768 px.
 */
export function ArticleCard({
  article,
  featured = false,
  priority,
}: {
  article: ArticleMeta
  featured?: boolean
  priority?: boolean
}) {
  return (
    <Card
      as="article"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden text-card-foreground shadow-soft',
        featured && 'md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
      )}
    >
      <ResponsiveImage
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE.width}
        height={ARTICLE_IMAGE.height}
        sizes={
          featured
            ? '(min-width: 1024px) 586px, (min-width: 768px) 58vw, 100vw'
            : '(min-width: 1024px) 304px, (min-width: 768px) 31vw, 100vw'
        }
        priority={priority}
        className={cn('aspect-video w-full object-cover', featured && 'md:h-full')}
      />
      <div className={cn('flex flex-1 flex-col p-6', featured && 'md:justify-center md:p-8 lg:p-10')}>
        {featured ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">Latest article</p>
        ) : null}
        <ArticleByline article={article} />
        <h2 className={cn('mt-3', featured ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl')}>
          <Link
            prefetch="intent"
            to={`/blog/${article.id}`}
            className="no-underline after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className={cn('mt-3 text-muted-foreground', !featured && 'flex-1')}>{article.excerpt}</p>
        <p aria-hidden="true" className="mt-4 font-semibold text-primary">
          Read article →
        </p>
      </div>
    </Card>
  )
}
