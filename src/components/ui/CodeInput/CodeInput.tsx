import { useId, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** The get-code button's state, as the login machine's `codeButton` region names it. */
export type CodeButtonState = 'ready' | 'sending' | 'coolingDown'

export interface CodeInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'children'
> {
  /** The digits typed so far. */
  value: string
  /** Receives the raw field value; the machine keeps digits only. */
  onChange: (value: string) => void
  /** @default 'ready' */
  buttonState?: CodeButtonState
  /** Seconds left while `buttonState` is `coolingDown`. @default 0 */
  resendInSeconds?: number
  /** From `snapshot.can({ type: 'code.request' })`. @default true */
  canRequestCode?: boolean
  onRequestCode: () => void
  /** Error message, already translated; marks the field invalid. */
  error?: ReactNode
  /** Overrides the default "Verification code" label. */
  label?: ReactNode
}

/**
 * The 6-digit verification code field with its get-code button (spec §2 login screen: "the
 * button greys out once sent"). Counting down is the machine's job; this only draws the seconds.
 */
export function CodeInput({
  value,
  onChange,
  buttonState = 'ready',
  resendInSeconds = 0,
  canRequestCode = true,
  onRequestCode,
  error,
  label,
  id,
  className,
  ...props
}: CodeInputProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const buttonLabel = {
    ready: t('codeInput.button.get'),
    sending: t('codeInput.button.sending'),
    coolingDown: t('codeInput.button.resendIn', { seconds: resendInSeconds }),
  }[buttonState]

  return (
    <div data-slot="code-input" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-muted text-sm">
        {label ?? t('codeInput.label')}
      </label>
      <div
        className={cn(
          'bg-surface border-line has-[input:focus]:border-primary-ink flex h-11 items-center rounded-lg border pl-3',
          'has-[input:disabled]:opacity-50',
          error && 'border-error has-[input:focus]:border-error',
        )}
      >
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('codeInput.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent pr-3 text-base tracking-widest outline-none placeholder:tracking-normal disabled:cursor-not-allowed"
          {...props}
        />
        <button
          type="button"
          data-slot="code-input-button"
          data-state={buttonState}
          aria-busy={buttonState === 'sending' || undefined}
          disabled={!canRequestCode || buttonState !== 'ready'}
          onClick={onRequestCode}
          className={cn(
            'text-primary-ink border-line h-full shrink-0 rounded-r-lg border-l px-3 text-sm font-medium whitespace-nowrap',
            'disabled:cursor-not-allowed disabled:opacity-50 data-[state=coolingDown]:text-muted',
          )}
        >
          {buttonLabel}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
