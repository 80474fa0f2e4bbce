import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface AmountFieldProps {
  /** Visible label, already translated. */
  label: ReactNode
  /** The amount as typed (the machine keeps digits and one decimal separator). */
  value: string
  /** The coin's symbol, shown at the end of the field. */
  unit: string
  onChange: (value: string) => void
  /** Fills in the largest amount allowed; leaves the button out when absent. */
  onMax?: () => void
  /** Help text under the field (available balance, minimum); replaced by `error` while there is one. */
  hint?: ReactNode
  /** Already translated; marks the field invalid. */
  error?: ReactNode
  disabled?: boolean
}

/**
 * A money amount (issue 5: withdraw, convert, fund transfer): a decimal keypad, the coin's symbol
 * and a "max" button inside the field, the balance or the reason it is refused underneath.
 */
export function AmountField({
  label,
  value,
  unit,
  onChange,
  onMax,
  hint,
  error,
  disabled,
}: AmountFieldProps) {
  const { t } = useTranslation('wallet')
  const id = useId()
  const noteId = `${id}-note`
  const note = error ?? hint
  return (
    <div data-slot="amount-field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-muted text-sm">
        {label}
      </label>
      <div
        className={cn(
          'bg-surface border-line has-[input:focus]:border-primary-ink flex h-12 items-center gap-2 rounded-lg border pr-1 pl-3',
          error && 'border-error has-[input:focus]:border-error',
        )}
      >
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent text-lg tabular-nums outline-none"
        />
        <span className="text-muted text-sm font-medium">{unit}</span>
        {onMax && (
          <button
            type="button"
            disabled={disabled}
            onClick={onMax}
            className="text-primary-ink h-10 rounded-md px-3 text-sm font-semibold disabled:opacity-50"
          >
            {t('amountField.max')}
          </button>
        )}
      </div>
      {note && (
        <p id={noteId} className={cn('text-sm', error ? 'text-error' : 'text-muted')}>
          {note}
        </p>
      )}
    </div>
  )
}
