import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** Visible label, already translated. */
  label: ReactNode
  /** Help text under the field; replaced by `error` while there is one. */
  hint?: ReactNode
  /** Error message, already translated; marks the field invalid. */
  error?: ReactNode
}

/**
 * A labelled text field. `type="password"` adds the show-password eye (spec §2, login screen),
 * whose state is local UI only.
 */
export function Input({
  label,
  hint,
  error,
  type = 'text',
  id,
  className,
  disabled,
  ...props
}: InputProps) {
  const { t } = useTranslation()
  const [revealed, setRevealed] = useState(false)
  const autoId = useId()
  const inputId = id ?? autoId
  const noteId = `${inputId}-note`
  const note = error ?? hint
  const isPassword = type === 'password'

  return (
    <div data-slot="input" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-muted text-sm">
        {label}
      </label>
      {/* the box holds the input and the eye; it lights up only while the input has focus */}
      <div
        className={cn(
          'bg-surface border-line has-[input:focus]:border-primary-ink flex h-11 items-center rounded-lg border pl-3',
          'has-[input:disabled]:opacity-50',
          error && 'border-error has-[input:focus]:border-error',
          !isPassword && 'pr-3',
        )}
      >
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent text-base outline-none disabled:cursor-not-allowed"
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            data-slot="input-reveal"
            aria-label={t('input.password.show')}
            aria-pressed={revealed}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
            className="text-muted flex h-full w-11 shrink-0 items-center justify-center rounded-r-lg"
          >
            <EyeIcon crossed={!revealed} />
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

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  )
}
