import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface OptionChipsProps {
  /** Names the group for screen readers (already translated). */
  label: string
  /** One toggle button per choice. */
  items: ReadonlyArray<{ key: string; text: ReactNode; label?: string; pressed?: boolean }>
  onPick: (key: string) => void
  /** The grid's columns (Tailwind class). */
  columns: 'grid-cols-4' | 'grid-cols-6'
  /** Taller chips (the durations). @default false */
  tall?: boolean
}

/** A segmented row of small toggle buttons: the durations, the stake presets. */
export function OptionChips({ label, items, onPick, columns, tall = false }: OptionChipsProps) {
  return (
    <div role="group" aria-label={label} className={cn('grid gap-1', columns)}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-label={item.label}
          aria-pressed={item.pressed}
          data-state={item.pressed ? 'on' : 'off'}
          onClick={() => onPick(item.key)}
          className={cn(
            'bg-raised text-ink rounded-md px-1 text-xs tabular-nums active:opacity-70',
            tall ? 'h-9' : 'h-7',
            item.pressed && 'bg-primary font-semibold text-white',
          )}
        >
          {item.text}
        </button>
      ))}
    </div>
  )
}

/** The decorative arrow of a direction (its word is beside it). */
export function DirectionArrow({ up, className }: { up: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={cn('size-4 shrink-0', className)}
    >
      <path d={up ? 'M8 13V3M3.5 7.5 8 3l4.5 4.5' : 'M8 3v10M3.5 8.5 8 13l4.5-4.5'} />
    </svg>
  )
}
