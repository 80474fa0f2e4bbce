import { useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface TabItem<T extends string> {
  value: T
  /** Already translated. */
  label: ReactNode
}

export interface TabsProps<T extends string> extends Omit<ComponentProps<'div'>, 'onChange'> {
  items: readonly TabItem<T>[]
  /** The selected tab (controlled). */
  value: T
  onValueChange: (value: T) => void
  /** Names the tab list for screen readers when no visible heading does. */
  'aria-label'?: string
  /**
   * `fill`: the tabs share the width in equal columns and a long label wraps to centred lines
   * (a few kinds whose names must fit a 320 px phone in every language). Default: one row that
   * scrolls sideways.
   */
  layout?: 'scroll' | 'fill'
  /** The selected tab's panel. Leave empty when the tabs only filter content rendered elsewhere. */
  children?: ReactNode
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs<T extends string>({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  layout = 'scroll',
  className,
  children,
  ...props
}: TabsProps<T>) {
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const tabId = (v: T) => `${baseId}-tab-${v}`
  const panelId = `${baseId}-panel`
  const hasPanel = children !== undefined

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = NEXT_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const current = items.findIndex((item) => item.value === value)
    const next = items[move(Math.max(current, 0), items.length)]
    if (!next) return
    onValueChange(next.value)
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(next.value)}"]`)?.focus()
  }

  return (
    <div data-slot="tabs" className={cn('flex flex-col', className)} {...props}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={ariaLabel}
        className={cn(
          'border-line border-b',
          layout === 'fill'
            ? 'grid auto-cols-fr grid-flow-col gap-2'
            : 'flex gap-4 overflow-x-auto',
        )}
      >
        {items.map((item) => {
          const selected = item.value === value
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'text-muted -mb-px border-b-2 border-transparent text-base',
                layout === 'fill'
                  ? 'min-h-11 min-w-0 px-1 py-1 text-center leading-tight text-balance wrap-break-word'
                  : 'h-11 shrink-0 whitespace-nowrap',
                'data-[state=active]:border-primary-ink data-[state=active]:text-ink data-[state=active]:font-medium',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {hasPanel && (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(value)}
          tabIndex={0}
          data-slot="tabs-panel"
          className="py-4"
        >
          {children}
        </div>
      )}
    </div>
  )
}
