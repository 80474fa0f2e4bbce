import { useEffect, useId, useRef, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { KeywordError } from '@/machines/market-list/market-list.machine'

export interface SearchBarProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  value: string
  /** Why the keyword was refused (blank, special characters). */
  error?: KeywordError | null
  onValueChange: (value: string) => void
  /** Enter or the keyboard's search key. */
  onSubmit: () => void
  onClear: () => void
  /** Shows "Cancel" after the field. */
  onCancel?: () => void
  /** Puts the caret in the field when it appears (the search page). @default false */
  focusOnMount?: boolean
}

/** The markets search field: a search landmark with a clear button and its own error line. */
export function SearchBar({
  value,
  error = null,
  onValueChange,
  onSubmit,
  onClear,
  onCancel,
  focusOnMount = false,
  className,
  ...props
}: SearchBarProps) {
  const { t } = useTranslation('markets')
  const errorText = useErrorText()
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const errorId = `${id}-error`
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus()
  }, [focusOnMount])
  const message =
    error === 'keywordRequired'
      ? t('searchBar.keywordRequired')
      : error
        ? errorText(error)
        : undefined

  return (
    <form
      role="search"
      data-slot="search-bar"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      className={cn('flex items-start gap-2', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          {t('searchBar.label')}
        </label>
        <div
          className={cn(
            'bg-surface border-line has-[input:focus]:border-primary-ink flex h-10 items-center gap-2 rounded-full border ps-3',
            error && 'border-error has-[input:focus]:border-error',
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="text-muted size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          <input
            ref={inputRef}
            id={id}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            value={value}
            placeholder={t('searchBar.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={(e) => onValueChange(e.target.value)}
            className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent text-base outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
          {value && (
            <button
              type="button"
              aria-label={t('searchBar.clear')}
              onClick={() => {
                onClear()
                inputRef.current?.focus()
              }}
              className="text-muted flex size-10 shrink-0 items-center justify-center"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 11.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z" />
              </svg>
            </button>
          )}
        </div>
        {message && (
          <p id={errorId} role="alert" className="text-error ps-3 text-sm">
            {message}
          </p>
        )}
      </div>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="text-primary-ink h-10 shrink-0 px-1 text-base"
        >
          {t('searchBar.cancel')}
        </button>
      )}
    </form>
  )
}
