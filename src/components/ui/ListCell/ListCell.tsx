import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface CellContent {
  /** Main line, already translated. */
  title: ReactNode
  /** Second, muted line. */
  subtitle?: ReactNode
  /** Right-aligned value (a balance, a setting's current choice). */
  value?: ReactNode
  /** Icon or avatar before the text; give it `aria-hidden` when decorative. */
  leading?: ReactNode
  /** Trailing chevron. @default true for links, false otherwise */
  chevron?: boolean
}

type LinkCell = CellContent & Omit<ComponentProps<'a'>, 'title' | 'children'> & { href: string }
type ButtonCell = CellContent &
  Omit<ComponentProps<'button'>, 'title' | 'value' | 'children'> & { href?: undefined }
type StaticCell = CellContent &
  Omit<ComponentProps<'div'>, 'title' | 'children' | 'onClick'> & {
    href?: undefined
    onClick?: undefined
  }

/** `href` renders a link, `onClick` a button, neither a plain row. */
export type ListCellProps = LinkCell | ButtonCell | StaticCell

const row = 'flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left text-ink no-underline'
const interactive = 'active:bg-raised disabled:cursor-not-allowed disabled:opacity-50'

/** A row of a settings or asset list. */
export function ListCell({
  title,
  subtitle,
  value,
  leading,
  chevron,
  className,
  ...props
}: ListCellProps) {
  const content = (
    <>
      {leading && (
        <span className="text-muted flex size-8 shrink-0 items-center justify-center">
          {leading}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-base">{title}</span>
        {subtitle && <span className="text-muted truncate text-sm">{subtitle}</span>}
      </span>
      {value && <span className="text-muted shrink-0 text-sm tabular-nums">{value}</span>}
      {(chevron ?? props.href !== undefined) && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="text-muted size-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
      )}
    </>
  )

  if (props.href !== undefined) {
    return (
      <a
        data-slot="list-cell"
        className={cn(row, interactive, className)}
        {...(props as ComponentProps<'a'>)}
      >
        {content}
      </a>
    )
  }
  if (props.onClick) {
    return (
      <button
        type="button"
        data-slot="list-cell"
        className={cn(row, interactive, className)}
        {...(props as ComponentProps<'button'>)}
      >
        {content}
      </button>
    )
  }
  return (
    <div data-slot="list-cell" className={cn(row, className)} {...(props as ComponentProps<'div'>)}>
      {content}
    </div>
  )
}
