import { useId, type ReactNode } from 'react'

export interface WalletSelectOption<T extends string | number> {
  value: T
  /** Already translated (an account's name) or a symbol (a coin). */
  label: string
}

export interface WalletSelectProps<T extends string | number> {
  /** Visible label, already translated. */
  label: ReactNode
  value: T
  options: ReadonlyArray<WalletSelectOption<T>>
  onChange: (value: T) => void
  /** A line under the choice (the balance it holds). */
  hint?: ReactNode
  disabled?: boolean
}

/**
 * One choice of the wallet forms (a coin, an account): the platform's own select, so every phone
 * shows its native picker, with the label on the left and the choice on the right.
 */
export function WalletSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
  disabled,
}: WalletSelectProps<T>) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div data-slot="wallet-select" className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-muted text-sm">
          {label}
        </label>
        <div className="relative">
          <select
            id={id}
            value={String(value)}
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            onChange={(e) =>
              onChange(options.find((o) => String(o.value) === e.target.value)!.value)
            }
            className="bg-raised text-ink h-9 min-w-28 appearance-none rounded-lg pr-8 pl-3 text-base font-semibold disabled:opacity-50"
          >
            {options.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="text-muted pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
      {hint && (
        <p id={hintId} className="text-muted text-right text-xs tabular-nums">
          {hint}
        </p>
      )}
    </div>
  )
}
