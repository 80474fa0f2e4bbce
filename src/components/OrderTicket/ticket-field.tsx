import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface TicketFieldProps {
  /** Visible label, already translated. */
  label: ReactNode
  value: string
  /** The coin the figure is in, at the end of the field. */
  unit: string
  onChange: (value: string) => void
  /** Under the field (the price band); replaced by `error` while there is one. */
  hint?: ReactNode
  /** Already translated; marks the field invalid. */
  error?: ReactNode
}

/** A compact decimal field of the order ticket: label, digits, unit, the note under it. */
export function TicketField({ label, value, unit, onChange, hint, error }: TicketFieldProps) {
  const id = useId()
  const noteId = `${id}-note`
  const note = error ?? hint
  return (
    <div data-slot="ticket-field" className="flex flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <div
        className={cn(
          'bg-surface border-line has-[input:focus]:border-primary-ink flex h-10 items-center gap-1 rounded-lg border px-2',
          error && 'border-error has-[input:focus]:border-error',
        )}
      >
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent text-sm tabular-nums outline-none"
        />
        <span className="text-muted shrink-0 text-xs font-medium">{unit}</span>
      </div>
      {note && (
        <p id={noteId} className={cn('text-xs', error ? 'text-error' : 'text-muted')}>
          {note}
        </p>
      )}
    </div>
  )
}
