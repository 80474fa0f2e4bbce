import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface QuickBuySelectGroup {
  /** Already translated; none: the options are not grouped. */
  label?: string
  options: { value: string; label: string }[]
}

export interface QuickBuySelectProps {
  label: ReactNode
  value: string
  /** Shown while nothing is chosen. */
  placeholder: string
  groups: QuickBuySelectGroup[]
  onChange: (value: string) => void
  onBlur?: () => void
  error?: ReactNode
  hint?: ReactNode
  disabled?: boolean
}

/** A labelled native select of the quick-buy form, with its error under it (like `Input`). */
export function QuickBuySelect(props: QuickBuySelectProps) {
  const id = useId()
  const noteId = `${id}-note`
  const note = props.error ?? props.hint
  const option = (o: { value: string; label: string }) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )
  return (
    <div data-slot="quick-buy-select" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-muted text-sm">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        className={cn(
          'bg-surface border-line text-ink focus:border-primary-ink h-11 rounded-lg border px-3 text-base outline-none disabled:opacity-50',
          props.error && 'border-error focus:border-error',
        )}
      >
        <option value="">{props.placeholder}</option>
        {props.groups.map((g) =>
          g.label ? (
            <optgroup key={g.label} label={g.label}>
              {g.options.map(option)}
            </optgroup>
          ) : (
            g.options.map(option)
          ),
        )}
      </select>
      {note && (
        <p id={noteId} className={cn('text-sm', props.error ? 'text-error' : 'text-muted')}>
          {note}
        </p>
      )}
    </div>
  )
}
