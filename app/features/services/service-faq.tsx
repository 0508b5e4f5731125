import { TextLink } from '#app/components/ui/text-link.tsx'
import type { ServiceQuestion } from './service-questions.ts'

/** The id of a service page's questions band (the "At a glance" card links to it). */
export const FAQ_ID = 'questions'

/** The answers, one under the other with a hairline between: each question is a heading to jump by. */
export function ServiceFaq({ questions }: { questions: readonly ServiceQuestion[] }) {
  return (
    <div className="divide-y divide-border border-y border-border">
      {questions.map((q) => (
        <div key={q.question} className="py-6">
          <h3 className="text-xl">{q.question}</h3>
          <p className="mt-2 text-muted-foreground">{q.answer}</p>
          {q.links ? (
            <p className="mt-1 flex flex-wrap gap-x-6">
              {q.links.map((link) => (
                <TextLink key={link.to} to={link.to} className="inline-flex min-h-11 items-center">
                  {link.label}
                </TextLink>
              ))}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  )
}
