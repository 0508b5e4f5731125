import type { ProductArticle as Article } from '#core/content/products.ts'

/** A long read under a product (the red light panel): sections, then the care disclaimer. */
export function ProductArticle({ article }: { article: Article }) {
  return (
    <section
      aria-labelledby="product-article"
      className="mx-auto mt-16 max-w-3xl border-t border-border pt-12"
    >
      <h2 id="product-article" className="text-3xl">
        {article.title}
      </h2>
      <p className="mt-4 text-lg">{article.intro}</p>
      {article.sections.map((section) => (
        <div key={section.heading} className="mt-8">
          <h3 className="text-2xl">{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3">
              {p}
            </p>
          ))}
          {section.points ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-primary">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      <aside
        aria-label="Important"
        className="mt-10 rounded-2xl border border-border bg-calm-alert p-6 text-calm-alert-foreground"
      >
        <p>
          <strong>Please note:</strong> {article.disclaimer}
        </p>
      </aside>
    </section>
  )
}
