import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface FavouriteToggleProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'onClick'
> {
  /** The pair, for the accessible name. */
  symbol: string
  /** It is a favourite. */
  pressed: boolean
  /** A change is being saved: the star shows the new state and ignores taps until it is done. @default false */
  pending?: boolean
  onToggle: () => void
}

/** The favourite star: a toggle button (aria-pressed) whose name says when it is saving. */
export function FavouriteToggle({
  symbol,
  pressed,
  pending = false,
  onToggle,
  className,
  ...props
}: FavouriteToggleProps) {
  const { t } = useTranslation('symbol')
  return (
    <button
      type="button"
      data-slot="favourite-toggle"
      data-state={pending ? 'pending' : pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      aria-label={t(pending ? 'favourite.saving' : 'favourite.label', { symbol })}
      onClick={() => {
        if (!pending) onToggle()
      }}
      className={cn(
        'flex size-11 items-center justify-center rounded-lg',
        pressed ? 'text-warning' : 'text-muted',
        pending && 'opacity-60 motion-safe:animate-pulse',
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <path
          d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
