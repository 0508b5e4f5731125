import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '#app/lib/cn.ts'

export const controlClasses = (className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border border-muted-foreground bg-card px-3 py-2 text-card-foreground shadow-none',
    'placeholder:text-muted-foreground aria-invalid:border-destructive aria-invalid:outline-2 aria-invalid:outline-destructive',
    'focus-visible:border-ring',
    className,
  )

interface FieldProps {
  id: string
  label: ReactNode
  className?: string
}

/** A text input with its visible label. Pass any input attributes (type, autoComplete, required…). */
export function Field({
  id,
  label,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-[0.95rem] font-semibold">
        {label}
      </label>
      <input id={id} className={controlClasses()} {...input} />
    </div>
  )
}

/** A text area with its visible label, and under the label a hint where one is given. */
export function TextAreaField({
  id,
  label,
  hint,
  className,
  ...textarea
}: FieldProps & { hint?: ReactNode } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'className'
  >) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-[0.95rem] font-semibold">
        {label}
      </label>
      {hint}
      <textarea id={id} className={controlClasses()} {...textarea} />
    </div>
  )
}

/**
 * A native select with its visible label (native for the platform's own picker and its
 * accessibility). Its arrow is drawn by `.select-arrow` (app.css), in the fields' muted text colour,
 * instead of the browser's own (a reader read the native arrow as unstyled beside the other fields).
 */
export function SelectField({
  id,
  label,
  className,
  children,
  ...select
}: FieldProps & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-[0.95rem] font-semibold">
        {label}
      </label>
      <div data-select-arrow="" className="select-arrow">
        <select id={id} className={controlClasses('cursor-pointer appearance-none pe-10')} {...select}>
          {children}
        </select>
      </div>
    </div>
  )
}
