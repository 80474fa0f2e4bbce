import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface NavBarProps extends Omit<ComponentProps<'header'>, 'title'> {
  /** The page title (the page's h1), already translated. */
  title: ReactNode
  /** Shows the back button; tab-bar root pages leave it out. */
  onBack?: () => void
  /** Right-hand slot: an icon button or a short text action. */
  actions?: ReactNode
}

/** The custom top navigation bar (spec §2: "the navigation bar is custom by default"). */
export function NavBar({ title, onBack, actions, className, ...props }: NavBarProps) {
  const { t } = useTranslation()
  return (
    <header
      data-slot="nav-bar"
      className={cn(
        'bg-page text-ink relative flex h-11 shrink-0 items-center justify-between px-1',
        className,
      )}
      {...props}
    >
      {onBack ? (
        <button
          type="button"
          aria-label={t('navBar.back')}
          onClick={onBack}
          className="flex size-11 items-center justify-center rounded-lg"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m15 5-7 7 7 7" />
          </svg>
        </button>
      ) : (
        <span className="size-11" />
      )}
      <h1 className="pointer-events-none absolute inset-x-14 truncate text-center text-lg font-semibold">
        {title}
      </h1>
      <div className="relative flex min-w-11 items-center justify-end">{actions}</div>
    </header>
  )
}

/** The nav bar's refresh action (a list with no live updates): a 44 px icon button. */
export function NavBarRefresh({
  label,
  disabled,
  onClick,
}: {
  /** Its accessible name, already translated. */
  label: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-lg disabled:opacity-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" />
      </svg>
    </button>
  )
}
