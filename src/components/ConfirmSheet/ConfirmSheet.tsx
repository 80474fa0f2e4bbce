import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { cn } from '@/lib/cn'

export interface ConfirmRow {
  /** Stable key of the row (`amount`, `fee`, `arrives`…). */
  id: string
  /** Already translated. */
  label: ReactNode
  /** Already formatted. */
  value: ReactNode
  /** The figure the user is deciding on (what arrives, what is debited): larger and bolder. */
  emphasis?: boolean
  /** A long value (an address) wraps under its label instead of beside it. */
  long?: boolean
}

export interface ConfirmSheetProps {
  /** Whether it is shown; the machine's confirming and submitting states. */
  open: boolean
  /** Already translated ("Confirm deposit claim"). */
  title: ReactNode
  /** What the request will do, top to bottom: amount, fee, what arrives, destination. */
  rows: readonly ConfirmRow[]
  /** A warning or note under the figures (network, review time). */
  notice?: ReactNode
  /** Extra input the request needs, such as the pay password. */
  children?: ReactNode
  /** @default "Confirm" */
  confirmLabel?: ReactNode
  /** The request is in flight: the confirm button spins and takes no second tap. */
  busy: boolean
  /** The request cannot be sent yet (e.g. no pay password typed). @default true */
  canConfirm?: boolean
  /** Why the last attempt failed, already translated; the sheet stays so the user can retry. */
  error?: ReactNode
  onConfirm: () => void
  /** Back to editing; the machine ignores it while the request is in flight. */
  onClose: () => void
}

/**
 * The last look before money moves (issue 5: deposit, withdraw, convert, transfer): the figures the
 * request will use, a notice, optional extra input, then one primary confirm. A double tap sends
 * once: the button is busy (disabled) from the first tap until the machine answers.
 */
export function ConfirmSheet({
  open,
  title,
  rows,
  notice,
  children,
  confirmLabel,
  busy,
  canConfirm = true,
  error,
  onConfirm,
  onClose,
}: ConfirmSheetProps) {
  const { t } = useTranslation('wallet')
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      aria-busy={busy || undefined}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('confirmSheet.back')}
          </Button>
          <Button busy={busy} disabled={!canConfirm} onClick={onConfirm}>
            {confirmLabel ?? t('confirmSheet.confirm')}
          </Button>
        </>
      }
    >
      <div data-slot="confirm-sheet" className="flex flex-col gap-4">
        <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
          {rows.map((row) => (
            <div
              key={row.id}
              data-slot="confirm-row"
              data-row={row.id}
              className={cn(
                'flex gap-3',
                row.long ? 'flex-col gap-1' : 'items-baseline justify-between',
              )}
            >
              <dt className="text-muted shrink-0 text-sm">{row.label}</dt>
              <dd
                className={cn(
                  'min-w-0 tabular-nums',
                  row.long ? 'font-mono text-sm break-all' : 'text-right',
                  row.emphasis ? 'text-lg font-semibold' : 'text-sm',
                )}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {notice && (
          <div className="border-warning/60 text-ink flex gap-2 rounded-lg border px-3 py-2 text-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="text-warning mt-0.5 size-4 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 3 2 21h20L12 3Z" />
              <path d="M12 10v5M12 18v.5" />
            </svg>
            <div className="min-w-0">{notice}</div>
          </div>
        )}
        {children}
        {error && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
      </div>
    </Sheet>
  )
}
