import { useId, useMemo, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { FiatCode, FiatRateTable } from '@/api/contract/fiat'
import type { ErrorCode } from '@/api/errors'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatFiat } from '@/lib/fiat'

/** The fiat display's state (the fiat machine's view, `toFiatView`). */
export interface FiatPickerView {
  status: 'loading' | 'ready' | 'failed'
  /** The currency figures are shown in now. */
  code: FiatCode
  /** The currencies on offer, in display order. */
  codes: readonly FiatCode[]
  /** Units per US dollar for each offered code; null before a table has loaded. */
  rates: FiatRateTable | null
  /** A choice waiting for the rates. */
  pendingCode: FiatCode | null
  /** No rate is known: figures are in US dollars. */
  isFallback: boolean
  /** When the rates in use were fetched (ms). */
  savedAt: number | null
  error: ErrorCode | null
  canRetry: boolean
}

export interface FiatPickerProps
  extends FiatPickerView, Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> {
  onChoose: (code: FiatCode) => void
  onRetry: () => void
}

/**
 * The display-currency list (spec §3 "list of fiats", §7): each of the offered currencies with its
 * name in the user's language and what one USDT is worth in it, the current one checked. Native
 * radios, so arrow keys and screen readers work as they do everywhere. Says when the rates are
 * loading, old, or missing (then figures are in US dollars).
 */
export function FiatPicker({
  status,
  code,
  codes,
  rates,
  pendingCode,
  isFallback,
  savedAt,
  error,
  canRetry,
  onChoose,
  onRetry,
  className,
  ...props
}: FiatPickerProps) {
  const { t, i18n } = useTranslation('fiat')
  const errorText = useErrorText()
  const locale = i18n.language
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'currency' }), [locale])
  const group = useId()
  const fetchedOn =
    savedAt === null
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt)

  return (
    <fieldset
      data-slot="fiat-picker"
      data-state={status}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
      {...props}
    >
      <legend className="text-ink px-4 pt-2 text-base font-semibold">{t('picker.title')}</legend>
      <p className="text-muted px-4 pt-1 pb-2 text-xs">{t('picker.note')}</p>

      {status === 'loading' && (
        <p role="status" className="text-muted px-4 pb-2 text-sm">
          {t('picker.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div
          role="alert"
          className="border-warning/40 bg-surface mx-4 mb-2 flex flex-col gap-1 rounded-lg border p-3 text-sm"
        >
          <p className="text-ink font-medium">{t('picker.failed')}</p>
          {error && <p className="text-muted">{errorText(error)}</p>}
          <p className="text-muted">
            {isFallback || fetchedOn === null
              ? t('picker.fallback')
              : t('picker.stale', { date: fetchedOn })}
          </p>
          {canRetry && (
            <Button variant="secondary" size="sm" className="mt-1 self-start" onClick={onRetry}>
              {t('picker.retry')}
            </Button>
          )}
        </div>
      )}

      <div className="flex flex-col">
        {codes.map((c) => {
          const checked = c === code
          const pending = c === pendingCode
          const rate = rates?.[c]
          return (
            <label
              key={c}
              data-state={checked ? 'checked' : pending ? 'pending' : 'unchecked'}
              className="active:bg-raised has-[:focus-visible]:outline-primary-ink flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2"
            >
              <input
                type="radio"
                name={group}
                value={c}
                checked={checked}
                onChange={() => onChoose(c)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="bg-raised text-ink flex h-8 w-12 shrink-0 items-center justify-center rounded-md text-xs font-semibold"
              >
                {c}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-ink truncate text-base">{names.of(c) ?? c}</span>
                <span
                  className={cn(
                    'truncate text-xs tabular-nums',
                    pending ? 'text-primary-ink' : 'text-muted',
                  )}
                >
                  {pending
                    ? t('picker.pending')
                    : rate
                      ? t('picker.rate', { value: formatFiat(rate, c, locale) })
                      : c}
                </span>
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={cn('text-primary-ink size-5 shrink-0', !checked && 'invisible')}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="m5 12 5 5 9-10" />
              </svg>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
