import { CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { cn } from '#app/lib/cn.ts'
import { IMAGE_FOCUS_CLASS } from '#core/lib/image-focus.ts'
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
 * One article on /blog: image, topic, date, read time, title (the link) and excerpt. The whole card
 * is clickable. `featured`: the newest article, its picture beside the words from 768 px (three
 * fifths of the row). The others sit three to a row from 1024 px, each picture above its words
 * (about 350 px wide at 1440: 240 px thumbnails were too small); between 768 and 1024 px
 * they are rows, a 15rem picture beside the words. On a phone each is a picture above its words.
 * A cropped picture keeps its `imageFocus`.
 */
export function ArticleCard({
  article,
  featured = false,
  priority,
  headingLevel = 2,
}: {
  article: ArticleMeta
  featured?: boolean
  priority?: boolean
  /** 3 under the list's "More articles" heading. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <Card
      as="article"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden text-card-foreground shadow-soft',
        featured
          ? 'md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'
          : 'md:max-lg:grid md:max-lg:grid-cols-[15rem_minmax(0,1fr)]',
      )}
    >
      <ResponsiveImage
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE.width}
        height={ARTICLE_IMAGE.height}
        sizes={
          featured
            ? '(min-width: 1152px) 662px, (min-width: 768px) 60vw, 100vw'
            : '(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 768px) 240px, 100vw'
        }
        priority={priority}
        className={cn(
          'aspect-video w-full object-cover',
          // Featured: the picture takes the words' height (h-0 so its own 3:2 height does not set the
          // row, min-h-full to fill it), so the words fill their side with no band left empty under
          // "Read article"; the words' side is at least 26rem tall from 768 px (the picture a little under 16:9, so
          // its focus shows).
          featured ? 'md:aspect-auto md:h-0 md:min-h-full' : 'md:max-lg:h-full lg:aspect-[16/10]',
          IMAGE_FOCUS_CLASS[article.imageFocus],
        )}
      />
      <div
        data-card-words=""
        className={cn(
          'flex flex-1 flex-col p-6',
          featured && 'md:min-h-[26rem] md:justify-center md:p-8 lg:p-10',
        )}
      >
        {featured || article.topic ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {featured ? 'Latest article' : null}
            {featured && article.topic ? <span aria-hidden="true"> · </span> : null}
            {article.topic ? <span data-testid="article-topic">{article.topic}</span> : null}
          </p>
        ) : null}
        <ArticleByline article={article} />
        <Heading
          className={cn('mt-3', featured ? 'text-2xl sm:text-3xl lg:text-4xl' : 'text-xl sm:text-2xl')}
        >
          <Link
            prefetch="intent"
            to={`/blog/${article.id}`}
            className="no-underline after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 text-muted-foreground">{article.excerpt}</p>
        {/* A quiet line, not a button (four outline buttons were four more asks on one
            page). The whole card is the title link's target, so this is a picture of the action,
            not a second link. */}
        <p
          aria-hidden="true"
          data-testid="read-article"
          className={cn(
            'text-base font-semibold text-primary group-hover:underline',
            featured ? 'mt-5' : 'mt-auto pt-5',
          )}
        >
          Read article →
        </p>
      </div>
    </Card>
  )
}
