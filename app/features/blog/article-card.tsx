import { CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
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

/** One article on /blog: image, date, read time, title (the link) and excerpt. The whole card is clickable. */
export function ArticleCard({ article, priority }: { article: ArticleMeta; priority?: boolean }) {
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden text-card-foreground shadow-soft"
    >
      <ResponsiveImage
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE.width}
        height={ARTICLE_IMAGE.height}
        sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <ArticleByline article={article} />
        <h2 className="mt-3 text-2xl">
          <Link
            prefetch="intent"
            to={`/blog/${article.id}`}
            className="no-underline after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-muted-foreground">{article.excerpt}</p>
        <p aria-hidden="true" className="mt-4 font-semibold text-primary">
          Read article →
        </p>
      </div>
    </Card>
  )
}
