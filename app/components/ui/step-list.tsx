/** Numbered steps (a protocol, or what to expect), read in order. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
