import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface ChipsProps {
  /** Names the group for screen readers (already translated). */
  label: string
  /** One toggle button per choice. */
  items: ReadonlyArray<{ key: string; text: ReactNode; label?: string; pressed?: boolean }>
  onPick: (key: string) => void
  columns: 3 | 5
}

/** A row of small toggle buttons: leverage values, lot presets. */
export function Chips({ label, items, onPick, columns }: ChipsProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('grid gap-1', columns === 5 ? 'grid-cols-5' : 'grid-cols-3')}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-label={item.label}
          aria-pressed={item.pressed}
          data-state={item.pressed ? 'on' : 'off'}
          onClick={() => onPick(item.key)}
          className={cn(
            'bg-raised text-ink h-7 rounded-md text-xs tabular-nums active:opacity-70',
            item.pressed && 'bg-primary font-semibold text-white',
          )}
        >
          {item.text}
        </button>
      ))}
    </div>
  )
}
