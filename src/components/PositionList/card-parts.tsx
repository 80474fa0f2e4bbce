import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type {
  PendingRowView,
  PositionRowView,
} from '@/machines/lever-positions/lever-positions.view'

const sideTone = { long: 'text-up border-up/60', short: 'text-down border-down/60' } as const

/** Side and leverage, pair. */
export function Heading(props: { row: PositionRowView | PendingRowView }) {
  const { t } = useTranslation('positions')
  const { row } = props
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        className={cn('rounded border px-1.5 py-0.5 text-xs font-semibold', sideTone[row.side])}
      >
        {t(`position.side.${row.side}`)} {row.multiple}×
      </span>
      <span className="text-ink truncate font-medium">{row.symbol}</span>
    </div>
  )
}

/** Figures in three columns, the third end-aligned. */
export function Figures(props: { items: { id: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-x-2 gap-y-2">
      {props.items.map((f, i) => (
        <div
          key={f.id}
          className={cn('flex min-w-0 flex-col', i % 3 === 2 && 'items-end text-end')}
        >
          <dt className="text-muted truncate text-xs">{f.label}</dt>
          <dd className="text-ink text-sm tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
