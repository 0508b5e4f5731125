import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ButtonLink } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { CtaPanel } from '#app/components/ui/cta-panel.tsx'
import { PortraitAvatar } from '#app/components/ui/portrait.tsx'
import { Prose } from '#app/components/ui/prose.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'
import { IMAGE_FOCUS_CLASS } from '#core/lib/image-focus.ts'
import { ARTICLE_IMAGE, type Article, type ArticleMeta, isoDate } from './article.ts'

function BackToBlog() {
  return (
    <TextLink to="/blog" className="inline-flex min-h-11 items-center gap-2">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </TextLink>
  )
}

/**
 * Who wrote it and when: her round portrait, "By Jane Doe, LMFT, LPCC", then "January 14, 2025 ·
 * 6 min read", the name and credentials from the practice profile (the same author the article's
 * structured data names).
 */
function AuthorLine({ article }: { article: Article }) {
  return (
    // Her face beside the byline (a byline with no one behind it), decorative: the name
    // is said right beside it. The picture's box is fixed, so nothing moves when it arrives.
    <div data-testid="article-byline" className="mt-4 flex items-center gap-3">
      {/* A ring (cream on the cream page, the portrait read as a floating blob). */}
      <PortraitAvatar className="size-12 ring-2 ring-primary/35 ring-offset-2 ring-offset-background" />
      <p className="text-muted-foreground">
        By <TextLink to="/about">{practice.name}</TextLink>, {practice.credentials}
        {/* The date on a line of its own: where the line breaks then does not depend on the font,
            so nothing moves when the web fonts arrive. */}
        <br />
        <time dateTime={isoDate(article.date)}>{article.date}</time>
        <span aria-hidden="true"> · </span>
        {article.readTime}
      </p>
    </div>
  )
}

/** Who wrote it, at the end of the article: name, credentials and role, and where to read more. */
function AuthorCard() {
  return (
    <aside
      aria-label="About the author"
      className="flex items-center gap-4 rounded-2xl border border-border p-5"
    >
      <PortraitAvatar />
      <p>
        <span className="block font-semibold">
          {practice.name}, {practice.credentials}
        </span>
        <span className="block text-muted-foreground">{practice.jobTitle}</span>
        <TextLink to="/about" className="inline-flex min-h-11 items-center">
          About {practice.shortName}
        </TextLink>
      </p>
    </aside>
  )
}

/** A full article: back link, title, author and date, image and body; then the author and one next step. */
export function ArticleView({ article, related }: { article: Article; related: ArticleMeta[] }) {
  return (
    <article>
      {/* A reading measure of about 65-70 characters a line at 1440 (blog.spec measures it; 44rem
          gave 75-80). */}
      <Container className="max-w-[40rem] pt-10">
        <BackToBlog />
        {/* The topic over the title, as on the list's cards. */}
        {article.topic ? (
          <p
            data-testid="article-topic"
            className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {article.topic}
          </p>
        ) : null}
        <h1 className={cn('text-4xl sm:text-5xl', article.topic ? 'mt-2' : 'mt-6')}>{article.title}</h1>
        <AuthorLine article={article} />
        <p className="mt-5 text-lg text-muted-foreground">{article.excerpt}</p>
        <ResponsiveImage
          src={article.image}
          alt={article.imageAlt}
          width={ARTICLE_IMAGE.width}
          height={ARTICLE_IMAGE.height}
          sizes="(min-width: 640px) 592px, 100vw"
          className="mt-8 w-full rounded-2xl"
        />
        <div data-testid="article-body">
          <Prose html={article.html} className="mt-8" />
        </div>
        <div className="mt-12 space-y-8 border-t border-border pt-8">
          <AuthorCard />
          <ConsultationPrompt />
          {related.length > 0 ? <KeepReading articles={related} /> : null}
        </div>
      </Container>
    </article>
  )
}

/**
 * The blog's one next step, under an article and under the list: the free call. `wide`: the
 * list's full measure, the newsletter card's width under it (a 768 px panel right above
 * a 1,064 px card made the edges jump), its words on the left and the button on the right from
 * 1024 px, as the newsletter card reads from the left.
 */
export function ConsultationPrompt({
  className,
  wide = false,
  quiet = false,
}: {
  className?: string
  wide?: boolean
  /** No panel: a band between two hairlines, for where another boxed ask follows (the list). */
  quiet?: boolean
}) {
  return (
    // On a phone the button keeps 16 px from the panel's sides (at 12 px it nearly
    // touched them) and narrower padding, so its label stays one line at the site's one button
    // size; under 361 px the panel's own narrow sides (CtaPanel, .cta-actions).
    <CtaPanel
      heading="Talk it through, free"
      actions={
        <ButtonLink to="/contact" className="min-[361px]:max-sm:px-2">
          {LABELS.bookConsultation}
        </ButtonLink>
      }
      className={cn('min-[361px]:max-sm:px-4!', wide && WIDE_PANEL, quiet && QUIET_PANEL, className)}
    >
      <p>A 15-minute phone consultation to talk about what is going on and whether working together fits.</p>
    </CtaPanel>
  )
}

/** No box: hairlines above and below on the page's own background, the words level with the list. */
const QUIET_PANEL =
  'rounded-none! border-x-0! bg-transparent! text-foreground! shadow-none! px-0! py-10! sm:py-12! max-sm:text-left [&>div]:max-sm:mx-0'

/** The wide panel: the page's measure; from 1024 px heading and sentence left, the button right. */
const WIDE_PANEL =
  'max-w-none! lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-10 lg:text-left lg:[&>.cta-actions]:col-start-2 lg:[&>.cta-actions]:row-span-2 lg:[&>.cta-actions]:row-start-1 lg:[&>.cta-actions]:mt-0 lg:[&>div]:mx-0'

/**
 * Two other articles, each with its picture (a list of bare titles), and the way to all
 * of them: the article's end leads on, not back. Side by side from 640 px, the picture above the
 * title; on a phone a thumbnail beside it. The whole item is the link's target.
 */
function KeepReading({ articles }: { articles: ArticleMeta[] }) {
  return (
    <nav aria-labelledby="keep-reading">
      <h2 id="keep-reading" className="text-2xl">
        Keep reading
      </h2>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2">
        {articles.map((other) => (
          <li
            key={other.id}
            className="group relative grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-4 sm:block"
          >
            <ResponsiveImage
              src={other.image}
              alt=""
              width={ARTICLE_IMAGE.width}
              height={ARTICLE_IMAGE.height}
              sizes="(min-width: 640px) 288px, 7rem"
              className={cn(
                'aspect-[4/3] w-full rounded-xl object-cover sm:aspect-[16/10]',
                IMAGE_FOCUS_CLASS[other.imageFocus],
              )}
            />
            <div className="sm:mt-3">
              {/* A title in the headings' colour, underlined on hover and focus (teal,
                  underlined serif titles read heavy); the whole item is its target. */}
              <Link
                prefetch="intent"
                to={`/blog/${other.id}`}
                className="font-serif text-lg leading-snug font-semibold text-foreground no-underline decoration-primary decoration-2 underline-offset-4 group-hover:underline after:absolute after:inset-0 focus-visible:underline"
              >
                {other.title}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">
                {other.date} · {other.readTime}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <TextLink to="/blog" className="inline-flex min-h-11 items-center gap-2">
          All articles
          <ArrowRight aria-hidden="true" className="size-4" />
        </TextLink>
      </p>
    </nav>
  )
}
